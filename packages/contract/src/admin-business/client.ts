import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type {
  AdminBranchResponse,
  AdminBusinessProfileResponse,
  BranchWrite,
  BusinessProfileWrite,
} from './business.ts';

export { BUSINESS_TYPES, SOCIAL_NETWORKS } from './business-values.ts';

// The business itself in the back office, owners only: publishing a draft storefront (ADR 1373),
// its profile and its branches (ADR 1372).
export const publishAdminBusiness = (api: Api, ref: string) =>
  api.post<{ error: 0; published_at: string }>(`admin/${seg(ref)}/publish`, {});

export const getAdminBusinessProfile = (api: Api, ref: string) =>
  api.get<AdminBusinessProfileResponse>(`admin/${seg(ref)}/business`);

export const saveAdminBusinessProfile = (api: Api, ref: string, body: BusinessProfileWrite) =>
  api.post<AdminBusinessProfileResponse>(`admin/${seg(ref)}/business`, body);

export const createAdminBranch = (api: Api, ref: string, body: BranchWrite) =>
  api.post<AdminBranchResponse>(`admin/${seg(ref)}/branches`, body);

export const updateAdminBranch = (api: Api, ref: string, id: number, body: BranchWrite) =>
  api.post<AdminBranchResponse>(`admin/${seg(ref)}/branches/${id}`, body);
