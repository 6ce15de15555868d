// [product: Delivery, areas and shipping] "Use my location" on the map step (ADR 794): the
// browser's position moves the pin; a refusal or failure says why and leaves the pin to drag.

export type LocateOutcome =
  | { ok: true; lat: number; lng: number; accuracy: number }
  | { ok: false; reason: 'denied' | 'unavailable' | 'timeout' | 'unsupported' };

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function reasonOf(code: number): Exclude<LocateOutcome, { ok: true }>['reason'] {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

/** Asks the browser once: high accuracy (a door, not a district), 10 s, a fix up to a minute old. */
export function locate(
  geo: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocateOutcome> {
  if (!geo || (typeof window !== 'undefined' && !window.isSecureContext))
    return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) =>
    geo.getCurrentPosition(
      (p) =>
        resolve({ ok: true, lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy }),
      (e) => resolve({ ok: false, reason: reasonOf(e.code) }),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    ),
  );
}
