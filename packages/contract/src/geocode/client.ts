import type { Api } from '../client/core.ts';
import type {
  GetAddressRequest,
  GetAddressResponse,
  SetAddressRequest,
  SetAddressResponse,
} from './address-lookup.ts';

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
