import type { Api } from '../client/core.ts';
import type {
  GetAddressRequest,
  GetAddressResponse,
  SetAddressRequest,
  SetAddressResponse,
} from './address-lookup.ts';

/** Address fields a reverse-geocoded point pre-fills (the server proxy's answer, ADR 500). */
export type GeocodedAddress = { street?: string; block?: string; city?: string; display_name?: string };
export type ReverseGeocodeResponse = { error: 0; result: GeocodedAddress | null };

export const reverseGeocode = (api: Api, lat: number, lon: number, signal?: AbortSignal) =>
  api.get<ReverseGeocodeResponse>('webapp/geocode/reverse', {
    query: { lat, lon },
    ...(signal ? { signal } : {}),
  });

export type {
  AddressCandidate,
  ChosenAddress,
  GetAddressRequest,
  GetAddressResponse,
  SetAddressRequest,
  SetAddressResponse,
} from './address-lookup.ts';

/** POST webapp/getAddress: the address at the pin (`flag: 'pin'`) or places matching text (ADR 1062). */
export const getAddress = (api: Api, body: GetAddressRequest, signal?: AbortSignal) =>
  api.post<GetAddressResponse>('webapp/getAddress', body, signal ? { signal } : {});

/** POST webapp/setAddress: the chosen place of the session, with the form fields it fills. */
export const setAddress = (api: Api, body: SetAddressRequest, signal?: AbortSignal) =>
  api.post<SetAddressResponse>('webapp/setAddress', body, signal ? { signal } : {});
