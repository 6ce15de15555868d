import { formatOrderRef } from '@sufra/contract/order-ref';

/**
 * [product: Accounts] order history without an account: the orders placed on this device, per
 * business. `public_ref` is what links and titles show (ADR 1471); orders kept before it existed
 * have none, and their links name the id (the order page then moves to the reference).
 */
export type DeviceOrder = {
  id: number;
  public_ref?: string;
  token: string;
  at: string;
  total: number;
  type: string;
};

const key = (ref: string) => `sufra:orders:${ref}`;

export function deviceOrders(ref: string): DeviceOrder[] {
  try {
    const list = JSON.parse(localStorage.getItem(key(ref)) ?? '[]') as DeviceOrder[];
    return Array.isArray(list)
      ? list.filter((o) => Number.isInteger(o.id) && typeof o.token === 'string')
      : [];
  } catch {
    return [];
  }
}

export function rememberOrder(ref: string, order: DeviceOrder) {
  try {
    const rest = deviceOrders(ref).filter((o) => o.id !== order.id);
    // The newest first; a device keeps its last 50 (the order page itself needs only the token).
    localStorage.setItem(key(ref), JSON.stringify([order, ...rest].slice(0, 50)));
  } catch {
    // Storage blocked: the order page link still works for this visit.
  }
}

export const orderPath = (ref: string, o: Pick<DeviceOrder, 'id' | 'public_ref' | 'token'>) =>
  `/${ref}/order/${o.public_ref ?? o.id}?token=${encodeURIComponent(o.token)}`;

/** What a person reads as the order's number: its reference, `K7M2-QX9P` (ADR 1471). */
export const orderLabel = (o: Pick<DeviceOrder, 'id' | 'public_ref'>) =>
  o.public_ref ? formatOrderRef(o.public_ref) : String(o.id);
