import type { Db } from '../../platform/db/client.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { pruneCallbacks } from './payment-repository.ts';
import { SIGNATURE_TOLERANCE_SECONDS } from './signature.ts';

/**
 * How long a callback id is kept. A signed callback is accepted within the tolerance either side
 * of its timestamp, so a replay can come at most twice the tolerance after the first copy was
 * received; an hour leaves room for clocks that differ between instances and the database.
 */
export const CALLBACK_RETENTION_SECONDS = Math.max(3600, 2 * SIGNATURE_TOLERANCE_SECONDS);

/**
 * Keeps `payment_callbacks` from growing forever: a job every ten minutes (and once at start).
 * The deletes are idempotent, so a retry or two instances running it change nothing.
 */
export const pruneCallbacksJob = (db: Db, keepSeconds = CALLBACK_RETENTION_SECONDS) =>
  defineJob<Record<string, never>>({
    name: 'payments.prune-callbacks',
    every: '*/10 * * * *',
    atStart: true,
    retries: 2,
    handle: async () => {
      await pruneCallbacks(db, keepSeconds);
    },
  });
