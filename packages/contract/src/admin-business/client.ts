import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';

// The business itself in the back office (ADR 1373): publishing a draft storefront, owners only.
export const publishAdminBusiness = (api: Api, ref: string) =>
  api.post<{ error: 0; published_at: string }>(`admin/${seg(ref)}/publish`, {});
