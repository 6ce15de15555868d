import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../api.ts';
import { createResponseCache } from '../../platform/cache/response-cache.ts';
import { registerBranchRoutes } from '../branches/branch-routes.ts';
import { createBranchesService } from '../branches/branches-service.ts';
import { registerCatalogRoutes } from '../catalog/catalog-routes.ts';
import { createCatalogService } from '../catalog/catalog-service.ts';
import { registerMarketingRoutes } from '../marketing/marketing-routes.ts';
import { createMarketingService } from '../marketing/marketing-service.ts';
import { createBusinessDirectory } from '../tenancy/business-directory.ts';
import { startVersionListener } from '../tenancy/version-listener.ts';
import { registerRestaurantRoutes } from './restaurant-routes.ts';
import { createRestaurantService } from './restaurant-service.ts';

/**
 * The storefront's read calls (SPEC §7, issue #4) and what they share: the business directory
 * and the response cache, both kept current by PostgreSQL's change notifications (ADR 201).
 */
export async function registerStorefrontApi(api: FastifyInstance, deps: ApiDeps) {
  const { db, pool } = deps.database;
  const directory = createBusinessDirectory(db);
  const cache = createResponseCache();
  const listener = await startVersionListener(pool, {
    onChange: (businessId) => {
      directory.invalidate(businessId);
      cache.dropBusiness(businessId);
    },
    onLive: (live) => directory.setLive(live),
  });
  api.addHook('onClose', () => listener.stop());

  registerRestaurantRoutes(api, createRestaurantService(db, directory, cache, api.log, deps.gateways.offer));
  registerCatalogRoutes(api, createCatalogService(db, directory, api.log));
  registerBranchRoutes(api, createBranchesService(db, directory), deps.now);
  registerMarketingRoutes(api, createMarketingService(db, directory), deps.now);
  return { directory };
}
