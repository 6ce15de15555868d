import { OrderStatus, OrderType } from '@sufra/domain';

const { pending, accepted, ready, out, delivered } = OrderStatus;

/**
 * The steps an order goes through, by its type (ADR 1344): a delivery goes out and is
 * delivered; a pickup is picked up; a dine-in order is served at the table — none of them is
 * "Delivered" but the delivery.
 */
export function orderSteps(orderType: number): number[] {
  return orderType === OrderType.delivery
    ? [pending, accepted, ready, out, delivered]
    : [pending, accepted, ready, delivered];
}

/** The catalog key naming a step (or a status) for the order's type: its last step's own word. */
export function stepKey(step: number, orderType: number, kind: 'step' | 'status'): string {
  if (step === delivered && orderType === OrderType.dineIn) return 'order.step.served';
  if (step === delivered && orderType !== OrderType.delivery) return 'order.step.pickedUp';
  return `order.${kind}.${step}`;
}

/** Statuses after which nothing changes any more: no live stream to show, no card to act on. */
export const isFinal = (status: number): boolean =>
  status === delivered || status === OrderStatus.cancelled || status === OrderStatus.rejected;
