import type { FastifyRequest } from 'fastify';
import { requireStaff, staffOf } from '../../platform/auth/auth-plugin.ts';
import { NotFound } from '../../platform/failures.ts';
import { ADMIN_TOKEN_PREFIX, requireAdmin } from '../admin/admin-auth.ts';

const asManager = requireAdmin('data.manage');

/**
 * The one guard of the back office's data calls (ADR 1023): who may export, import, re-price and
 * read the day. A back-office session must carry a role that may (owner or manager, ADR 1000:
 * staff get 403); a staff token of the business (the board's, issued by the operator's CLI)
 * still may, as it could before roles. Another business's caller gets 404.
 */
export async function requireManager(request: FastifyRequest): Promise<void> {
  if (request.sufra?.token?.startsWith(ADMIN_TOKEN_PREFIX)) return asManager(request);
  await requireStaff(request);
  const ref = (request.params as { ref?: unknown }).ref;
  if (staffOf(request).referenceId !== ref) throw new NotFound('No such business');
}

/** Who an audited data write is by (ADR 1080): the back-office member, or the board's staff token. */
export type DataAuditor = { businessId: number; memberId: number | null; memberName: string };

export function auditorOf(request: FastifyRequest): DataAuditor {
  if (request.admin)
    return {
      businessId: request.admin.member.businessId,
      memberId: request.admin.member.id,
      memberName: request.admin.member.name,
    };
  const staff = staffOf(request);
  return { businessId: staff.businessId, memberId: null, memberName: `Staff token ${staff.id}` };
}
