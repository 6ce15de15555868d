import type { CartStore } from '../../shell/cart-store.ts';
import { dialOf } from '../../ui/phone-countries.ts';

/**
 * What a diner typed into the checkout's contact fields before its scripts ran (a cheap phone on
 * 3G, ADR 1456): kept into the cart at hydration, before the stored cart mounts those fields again
 * from it. Without this the typed name and number vanished once the page came alive — and a
 * signed-in diner's account number took the typed one's place.
 */
export function keepTypedBeforeScripts(form: HTMLFormElement | null, store: CartStore | null): void {
  if (!form || !store) return;
  const typed = (name: string) => {
    const el = form.elements.namedItem(name);
    return el instanceof HTMLInputElement && el.value !== el.defaultValue ? el.value : null;
  };
  const name = typed('name');
  const phone = typed('phone');
  if (name === null && phone === null) return;
  // The phone's country as chosen then (the select beside the number has no name of its own).
  const chosen = form.querySelector('#phone')?.parentElement?.querySelector('select')?.value;
  const iso = chosen || store.get().phoneObj?.country || 'KW';
  store.update({
    ...(name === null ? {} : { name }),
    ...(phone === null
      ? {}
      : {
          phone,
          phoneObj: { dial_code: dialOf(iso) || '965', number: phone.replace(/\D/g, ''), country: iso },
        }),
  });
}
