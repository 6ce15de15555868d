/** [product: Accounts] order history without an account: the orders placed on this device, per business. */
export type DeviceOrder = { id: number; token: string; at: string; total: number; type: string };

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

export const orderPath = (ref: string, o: Pick<DeviceOrder, 'id' | 'token'>) =>
  `/${ref}/order/${o.id}?token=${encodeURIComponent(o.token)}`;
