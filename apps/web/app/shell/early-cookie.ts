/**
 * Taps made before the page's scripts run (a cheap phone on 3G paints seconds before it hydrates)
 * reach a route action as real form posts (ADR 900). The cart lives in the browser's storage,
 * which an action cannot write, so the action keeps what was asked in a short-lived cookie and
 * the page, once hydrated, moves it into the cart (or places the order) and clears the cookie.
 * Each entry has a nonce: a reload between the two never applies one twice.
 */

/** An "Add to cart" posted before hydration: the selection, not prices (the server prices). */
export type EarlyAdd = { n: string; i: number; l: number; m: number[]; c: number; t: string };
/** A "Place order" posted before hydration: the checkout's fields and the order's idempotency key. */
export type EarlyPlace = {
  n: string;
  name: string;
  phone: string;
  dial: string | null;
  pay: number | null;
  car: { brand: string; color: string; plate: string } | null;
  table: string | null;
  /** "Use my wallet balance" was ticked (ADR 611); absent in cookies set before it existed. */
  wallet?: boolean;
  /** Tip and handover (ADR 790, 791); optional so entries written before them still read. */
  tip?: { percent: number } | { amount: number } | null;
  cutlery?: boolean | null;
  noContact?: boolean;
};

export const earlyAddCookie = (ref: string, branchId: number) => `sufra_early_add_${ref}_${branchId}`;
export const earlyPlaceCookie = (ref: string, branchId: number) => `sufra_early_place_${ref}_${branchId}`;

/** Ten minutes: long enough for any script to arrive, short enough not to surprise a later visit. */
export const EARLY_MAX_AGE = 600;
/** At most this many early adds are kept (a cookie holds 4 KB). */
export const EARLY_MAX_ADDS = 12;

export function encodeEarly(value: unknown): string {
  return encodeURIComponent(JSON.stringify(value));
}

export function decodeEarly<T>(raw: string | null, valid: (v: unknown) => v is T): T | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

const int = (v: unknown) => Number.isInteger(v) && (v as number) > 0;

export const isEarlyAdds = (v: unknown): v is EarlyAdd[] =>
  Array.isArray(v) &&
  v.every(
    (a) =>
      a &&
      typeof a.n === 'string' &&
      int(a.i) &&
      int(a.l) &&
      int(a.c) &&
      typeof a.t === 'string' &&
      Array.isArray(a.m) &&
      a.m.every(int),
  );

export const isEarlyPlace = (v: unknown): v is EarlyPlace =>
  !!v &&
  typeof (v as EarlyPlace).n === 'string' &&
  typeof (v as EarlyPlace).name === 'string' &&
  typeof (v as EarlyPlace).phone === 'string';

/** Browser: drops an early cookie once its taps are applied. */
export function clearEarlyCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = `${name}=; max-age=0; path=/; samesite=lax`;
}

const DONE = 'sufra:early-done';

/** Browser: whether a nonce was applied already (kept for the tab's life), and marks it. */
export function firstTimeOf(nonce: string): boolean {
  try {
    const done = new Set<string>(JSON.parse(sessionStorage.getItem(DONE) ?? '[]'));
    if (done.has(nonce)) return false;
    done.add(nonce);
    sessionStorage.setItem(DONE, JSON.stringify([...done].slice(-50)));
    return true;
  } catch {
    return true;
  }
}
