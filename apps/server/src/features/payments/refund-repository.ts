import {
  linesRefundAmount,
  OrderStatus,
  type RefundPick,
  type RefundProblem,
  refundableAmount,
  refundProblem,
} from '@sufra/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import * as s from '../../platform/db/schema/index.ts';
import { randomToken } from '../../platform/secrets.ts';

export type RefundRow = typeof s.orderRefunds.$inferSelect;

/** Who asks for a refund: a back-office member (audited by name), or the cancellation itself. */
export type RefundActor = { memberId: number | null; name: string };

/** The amount paid of an order and how: its paid attempt, else cash handed over at delivery. */
async function paidOf(
  tx: Db,
  order: { id: number; status: number; paymentState: string; total: number },
): Promise<{ via: 'gateway' | 'cash'; paid: number; paymentId: number | null }> {
  const [payment] = await tx
    .select({ id: s.payments.id, amount: s.payments.amount })
    .from(s.payments)
    .where(and(eq(s.payments.orderId, order.id), eq(s.payments.status, 'paid')))
    .limit(1);
  if (payment) return { via: 'gateway', paid: payment.amount, paymentId: payment.id };
  // Cash (or pay later) is money in the till once the order was handed over (ADR 1430).
  if (order.paymentState === 'none' && order.status === OrderStatus.delivered)
    return { via: 'cash', paid: order.total, paymentId: null };
  return { via: 'gateway', paid: 0, paymentId: null };
}

const refundsOf = (tx: Db, orderId: number) =>
  tx
    .select({ amount: s.orderRefunds.amount, status: s.orderRefunds.status })
    .from(s.orderRefunds)
    .where(eq(s.orderRefunds.orderId, orderId));

/**
 * The rest of a cancelled or rejected paid order goes back (ADR 1430, replacing ADR 761's mark on
 * the attempt): one refund of what is still refundable, in the cancellation's transaction (the
 * order row is already locked by its update). Null when nothing is left to give back.
 */
export async function openCancellationRefund(
  tx: Db,
  order: {
    id: number;
    businessId: number;
    status: number;
    paymentState: string;
    total: number;
    currency: string;
  },
  reason: 'cancelled' | 'rejected',
): Promise<number | null> {
  const { via, paid, paymentId } = await paidOf(tx, { ...order, status: -1 });
  if (via !== 'gateway' || paymentId === null) return null;
  const left = refundableAmount(paid, await refundsOf(tx, order.id));
  if (left <= 0) return null;
  const [row] = await tx
    .insert(s.orderRefunds)
    .values({
      businessId: order.businessId,
      orderId: order.id,
      paymentId,
      reference: `rfd_${randomToken()}`,
      via,
      amount: left,
      currency: order.currency,
      reason: `order_${reason}`,
      status: 'pending',
      actor: 'cancellation',
    })
    .returning({ id: s.orderRefunds.id });
  return row?.id ?? null;
}

export type RefundAsk = {
  businessId: number;
  orderId: number;
  /** A member bound to a branch refunds that branch's orders only (ADR 1370). */
  branchId: number | null;
  amount?: number | undefined;
  lines?: RefundPick[] | undefined;
  reason: string;
  actor: RefundActor;
};

/**
 * A refund asked for by a manager (ADR 1430): the order row is locked first (the lock order of
 * every order/payment transaction), so two refunds of one order are decided one after the other
 * and their sum never exceeds what was paid. Audited in the same transaction.
 */
export async function createRefund(
  db: Db,
  ask: RefundAsk,
): Promise<{ refund: RefundRow } | { problem: RefundProblem } | null> {
  return transaction(db, async (tx) => {
    const [order] = await tx
      .select()
      .from(s.orders)
      .where(and(eq(s.orders.id, ask.orderId), eq(s.orders.businessId, ask.businessId)))
      .for('update');
    if (!order || (ask.branchId !== null && order.branchId !== ask.branchId)) return null;
    const { via, paid, paymentId } = await paidOf(tx, order);
    let amount = ask.amount ?? 0;
    if (ask.lines?.length) {
      const lines = await tx
        .select({ position: s.orderLines.position, quantity: s.orderLines.quantity, net: s.orderLines.net })
        .from(s.orderLines)
        .where(eq(s.orderLines.orderId, order.id));
      const worth = linesRefundAmount(lines, ask.lines);
      if ('problem' in worth) return { problem: worth.problem };
      amount = worth.amount;
    }
    const problem = refundProblem(amount, refundableAmount(paid, await refundsOf(tx, order.id)), paid);
    if (problem) return { problem };
    const [refund] = await tx
      .insert(s.orderRefunds)
      .values({
        businessId: order.businessId,
        orderId: order.id,
        paymentId,
        reference: `rfd_${randomToken()}`,
        via,
        amount,
        currency: order.currency,
        reason: ask.reason,
        lines: ask.lines ?? [],
        // Cash is handed back at the counter: done when recorded.
        status: via === 'cash' ? 'refunded' : 'pending',
        actor: ask.actor.name,
      })
      .returning();
    if (!refund) throw new Error('Refund insert returned nothing');
    await tx.insert(s.adminAudit).values({
      businessId: order.businessId,
      memberId: ask.actor.memberId,
      memberName: ask.actor.name,
      action: 'create',
      entity: 'refund',
      entityId: refund.id,
      before: null,
      after: {
        order_id: order.id,
        amount,
        currency: order.currency,
        via,
        reason: ask.reason,
        lines: ask.lines ?? [],
      },
    });
    return { refund };
  });
}

export async function listRefundsOfOrders(db: Db, orderIds: number[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(s.orderRefunds)
    .where(inArray(s.orderRefunds.orderId, orderIds))
    .orderBy(asc(s.orderRefunds.id));
}

/** What each order paid (its paid attempt's amount, or its total once a cash order was delivered). */
export async function paidAmounts(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select({ orderId: s.payments.orderId, amount: s.payments.amount })
    .from(s.payments)
    .where(and(inArray(s.payments.orderId, orderIds), eq(s.payments.status, 'paid')));
  for (const r of rows) if (r.orderId !== null) out.set(r.orderId, r.amount);
  return out;
}

export async function findRefund(db: Db, refundId: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(s.orderRefunds).where(eq(s.orderRefunds.id, refundId)).limit(1);
  return row ?? null;
}

/** Records the gateway's answer; the diner's page and the board follow through an order event. */
export async function recordOrderRefund(
  db: Db,
  refund: RefundRow,
  result: { refundRef: string | null; status: 'pending' | 'refunded' | 'failed' },
): Promise<void> {
  await transaction(db, async (tx) => {
    await tx
      .update(s.orderRefunds)
      .set({ refundRef: result.refundRef, status: result.status, updatedAt: sql`now()` })
      .where(eq(s.orderRefunds.id, refund.id));
    await insertRefundEvent(tx, refund.orderId, 'payment');
  });
}

/** An order event that says "look again": the board and the diner's page refetch the order. */
export async function insertRefundEvent(tx: Db, orderId: number, actor: string): Promise<void> {
  const [order] = await tx
    .select({ businessId: s.orders.businessId, status: s.orders.status, paymentState: s.orders.paymentState })
    .from(s.orders)
    .where(eq(s.orders.id, orderId));
  if (!order) return;
  await tx.insert(s.orderEvents).values({
    businessId: order.businessId,
    orderId,
    kind: 'payment',
    status: order.status,
    paymentState: order.paymentState,
    actor,
  });
}

/** Gateway refunds not yet accepted by their gateway (never asked, or the asking failed to answer). */
export async function listOrderRefundsDue(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: s.orderRefunds.id })
    .from(s.orderRefunds)
    .where(
      and(
        eq(s.orderRefunds.via, 'gateway'),
        eq(s.orderRefunds.status, 'pending'),
        isNull(s.orderRefunds.refundRef),
      ),
    )
    .orderBy(asc(s.orderRefunds.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
