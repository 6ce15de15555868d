import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { Tenancy } from '../tenancy/plugin.ts';
import { registerMarketingRoutes } from './marketing-routes.ts';
import { createMarketingService } from './marketing-service.ts';

/** Banners, shelves and the other marketing reads of a storefront. */
export function marketingPlugin(api: FastifyInstance, deps: FeatureDeps & { tenancy: Tenancy }): void {
  registerMarketingRoutes(api, createMarketingService(deps.database.db, deps.tenancy.directory), deps.now);
}
