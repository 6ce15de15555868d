import { redirect } from 'react-router';
import { readCookie } from '../../platform/cookies.ts';
import type { LoadedBusiness } from '../../shell/business.server.ts';
import {
  decodeEarly,
  EARLY_MAX_AGE,
  type EarlyPlace,
  earlyPlaceCookie,
  encodeEarly,
  isEarlyPlace,
} from '../../shell/early-cookie.ts';
import { handoverFromForm } from '../handover/handover-form.ts';

const field = (form: FormData, name: string, max: number) => String(form.get(name) ?? '').slice(0, max);

/**
 * The checkout's action, reached only when "Place order" is tapped before the scripts run: the
 * cart is in the browser's storage, so the order is placed there once they arrive, with what
 * the diner typed and the key kept here (ADR 900). Back to the checkout, which says so.
 */
export function earlyPlaceAction(business: LoadedBusiness, request: Request, form: FormData) {
  const entry: EarlyPlace = {
    n: crypto.randomUUID(),
    name: field(form, 'name', 120),
    phone: field(form, 'phone', 40),
    dial: /^[A-Z]{2}$/.test(field(form, 'country', 2)) ? field(form, 'country', 2) : null,
    pay: Number(form.get('payment_type')) || null,
    car: form.has('car-brand')
      ? {
          brand: field(form, 'car-brand', 60),
          color: field(form, 'car-color', 60),
          plate: field(form, 'car-plate', 60),
        }
      : null,
    table: field(form, 'table', 60) || null,
    // The wallet choice is a real checkbox of the form (ADR 611): ticked before the scripts ran, it
    // still counts; the server applies min(balance, total) and checks the business allows it.
    wallet: form.get('use_wallet') === 'true',
    ...earlyHandover(form, business.restaurant.currency),
  };
  const name = earlyPlaceCookie(business.restaurant.reference_id, business.restaurant.branch_id);
  const url = new URL(request.url);
  return redirect(url.pathname + url.search, {
    status: 303,
    headers: {
      'Set-Cookie': `${name}=${encodeEarly(entry)}; Max-Age=${EARLY_MAX_AGE}; Path=/; SameSite=Lax`,
    },
  });
}

/** The tip and handover fields as posted (ADR 790, 791). */
export const earlyHandover = handoverFromForm;

export type EarlyPlaceState = { cookie: string; place: EarlyPlace } | null;

export function earlyPlaceOf(business: LoadedBusiness, request: Request): EarlyPlaceState {
  const name = earlyPlaceCookie(business.restaurant.reference_id, business.restaurant.branch_id);
  const place = decodeEarly(readCookie(request.headers.get('cookie'), name), isEarlyPlace);
  return place ? { cookie: name, place } : null;
}
