import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type {
  AdminZoneResponse,
  AdminZonesResponse,
  AreaCreate,
  AreaRename,
  AreaShapeWrite,
  PlaceDelete,
  ZoneCreate,
  ZoneWrite,
} from './zones.ts';

export type * from './zones.ts';

// Delivery zones and areas in the back office (ADR 1123, 1160). Loaders and actions of
// /{ref}/admin call these with the admin session's token; their own entry
// (`@sufra/contract/admin-zones`), so no storefront chunk carries them.

const base = (ref: string) => `admin/${seg(ref)}`;

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
