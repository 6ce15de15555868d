import type { z } from 'zod';
import { type Api, seg } from '../client/core.ts';
import type { locationResponseSchema, locationsResponseSchema, SavedLocationInput } from './locations.ts';
import type { AuthOptions, SendOtpRequest, SendOtpResponse, VerifyOtpRequest } from './otp.ts';
import type {
  accountDeletionInfoSchema,
  ClaimOrdersResponse,
  deleteAccountResponseSchema,
  okResponseSchema,
  ProfileResponse,
  SessionResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from './profile.ts';

// Accounts (ADR 700–705): the Api carries the session token as `token` (SSR), or the browser
// relies on the storefront's HttpOnly session cookie. A 401 on a path with "profile" never
// redirects to the login page [product: Accounts].

type LocationResponse = z.infer<typeof locationResponseSchema>;
type LocationsResponse = z.infer<typeof locationsResponseSchema>;
type AccountDeletionInfo = z.infer<typeof accountDeletionInfoSchema>;
type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
type OkResponse = z.infer<typeof okResponseSchema>;

export const getAuthOptions = (api: Api, businessRef: string) =>
  api.get<AuthOptions>(`webapp/auth-options/${seg(businessRef)}`);

export const sendOtp = (api: Api, body: SendOtpRequest) => api.post<SendOtpResponse>('send-otp', body);

export const verifyOtp = (api: Api, body: VerifyOtpRequest) => api.post<SessionResponse>('verify-otp', body);

export const resendOtp = (api: Api, body: { request_id: string; channel?: 'sms' | 'whatsapp' }) =>
  api.post<SendOtpResponse>('webapp/resend-otp', body);

export const getOtpStatus = (api: Api, requestId: string) =>
  api.get<SendOtpResponse>(`webapp/otp-status/${seg(requestId)}`);

/** The signed-in customer's own profile. */
export const getMyProfile = (api: Api) => api.get<ProfileResponse>('webapp/profile');

export const getProfile = (api: Api, id: number) => api.get<ProfileResponse>(`webapp/profile/${id}`);

export const updateProfile = (api: Api, body: UpdateProfileRequest) =>
  api.post<UpdateProfileResponse>('webapp/update-profile', body);

export const verifyPhone = (api: Api, body: VerifyOtpRequest) =>
  api.post<SessionResponse>('webapp/verify-phone', body);

export const logout = (api: Api) => api.post<OkResponse>('webapp/logout', {});

export const getAccountDeletion = (api: Api, id: number) =>
  api.get<AccountDeletionInfo>(`webapp/account/delete/${id}`);

export const deleteAccount = (api: Api, id: number) =>
  api.post<DeleteAccountResponse>(`webapp/account/delete/${id}`, { confirm: 'DELETE' });

/**
 * This device's guest orders become the signed-in customer's: each by its public reference, or
 * the id a phone kept from before (ADR 1471, 1472).
 */
export const claimOrders = (api: Api, orders: { id: string | number; token: string }[]) =>
  api.post<ClaimOrdersResponse>('webapp/orders/claim', { orders });

export const getLocations = (api: Api) => api.get<LocationsResponse>('webapp/locations');

export const addLocation = (api: Api, body: SavedLocationInput) =>
  api.post<LocationResponse>('webapp/locations', body);

export const updateLocation = (api: Api, id: number, body: SavedLocationInput) =>
  api.post<LocationResponse>(`webapp/locations/${id}`, body);

export const deleteLocation = (api: Api, id: number) => api.delete<OkResponse>(`webapp/locations/${id}`);
