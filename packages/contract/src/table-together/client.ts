import type { Api } from '../client/core.ts';
import {
  type SharedTableAdd,
  type SharedTableBill,
  type SharedTableJoin,
  type SharedTablePay,
  type SharedTableResponse,
  type StaffSharedTablesResponse,
  TABLE_DINER_HEADER,
} from './table-together.ts';

// The shared table's calls (ADR 1400): the table token in the body, the diner's key in a header.
const as = (key: string | null): { headers: Record<string, string> } => ({
  headers: key ? { [TABLE_DINER_HEADER]: key } : {},
});
const base = (branchId: number) => `webapp/shared-table/${branchId}`;

export const readSharedTable = (api: Api, branchId: number, table: string, key: string | null) =>
  api.post<SharedTableResponse>(`${base(branchId)}/view`, { table }, as(key));
export const joinSharedTable = (api: Api, branchId: number, body: SharedTableJoin, key: string | null) =>
  api.post<SharedTableResponse>(`${base(branchId)}/join`, body, as(key));
export const addSharedLine = (api: Api, branchId: number, body: SharedTableAdd, key: string | null) =>
  api.post<SharedTableResponse>(`${base(branchId)}/lines`, body, as(key));
export const setSharedLine = (
  api: Api,
  branchId: number,
  lineId: number,
  body: { table: string; quantity: number },
  key: string | null,
) => api.post<SharedTableResponse>(`${base(branchId)}/lines/${lineId}`, body, as(key));
export const sendSharedRound = (api: Api, branchId: number, table: string, key: string | null) =>
  api.post<SharedTableResponse>(`${base(branchId)}/rounds`, { table }, as(key));
export const askSharedBill = (api: Api, branchId: number, body: SharedTableBill, key: string | null) =>
  api.post<SharedTableResponse>(`${base(branchId)}/bill`, body, as(key));
export const paySharedPart = (
  api: Api,
  branchId: number,
  partId: number,
  body: SharedTablePay,
  key: string | null,
  token?: string | null,
) =>
  api.post<SharedTableResponse>(`${base(branchId)}/parts/${partId}/pay`, body, {
    headers: { ...as(key).headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

// The board's calls (ADR 1405): the board's cookie or token.
export const getStaffSharedTables = (api: Api) => api.get<StaffSharedTablesResponse>('staff/shared-tables');
export const confirmSharedCash = (api: Api, partId: number) =>
  api.post<{ error: 0 }>(`staff/shared-tables/parts/${partId}/cash`, {});
export const closeSharedTable = (api: Api, sessionId: number) =>
  api.post<{ error: 0 }>(`staff/shared-tables/${sessionId}/close`, {});
export const moveSharedTable = (api: Api, sessionId: number, tableId: number) =>
  api.post<{ error: 0 }>(`staff/shared-tables/${sessionId}/move`, { table_id: tableId });
