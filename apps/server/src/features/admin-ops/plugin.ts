import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { registerAdminOpsRoutes } from './admin-ops-routes.ts';
import { createAuditService } from './audit-service.ts';
import { createBranchOpsService } from './branch-ops-service.ts';
import { createTeamService } from './team-service.ts';

/**
 * The back office's operations ([product: Back office], ADR 1080): hours and special days, pause
 * and busy mode, the team, the audit trail. Registered after `adminPlugin` (its sessions).
 */
export async function adminOpsPlugin(api: FastifyInstance, deps: FeatureDeps) {
  const { db } = deps.database;
  registerAdminOpsRoutes(api, {
    branches: createBranchOpsService({ db, now: deps.now }),
    team: createTeamService({ db }),
    audit: createAuditService({ db }),
  });
}
