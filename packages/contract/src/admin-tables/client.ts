import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type {
  AdminTableResponse,
  AdminTablesResponse,
  SharedTablesWrite,
  TableRename,
  TableRetire,
  TableWrite,
} from './tables.ts';

export type * from './tables.ts';

// Tables and their QR codes in the back office (ADR 1122, 1160). Loaders and actions of
// /{ref}/admin call these with the admin session's token; their own entry
// (`@sufra/contract/admin-tables`), so no storefront chunk carries them.

const base = (ref: string) => `admin/${seg(ref)}`;

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

/** Shared tables on or off (ADR 1400): off, the storefront behaves as before. */
export const setAdminSharedTables = (api: Api, ref: string, body: SharedTablesWrite) =>
  api.post<{ error: 0; shared_tables: boolean }>(`${base(ref)}/tables/shared`, body);
