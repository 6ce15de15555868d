import type { Db } from '../../platform/db/client.ts';
import { pruneCallbacks } from './payment-repository.ts';
import { SIGNATURE_TOLERANCE_SECONDS } from './signature.ts';

/**
 * How long a callback id is kept. A signed callback is accepted within the tolerance either side
 * of its timestamp, so a replay can come at most twice the tolerance after the first copy was
 * received; an hour leaves room for clocks that differ between instances and the database.
 */
export const CALLBACK_RETENTION_SECONDS = Math.max(3600, 2 * SIGNATURE_TOLERANCE_SECONDS);
export const CALLBACK_PRUNE_EVERY_MS = 10 * 60_000;

type Log = { warn: (obj: object, msg: string) => void };

/**
 * Keeps `payment_callbacks` from growing forever: prunes once now, then on an interval that does
 * not hold the process open. Every instance may run it; the deletes are idempotent.
 */
export function scheduleCallbackPruning(deps: { db: Db; log: Log; everyMs?: number; keepSeconds?: number }): {
  stop: () => Promise<void>;
} {
  const keep = deps.keepSeconds ?? CALLBACK_RETENTION_SECONDS;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = pruneCallbacks(deps.db, keep).catch((err) =>
      deps.log.warn({ err }, 'pruning callbacks failed'),
    );
  };
  run();
  const timer = setInterval(run, deps.everyMs ?? CALLBACK_PRUNE_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      // The pool closes after this: let a prune in flight finish first.
      await running;
    },
  };
}
