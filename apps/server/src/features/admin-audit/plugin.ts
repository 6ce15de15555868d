import type { AdminAuditResponse } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { type AdminRefParams, adminOf, requireAdmin } from '../admin/admin-auth.ts';
import { createAuditService } from './audit-service.ts';

/**
 * [product: Back office] the audit trail (ADR 1080, 1160): owners and managers read who changed
 * what. Registered after `adminPlugin` (its sessions).
 */
export function adminAuditPlugin(api: FastifyInstance, deps: FeatureDeps) {
  const audit = createAuditService({ db: deps.database.db });
  api.get<AdminRefParams & { Querystring: Record<string, unknown> }>(
    '/admin/:ref/audit',
    { preHandler: requireAdmin('audit.read') },
    async (request) => {
      return {
        error: 0,
        ...(await audit.list(adminOf(request), request.query)),
      } satisfies AdminAuditResponse;
    },
  );
}
