import type { FastifyInstance } from 'fastify';
import { createBranchesService } from '../branches/branches-service.ts';
import { createCatalogService } from '../catalog/catalog-service.ts';
import { createMarketingService } from '../marketing/marketing-service.ts';
import { createResponseCache } from '../restaurant/response-cache.ts';
import { createRestaurantService } from '../restaurant/restaurant-service.ts';
import { createBusinessDirectory } from '../tenancy/business-directory.ts';
import { startVersionListener } from '../tenancy/version-listener.ts';
import type { ApiDeps } from './api.ts';
import { registerBranchRoutes } from './routes/branch-routes.ts';
import { registerCatalogRoutes } from './routes/catalog-routes.ts';
import { registerMarketingRoutes } from './routes/marketing-routes.ts';
import { registerRestaurantRoutes } from './routes/restaurant-routes.ts';

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
