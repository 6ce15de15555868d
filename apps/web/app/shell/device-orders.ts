import { formatOrderRef } from '@sufra/contract/order-ref';

/**
 * [product: Accounts] order history without an account: the orders placed on this device, per
 * business, named by their `public_ref` (ADR 1471); the server never tells a diner an order's
 * number (ADR 1472). Orders kept before the reference existed have only their `id`: their links
 * name it and the order page moves them to the reference.
 */
export type DeviceOrder = {
  /** Only on orders a phone kept before ADR 1471. */
  id?: number | undefined;
  public_ref?: string | undefined;
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
      ? list.filter(
          (o) => (typeof o.public_ref === 'string' || Number.isInteger(o.id)) && typeof o.token === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function rememberOrder(ref: string, order: DeviceOrder) {
  try {
    const rest = deviceOrders(ref).filter((o) => deviceOrderKey(o) !== deviceOrderKey(order));
    // The newest first; a device keeps its last 50 (the order page itself needs only the token).
    localStorage.setItem(key(ref), JSON.stringify([order, ...rest].slice(0, 50)));
  } catch {
    // Storage blocked: the order page link still works for this visit.
  }
}

/**
 * An order kept before its reference existed (by id) is named by it once its page opens with the
 * same token (tokens are one per order): the lists then match it with the account's (ADR 1472).
 */
export function nameKeptOrder(ref: string, token: string, publicRef: string): void {
  const list = deviceOrders(ref);
  if (!list.some((o) => o.token === token && o.public_ref !== publicRef)) return;
  const named = list.map(({ id, ...o }) =>
    o.token === token ? { ...o, public_ref: publicRef } : { id, ...o },
  );
  try {
    localStorage.setItem(key(ref), JSON.stringify(named));
  } catch {}
}

/** What names a kept order in calls, links and this device's memories: its reference, else an old id. */
export const deviceOrderKey = (o: Pick<DeviceOrder, 'id' | 'public_ref'>): string | number =>
  o.public_ref ?? o.id ?? 0;

export const orderPath = (ref: string, o: Pick<DeviceOrder, 'id' | 'public_ref' | 'token'>) =>
  `/${ref}/order/${deviceOrderKey(o)}?token=${encodeURIComponent(o.token)}`;

/** What a person reads as the order's number: its reference, `K7M2-QX9P` (ADR 1471). */
export const orderLabel = (o: Pick<DeviceOrder, 'id' | 'public_ref'>) =>
  o.public_ref ? formatOrderRef(o.public_ref) : String(o.id);
