import {
  addToCart,
  type Cart,
  type CartItem,
  cartCount,
  decreaseItem,
  emptyCart,
  increaseItem,
  removeItem,
  resetCartAfterOrder,
} from '@sufra/domain';

/** [product: Cart]: the cart is kept in local storage, one per business and branch. */
export const cartStorageKey = (ref: string, branchId: number) => `sufra:cart:${ref}:${branchId}`;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** A stored cart, or an empty one when missing or unreadable (a broken entry must not break the menu). */
export function parseCart(raw: string | null): Cart {
  if (!raw) return emptyCart();
  try {
    const value = JSON.parse(raw) as Partial<Cart>;
    if (!value || !Array.isArray(value.items)) return emptyCart();
    const items = value.items.filter(
      (i): i is CartItem => !!i && typeof i.key === 'string' && Number.isInteger(i.count) && i.count > 0,
    );
    return { ...emptyCart(), ...value, items };
  } catch {
    return emptyCart();
  }
}

export type CartStore = {
  get: () => Cart;
  subscribe: (listener: () => void) => () => void;
  add: (item: CartItem) => void;
  increase: (key: string) => void;
  decrease: (key: string) => void;
  remove: (key: string) => void;
  /** After an order: empty, remembering the address, pin and area for the next one (ADR 905). */
  reset: () => void;
  /** [product: Delivery, areas and shipping] cart `queriedAreaId`: the delivery area the customer chose. */
  setArea: (areaId: number | null) => void;
  /** Checkout details kept with the cart (address, contact, time, payment…), so a reload keeps them. */
  update: (patch: Partial<Omit<Cart, 'items'>>) => void;
  count: () => number;
  /** Re-reads storage (another tab changed the cart). */
  reload: () => void;
};

const EMPTY = emptyCart();

/**
 * A cart store for one business and branch: the domain's cart functions over a value kept in
 * storage. On the server (no storage) it is an empty cart that never changes, so SSR and the first
 * client render agree; the stored cart appears right after hydration.
 */
export function createCartStore(key: string, storage: StorageLike | null): CartStore {
  // Nothing stored: the very cart the server rendered, so hydration finds no change to re-render.
  const read = () => {
    const raw = storage?.getItem(key) ?? null;
    return raw === null ? EMPTY : parseCart(raw);
  };
  let cart = read();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of listeners) l();
  };
  const set = (next: Cart) => {
    cart = next;
    try {
      storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or blocked (private mode): the cart still works for this visit.
    }
    notify();
  };
  return {
    get: () => cart,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (item) => set(addToCart(cart, item)),
    increase: (k) => set(increaseItem(cart, k)),
    decrease: (k) => set(decreaseItem(cart, k)),
    remove: (k) => set(removeItem(cart, k)),
    reset: () => set(resetCartAfterOrder(cart)),
    setArea: (areaId) => set({ ...cart, queriedAreaId: areaId }),
    update: (patch) => set({ ...cart, ...patch }),
    count: () => cartCount(cart),
    reload: () => {
      cart = read();
      notify();
    },
  };
}

export const serverCart = (): Cart => EMPTY;
