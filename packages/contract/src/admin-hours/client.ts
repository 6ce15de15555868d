import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type {
  AdminBranchesOpsResponse,
  AdminBranchOpsResponse,
  BusyWrite,
  HoursWrite,
  PauseWrite,
} from './hours.ts';

// A branch's hours, pauses and busy mode ([product: Back office], ADR 1080): loaders and actions of
// /{ref}/admin call these with the admin session's token; the storefront never imports them.

const base = (ref: string) => `admin/${seg(ref)}`;

export const getAdminBranchesOps = (api: Api, ref: string) =>
  api.get<AdminBranchesOpsResponse>(`${base(ref)}/branches`);

export const saveAdminHours = (api: Api, ref: string, branchId: number, body: HoursWrite) =>
  api.post<AdminBranchOpsResponse>(`${base(ref)}/branches/${branchId}/hours`, body);

export const setAdminPause = (api: Api, ref: string, branchId: number, body: PauseWrite) =>
  api.post<AdminBranchOpsResponse>(`${base(ref)}/branches/${branchId}/pause`, body);

export const setAdminBusy = (api: Api, ref: string, branchId: number, body: BusyWrite) =>
  api.post<AdminBranchOpsResponse>(`${base(ref)}/branches/${branchId}/busy`, body);
