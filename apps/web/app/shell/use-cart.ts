import { useSyncExternalStore } from 'react';
import { type CartStore, cartStorageKey, createCartStore, serverCart } from './cart-store.ts';

const stores = new Map<string, CartStore>();

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The browser's cart store of a business and branch (one instance per key, shared by every component). */
export function cartStoreFor(ref: string, branchId: number): CartStore {
  const key = cartStorageKey(ref, branchId);
  let store = stores.get(key);
  if (!store) {
    store = createCartStore(key, localStorageOrNull());
    stores.set(key, store);
    // Another tab changed the same cart.
    window.addEventListener('storage', (e) => {
      if (e.key === key) store?.reload();
    });
  }
  return store;
}

/**
 * The cart, re-rendering on every change; empty during SSR and hydration. `filled` turns from
 * 'render' to 'stored' when the stored cart replaces the render's empty one: a `key` for fields
 * whose default values come from the cart, so they re-mount with what was typed before a reload.
 */
export function useCart(ref: string, branchId: number) {
  const store = typeof window === 'undefined' ? null : cartStoreFor(ref, branchId);
  const cart = useSyncExternalStore(
    store ? store.subscribe : noopSubscribe,
    store ? store.get : serverCart,
    serverCart,
  );
  const filled = cart === serverCart() ? 'render' : 'stored';
  return { cart, store, filled };
}

const noopSubscribe = () => () => {};
