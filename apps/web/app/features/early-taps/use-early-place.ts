import type { PaymentTypeValue } from '@sufra/domain';
import { useEffect } from 'react';
import type { CartStore } from '../../shell/cart-store.ts';
import { clearEarlyCookie, firstTimeOf } from '../../shell/early-cookie.ts';
import { dialOf } from '../../ui/phone-countries.ts';
import type { EarlyPlaceState } from './early-place.server.ts';

/**
 * Once hydrated and the stored cart is read: a "Place order" tapped before the scripts ran is
 * completed with what was typed then, under the key it was given (one order however often the
 * page reloads meanwhile).
 */
export function useEarlyPlace(
  early: EarlyPlaceState,
  store: CartStore,
  filled: string,
  place: (key: string) => Promise<void>,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the stored cart is in.
  useEffect(() => {
    if (!early || filled !== 'stored') return;
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
    void place(early.place.n);
  }, [early, filled]);
}
