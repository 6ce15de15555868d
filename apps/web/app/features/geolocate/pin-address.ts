import {
  type AddressCandidate,
  ApiError,
  type ChosenAddress,
  getAddress,
  setAddress,
} from '@sufra/contract/client';
import { browserApi } from '../../platform/browser-api.ts';

/** Address form fields a pin fills in. */
export type PinAddress = { street?: string; block?: string; city?: string; display_name?: string };

/** A lookup session id (getRandomValues works on plain-HTTP pages too, unlike randomUUID). */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The pin's address (ADR 1062): `webapp/getAddress` with the pin, then `webapp/setAddress` with
 * the place it names, in one lookup session. Null when no geocoder is configured, offline or slow:
 * the address form is then typed by hand.
 */
export async function addressAt(lat: number, lng: number): Promise<PinAddress | null> {
  const sessionId = newSessionId();
  const api = browserApi();
  const signal = AbortSignal.timeout(4000);
  try {
    const { places } = await getAddress(api, { flag: 'pin', address: { lat, lng }, sessionId }, signal);
    const first = places[0];
    if (!first) return null;
    const { place } = await setAddress(api, { ...first, sessionId }, signal);
    return formFieldsOf(place);
  } catch {
    return null;
  }
}

/** The address form's fields a chosen place fills. */
function formFieldsOf(place: ChosenAddress): PinAddress {
  const { street, block, city } = place;
  return {
    display_name: place.title,
    ...(street ? { street } : {}),
    ...(block ? { block } : {}),
    ...(city ? { city } : {}),
  };
}

/** Why a search found nothing to show: no match, or no geocoder (none, busy, down, offline). */
export type SearchOutcome = { ok: true; places: AddressCandidate[] } | { ok: false; reason: 'failed' };

/**
 * Places matching typed text (ADR 1482): `webapp/getAddress` with `flag: 'search'`, in the
 * lookup session the choice will name. Asked once per submitted text, never per keystroke
 * (Nominatim's usage policy).
 */
export async function searchAddresses(text: string, sessionId: string): Promise<SearchOutcome> {
  try {
    const { places } = await getAddress(
      browserApi({ loginOnUnauthorized: false }),
      { flag: 'search', address: text, sessionId },
      AbortSignal.timeout(6000),
    );
    return { ok: true, places };
  } catch (e) {
    // A 422 (too short or too long) is no failure of the geocoder: there is just nothing to show.
    if (e instanceof ApiError && e.status === 422) return { ok: true, places: [] };
    return { ok: false, reason: 'failed' };
  }
}

/** The chosen candidate's point and the form fields it fills, or null when it cannot be had. */
export async function chooseAddress(
  candidate: AddressCandidate,
  sessionId: string,
): Promise<{ lat: number; lng: number; address: PinAddress } | null> {
  try {
    const { place } = await setAddress(
      browserApi({ loginOnUnauthorized: false }),
      { ...candidate, sessionId },
      AbortSignal.timeout(6000),
    );
    return { lat: place.lat, lng: place.lng, address: formFieldsOf(place) };
  } catch {
    return null;
  }
}
