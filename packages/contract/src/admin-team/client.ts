import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type { AdminDeviceIssuedResponse, AdminDevicesResponse, DeviceIssue } from './devices.ts';
import type { AdminTeamMemberResponse, AdminTeamResponse, MemberInvite, MemberUpdate } from './team.ts';

// The back office's team ([product: Back office], ADR 1080): loaders and actions of /{ref}/admin
// call these with the admin session's token; the storefront never imports them.

const base = (ref: string) => `admin/${seg(ref)}`;

export const getAdminTeam = (api: Api, ref: string) => api.get<AdminTeamResponse>(`${base(ref)}/team`);

export const inviteAdminMember = (api: Api, ref: string, body: MemberInvite) =>
  api.post<AdminTeamMemberResponse>(`${base(ref)}/team`, body);

export const updateAdminMember = (api: Api, ref: string, id: number, body: MemberUpdate) =>
  api.post<AdminTeamMemberResponse>(`${base(ref)}/team/${id}`, body);

export const removeAdminMember = (api: Api, ref: string, id: number) =>
  api.post<{ error: 0 }>(`${base(ref)}/team/${id}/remove`, {});

// The kitchen tablets' device tokens (ADR 1370), called by the team screen's loader and actions.
export const getAdminDevices = (api: Api, ref: string) =>
  api.get<AdminDevicesResponse>(`${base(ref)}/devices`);

export const issueAdminDevice = (api: Api, ref: string, body: DeviceIssue) =>
  api.post<AdminDeviceIssuedResponse>(`${base(ref)}/devices`, body);

export const revokeAdminDevice = (api: Api, ref: string, id: number) =>
  api.post<{ error: 0 }>(`${base(ref)}/devices/${id}/revoke`, {});
