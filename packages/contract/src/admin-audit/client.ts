import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type { AdminAuditResponse } from './audit.ts';

// The back office's audit trail ([product: Back office], ADR 1080, 1160).

const base = (ref: string) => `admin/${seg(ref)}`;

export const getAdminAudit = (api: Api, ref: string, query: { entity?: string; before?: number }) => {
  const q = new URLSearchParams();
  if (query.entity) q.set('entity', query.entity);
  if (query.before) q.set('before', String(query.before));
  const s = q.toString();
  return api.get<AdminAuditResponse>(`${base(ref)}/audit${s ? `?${s}` : ''}`);
};
