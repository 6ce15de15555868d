import type { FastifyRequest } from 'fastify';
import { requireStaff, staffOf } from '../../platform/auth/auth-plugin.ts';
import { Forbidden, NotFound } from '../../platform/failures.ts';
import { ADMIN_TOKEN_PREFIX, adminOf, requireAdmin } from '../admin/admin-auth.ts';

const asManager = requireAdmin('data.manage');

/**
 * The one guard of the back office's data calls (ADR 1023, 1370): who may export, import,
 * re-price and read the day. A back-office session (sent as the board's cookie or a bearer token:
 * one sign-in for everything) must carry a role that may (owner or manager, ADR 1000: staff get
 * 403). A kitchen tablet's device token opens the board only: 403 here. Another business's
 * caller gets 404.
 */
export async function requireManager(request: FastifyRequest): Promise<void> {
  if (request.sufra?.token?.startsWith(ADMIN_TOKEN_PREFIX)) return asManager(request);
  await requireStaff(request);
  const ref = (request.params as { ref?: unknown }).ref;
  if (staffOf(request).referenceId !== ref) throw new NotFound('No such business');
  throw new Forbidden(
    'A device token opens the order board only; sign in to the back office with your phone',
    'role_not_allowed',
  );
}

/** Who an audited data write is by (ADR 1080): the back-office member. */
export type DataAuditor = { businessId: number; memberId: number | null; memberName: string };

export function auditorOf(request: FastifyRequest): DataAuditor {
  const { member } = adminOf(request);
  return { businessId: member.businessId, memberId: member.id, memberName: member.name };
}
