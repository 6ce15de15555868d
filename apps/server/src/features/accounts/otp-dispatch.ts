import type { FastifyBaseLogger } from 'fastify';
import { confirmDelivery, type DeliveryDeps, deliverCode, giveUpDelivery } from './otp-delivery.ts';

/** Waits between tries of one send: a passing outage gets about a minute to pass. */
export const DELIVERY_RETRY_DELAYS_MS = [2_000, 10_000, 45_000];

/**
 * Runs the sending job for a request: the first try at once, then retries with growing waits;
 * after the last, the request is marked failed so the diner sees "could not send" (ADR 701).
 * Interim: in this process until the PostgreSQL job queue of the platform issue takes it.
 */
export function createOtpDispatch(
  deps: DeliveryDeps,
  log: FastifyBaseLogger,
  delays = DELIVERY_RETRY_DELAYS_MS,
) {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;

  function run(requestId: string, n: number) {
    const p = attempt(requestId, n).finally(() => running.delete(p));
    running.add(p);
  }

  async function attempt(requestId: string, n: number): Promise<void> {
    try {
      await deliverCode(deps, requestId);
    } catch (error) {
      // Never the phone or the code: the request id and the provider's words only.
      log.warn({ requestId, attempt: n + 1, reason: (error as Error).message }, 'code delivery failed');
      const delay = delays[n];
      if (delay === undefined || closed) {
        await giveUpDelivery(deps.db, requestId).catch(() => {});
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        run(requestId, n + 1);
      }, delay);
      timers.add(timer);
    }
  }

  return {
    /** Starts the job; the call that asked for the code answers without waiting for the provider. */
    dispatch: async (requestId: string) => run(requestId, 0),
    /** Tells the provider a code was used (best effort: a failure is logged, never the diner's). */
    confirm: async (requestId: string) => {
      const p = confirmDelivery(deps, requestId)
        .catch((error: Error) => log.warn({ requestId, reason: error.message }, 'code confirmation failed'))
        .finally(() => running.delete(p));
      running.add(p);
    },
    /** Every try under way has ended (tests; shutdown). */
    idle: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
