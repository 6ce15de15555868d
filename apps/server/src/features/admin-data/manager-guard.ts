import type { FastifyRequest } from 'fastify';
import { requireStaff, staffOf } from '../../platform/auth/auth-plugin.ts';
import { Forbidden } from '../../platform/failures.ts';
import { ADMIN_TOKEN_PREFIX, requireAdmin } from '../admin/admin-auth.ts';

const asManager = requireAdmin('data.manage');

/**
 * The one guard of the back office's data calls (ADR 1023): who may export, import, re-price and
 * read the day. A back-office session must carry a role that may (owner or manager, ADR 1000:
 * staff get 403). A board's staff token (a device on the counter) no longer may (ADR 1321): an
 * export holds every table's QR token and an import rewrites the business; it gets 403, an
 * unknown token 401.
 */
export async function requireManager(request: FastifyRequest): Promise<void> {
  if (request.sufra?.token?.startsWith(ADMIN_TOKEN_PREFIX)) return asManager(request);
  await requireStaff(request);
  throw new Forbidden(
    'A board token cannot export or import; sign in to the back office',
    'device_not_allowed',
  );
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
