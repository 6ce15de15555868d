import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type { AdminPoliciesResponse, PoliciesWrite } from './policies.ts';

export type * from './policies.ts';
export { POLICY_KINDS } from './policies.ts';

// The storefront's policies in the back office (ADR 1142). Loaders and actions of
// /{ref}/admin call these with the admin session's token; their own entry
// (`@sufra/contract/admin-policies`), so no storefront chunk carries them.

const base = (ref: string) => `admin/${seg(ref)}`;

export const getAdminPolicies = (api: Api, ref: string) =>
  api.get<AdminPoliciesResponse>(`${base(ref)}/policies`);

export const saveAdminPolicies = (api: Api, ref: string, body: PoliciesWrite) =>
  api.post<AdminPoliciesResponse>(`${base(ref)}/policies`, body);
