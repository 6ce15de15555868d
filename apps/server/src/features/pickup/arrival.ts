import { isTerminalStatus, OrderStatus, OrderType } from '@sufra/domain';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { Conflict } from '../../platform/failures.ts';
import type { OrderRow } from '../orders/order-repository.ts';

/**
 * "I'm here" (ADR 900): the diner of a pickup order tells the restaurant they are
 * outside. Kept as an order event of kind 'arrived' (the audit trail), whose NOTIFY reaches the
 * staff board live like any change; the board shows the car with it. Said once: a second tap
 * answers the first arrival. An order that is not a pickup, or not open now, is a 409 (its state, not
 * the request, is the reason).
 */
export async function markArrived(db: Db, order: OrderRow): Promise<{ arrived_at: string }> {
  if (order.orderType !== OrderType.pickup)
    throw new Conflict('NOT_A_PICKUP', 'Only a pickup order can tell the restaurant you have arrived');
  if (isTerminalStatus(order.status as OrderStatus) || order.status === OrderStatus.scheduled)
    throw new Conflict('ORDER_NOT_OPEN', 'This order is not waiting for you now');
  const [known] = await arrivals(db, [order.id]);
  if (known) return { arrived_at: known.at.toISOString() };
  const [row] = await db
    .insert(s.orderEvents)
    .values({
      businessId: order.businessId,
      orderId: order.id,
      kind: 'arrived',
      status: order.status,
      paymentState: order.paymentState,
      actor: 'customer',
    })
    .returning({ at: s.orderEvents.createdAt });
  return { arrived_at: (row?.at ?? new Date()).toISOString() };
}

/** When each of these orders' diners said they arrived (orders without an arrival are absent). */
export async function arrivals(db: Db, orderIds: number[]): Promise<Array<{ orderId: number; at: Date }>> {
  if (!orderIds.length) return [];
  const rows = await db
    .select({ orderId: s.orderEvents.orderId, at: max(s.orderEvents.createdAt) })
    .from(s.orderEvents)
    .where(and(inArray(s.orderEvents.orderId, orderIds), eq(s.orderEvents.kind, 'arrived')))
    .groupBy(s.orderEvents.orderId);
  return rows.flatMap((r) => (r.at ? [{ orderId: r.orderId, at: new Date(r.at) }] : []));
}
