import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { createBranchOpsService } from './branch-ops-service.ts';
import { registerHoursRoutes } from './hours-routes.ts';

/**
 * A branch's hours in the back office ([product: Back office], ADR 1080): the week and special
 * days, pausing and busy mode. Registered after `adminPlugin` (its sessions).
 */
export function adminHoursPlugin(api: FastifyInstance, deps: FeatureDeps) {
  registerHoursRoutes(api, createBranchOpsService({ db: deps.database.db, now: deps.now }));
}
