import { isTerminalStatus, type OrderStatus } from '@sufra/domain';
import type { Db } from '../../platform/db/client.ts';
import type * as s from '../../platform/db/schema/index.ts';
import {
  Conflict,
  Invalid,
  NotFound,
  Refused,
  Unauthenticated,
  Unavailable,
} from '../../platform/failures.ts';
import { randomToken } from '../../platform/secrets.ts';
import { findBusinessTexts } from '../tenancy/business-heads.ts';
import { failPurchase } from '../wallet/purchase-repository.ts';
import type { Gateways } from './gateways.ts';
import type { GatewayFacts, PaymentProvider } from './payment-provider.ts';
import {
  expirePending,
  findOrderForReturn,
  findPayment,
  findPaymentByReference,
  insertPurchasePayment,
  listRefundsDue,
  listStalePending,
  openPayment,
  type PaymentRow,
  REFUND_DUE,
  recordRefund,
  releaseAbandoned,
  type SettleResult,
  setSession,
  settlePayment,
} from './payment-repository.ts';
import { findRefund, listOrderRefundsDue, recordOrderRefund } from './refund-repository.ts';
import { SANDBOX_CALLBACK_PATH } from './sandbox-provider.ts';
import { tablePartPayments } from './table-part-port.ts';
import { TAP_WEBHOOK_PATH } from './tap/tap-provider.ts';

export type PaymentStep = { reference: string; url: string; provider: string };

/** What opening an order's attempt reads of the order (the orders pass their row). */
type PayableOrder = Pick<
  typeof s.orders.$inferSelect,
  'id' | 'publicRef' | 'businessId' | 'total' | 'currency' | 'name' | 'dialCode' | 'phone'
>;

/** Storefront pages a payment ends on (relative to the public origin). */
/** The diner's order page, named by the order's public reference (ADR 1471), never its id. */
export const orderPagePath = (ref: string, orderRef: string, token: string) =>
  `/${encodeURIComponent(ref)}/order/${orderRef}?token=${encodeURIComponent(token)}`;
export const walletHomePath = (ref: string, status: string) =>
  `/${encodeURIComponent(ref)}/wallet/home?purchase=${status === 'paid' ? 'paid' : 'failed'}`;
export const paymentFailPath = (ref: string, orderRef: string, token: string) =>
  `/${encodeURIComponent(ref)}/payment/fail?order=${orderRef}&token=${encodeURIComponent(token)}`;

/** What an accepted callback did (`pending`: nothing yet); a refused one throws a failure (ADR 601). */
export type CallbackOutcome =
  | Exclude<SettleResult['kind'], 'replayed' | 'unknown_payment' | 'mismatch'>
  | 'pending';

/** The gateway could not open the payment (down, refused): the order stays, unpaid. */
export const gatewayUnavailable = () =>
  new Unavailable(
    'PAYMENT_GATEWAY_UNAVAILABLE',
    'The payment gateway is not answering; try again in a moment',
  );

/** How long an attempt may stay pending before reconciliation asks the gateway about it. */
export const RECONCILE_AFTER_SECONDS = 15 * 60;
/** A charge still not finished after this is given up (Tap's hosted page expires after 30 min). */
export const EXPIRE_AFTER_SECONDS = 2 * 3600;

type Log = { warn: (obj: object, msg: string) => void };

export function createPaymentService(deps: {
  db: Db;
  gateways: Gateways;
  now: () => Date;
  publicUrl: string | null;
  log: Log;
  /** A REFUND_DUE attempt: its refund must be requested (the job queue does it, with retries). */
  onRefundDue: (paymentId: number) => Promise<void> | void;
  /** An order became paid: its Purchase conversion counts now (ADR 840). Never throws. */
  onPaid?: (orderId: number) => Promise<void>;
  /** A paid order's page when it is not the order's own (a pre-order returns to its booking, ADR 800). */
  returnPageOf?: (ref: string, orderId: number) => Promise<string | null>;
}) {
  const { db, gateways } = deps;
  const base = deps.publicUrl ?? '';

  /** The provider of an attempt (even if the business has switched since, ADR 721). */
  const providerOf = (payment: PaymentRow): Promise<PaymentProvider | null> =>
    gateways.forAttempt(payment.businessId, payment.provider);

  /** Applies gateway facts to their attempt; a REFUND_DUE result asks for the refund. */
  async function apply(providerName: string, facts: GatewayFacts): Promise<CallbackOutcome> {
    if (facts.outcome === 'pending') return 'pending';
    const result = await settlePayment(db, { provider: providerName, ...facts, outcome: facts.outcome });
    if (result.kind === 'replayed') throw new Conflict('CALLBACK_REPLAYED', 'Callback already processed');
    if (result.kind === 'unknown_payment')
      throw new NotFound('Unknown payment reference', 'PAYMENT_NOT_FOUND');
    if (result.kind === 'mismatch')
      throw new Refused('AMOUNT_MISMATCH', 'Amount, currency or charge differs');
    if (result.kind === 'refund_due') {
      // Money was taken for an order that cannot keep it: it goes back through the gateway (ADR 720).
      deps.log.warn({ payment: result.payment.id }, 'payment approved for a closed attempt: refund due');
      await deps.onRefundDue(result.payment.id);
    }
    // A wallet top-up has no order: only an order's payment is a Purchase (ADR 840).
    if (result.kind === 'paid' && result.payment.orderId !== null)
      await deps.onPaid?.(result.payment.orderId);
    return result.kind;
  }

  /** Asks the gateway about a pending attempt and applies the answer; false when it cannot be asked. */
  async function reconcileOne(payment: PaymentRow): Promise<boolean> {
    const provider = await providerOf(payment);
    if (!provider?.lookup) return false;
    const facts = await provider.lookup(payment);
    if (!facts || facts.reference !== payment.reference) return false;
    // Already applied (the webhook came first) or refused (a mismatch): nothing more to do here.
    await apply(provider.name, facts).catch((err: unknown) => {
      if (!(err instanceof Conflict || err instanceof Refused)) throw err;
    });
    return true;
  }

  /**
   * The payment step of an open, unpaid order, or null when it can no longer be paid. `reuse` (an
   * order's placement and its idempotent replays): the pending attempt if there is one, so every
   * duplicate of a submission gets the same reference and page; a new one only if none is
   * pending. `supersede` (paying again): a new attempt replaces any pending one. The database
   * serialises both on the order row.
   */
  async function open(
    order: PayableOrder,
    method: number,
    businessRef: string,
    mode: 'reuse' | 'supersede',
  ): Promise<PaymentStep | null> {
    const provider = await gateways.forBusiness(order.businessId);
    if (!provider) return null;
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
    return startSession(provider, opened.payment, {
      description: `${businessRef} order ${order.publicRef}`,
      orderRef: order.publicRef,
      customer: { name: order.name, dialCode: order.dialCode, phone: order.phone },
    });
  }

  /** The gateway's hosted page of an attempt: reused when it has one, else opened now. */
  async function startSession(
    provider: PaymentProvider,
    payment: PaymentRow,
    about: Pick<Parameters<PaymentProvider['createSession']>[0], 'description' | 'orderRef' | 'customer'>,
  ): Promise<PaymentStep> {
    if (payment.redirectUrl)
      return { reference: payment.reference, url: payment.redirectUrl, provider: payment.provider };
    let session: Awaited<ReturnType<PaymentProvider['createSession']>>;
    try {
      session = await provider.createSession({
        reference: payment.reference,
        amount: payment.amount,
        currency: payment.currency,
        method: payment.method,
        returnUrl: `${base}/api/payments/${payment.reference}/return`,
        webhookUrl: `${base}${provider.name === 'tap' ? TAP_WEBHOOK_PATH : SANDBOX_CALLBACK_PATH}`,
        ...about,
      });
    } catch (error) {
      // The attempt stays pending without a page: a retry of the submission opens the session again.
      deps.log.warn({ err: error, payment: payment.id }, 'payment gateway refused to open a payment');
      throw gatewayUnavailable();
    }
    await setSession(db, payment.id, session);
    return { reference: payment.reference, url: session.redirectUrl, provider: provider.name };
  }

  /**
   * An attempt paying a wallet package (ADR 762): the purchase is credited only by the confirmed
   * payment's callback. Null when the business has no gateway.
   */
  async function openForPurchase(
    purchase: { id: number; businessId: number; price: number; currency: string },
    method: number,
    businessRef: string,
    customer: { name: string; dialCode: string; phone: string },
  ): Promise<PaymentStep | null> {
    const provider = await gateways.forBusiness(purchase.businessId);
    if (!provider) return null;
    const payment = await insertPurchasePayment(db, {
      businessId: purchase.businessId,
      purchaseId: purchase.id,
      reference: `pay_${randomToken()}`,
      provider: provider.name,
      method,
      amount: purchase.price,
      currency: purchase.currency,
    });
    return startSession(provider, payment, {
      description: `${businessRef} wallet package`,
      orderRef: null,
      customer,
    });
  }

  /**
   * A shared table's part paid online (ADR 1406): the business's gateway (null: none), then,
   * once the table's transaction recorded the attempt, its hosted page.
   */
  const tablePart = {
    gateway: (businessId: number) => gateways.forBusiness(businessId),
    start: (
      provider: PaymentProvider,
      payment: PaymentRow,
      about: { description: string; customer: { name: string; dialCode: string; phone: string } },
    ) => startSession(provider, payment, { ...about, orderRef: null }),
  };

  return {
    open,
    openForPurchase,
    tablePart,

    /** Verifies and applies a provider's callback; replays, forgeries and stale ones change nothing. */
    async callback(
      providerName: string,
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<CallbackOutcome> {
      const provider = providerName === 'sandbox' ? gateways.sandbox : await tapProviderFor(rawBody);
      if (!provider) throw new NotFound('Unknown payment reference', 'PAYMENT_NOT_FOUND');
      const verified = provider.verifyCallback({ rawBody, headers, now: deps.now() });
      if (!verified.ok) {
        const message = `Callback refused: ${verified.code}`;
        throw verified.code === 'BODY_INVALID'
          ? new Invalid(message, undefined, verified.code)
          : new Unauthenticated(message, verified.code);
      }
      return apply(provider.name, verified.callback);
    },

    /**
     * Where the payer's browser goes back to: the order page when paid, else the fail page. The
     * return itself proves nothing (ADR 720): a pending attempt is asked of the gateway first.
     */
    async returnPath(reference: string): Promise<string | null> {
      const payment = await findPaymentByReference(db, reference);
      if (!payment) return null;
      if (payment.status === 'pending') {
        await reconcileOne(payment).catch((err: unknown) =>
          deps.log.warn({ err, payment: payment.id }, 'asking the gateway about a returning payment failed'),
        );
      }
      if (payment.tablePartId !== null) {
        // A shared table's part (ADR 1406): back to the table's page, which shows what is paid.
        const back = await tablePartPayments().returnTo(db, payment.tablePartId);
        if (!back) return null;
        const query = new URLSearchParams({ branch: back.branch_ref, table: back.qr_token });
        query.set('paid', payment.status === 'paid' ? '1' : '0');
        return `/${encodeURIComponent(back.reference_id)}/table?${query}`;
      }
      if (payment.orderId === null) {
        // A wallet package: back to the wallet, which says whether it was credited (ADR 762).
        const ref = (await findBusinessTexts(db, payment.businessId))?.referenceId;
        return ref ? walletHomePath(ref, payment.status) : null;
      }
      const order = await findOrderForReturn(db, payment.orderId);
      const ref = order && (await findBusinessTexts(db, order.businessId))?.referenceId;
      if (!order || !ref) return null;
      // A closed order (cancelled while the payer was at the gateway) shows itself, not a retry.
      if (order.paymentState === 'unpaid' && !isTerminalStatus(order.status as OrderStatus))
        return paymentFailPath(ref, order.publicRef, order.token);
      // A paid pre-order returns to its booking's page (ADR 800).
      return (await deps.returnPageOf?.(ref, order.id)) ?? orderPagePath(ref, order.publicRef, order.token);
    },

    /**
     * The reconciliation job: attempts pending for a while (the payer closed the tab, the webhook
     * was lost) are asked of their gateway and settled; those the gateway never finished expire.
     */
    async reconcile(limit = 100): Promise<{ asked: number; expired: number }> {
      const stale = await listStalePending(db, RECONCILE_AFTER_SECONDS, limit);
      let asked = 0;
      let expired = 0;
      for (const payment of stale) {
        const answered = await reconcileOne(payment).catch((err: unknown) => {
          deps.log.warn({ err, payment: payment.id }, 'asking the gateway about a pending payment failed');
          return false;
        });
        if (answered) asked += 1;
        // A later capture of an expired attempt is a REFUND_DUE, never a payment.
        if (await expirePending(db, payment.id, 'EXPIRED', EXPIRE_AFTER_SECONDS)) {
          expired += 1;
          if (payment.orderId !== null) await releaseAbandoned(db, payment.orderId);
          else if (payment.tablePartId !== null) await tablePartPayments().reopen(db, payment.tablePartId);
          else if (payment.purchaseId !== null) await failPurchase(db, payment.purchaseId);
        }
      }
      return { asked, expired };
    },

    /** Ids of REFUND_DUE attempts whose refund the gateway has not accepted yet. */
    async refundsDue(limit = 100): Promise<number[]> {
      return (await listRefundsDue(db, limit)).map((p) => p.id);
    },

    /**
     * Gives back the money of a REFUND_DUE attempt through its gateway. Throws when the gateway
     * cannot be reached (the job retries); a refusal is recorded as 'failed' for a person to see.
     */
    async refund(paymentId: number): Promise<'refunded' | 'pending' | 'failed' | 'nothing'> {
      const payment = await findPayment(db, paymentId);
      if (!payment || payment.failureCode !== REFUND_DUE) return 'nothing';
      if (payment.refundStatus === 'refunded' || payment.refundStatus === 'pending') return 'nothing';
      const provider = await providerOf(payment);
      if (!provider?.refund || (!payment.providerRef && provider.name !== 'sandbox')) {
        await recordRefund(db, payment.id, { refundRef: null, status: 'failed' });
        return 'failed';
      }
      const result = await provider.refund({
        reference: payment.reference,
        providerRef: payment.providerRef ?? '',
        amount: payment.amount,
        currency: payment.currency,
      });
      await recordRefund(db, payment.id, result);
      return result.status;
    },

    /** Ids of order refunds their gateway has not accepted yet (the sweep asks again). */
    async orderRefundsDue(limit = 100): Promise<number[]> {
      return listOrderRefundsDue(db, limit);
    },

    /**
     * Sends an order refund (ADR 1430) to the gateway of the attempt it gives back. Throws when the
     * gateway cannot be reached (the job retries); a refusal is recorded as 'failed' for the board
     * and the diner to see.
     */
    async sendOrderRefund(refundId: number): Promise<'refunded' | 'pending' | 'failed' | 'nothing'> {
      const refund = await findRefund(db, refundId);
      if (refund?.via !== 'gateway' || refund.status !== 'pending' || refund.refundRef) return 'nothing';
      const payment = refund.paymentId === null ? null : await findPayment(db, refund.paymentId);
      const provider = payment ? await providerOf(payment) : null;
      if (!payment || !provider?.refund || (!payment.providerRef && provider.name !== 'sandbox')) {
        await recordOrderRefund(db, refund, { refundRef: null, status: 'failed' });
        return 'failed';
      }
      const result = await provider.refund({
        reference: refund.reference,
        providerRef: payment.providerRef ?? '',
        amount: refund.amount,
        currency: refund.currency,
        reason: gatewayReason(refund.reason),
        partial: refund.amount < payment.amount,
      });
      await recordOrderRefund(db, refund, result);
      return result.status;
    },
  };

  /** The reasons a gateway keeps for our order refunds (ADR 1430); the member's own words stay with us. */
  function gatewayReason(reason: string): string {
    if (reason === 'order_cancelled') return 'Order cancelled';
    if (reason === 'order_rejected') return 'Order rejected';
    return 'Partial refund by the restaurant';
  }

  /** A Tap webhook names our attempt in reference.transaction; its business's key verifies it. */
  async function tapProviderFor(rawBody: string): Promise<PaymentProvider | null> {
    let reference: unknown;
    try {
      reference = (JSON.parse(rawBody) as { reference?: { transaction?: unknown } } | null)?.reference
        ?.transaction;
    } catch {
      return null;
    }
    if (typeof reference !== 'string' || reference.length > 100) return null;
    const payment = await findPaymentByReference(db, reference);
    return payment?.provider === 'tap' ? providerOf(payment) : null;
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>;
