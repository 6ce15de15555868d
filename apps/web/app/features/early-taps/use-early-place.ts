import type { PaymentTypeValue } from '@sufra/domain';
import { useEffect, useState } from 'react';
import { cartFingerprintOf } from '../../shell/cart-fingerprint.ts';
import type { CartStore } from '../../shell/cart-store.ts';
import { clearEarlyCookie, firstTimeOf } from '../../shell/early-cookie.ts';
import { dialOf } from '../../ui/phone-countries.ts';
import type { EarlyPlaceState } from './early-place.server.ts';

/**
 * Once hydrated and the stored cart is read: a "Place order" tapped before the scripts ran is
 * completed with what was typed then, under the key it was given (one order however often the
 * page reloads meanwhile) — only when the stored cart is the very cart the page was rendered with
 * (its fingerprint, ADR 1346). An empty cart, a cart changed since, or no fingerprint: the tap is
 * dropped (what was typed is kept) and the answer is 'dropped', for the page to say so; never an
 * order the diner did not confirm.
 */
export function useEarlyPlace(
  early: EarlyPlaceState,
  store: CartStore,
  /** The stored cart is read (or the page is hydrated and nothing is stored: an empty cart). */
  ready: boolean,
  place: (key: string, confirmed: string) => Promise<void>,
): 'dropped' | null {
  const [dropped, setDropped] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the stored cart is in.
  useEffect(() => {
    if (!early || !ready) return;
    clearEarlyCookie(early.cookie);
    if (!firstTimeOf(early.place.n)) return;
    const { name, phone, dial, pay, car, table, tip, cutlery, noContact } = early.place;
    const iso = dial ?? 'KW';
    store.update({
      ...(name ? { name } : {}),
      ...(phone
        ? {
            phone,
            phoneObj: { dial_code: dialOf(iso) || '965', number: phone.replace(/\D/g, ''), country: iso },
          }
        : {}),
      ...(pay ? { payment_type: pay as PaymentTypeValue } : {}),
      ...(car ? { car } : {}),
      ...(table ? { table } : {}),
      ...(tip !== undefined ? { tip } : {}),
      ...(typeof cutlery === 'boolean' ? { cutlery } : {}),
      ...(noContact !== undefined ? { noContact } : {}),
    });
    const confirmed = early.place.fp;
    const cart = store.get();
    if (!confirmed || !cart.items.length || cartFingerprintOf(cart) !== confirmed) {
      setDropped(true);
      return;
    }
    void place(early.place.n, confirmed);
  }, [early, ready]);
  return dropped ? 'dropped' : null;
}
