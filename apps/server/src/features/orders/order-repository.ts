import type { OrderKey } from '@sufra/contract';
import { isTerminalStatus, OrderStatus } from '@sufra/domain';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import * as s from '../../platform/db/schema/index.ts';
import { voidPendingPayments } from '../payments/payment-repository.ts';
import { openCancellationRefund } from '../payments/refund-repository.ts';
import { moveOrderWallet } from '../wallet/ledger-repository.ts';

export type OrderRow = typeof s.orders.$inferSelect;
export type NewOrder = typeof s.orders.$inferInsert;
export type NewOrderLine = Omit<typeof s.orderLines.$inferInsert, 'orderId'>;
export type OrderLineRow = typeof s.orderLines.$inferSelect;
export type OrderEventRow = typeof s.orderEvents.$inferSelect;

export async function findOrderByIdempotencyKey(
  db: Db,
  businessId: number,
  key: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(s.orders)
    .where(and(eq(s.orders.businessId, businessId), eq(s.orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(s.orders).where(eq(s.orders.id, orderId)).limit(1);
  return row ?? null;
}

/**
 * The order a diner's path names (ADR 1471): by its public reference, or by the numeric id of an
 * older link. Finding it opens nothing: the caller still checks the token or the account (ADR 400).
 */
export async function findOrderByKey(db: Db, key: OrderKey): Promise<OrderRow | null> {
  if (typeof key === 'number') return findOrder(db, key);
  const [row] = await db.select().from(s.orders).where(eq(s.orders.publicRef, key)).limit(1);
  return row ?? null;
}

/**
 * An order's status with the id of its last event, read in one statement (one snapshot), so the
 * id says exactly which changes the status includes.
 */
export async function findOrderSnapshot(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: s.orders.id,
      status: s.orders.status,
      paymentState: s.orders.paymentState,
      updatedAt: s.orders.updatedAt,
      // Written out: drizzle leaves column names unqualified in a sql template, and inside the
      // subquery "id" would be the event's.
      // The last event's place among the order's events (ADR 1493): what the diner's stream numbers.
      lastEventId: sql<number>`(SELECT count(*) FROM order_events e WHERE e.order_id = orders.id)::int`,
    })
    .from(s.orders)
    .where(eq(s.orders.id, orderId));
  return row ?? null;
}

/** The business's reference id and locales: what an order view needs to name and translate. */
export async function findBusinessByRef(db: Db, referenceId: string) {
  const [row] = await db
    .select({ id: s.businesses.id, referenceId: s.businesses.referenceId, locales: s.businesses.locales })
    .from(s.businesses)
    .where(eq(s.businesses.referenceId, referenceId));
  return row ?? null;
}

export async function findOrderLines(db: Db, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(s.orderLines)
    .where(inArray(s.orderLines.orderId, orderIds))
    .orderBy(asc(s.orderLines.orderId), asc(s.orderLines.position));
}

/** An order's events, oldest first: the first is place 1 (ADR 1493). */
export async function findOrderEvents(db: Db, orderId: number): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(s.orderEvents)
    .where(eq(s.orderEvents.orderId, orderId))
    .orderBy(asc(s.orderEvents.id))
    .limit(500);
}

/** A signed-in customer's orders in one business, newest first; one extra row tells if more exist. */
export async function listCustomerOrders(
  db: Db,
  businessId: number,
  userId: number,
  page: number,
  perPage: number,
) {
  return db
    .select()
    .from(s.orders)
    .where(and(eq(s.orders.businessId, businessId), eq(s.orders.userId, userId)))
    .orderBy(desc(s.orders.id))
    .limit(perPage + 1)
    .offset((page - 1) * perPage);
}

const FINISHED = [2, 5, 9];

/**
 * The staff board: 'live' = not finished and not waiting for an online payment (oldest first, the
 * kitchen's order); 'recent' = the last 100 of any state, newest first.
 */
/**
 * Before ADR 1320 the live board listed the newest 500 open orders: a flood (600 orders in 12 s)
 * pushed a real one off it. Every open order is listed now (ADR 1320); the flood itself is held
 * back by the per-phone and per-business order limits (platform/auth/rate-limits.ts).
 */
export async function listBoardOrders(
  db: Db,
  businessId: number,
  scope: 'live' | 'recent',
  /** A branch-bound member's branch (ADR 1370): only its orders; null: every branch. */
  branchId: number | null = null,
) {
  const ofBranch = branchId === null ? undefined : eq(s.orders.branchId, branchId);
  if (scope === 'recent') {
    return db
      .select()
      .from(s.orders)
      .where(and(eq(s.orders.businessId, businessId), ofBranch))
      .orderBy(desc(s.orders.id))
      .limit(100);
  }
  // Every open order, oldest first (the kitchen's order): the board never hides one.
  return db
    .select()
    .from(s.orders)
    .where(
      and(
        eq(s.orders.businessId, businessId),
        ofBranch,
        notInArray(s.orders.status, FINISHED),
        sql`${s.orders.paymentState} <> 'unpaid'`,
      ),
    )
    .orderBy(asc(s.orders.id));
}

/**
 * Moves an order from `from` to `to` and records the event, in one transaction; closing it voids
 * its pending payment attempts. The update only
 * matches while the status is still `from`, so two staff pressing different buttons at once
 * cannot both win; the loser gets null.
 */
export async function updateOrderStatus(
  db: Db,
  businessId: number,
  orderId: number,
  from: number,
  to: number,
  actor: string,
  /** The restaurant's promise on acceptance, from the database's clock (ADR 1040). */
  readyInMinutes?: number,
  /** Work of the move's own transaction, after its event (a phone order's status message, ADR 1478). */
  onMoved?: OrderMoved,
): Promise<OrderRow | null> {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(s.orders)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(readyInMinutes === undefined
          ? {}
          : { readyAt: sql`now() + make_interval(mins => ${readyInMinutes}::int)` }),
      })
      .where(and(eq(s.orders.id, orderId), eq(s.orders.businessId, businessId), eq(s.orders.status, from)))
      .returning();
    if (!row) return null;
    // A closed order takes no more money: its open attempts die with it (the update above holds
    // the order's lock, taken before the payments' as everywhere).
    if (isTerminalStatus(to as OrderStatus)) await voidPendingPayments(tx, orderId, 'ORDER_CLOSED');
    if (to === OrderStatus.cancelled || to === OrderStatus.rejected) {
      // The wallet part goes back to the wallet (released if held, refunded if spent), and what a
      // gateway took and is not refunded yet becomes one refund, sent through the job queue at
      // once by the board (the reconciliation sweep asks for any left behind; ADR 761, 1430).
      await moveOrderWallet(tx, orderId, 'closed');
      await openCancellationRefund(tx, row, to === OrderStatus.cancelled ? 'cancelled' : 'rejected');
    }
    await tx.insert(s.orderEvents).values({
      businessId,
      orderId,
      kind: 'status',
      status: row.status,
      paymentState: row.paymentState,
      actor,
    });
    await onMoved?.(tx, row);
    return row;
  });
}

/** Told of each status move inside its transaction (ADR 1478); a failure rolls the move back. */
export type OrderMoved = (tx: Db, row: OrderRow) => Promise<void>;
