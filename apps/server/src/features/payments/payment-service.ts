import type { Db } from '../../platform/db/client.ts';
import { Conflict, Invalid, NotFound, Refused, Unauthenticated } from '../../platform/failures.ts';
import { randomToken } from '../../platform/secrets.ts';
import type { OrderRow } from '../orders/order-repository.ts';
import { findBusinessTexts, findOrder } from '../orders/order-repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  findPaymentByReference,
  openPayment,
  type SettleResult,
  setProviderRef,
  settlePayment,
} from './payment-repository.ts';

export type PaymentStep = { reference: string; url: string; provider: string };

/** Storefront pages a payment ends on (relative to the public origin). */
export const orderPagePath = (ref: string, orderId: number, token: string) =>
  `/${encodeURIComponent(ref)}/order/${orderId}?token=${encodeURIComponent(token)}`;
export const paymentFailPath = (ref: string, orderId: number, token: string) =>
  `/${encodeURIComponent(ref)}/payment/fail?order=${orderId}&token=${encodeURIComponent(token)}`;

/** What an accepted callback did; a refused one throws a failure (ADR 601). */
export type CallbackOutcome = Exclude<SettleResult['kind'], 'replayed' | 'unknown_payment' | 'mismatch'>;

export function createPaymentService(deps: {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
  publicUrl: string | null;
}) {
  const { db, provider } = deps;
  const base = deps.publicUrl ?? '';

  /**
   * The payment step of an open, unpaid order, or null when it can no longer be paid. `reuse` (an
   * order's placement and its idempotent replays): the pending attempt if there is one, so every
   * duplicate of a submission gets the same reference; a new one only if none is pending (the
   * last failed, or the first call broke off before opening it). `supersede` (paying again): a new
   * attempt replaces any pending one. The database serialises both on the order row.
   */
  async function open(
    order: OrderRow,
    method: number,
    businessRef: string,
    mode: 'reuse' | 'supersede',
  ): Promise<PaymentStep | null> {
    const opened = await openPayment(
      db,
      {
        businessId: order.businessId,
        orderId: order.id,
        reference: `pay_${randomToken()}`,
        provider: provider.name,
        method,
        amount: order.total,
        currency: order.currency,
      },
      mode,
    );
    if (!opened) return null;
    const { payment } = opened;
    const session = await provider.createSession({
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
      description: `${businessRef} order ${order.id}`,
      returnUrl: `${base}/api/payments/${payment.reference}/return`,
    });
    if (opened.created && session.providerRef) await setProviderRef(db, payment.id, session.providerRef);
    return { reference: payment.reference, url: session.redirectUrl, provider: provider.name };
  }

  return {
    provider,
    open,

    /** Verifies and applies a provider callback; replays, forgeries and stale ones change nothing. */
    async callback(
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<CallbackOutcome> {
      const verified = provider.verifyCallback({ rawBody, headers, now: deps.now() });
      if (!verified.ok) {
        const message = `Callback refused: ${verified.code}`;
        throw verified.code === 'BODY_INVALID'
          ? new Invalid(message, undefined, verified.code)
          : new Unauthenticated(message, verified.code);
      }
      const c = verified.callback;
      const result = await settlePayment(db, { provider: provider.name, ...c, reference: c.reference });
      if (result.kind === 'replayed') throw new Conflict('CALLBACK_REPLAYED', 'Callback already processed');
      if (result.kind === 'unknown_payment')
        throw new NotFound('Unknown payment reference', 'PAYMENT_NOT_FOUND');
      if (result.kind === 'mismatch') throw new Refused('AMOUNT_MISMATCH', 'Amount or currency differs');
      return result.kind;
    },

    /** Where the payer's browser goes back to: the order page when paid, else the fail page. */
    async returnPath(reference: string): Promise<string | null> {
      const payment = await findPaymentByReference(db, reference);
      if (!payment) return null;
      const order = await findOrder(db, payment.orderId);
      const ref = order && (await findBusinessTexts(db, order.businessId))?.referenceId;
      if (!order || !ref) return null;
      return order.paymentState === 'unpaid'
        ? paymentFailPath(ref, order.id, order.token)
        : orderPagePath(ref, order.id, order.token);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
