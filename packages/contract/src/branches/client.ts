import type { BranchesResponse } from '../branches.ts';
import { type Api, seg } from '../client/core.ts';
import type { ShiftsResponse } from '../shifts.ts';
import type { TablesResponse } from '../tables.ts';
import type { ZonesResponse } from '../zones.ts';

export const getShifts = (api: Api, referenceId: string, query: { branch?: string | undefined } = {}) =>
  api.get<ShiftsResponse>(`webapp/v5/shifts/${seg(referenceId)}`, { query });

export const getBranches = (api: Api, businessRef: string) =>
  api.get<BranchesResponse>(`webapp/branches/${seg(businessRef)}`);

export const getZones = (api: Api, branchId: number, query: { shipping?: boolean } = {}) =>
  api.get<ZonesResponse>(`webapp/zones/${branchId}`, query.shipping ? { query: { shipping: 'true' } } : {});

export const getTables = (api: Api, branchId: number) => api.get<TablesResponse>(`webapp/tables/${branchId}`);
