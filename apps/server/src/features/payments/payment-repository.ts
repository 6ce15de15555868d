import { isTerminalStatus, type OrderStatus } from '@sufra/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import * as s from '../../platform/db/schema/index.ts';
import { moveOrderWallet, orderWalletState } from '../wallet/ledger-repository.ts';
import { creditPurchase, failPurchase, lockPurchase } from '../wallet/purchase-repository.ts';
import { tablePartPayments } from './table-part-port.ts';

export type PaymentRow = typeof s.payments.$inferSelect;
/**
 * Locks the order row. Every transaction that touches an order and its payments takes this lock
 * first, then the payment rows (one lock order everywhere: no deadlock between a callback, a
 * switch to cash, a new attempt and a staff cancel).
 */
async function lockOrder(tx: Db, orderId: number) {
  const [order] = await tx
    .select({
      id: s.orders.id,
      businessId: s.orders.businessId,
      status: s.orders.status,
      paymentState: s.orders.paymentState,
    })
    .from(s.orders)
    .where(eq(s.orders.id, orderId))
    .for('update');
  return order ?? null;
}

const isOpenForPayment = (order: { status: number; paymentState: string }) =>
  order.paymentState === 'unpaid' && !isTerminalStatus(order.status as OrderStatus);

/** Pending attempts of the order can no longer be paid (`code` says why). Needs the order locked. */
export async function voidPendingPayments(tx: Db, orderId: number, code: string): Promise<void> {
  await tx
    .update(s.payments)
    .set({ status: 'failed', failureCode: code, updatedAt: sql`now()` })
    .where(and(eq(s.payments.orderId, orderId), eq(s.payments.status, 'pending')));
}

async function pendingOf(tx: Db, orderId: number): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(s.payments)
    .where(and(eq(s.payments.orderId, orderId), eq(s.payments.status, 'pending')))
    .orderBy(desc(s.payments.id))
    .limit(1);
  return row ?? null;
}

export type NewPayment = Omit<
  typeof s.payments.$inferInsert,
  'status' | 'id' | 'orderId' | 'purchaseId' | 'tablePartId'
> & {
  orderId: number;
};

/**
 * Opens an attempt for an order that is still open and unpaid (else null), under the order's lock.
 * `reuse`: an attempt already pending is returned instead (every duplicate of one submission gets
 * the same attempt); otherwise older pending attempts are superseded (the customer chose to pay
 * again), so at most one attempt can still be paid.
 */
export async function openPayment(
  db: Db,
  values: NewPayment,
  mode: 'reuse' | 'supersede',
): Promise<{ payment: PaymentRow; created: boolean } | null> {
  return transaction(db, async (tx) => {
    const order = await lockOrder(tx, values.orderId);
    if (!order || !isOpenForPayment(order)) return null;
    if ((await orderWalletState(tx, order.id)) === 'returned') return null;
    if (mode === 'reuse') {
      const pending = await pendingOf(tx, values.orderId);
      if (pending) return { payment: pending, created: false };
    } else {
      await voidPendingPayments(tx, values.orderId, 'SUPERSEDED');
    }
    const [row] = await tx
      .insert(s.payments)
      .values({ ...values, status: 'pending' })
      .returning();
    if (!row) throw new Error('Payment insert returned nothing');
    return { payment: row, created: true };
  });
}

/** A package purchase's attempt (ADR 762): each purchase is paid by its own new attempt. */
export async function insertPurchasePayment(
  db: Db,
  values: Omit<NewPayment, 'orderId'> & { purchaseId: number },
): Promise<PaymentRow> {
  const [row] = await db
    .insert(s.payments)
    .values({ ...values, status: 'pending' })
    .returning();
  if (!row) throw new Error('Payment insert returned nothing');
  return row;
}

/**
 * A shared table's part paid online (ADR 1406), in the caller's transaction with the part locked:
 * a pending attempt of the part is superseded (the payer tapped again, or another phone took it
 * over), so at most one attempt can still pay it; one the gateway approves late is REFUND_DUE.
 */
export async function insertTablePartPayment(
  tx: Db,
  values: Omit<NewPayment, 'orderId'> & { tablePartId: number },
): Promise<PaymentRow> {
  await tx
    .update(s.payments)
    .set({ status: 'failed', failureCode: 'SUPERSEDED', updatedAt: sql`now()` })
    .where(and(eq(s.payments.tablePartId, values.tablePartId), eq(s.payments.status, 'pending')));
  const [row] = await tx
    .insert(s.payments)
    .values({ ...values, status: 'pending' })
    .returning();
  if (!row) throw new Error('Payment insert returned nothing');
  return row;
}

/** The gateway's side of a new attempt: its charge id and hosted page (reused by duplicates). */
export async function setSession(
  db: Db,
  paymentId: number,
  session: { providerRef: string | null; redirectUrl: string },
): Promise<void> {
  await db
    .update(s.payments)
    .set({ providerRef: session.providerRef, redirectUrl: session.redirectUrl })
    .where(eq(s.payments.id, paymentId));
}

export async function findPaymentByReference(db: Db, reference: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(s.payments).where(eq(s.payments.reference, reference)).limit(1);
  return row ?? null;
}

/** The order a returning payer lands on: what choosing the page needs, nothing more. */
export async function findOrderForReturn(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: s.orders.id,
      publicRef: s.orders.publicRef,
      businessId: s.orders.businessId,
      token: s.orders.token,
      status: s.orders.status,
      paymentState: s.orders.paymentState,
    })
    .from(s.orders)
    .where(eq(s.orders.id, orderId))
    .limit(1);
  return row ?? null;
}

export async function listPayments(db: Db, businessId: number, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(s.payments)
    .where(and(eq(s.payments.businessId, businessId), eq(s.payments.orderId, orderId)))
    .orderBy(desc(s.payments.id));
}

export type CallbackFacts = {
  provider: string;
  eventId: string;
  reference: string;
  /** The gateway's charge id: must be the attempt's own when the attempt has one. */
  providerRef: string | null;
  outcome: 'approved' | 'declined';
  /** Null: the gateway's figure is not an amount of this currency (a mismatch). */
  amount: number | null;
  currency: string;
};

export type SettleResult =
  | { kind: 'replayed' }
  | { kind: 'unknown_payment' }
  | { kind: 'mismatch' }
  | { kind: 'not_pending'; payment: PaymentRow }
  | { kind: 'paid' | 'failed' | 'refund_due'; payment: PaymentRow };

/** An approved attempt the order could not take (closed, paid, switched to cash, superseded). */
export const REFUND_DUE = 'REFUND_DUE';

/**
 * Applies a verified provider callback in one transaction: the callback id is recorded first (a
 * replay finds it and changes nothing), then the order row is locked (before the attempt: the
 * lock order of every order/payment transaction) and the attempt and, when approved, the order
 * become paid. Money approved for an attempt the order can no longer take is never counted as
 * payment: the attempt is marked `REFUND_DUE` for the business to give it back (ADR 403).
 */
export async function settlePayment(db: Db, facts: CallbackFacts): Promise<SettleResult> {
  return transaction(db, async (tx) => {
    const [fresh] = await tx
      .insert(s.paymentCallbacks)
      .values({ provider: facts.provider, eventId: facts.eventId })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return { kind: 'replayed' } as const;
    // Only a callback that decided something keeps its id (ADR 1320, ADR 1321): one refused
    // for its facts (no such attempt, other figures) gives it back in this transaction, so a
    // refused copy never makes the genuine callback a "replay". Inserting first still makes
    // concurrent copies of one id wait for each other.
    const refused = async (kind: 'unknown_payment' | 'mismatch') => {
      await tx
        .delete(s.paymentCallbacks)
        .where(
          and(eq(s.paymentCallbacks.provider, facts.provider), eq(s.paymentCallbacks.eventId, facts.eventId)),
        );
      return { kind } as const;
    };
    const byReference = and(
      eq(s.payments.reference, facts.reference),
      eq(s.payments.provider, facts.provider),
    );
    const [found] = await tx
      .select({
        orderId: s.payments.orderId,
        purchaseId: s.payments.purchaseId,
        tablePartId: s.payments.tablePartId,
      })
      .from(s.payments)
      .where(byReference);
    if (!found) return refused('unknown_payment');
    if (found.tablePartId !== null) {
      // A shared table's part (ADR 1406): the part row is locked first, as an order's is. A part
      // paid meanwhile (another phone, cash, the wallet) or a closed table owes the money back.
      const parts = tablePartPayments();
      const part = await parts.lock(tx, found.tablePartId);
      const [payment] = await tx.select().from(s.payments).where(byReference).for('update');
      if (!part || !payment) return refused('unknown_payment');
      const open = part.status !== 'paid' && part.session_status === 'open';
      const result = await decide(tx, payment, facts, open);
      if (result.kind === 'mismatch') return refused('mismatch');
      if (result.kind === 'paid' && !(await parts.pay(tx, part, payment)))
        throw new Error('a locked unpaid part refused its payment');
      if (result.kind === 'failed') await parts.reopen(tx, part.id);
      return result;
    }
    if (found.orderId === null) {
      // A wallet package (ADR 762): the purchase row is locked first, as an order's is.
      const purchase = found.purchaseId === null ? null : await lockPurchase(tx, found.purchaseId);
      const [payment] = await tx.select().from(s.payments).where(byReference).for('update');
      if (!purchase || !payment) return refused('unknown_payment');
      const result = await decide(tx, payment, facts, purchase.status === 'pending');
      if (result.kind === 'mismatch') return refused('mismatch');
      if (result.kind === 'paid') await creditPurchase(tx, purchase);
      else if (result.kind === 'failed') await failPurchase(tx, purchase.id);
      return result;
    }
    const order = await lockOrder(tx, found.orderId);
    const [payment] = await tx.select().from(s.payments).where(byReference).for('update');
    if (!order || !payment) return refused('unknown_payment');
    // An order whose wallet part was given back (abandoned, ADR 761) can no longer be paid.
    const open = isOpenForPayment(order) && (await orderWalletState(tx, order.id)) !== 'returned';
    const result = await decide(tx, payment, facts, open);
    if (result.kind === 'mismatch') return refused('mismatch');
    if (result.kind === 'paid') {
      const [paid] = await tx
        .update(s.orders)
        .set({ paymentState: 'paid', paymentType: payment.method, updatedAt: sql`now()` })
        .where(eq(s.orders.id, order.id))
        .returning();
      if (paid) {
        await tx.insert(s.orderEvents).values({
          businessId: paid.businessId,
          orderId: paid.id,
          kind: 'payment',
          status: paid.status,
          paymentState: 'paid',
          actor: 'payment',
        });
        // The online rest is paid: the held wallet part is spent (ADR 761).
        await moveOrderWallet(tx, paid.id, 'settled');
      }
    }
    return result;
  });
}

/**
 * Checks gateway facts against the locked attempt and marks it: paid when approved for an attempt
 * still pending whose order or purchase (`open`) can take it, REFUND_DUE when approved but it
 * cannot, failed when declined.
 */
async function decide(
  tx: Db,
  payment: PaymentRow,
  facts: CallbackFacts,
  open: boolean,
): Promise<SettleResult> {
  // The charge must be this attempt's, for this amount, in this currency (ADR 720).
  if (
    payment.amount !== facts.amount ||
    payment.currency !== facts.currency ||
    (payment.providerRef !== null && payment.providerRef !== facts.providerRef)
  )
    return { kind: 'mismatch' } as const;
  const approved = facts.outcome === 'approved';
  const pending = payment.status === 'pending';
  // A decline of a closed attempt, or any news about a paid or already refundable one: nothing to do.
  if ((!approved && !pending) || payment.status === 'paid' || payment.failureCode === REFUND_DUE)
    return { kind: 'not_pending', payment } as const;
  const pays = approved && pending && open;
  const kind = pays ? 'paid' : approved ? 'refund_due' : 'failed';
  const [updated] = await tx
    .update(s.payments)
    .set({
      status: pays ? 'paid' : 'failed',
      failureCode: pays ? null : approved ? REFUND_DUE : 'DECLINED',
      updatedAt: sql`now()`,
    })
    .where(eq(s.payments.id, payment.id))
    .returning();
  if (!updated) throw new Error('Payment update returned nothing');
  return { kind, payment: updated } as const;
}

/**
 * The customer switches an open, unpaid order to cash or pay later: it is confirmed at once (and
 * reaches the kitchen), and any pending online attempt is superseded.
 */
export async function switchToOfflinePayment(db: Db, businessId: number, orderId: number, method: number) {
  return transaction(db, async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || locked.businessId !== businessId || !isOpenForPayment(locked)) return null;
    if ((await orderWalletState(tx, orderId)) === 'returned') return null;
    const [order] = await tx
      .update(s.orders)
      .set({ paymentType: method, paymentState: 'none', updatedAt: sql`now()` })
      .where(eq(s.orders.id, orderId))
      .returning();
    if (!order) return null;
    await voidPendingPayments(tx, orderId, 'SUPERSEDED');
    // The rest is paid in cash or later: the held wallet part is spent (ADR 761).
    await moveOrderWallet(tx, orderId, 'settled');
    await tx.insert(s.orderEvents).values({
      businessId,
      orderId,
      kind: 'payment',
      status: order.status,
      paymentState: 'none',
      actor: 'customer',
    });
    return order;
  });
}

/**
 * Forgets callback ids received (by the database's clock, which stamped them) more than
 * `keepSeconds` ago; returns how many.
 */
export async function pruneCallbacks(db: Db, keepSeconds: number): Promise<number> {
  const deleted = await db
    .delete(s.paymentCallbacks)
    .where(sql`${s.paymentCallbacks.receivedAt} < now() - make_interval(secs => ${keepSeconds})`)
    .returning({ eventId: s.paymentCallbacks.eventId });
  return deleted.length;
}

/** What the sandbox gateway's page shows: the attempt and the merchant's name. */
export async function findPaymentWithMerchant(db: Db, reference: string) {
  const [row] = await db
    .select({ payment: s.payments, merchant: s.businesses.name, orderRef: s.orders.publicRef })
    .from(s.payments)
    .innerJoin(s.businesses, eq(s.businesses.id, s.payments.businessId))
    .leftJoin(s.orders, eq(s.orders.id, s.payments.orderId))
    .where(eq(s.payments.reference, reference))
    .limit(1);
  return row ?? null;
}

/**
 * The sandbox page's per-attempt secret (ADR 722): the first visit claims the attempt with the
 * hash of a fresh secret; later ones must bring it. True when `hash` is (now) the attempt's.
 */
export async function claimPayerSecret(db: Db, paymentId: number, hash: string): Promise<boolean> {
  const claimed = await db
    .update(s.payments)
    .set({ payerSecretHash: hash })
    .where(and(eq(s.payments.id, paymentId), sql`${s.payments.payerSecretHash} IS NULL`))
    .returning({ id: s.payments.id });
  return claimed.length > 0;
}

/** Attempts left pending longer than `olderThanSeconds` (the payer closed the tab), oldest first. */
export async function listStalePending(
  db: Db,
  olderThanSeconds: number,
  limit: number,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(s.payments)
    .where(
      and(
        eq(s.payments.status, 'pending'),
        sql`${s.payments.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
      ),
    )
    .orderBy(s.payments.createdAt)
    .limit(limit);
}

/**
 * A pending attempt the gateway never finished, opened more than `olderThanSeconds` ago (by the
 * database's clock, which stamped it): failed with `code`. True when it was.
 */
export async function expirePending(db: Db, paymentId: number, code: string, olderThanSeconds: number) {
  const expired = await db
    .update(s.payments)
    .set({ status: 'failed', failureCode: code, updatedAt: sql`now()` })
    .where(
      and(
        eq(s.payments.id, paymentId),
        eq(s.payments.status, 'pending'),
        sql`${s.payments.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
      ),
    )
    .returning({ id: s.payments.id });
  return expired.length > 0;
}

/**
 * After an attempt expired: an order still unpaid with no attempt pending was abandoned, and its
 * held wallet part goes back to the wallet (ADR 761); the order can no longer be paid online.
 */
export async function releaseAbandoned(db: Db, orderId: number): Promise<void> {
  await transaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !isOpenForPayment(order) || (await pendingOf(tx, orderId))) return;
    await moveOrderWallet(tx, orderId, 'abandoned');
  });
}

export async function findPayment(db: Db, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(s.payments).where(eq(s.payments.id, paymentId)).limit(1);
  return row ?? null;
}

/** Records what the gateway answered to a refund of a REFUND_DUE attempt. */
export async function recordRefund(
  db: Db,
  paymentId: number,
  refund: { refundRef: string | null; status: 'pending' | 'refunded' | 'failed' },
): Promise<void> {
  await db
    .update(s.payments)
    .set({ refundRef: refund.refundRef, refundStatus: refund.status, updatedAt: sql`now()` })
    .where(eq(s.payments.id, paymentId));
}

/** REFUND_DUE attempts whose refund was never accepted by the gateway (none asked, or it failed to answer). */
export async function listRefundsDue(db: Db, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(s.payments)
    .where(and(eq(s.payments.failureCode, REFUND_DUE), sql`${s.payments.refundStatus} IS NULL`))
    .orderBy(s.payments.updatedAt)
    .limit(limit);
}
