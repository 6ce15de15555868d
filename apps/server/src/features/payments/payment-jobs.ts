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
 * An order refund (ADR 1430) through the job queue, like a REFUND_DUE attempt's: retried with
 * backoff while the gateway cannot be reached, recorded as failed when it refuses.
 */
export const orderRefundJob = (payments: () => Pick<PaymentService, 'sendOrderRefund'>) =>
  defineJob<{ refundId: number }>({
    name: 'payments.order-refund',
    retries: 10,
    backoffSeconds: 5,
    maxBackoffSeconds: 3600,
    handle: async ({ refundId }) => {
      await payments().sendOrderRefund(refundId);
    },
  });

/** Asks for an order refund once per hour, however many sweeps or callers find it due. */
export const enqueueOrderRefund = (
  jobs: Jobs,
  payments: () => Pick<PaymentService, 'sendOrderRefund'>,
  refundId: number,
) =>
  jobs.enqueue(orderRefundJob(payments), { refundId }, { key: `order-refund:${refundId}`, keySeconds: 3600 });

/**
 * The reconciliation sweep (ADR 720), every 5 minutes on one instance: attempts pending for 15
 * minutes (the payer closed the tab, the webhook was lost) are asked of their gateway and settled,
 * those unfinished after 2 hours expire, and refunds still due are asked for again.
 */
export const reconcileJob = (
  payments: () => Pick<PaymentService, 'reconcile' | 'refundsDue' | 'orderRefundsDue'>,
  refund: (id: number) => Promise<unknown>,
  orderRefund: (id: number) => Promise<unknown> = async () => {},
) =>
  defineJob<Record<string, never>>({
    name: 'payments.reconcile',
    every: '*/5 * * * *',
    retries: 1,
    handle: async () => {
      await payments().reconcile();
      for (const id of await payments().refundsDue()) await refund(id);
      for (const id of await payments().orderRefundsDue()) await orderRefund(id);
    },
  });
