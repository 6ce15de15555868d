import type { FastifyRequest } from 'fastify';
import { requireStaff, staffOf } from '../../platform/auth/auth-plugin.ts';
import { NotFound } from '../../platform/failures.ts';

/**
 * The one guard of the back office's data calls (ADR 1023): who may export, import, re-price and
 * read the day. Today it is any staff identity of the business in the path (the staff token or
 * the board's cookie); when staff roles land, this is the one place that asks for a manager.
 * Another business's staff get 404: the path's business does not exist for them.
 */
export async function requireManager(request: FastifyRequest): Promise<void> {
  await requireStaff(request);
  const ref = (request.params as { ref?: unknown }).ref;
  if (staffOf(request).referenceId !== ref) throw new NotFound('No such business');
}
