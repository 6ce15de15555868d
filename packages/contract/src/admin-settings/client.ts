import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type {
  AdminPixelsResponse,
  AdminTableResponse,
  AdminTablesResponse,
  AdminZoneResponse,
  AdminZonesResponse,
  AreaCreate,
  AreaRename,
  AreaShapeWrite,
  PaymentSettingsResponse,
  PaymentSettingsWrite,
  PixelsWrite,
  PlaceDelete,
  StoreSettingsResponse,
  StoreSettingsWrite,
  TableRename,
  TableRetire,
  TableWrite,
  ZoneCreate,
  ZoneWrite,
} from './settings.ts';

export type * from './settings.ts';

// The back office's set-up calls (ADR 1120–1122): loaders and actions of /{ref}/admin call these
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

export const getPaymentSettings = (api: Api, ref: string) =>
  api.get<PaymentSettingsResponse>(`${base(ref)}/payments`);

export const savePaymentSettings = (api: Api, ref: string, body: PaymentSettingsWrite) =>
  api.post<PaymentSettingsResponse>(`${base(ref)}/payments`, body);

export const getAdminTables = (api: Api, ref: string) => api.get<AdminTablesResponse>(`${base(ref)}/tables`);

export const addAdminTable = (api: Api, ref: string, body: TableWrite) =>
  api.post<AdminTableResponse>(`${base(ref)}/tables`, body);

export const renameAdminTable = (api: Api, ref: string, id: number, body: TableRename) =>
  api.post<AdminTableResponse>(`${base(ref)}/tables/${id}`, body);

/** Retires a table: it leaves the lists, its printed code says "no longer in use" (ADR 1160). */
export const retireAdminTable = (api: Api, ref: string, id: number, body: TableRetire) =>
  api.post<{ error: 0 }>(`${base(ref)}/tables/${id}/delete`, body);

/** A new QR token: the table's printed code stops working at once (ADR 750). */
export const rotateAdminTable = (api: Api, ref: string, id: number) =>
  api.post<AdminTableResponse>(`${base(ref)}/tables/${id}/token`, {});

export const getAdminZones = (api: Api, ref: string) => api.get<AdminZonesResponse>(`${base(ref)}/zones`);

export const saveAdminZone = (api: Api, ref: string, id: number, body: ZoneWrite) =>
  api.post<AdminZoneResponse>(`${base(ref)}/zones/${id}`, body);

export const saveAdminAreaShape = (api: Api, ref: string, areaId: number, body: AreaShapeWrite) =>
  api.post<AdminZoneResponse>(`${base(ref)}/areas/${areaId}/shape`, body);

/** A new zone with its first area drawn on the map (ADR 1160). */
export const addAdminZone = (api: Api, ref: string, body: ZoneCreate) =>
  api.post<AdminZoneResponse>(`${base(ref)}/zones`, body);

/** Deletes a zone and its areas; addresses in it are asked for an area again (ADR 1160). */
export const deleteAdminZone = (api: Api, ref: string, id: number, body: PlaceDelete) =>
  api.post<{ error: 0 }>(`${base(ref)}/zones/${id}/delete`, body);

export const addAdminArea = (api: Api, ref: string, zoneId: number, body: AreaCreate) =>
  api.post<AdminZoneResponse>(`${base(ref)}/zones/${zoneId}/areas`, body);

export const renameAdminArea = (api: Api, ref: string, areaId: number, body: AreaRename) =>
  api.post<AdminZoneResponse>(`${base(ref)}/areas/${areaId}`, body);

/** Deletes an area (not a zone's last one: the zone is deleted instead, ADR 1160). */
export const deleteAdminArea = (api: Api, ref: string, areaId: number, body: PlaceDelete) =>
  api.post<AdminZoneResponse>(`${base(ref)}/areas/${areaId}/delete`, body);

export const getAdminPixels = (api: Api, ref: string) => api.get<AdminPixelsResponse>(`${base(ref)}/pixels`);

export const saveAdminPixels = (api: Api, ref: string, body: PixelsWrite) =>
  api.post<AdminPixelsResponse>(`${base(ref)}/pixels`, body);
