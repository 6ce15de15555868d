/** Address fields a reverse-geocoded point pre-fills (the server proxy's answer, ADR 500). */
export type GeocodedAddress = { street?: string; block?: string; city?: string; display_name?: string };

/** The point's address from the server's geocoder proxy, or null (none configured, offline, slow). */
export async function reverseGeocode(lat: number, lon: number): Promise<GeocodedAddress | null> {
  try {
    const res = await fetch(`/api/webapp/geocode/reverse?lat=${lat}&lon=${lon}`, {
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { result?: GeocodedAddress | null };
    return body.result ?? null;
  } catch {
    return null;
  }
}
