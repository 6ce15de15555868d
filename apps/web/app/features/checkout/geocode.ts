import { type GeocodedAddress, reverseGeocode } from '@sufra/contract/client';
import { browserApi } from '../../platform/browser-api.ts';

/** The point's address from the server's geocoder proxy, or null (none configured, offline, slow). */
export async function addressAt(lat: number, lon: number): Promise<GeocodedAddress | null> {
  try {
    const { result } = await reverseGeocode(browserApi(), lat, lon, AbortSignal.timeout(3000));
    return result;
  } catch {
    return null;
  }
}
