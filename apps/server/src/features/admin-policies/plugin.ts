import type { AdminPoliciesResponse } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { type AdminRefParams, adminOf, adminScreen } from '../admin/admin-auth.ts';
import { createPoliciesAdminService } from './policies-admin-service.ts';

/**
 * [product: Back office] the business's policies (ADR 1142): owners and managers
 * (`settings.edit`), `no-store`. Registered after `adminPlugin` (its sessions).
 */
export function adminPoliciesPlugin(api: FastifyInstance, deps: FeatureDeps) {
  const policies = createPoliciesAdminService({ db: deps.database.db });
  const edit = adminScreen('settings.edit');

  api.get<AdminRefParams>('/admin/:ref/policies', edit, async (request) => {
    return { error: 0, policies: await policies.read(adminOf(request)) } satisfies AdminPoliciesResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/policies', edit, async (request) => {
    const saved = await policies.save(adminOf(request), request.body);
    return { error: 0, policies: saved } satisfies AdminPoliciesResponse;
  });
}
