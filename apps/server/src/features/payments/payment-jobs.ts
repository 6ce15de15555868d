import type { PaymentService } from './payment-service.ts';

type Log = { warn: (obj: object, msg: string) => void };

/** Delays between tries of one refund request in this process; the reconciliation sweep retries later ones. */
export const REFUND_RETRY_MS = [1_000, 10_000, 60_000];
export const RECONCILE_EVERY_MS = 5 * 60_000;

/**
 * Refund requests of REFUND_DUE attempts (ADR 720): tried at once, retried while the gateway is
 * unreachable. Interim runner until the PostgreSQL job queue (platform issue) carries them.
 */
export function createRefundRequests(deps: {
  payments: Pick<PaymentService, 'refund'>;
  log: Log;
  retryMs?: number[];
}) {
  const retryMs = deps.retryMs ?? REFUND_RETRY_MS;
  const running = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  function attempt(paymentId: number, tryIndex: number): void {
    const run = deps.payments.refund(paymentId).catch((err: unknown) => {
      const delay = retryMs[tryIndex];
      if (delay === undefined || stopped) {
        deps.log.warn(
          { err, payment: paymentId },
          'refund request failed; the reconciliation sweep retries it',
        );
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        attempt(paymentId, tryIndex + 1);
      }, delay);
      timer.unref();
      timers.add(timer);
    });
    running.add(run);
    void run.finally(() => running.delete(run));
  }

  return {
    /** Asks for the refund in the background (the callback that found it answers at once). */
    request(paymentId: number): void {
      if (!stopped) attempt(paymentId, 0);
    },
    /** Stops retrying and waits for the requests in flight (before the pool closes). */
    async settle(): Promise<void> {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all([...running]);
    },
  };
}

export type RefundRequests = ReturnType<typeof createRefundRequests>;

/**
 * The reconciliation sweep: pending attempts asked of their gateway and settled, and refunds
 * still due requested again. Every instance may run it: settling is idempotent (ADR 403).
 */
export function scheduleReconciliation(deps: {
  payments: Pick<PaymentService, 'reconcile' | 'refundsDue'>;
  refunds: RefundRequests;
  log: Log;
  everyMs?: number;
}): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = (async () => {
      await deps.payments.reconcile();
      for (const id of await deps.payments.refundsDue()) deps.refunds.request(id);
    })().catch((err) => deps.log.warn({ err }, 'payment reconciliation failed'));
  };
  const timer = setInterval(run, deps.everyMs ?? RECONCILE_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
