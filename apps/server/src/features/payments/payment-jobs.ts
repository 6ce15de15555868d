import { defineJob, type Jobs } from '../../platform/jobs/jobs.ts';
import type { PaymentService } from './payment-service.ts';

/**
 * A REFUND_DUE attempt's refund (ADR 720), through the job queue: a gateway that cannot be reached
 * throws, and the job is retried with backoff (5 s doubling to an hour, 10 times) before it lands
 * in `payments.refund.dead`. A refusal is recorded as `failed` on the attempt and not retried.
 */
export const refundJob = (payments: () => Pick<PaymentService, 'refund'>) =>
  defineJob<{ paymentId: number }>({
    name: 'payments.refund',
    retries: 10,
    backoffSeconds: 5,
    maxBackoffSeconds: 3600,
    handle: async ({ paymentId }) => {
      await payments().refund(paymentId);
    },
  });

/** Asks for a refund once per attempt and hour, however many callbacks or sweeps find it due. */
export const enqueueRefund = (
  jobs: Jobs,
  payments: () => Pick<PaymentService, 'refund'>,
  paymentId: number,
) => jobs.enqueue(refundJob(payments), { paymentId }, { key: `refund:${paymentId}`, keySeconds: 3600 });

/**
 * The reconciliation sweep (ADR 720), every 5 minutes on one instance: attempts pending for 15
 * minutes (the payer closed the tab, the webhook was lost) are asked of their gateway and settled,
 * those unfinished after 2 hours expire, and refunds still due are asked for again.
 */
export const reconcileJob = (
  payments: () => Pick<PaymentService, 'reconcile' | 'refundsDue'>,
  refund: (id: number) => Promise<unknown>,
) =>
  defineJob<Record<string, never>>({
    name: 'payments.reconcile',
    every: '*/5 * * * *',
    retries: 1,
    handle: async () => {
      await payments().reconcile();
      for (const id of await payments().refundsDue()) await refund(id);
    },
  });
