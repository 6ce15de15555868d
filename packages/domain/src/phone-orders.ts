// Phone orders (ADR 1475, 1476): what a caller's order may be paid with, and when staff may add
// an item to an order already placed. Pure rules; the server enforces them, the back office reads
// them only to word its refusals.
import { OrderStatus, PaymentMethod } from './enums.ts';
import { isTerminalStatus, type OrderPaymentState } from './order-status-flow.ts';

/**
 * A caller pays at the counter or the door: cash, or pay on pickup (ADR 1475). An online method
 * would need the diner at a payment page the phone cannot open.
 */
export const PHONE_ORDER_PAYMENTS = [PaymentMethod.cash, PaymentMethod.payLater] as const;
export const isPhoneOrderPayment = (method: number): boolean =>
  (PHONE_ORDER_PAYMENTS as readonly number[]).includes(method);

export type AddItemProblem =
  /** Delivered, rejected or cancelled: it never changes again. */
  | 'ORDER_CLOSED'
  /** Out with the driver: the bag has left the kitchen. */
  | 'ORDER_OUT'
  /** Paid online, or an online payment is under way: the gateway holds a fixed amount. */
  | 'ORDER_PAID_ONLINE'
  /** Part of it came from the diner's wallet: that posting is for the old total. */
  | 'ORDER_WALLET'
  /** Money already went back: the refunds are against the old lines. */
  | 'ORDER_REFUNDED';

export type AmendableOrder = {
  status: OrderStatus;
  payment_state: OrderPaymentState;
  wallet_discount: number;
  refunds: number;
};

/**
 * Why staff cannot add an item to this order, or null when they can (ADR 1476). Only an order
 * still paid on hand-over (cash, pay later) grows: its new total is simply what is collected.
 */
export function addItemProblem(order: AmendableOrder): AddItemProblem | null {
  if (isTerminalStatus(order.status)) return 'ORDER_CLOSED';
  if (order.status === OrderStatus.out) return 'ORDER_OUT';
  if (order.payment_state !== 'none') return 'ORDER_PAID_ONLINE';
  if (order.wallet_discount > 0) return 'ORDER_WALLET';
  if (order.refunds > 0) return 'ORDER_REFUNDED';
  return null;
}
