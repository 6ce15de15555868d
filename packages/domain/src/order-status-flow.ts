// [product: Orders and their status] order statuses with the transitions the spec leaves open (ADR 401). One table, read by
// the server (to enforce) and the staff board (to offer only the buttons that will work).
import { OrderStatus, OrderType } from './enums.ts';
import type { Problem } from './errors.ts';

/**
 * Whether an order still waits for its money: `none` (cash, pay later: paid on hand-over),
 * `unpaid` (an online method not completed yet), `paid`.
 */
export type OrderPaymentState = 'none' | 'unpaid' | 'paid';

export interface OrderFlowState {
  status: OrderStatus;
  order_type: OrderType;
  payment_state: OrderPaymentState;
}

/** Where each status may go. `out` (out for delivery) is further limited to delivery orders. */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [OrderStatus.pending]: [OrderStatus.accepted, OrderStatus.rejected, OrderStatus.cancelled],
  [OrderStatus.scheduled]: [OrderStatus.accepted, OrderStatus.rejected, OrderStatus.cancelled],
  [OrderStatus.accepted]: [OrderStatus.ready, OrderStatus.out, OrderStatus.cancelled],
  [OrderStatus.ready]: [OrderStatus.out, OrderStatus.delivered, OrderStatus.cancelled],
  [OrderStatus.out]: [OrderStatus.delivered, OrderStatus.cancelled],
  [OrderStatus.delivered]: [],
  [OrderStatus.rejected]: [],
  [OrderStatus.cancelled]: [],
};

export const OrderFlowProblem = {
  transitionNotAllowed: 'TRANSITION_NOT_ALLOWED',
  outOnlyForDelivery: 'OUT_ONLY_FOR_DELIVERY',
  awaitingPayment: 'AWAITING_PAYMENT',
} as const;
export type OrderFlowProblem = (typeof OrderFlowProblem)[keyof typeof OrderFlowProblem];

/** Delivered, rejected and cancelled orders never change again. */
export const isTerminalStatus = (status: OrderStatus): boolean =>
  ORDER_STATUS_TRANSITIONS[status]?.length === 0;

/** The status a newly placed order starts in: scheduled for a later slot, else pending. */
export const initialOrderStatus = (scheduled: boolean): OrderStatus =>
  scheduled ? OrderStatus.scheduled : OrderStatus.pending;

/**
 * Why the order cannot move to `to`, or null when it can. An online order that is not paid yet
 * can only be cancelled or rejected: the kitchen does not start on money that may never come.
 */
export function statusTransitionProblem(order: OrderFlowState, to: OrderStatus): Problem | null {
  const allowed = ORDER_STATUS_TRANSITIONS[order.status];
  const meta = { from: order.status, to };
  if (!allowed?.includes(to)) return { code: OrderFlowProblem.transitionNotAllowed, field: 'status', meta };
  if (to === OrderStatus.out && order.order_type !== OrderType.delivery) {
    return { code: OrderFlowProblem.outOnlyForDelivery, field: 'status', meta };
  }
  if (order.payment_state === 'unpaid' && to !== OrderStatus.cancelled && to !== OrderStatus.rejected) {
    return { code: OrderFlowProblem.awaitingPayment, field: 'status', meta };
  }
  return null;
}

/** The statuses the order can move to now, in the table's order. */
export const nextStatuses = (order: OrderFlowState): OrderStatus[] =>
  (ORDER_STATUS_TRANSITIONS[order.status] ?? []).filter((to) => statusTransitionProblem(order, to) === null);
