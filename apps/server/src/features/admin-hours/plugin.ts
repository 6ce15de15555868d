import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { createAuditService } from '../admin-audit/audit-service.ts';
import type { MenuAdminService } from '../admin-menu/menu-admin-service.ts';
import { createModifierSoldOut, returnSoldOutModifiers } from '../admin-menu/modifier-sold-out.ts';
import { createTeamService } from '../admin-team/team-service.ts';
import { createBranchOpsService } from './branch-ops-service.ts';
import { registerAdminOpsRoutes } from './hours-routes.ts';

/**
 * The back office's operations ([product: Back office], ADR 1080): hours and special days, pause
 * and busy mode, sold out per choice, the team, the audit trail. Registered after `adminPlugin` (its sessions).
 */
export async function adminOpsPlugin(api: FastifyInstance, deps: FeatureDeps & { menu: MenuAdminService }) {
  const { db } = deps.database;
  registerAdminOpsRoutes(api, {
    branches: createBranchOpsService({ db, now: deps.now }),
    team: createTeamService({ db }),
    audit: createAuditService({ db }),
    modifiers: createModifierSoldOut({ db, now: deps.now, menu: deps.menu }),
  });
  // Sold-out choices come back at their "back at" time, checked every minute (ADR 1080).
  await deps.jobs.register(
    defineJob<object>({
      name: 'admin.modifier-sold-out-return',
      every: '* * * * *',
      handle: async () => {
        await returnSoldOutModifiers(db, deps.now());
      },
    }),
  );
}
