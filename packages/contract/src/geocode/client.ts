import type { Api } from '../client/core.ts';

/** Address fields a reverse-geocoded point pre-fills (the server proxy's answer, ADR 500). */
export type GeocodedAddress = { street?: string; block?: string; city?: string; display_name?: string };
export type ReverseGeocodeResponse = { error: 0; result: GeocodedAddress | null };

export const reverseGeocode = (api: Api, lat: number, lon: number, signal?: AbortSignal) =>
  api.get<ReverseGeocodeResponse>('webapp/geocode/reverse', {
    query: { lat, lon },
    ...(signal ? { signal } : {}),
  });
