import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type { AdminCodeResponse, AdminMeResponse, AdminSignInResponse } from './admin.ts';

// The back office's shell ([product: Back office], ADR 1000): sign-in and the member; each
// resource's calls are in its own folder (ADR 1310). The storefront never imports them.

const base = (ref: string) => `admin/${seg(ref)}`;

export const sendAdminCode = (api: Api, ref: string, body: { phone: string; country?: string }) =>
  api.post<AdminCodeResponse>(`${base(ref)}/send-code`, body);

export const verifyAdminCode = (api: Api, ref: string, body: { request_id: string; code: string }) =>
  api.post<AdminSignInResponse>(`${base(ref)}/verify-code`, body);

export const endAdminSession = (api: Api, ref: string) => api.post<{ error: 0 }>(`${base(ref)}/sign-out`, {});

export const getAdminMe = (api: Api, ref: string) => api.get<AdminMeResponse>(`${base(ref)}/me`);
