import type { FastifyInstance } from 'fastify';
import { createResponseCache } from '../../platform/cache/response-cache.ts';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { BranchCatalogService } from '../catalog/branch-catalog.ts';
import type { PaymentOffer } from '../catalog/business-settings.ts';
import type { Tenancy } from '../tenancy/plugin.ts';
import { registerRestaurantRoutes } from './restaurant-routes.ts';
import { createRestaurantService } from './restaurant-service.ts';

/** The business and its menu ([product: Calls and failures] restaurant and menu calls), cached per business version. */
export function storefrontPlugin(
  api: FastifyInstance,
  deps: FeatureDeps & { tenancy: Tenancy; catalog: BranchCatalogService; offer?: PaymentOffer },
): void {
  const cache = createResponseCache();
  deps.tenancy.onBusinessChanged((businessId) => cache.dropBusiness(businessId));
  registerRestaurantRoutes(
    api,
    createRestaurantService(deps.catalog, deps.tenancy.directory, cache, api.log, deps.offer),
  );
}
