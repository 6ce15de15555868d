import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type { StoreSettingsResponse, StoreSettingsWrite } from './settings.ts';

export type * from './settings.ts';

// The storefront's settings in the back office (ADR 1120): loaders and actions of /{ref}/admin call these
// with the admin session's token. Their own entry (`@sufra/contract/admin-settings`), so no
// storefront chunk carries them.

const base = (ref: string) => `admin/${seg(ref)}`;

export const getStoreSettings = (api: Api, ref: string) =>
  api.get<StoreSettingsResponse>(`${base(ref)}/settings`);

export const saveStoreSettings = (api: Api, ref: string, body: StoreSettingsWrite) =>
  api.post<StoreSettingsResponse>(`${base(ref)}/settings`, body);

/** A logo or cover picture as base64 (absent data: remove it). */
export const saveStoreImage = (api: Api, ref: string, kind: 'logo' | 'cover', base64?: string) =>
  api.post<StoreSettingsResponse>(`${base(ref)}/settings/image`, base64 ? { kind, data: base64 } : { kind });
