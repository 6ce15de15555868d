import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type { AdminBookingsResponse, BookingSettingsWrite } from './bookings.ts';

export type * from './bookings.ts';

// Booking terms, capacity and scheduled orders in the back office (ADR 1143). Loaders and actions of
// /{ref}/admin call these with the admin session's token; their own entry
// (`@sufra/contract/admin-bookings`), so no storefront chunk carries them.

const base = (ref: string) => `admin/${seg(ref)}`;

export const getAdminBookings = (api: Api, ref: string) =>
  api.get<AdminBookingsResponse>(`${base(ref)}/bookings`);

export const saveAdminBookings = (api: Api, ref: string, body: BookingSettingsWrite) =>
  api.post<AdminBookingsResponse>(`${base(ref)}/bookings`, body);
