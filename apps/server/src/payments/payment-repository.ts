import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';

export type PaymentRow = typeof s.payments.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Older pending attempts of the order are superseded: at most one attempt can still be paid. */
async function supersedePending(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(s.payments)
    .set({ status: 'failed', failureCode: 'SUPERSEDED', updatedAt: sql`now()` })
    .where(and(eq(s.payments.orderId, orderId), eq(s.payments.status, 'pending')));
}

export async function createPayment(
  db: Db,
  values: Omit<typeof s.payments.$inferInsert, 'status' | 'id'>,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    await supersedePending(tx, values.orderId);
    const [row] = await tx
      .insert(s.payments)
      .values({ ...values, status: 'pending' })
      .returning();
    if (!row) throw new Error('Payment insert returned nothing');
    return row;
  });
}

export async function setProviderRef(db: Db, paymentId: number, providerRef: string | null): Promise<void> {
  await db.update(s.payments).set({ providerRef }).where(eq(s.payments.id, paymentId));
}

export async function findPaymentByReference(db: Db, reference: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(s.payments).where(eq(s.payments.reference, reference)).limit(1);
  return row ?? null;
}

export async function listPayments(db: Db, businessId: number, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(s.payments)
    .where(and(eq(s.payments.businessId, businessId), eq(s.payments.orderId, orderId)))
    .orderBy(desc(s.payments.id));
}

export async function findPendingPayment(db: Db, businessId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(s.payments)
    .where(
      and(
        eq(s.payments.businessId, businessId),
        eq(s.payments.orderId, orderId),
        eq(s.payments.status, 'pending'),
      ),
    )
    .orderBy(desc(s.payments.id))
    .limit(1);
  return row ?? null;
}

export type CallbackFacts = {
  provider: string;
  eventId: string;
  reference: string;
  outcome: 'approved' | 'declined';
  amount: number;
  currency: string;
};

export type SettleResult =
  | { kind: 'replayed' }
  | { kind: 'unknown_payment' }
  | { kind: 'mismatch' }
  | { kind: 'not_pending'; payment: PaymentRow }
  | { kind: 'paid' | 'failed'; payment: PaymentRow };

/**
 * Applies a verified provider callback in one transaction: the callback id is recorded first (a
 * replay finds it and changes nothing), then the attempt and, when approved, the order become
 * paid — the order row is locked so two approvals cannot both pay it.
 */
export async function settlePayment(db: Db, facts: CallbackFacts): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(s.paymentCallbacks)
      .values({ provider: facts.provider, eventId: facts.eventId })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return { kind: 'replayed' } as const;
    const [payment] = await tx
      .select()
      .from(s.payments)
      .where(and(eq(s.payments.reference, facts.reference), eq(s.payments.provider, facts.provider)))
      .for('update');
    if (!payment) return { kind: 'unknown_payment' } as const;
    if (payment.amount !== facts.amount || payment.currency !== facts.currency)
      return { kind: 'mismatch' } as const;
    if (payment.status !== 'pending') return { kind: 'not_pending', payment } as const;
    const [order] = await tx
      .select({ paymentState: s.orders.paymentState })
      .from(s.orders)
      .where(eq(s.orders.id, payment.orderId))
      .for('update');
    const approved = facts.outcome === 'approved' && order?.paymentState === 'unpaid';
    const failureCode = facts.outcome === 'approved' ? 'ORDER_NOT_PAYABLE' : 'DECLINED';
    const [updated] = await tx
      .update(s.payments)
      .set({
        status: approved ? 'paid' : 'failed',
        failureCode: approved ? null : failureCode,
        updatedAt: sql`now()`,
      })
      .where(eq(s.payments.id, payment.id))
      .returning();
    if (!updated) throw new Error('Payment update returned nothing');
    if (approved) {
      const [paid] = await tx
        .update(s.orders)
        .set({ paymentState: 'paid', paymentType: payment.method, updatedAt: sql`now()` })
        .where(eq(s.orders.id, payment.orderId))
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
      }
    }
    return { kind: approved ? 'paid' : 'failed', payment: updated } as const;
  });
}

/**
 * The customer switches an unpaid order to cash or pay later: it is confirmed at once (and reaches
 * the kitchen), and any pending online attempt is superseded.
 */
export async function switchToOfflinePayment(db: Db, businessId: number, orderId: number, method: number) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(s.orders)
      .set({ paymentType: method, paymentState: 'none', updatedAt: sql`now()` })
      .where(
        and(
          eq(s.orders.id, orderId),
          eq(s.orders.businessId, businessId),
          eq(s.orders.paymentState, 'unpaid'),
        ),
      )
      .returning();
    if (!order) return null;
    await supersedePending(tx, orderId);
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

/** Callback ids older than the accepted clock skew can no longer be replayed: forget them. */
export async function pruneCallbacks(db: Db, olderThan: Date): Promise<void> {
  await db.delete(s.paymentCallbacks).where(sql`${s.paymentCallbacks.receivedAt} < ${olderThan}`);
}

/** What the sandbox gateway's page shows: the attempt and the merchant's name. */
export async function findPaymentWithMerchant(db: Db, reference: string) {
  const [row] = await db
    .select({ payment: s.payments, merchant: s.businesses.name })
    .from(s.payments)
    .innerJoin(s.businesses, eq(s.businesses.id, s.payments.businessId))
    .where(eq(s.payments.reference, reference))
    .limit(1);
  return row ?? null;
}
