import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type {
  AdminPixelsResponse,
  PaymentSettingsResponse,
  PaymentSettingsWrite,
  PixelsWrite,
} from './payments.ts';

export type * from './payments.ts';

// Payments and pixels in the back office (ADR 1121, 840), the owner only. Loaders and actions of
// /{ref}/admin call these with the admin session's token; their own entry
// (`@sufra/contract/admin-payments`), so no storefront chunk carries them.

const base = (ref: string) => `admin/${seg(ref)}`;

export const getPaymentSettings = (api: Api, ref: string) =>
  api.get<PaymentSettingsResponse>(`${base(ref)}/payments`);

export const savePaymentSettings = (api: Api, ref: string, body: PaymentSettingsWrite) =>
  api.post<PaymentSettingsResponse>(`${base(ref)}/payments`, body);
export const getAdminPixels = (api: Api, ref: string) => api.get<AdminPixelsResponse>(`${base(ref)}/pixels`);

export const saveAdminPixels = (api: Api, ref: string, body: PixelsWrite) =>
  api.post<AdminPixelsResponse>(`${base(ref)}/pixels`, body);
