import { getAddress, setAddress } from '@sufra/contract/client';
import { browserApi } from '../../platform/browser-api.ts';

/** Address form fields a pin fills in. */
export type PinAddress = { street?: string; block?: string; city?: string; display_name?: string };

/** A lookup session id (getRandomValues works on plain-HTTP pages too, unlike randomUUID). */
function newSessionId(): string {
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
    const { street, block, city } = place;
    return {
      display_name: place.title,
      ...(street ? { street } : {}),
      ...(block ? { block } : {}),
      ...(city ? { city } : {}),
    };
  } catch {
    return null;
  }
}
