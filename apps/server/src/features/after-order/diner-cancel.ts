import {
  DEFAULT_CANCEL_GRACE_MINUTES,
  dinerCancelProblem,
  type OrderPaymentState,
  OrderStatus,
} from '@sufra/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { Conflict } from '../../platform/failures.ts';
import { type OrderRow, updateOrderStatus } from '../orders/order-repository.ts';

const MESSAGES: Record<string, string> = {
  CANCEL_NOT_OFFERED: 'This restaurant does not take cancellations online. Please call them.',
  CANCEL_ORDER_STARTED: 'The restaurant has already started on this order. Please call them to change it.',
  CANCEL_WINDOW_CLOSED: 'The time to cancel this order online has passed. Please call the restaurant.',
  CANCEL_ALREADY_CANCELLED: 'This order is already cancelled.',
  CANCEL_ALREADY_REJECTED: 'The restaurant could not take this order: there is nothing to cancel.',
  CANCEL_PAID_ONLINE:
    'This order is paid online: the restaurant cancels it and refunds you. Please call them.',
};

/** The business's grace in minutes, from its settings (`cancel_grace_minutes`). */
export async function cancelGraceOf(db: Db, businessId: number): Promise<number> {
  const [row] = await db
    .select({ settings: s.businesses.settings })
    .from(s.businesses)
    .where(eq(s.businesses.id, businessId));
  const value = row?.settings?.cancel_grace_minutes;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? value
    : DEFAULT_CANCEL_GRACE_MINUTES;
}

/**
 * The diner's own cancel (ADR 903): the domain decides (pending, within the grace, not paid
 * online); the status moves as a staff change would — one event, whose NOTIFY reaches the staff
 * board and the order page — with `customer` as its actor, and open payment attempts void.
 */
export async function cancelByDiner(db: Db, order: OrderRow, now: Date): Promise<{ status: OrderStatus }> {
  const grace = await cancelGraceOf(db, order.businessId);
  const problem = dinerCancelProblem(
    {
      status: order.status as OrderStatus,
      payment_state: order.paymentState as OrderPaymentState,
      placed_at: order.createdAt,
    },
    now,
    grace,
  );
  if (problem)
    throw new Conflict(problem.code, MESSAGES[problem.code] ?? 'This order cannot be cancelled now');
  const updated = await updateOrderStatus(
    db,
    order.businessId,
    order.id,
    order.status,
    OrderStatus.cancelled,
    'customer',
  );
  if (!updated)
    throw new Conflict(
      'CANCEL_ORDER_STARTED',
      MESSAGES.CANCEL_ORDER_STARTED ?? 'The order changed meanwhile',
    );
  return { status: OrderStatus.cancelled };
}
