import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type { AdminDeviceIssuedResponse, AdminDevicesResponse, DeviceIssue } from './devices.ts';

// The kitchen tablets' device tokens (ADR 1370), called by the team screen's loader and actions.
const base = (ref: string) => `admin/${seg(ref)}/devices`;

export const getAdminDevices = (api: Api, ref: string) => api.get<AdminDevicesResponse>(base(ref));

export const issueAdminDevice = (api: Api, ref: string, body: DeviceIssue) =>
  api.post<AdminDeviceIssuedResponse>(base(ref), body);

export const revokeAdminDevice = (api: Api, ref: string, id: number) =>
  api.post<{ error: 0 }>(`${base(ref)}/${id}/revoke`, {});
