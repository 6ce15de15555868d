// A diner may take an order back for a short while after placing it, while nobody has started on
// it (ADR 903). One rule, read by the server (to enforce) and the order page (to offer the button
// and count its time down).
import { OrderStatus } from './enums.ts';
import type { Problem } from './errors.ts';
import type { OrderPaymentState } from './order-status-flow.ts';

/** The longest grace a business may set, in minutes: past it a cancel is the restaurant's call. */
export const MAX_CANCEL_GRACE_MINUTES = 15;
/** The grace when a business sets none: two minutes, as the best delivery apps give. */
export const DEFAULT_CANCEL_GRACE_MINUTES = 2;

export const DinerCancelProblem = {
  disabled: 'CANCEL_NOT_OFFERED',
  notPending: 'CANCEL_ORDER_STARTED',
  windowClosed: 'CANCEL_WINDOW_CLOSED',
  paid: 'CANCEL_PAID_ONLINE',
  /** Nothing left to cancel (docs/product.md): never "the restaurant already started". */
  alreadyCancelled: 'CANCEL_ALREADY_CANCELLED',
  alreadyRejected: 'CANCEL_ALREADY_REJECTED',
} as const;

export interface DinerCancelState {
  status: OrderStatus;
  payment_state: OrderPaymentState;
  /** When the order was placed. */
  placed_at: Date;
}

/** Until when the diner may cancel this order, or null when they may not (at any time). */
export function dinerCancelUntil(order: DinerCancelState, graceMinutes: number): Date | null {
  const grace = Math.min(Math.max(0, Math.floor(graceMinutes)), MAX_CANCEL_GRACE_MINUTES);
  if (grace === 0) return null;
  if (order.status !== OrderStatus.pending && order.status !== OrderStatus.scheduled) return null;
  // Money taken online goes back through the restaurant (a refund), not a button.
  if (order.payment_state === 'paid') return null;
  return new Date(order.placed_at.getTime() + grace * 60_000);
}

/** Why the diner cannot cancel the order now, or null when they can. */
export function dinerCancelProblem(order: DinerCancelState, now: Date, graceMinutes: number): Problem | null {
  const meta = { status: order.status };
  if (order.status === OrderStatus.cancelled)
    return { code: DinerCancelProblem.alreadyCancelled, field: 'status', meta };
  if (order.status === OrderStatus.rejected)
    return { code: DinerCancelProblem.alreadyRejected, field: 'status', meta };
  if (Math.floor(graceMinutes) <= 0) return { code: DinerCancelProblem.disabled, field: 'status', meta };
  if (order.status !== OrderStatus.pending && order.status !== OrderStatus.scheduled)
    return { code: DinerCancelProblem.notPending, field: 'status', meta };
  if (order.payment_state === 'paid') return { code: DinerCancelProblem.paid, field: 'status', meta };
  const until = dinerCancelUntil(order, graceMinutes);
  if (!until || now.getTime() > until.getTime())
    return { code: DinerCancelProblem.windowClosed, field: 'status', meta };
  return null;
}
