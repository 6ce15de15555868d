import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { Tenancy } from '../tenancy/plugin.ts';
import { registerBranchRoutes } from './branch-routes.ts';
import { createBranchesService } from './branches-service.ts';

/** Branches, their opening shifts, delivery zones and tables. */
export function branchesPlugin(api: FastifyInstance, deps: FeatureDeps & { tenancy: Tenancy }): void {
  registerBranchRoutes(api, createBranchesService(deps.database.db, deps.tenancy.directory), deps.now);
}
