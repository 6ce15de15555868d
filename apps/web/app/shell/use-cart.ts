import { useSyncExternalStore } from 'react';
import { writeCookie } from '../platform/cookies.ts';
import { cartFingerprintOf } from './cart-fingerprint.ts';
import { type CartStore, cartStorageKey, createCartStore, serverCart } from './cart-store.ts';
import { cartFpCookie } from './early-cookie.ts';

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
    // The cart's fingerprint in a cookie (ADR 1346): the checkout the server renders carries it
    // in its form, so a "Place order" posted before the scripts run names the cart it confirmed.
    const mirror = (s: CartStore) => {
      try {
        writeCookie(cartFpCookie(ref, branchId), cartFingerprintOf(s.get()), 24 * 3600);
      } catch {
        // Cookies blocked: an early "Place order" is then dropped, never placed blind.
      }
    };
    const created = store;
    mirror(created);
    created.subscribe(() => mirror(created));
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
