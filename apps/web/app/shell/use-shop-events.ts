import { useEffect } from 'react';
import { deviceOrders } from './device-orders.ts';
import { type TrackedItem, track } from './track.ts';
import { useBusiness } from './use-business.ts';

type OrderLike = {
  public_ref: string;
  amounts: { total: number | bigint };
  lines?: { item_id: number; quantity: number; unit_price: number | bigint }[] | undefined;
};

/** Once per order and device (the server's Purchase has the same id, ADR 840). */
function once(key: string): boolean {
  try {
    if (localStorage.getItem(key)) return false;
    localStorage.setItem(key, '1');
    return true;
  } catch {
    return false;
  }
}

export const trackedItems = (lines: OrderLike['lines']): TrackedItem[] =>
  (lines ?? []).map((l) => ({ id: l.item_id, quantity: l.quantity, price: Number(l.unit_price) }));

/**
 * Purchase on the order's page (ADR 842), when it counts as the server counts it: placed with
 * cash or pay later, or paid online — and only on the device that placed it, once.
 */
export function usePurchaseEvent(ref: string, order: OrderLike, paymentState: string, currency: string) {
  useEffect(() => {
    if (paymentState !== 'none' && paymentState !== 'paid') return;
    if (!deviceOrders(ref).some((o) => o.public_ref === order.public_ref)) return;
    if (!once(`sufra:tracked:order-${order.public_ref}`)) return;
    track({
      name: 'Purchase',
      orderRef: order.public_ref,
      value: Number(order.amounts.total),
      currency,
      items: trackedItems(order.lines),
    });
  }, [ref, order, paymentState, currency]);
}

/** Schedule on a booking's success page, once per booking and device. */
export function useScheduleEvent(reservationRef: string) {
  useEffect(() => {
    if (once(`sufra:tracked:reservation-${reservationRef}`)) track({ name: 'Schedule', reservationRef });
  }, [reservationRef]);
}

/** ViewContent when a dish opens (its page or its sheet). */
export function useViewContent(itemId: number, price: number | bigint) {
  const { restaurant } = useBusiness();
  useEffect(() => {
    track({
      name: 'ViewContent',
      item: { id: itemId, quantity: 1, price: Number(price) },
      currency: restaurant.currency,
    });
  }, [itemId, price, restaurant.currency]);
}

/** InitiateCheckout once the checkout shows the stored cart (not the render's empty one). */
export function useInitiateCheckout(
  items: { id: number; count: number; price: number | bigint }[],
  ready: boolean,
  currency: string,
) {
  const count = items.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per checkout visit, when the cart arrives
  useEffect(() => {
    if (!ready || count === 0) return;
    const tracked = items.map((i) => ({ id: i.id, quantity: i.count, price: Number(i.price) }));
    track({
      name: 'InitiateCheckout',
      items: tracked,
      value: tracked.reduce((sum, i) => sum + i.price * i.quantity, 0),
      currency,
    });
  }, [ready, count > 0]);
}
