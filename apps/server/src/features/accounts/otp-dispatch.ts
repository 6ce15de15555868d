import type { Db } from '../../platform/db/client.ts';
import { defineJob, type Jobs } from '../../platform/jobs/jobs.ts';
import { confirmDelivery, type DeliveryDeps, deliverCode, giveUpDelivery } from './otp-delivery.ts';
import { pruneOtp } from './otp-repository.ts';

export type DeliveryOptions = {
  /** Retries after the first try (default 3: about a minute of outage with the default backoff). */
  retries?: number;
  /** First retry delay in seconds, doubled each time (default 10). */
  backoffSeconds?: number;
};

const DAY_MS = 24 * 60 * 60_000;

/**
 * The accounts' jobs on the PostgreSQL queue (ADR 604, 701): sending a code (queued in the same
 * transaction as its request, so a request is never without its job), retried with backoff; after
 * the last failed try the request is marked failed and the diner reads "could not send". Also the
 * provider's confirmation of a used code, and the daily pruning of code requests.
 */
export async function registerOtpJobs(deps: DeliveryDeps, jobs: Jobs, options: DeliveryOptions = {}) {
  const retries = options.retries ?? 3;
  const send = defineJob<{ requestId: string }>({
    name: 'accounts.send-otp',
    retries,
    backoffSeconds: options.backoffSeconds ?? 10,
    timeoutSeconds: 60,
    concurrency: 4,
    handle: async ({ requestId }, job) => {
      try {
        await deliverCode(deps, requestId);
      } catch (error) {
        // The last try: no more retries will come, so the diner must be told.
        if (job.attempt > retries) {
          await giveUpDelivery(deps.db, requestId);
          return;
        }
        throw error;
      }
    },
  });
  const confirm = defineJob<{ requestId: string }>({
    name: 'accounts.confirm-otp',
    retries: 2,
    handle: ({ requestId }) => confirmDelivery(deps, requestId),
  });
  const prune = defineJob<object>({
    name: 'accounts.prune-otp',
    every: '23 3 * * *',
    handle: () => pruneOtp(deps.db, new Date(deps.now().getTime() - DAY_MS)),
  });
  await Promise.all([jobs.register(send), jobs.register(confirm), jobs.register(prune)]);
  return {
    dispatch: async (requestId: string, tx: Db) => {
      await jobs.enqueue(send, { requestId }, { in: tx });
    },
    confirm: async (requestId: string) => {
      await jobs.enqueue(confirm, { requestId });
    },
  };
}
