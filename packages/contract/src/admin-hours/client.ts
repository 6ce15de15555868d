import type { AdminItemResponse, SoldOutWrite } from '../admin/admin.ts';
import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type {
  AdminAuditResponse,
  AdminBranchesOpsResponse,
  AdminBranchOpsResponse,
  AdminTeamMemberResponse,
  AdminTeamResponse,
  BusyWrite,
  HoursWrite,
  MemberInvite,
  MemberUpdate,
  PauseWrite,
} from './hours.ts';

// The back office's operations ([product: Back office], ADR 1080): loaders and actions of
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

export const setAdminModifierSoldOut = (api: Api, ref: string, modifierId: number, body: SoldOutWrite) =>
  api.post<AdminItemResponse>(`${base(ref)}/modifiers/${modifierId}/sold-out`, body);

export const getAdminTeam = (api: Api, ref: string) => api.get<AdminTeamResponse>(`${base(ref)}/team`);

export const inviteAdminMember = (api: Api, ref: string, body: MemberInvite) =>
  api.post<AdminTeamMemberResponse>(`${base(ref)}/team`, body);

export const updateAdminMember = (api: Api, ref: string, id: number, body: MemberUpdate) =>
  api.post<AdminTeamMemberResponse>(`${base(ref)}/team/${id}`, body);

export const removeAdminMember = (api: Api, ref: string, id: number) =>
  api.post<{ error: 0 }>(`${base(ref)}/team/${id}/remove`, {});

export const getAdminAudit = (api: Api, ref: string, query: { entity?: string; before?: number }) => {
  const q = new URLSearchParams();
  if (query.entity) q.set('entity', query.entity);
  if (query.before) q.set('before', String(query.before));
  const s = q.toString();
  return api.get<AdminAuditResponse>(`${base(ref)}/audit${s ? `?${s}` : ''}`);
};
