import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { Tenancy } from '../tenancy/plugin.ts';
import { registerCatalogRoutes } from './catalog-routes.ts';
import { createCatalogService } from './catalog-service.ts';

/** Items, categories, search and suggestions of a branch's menu. */
export function catalogPlugin(api: FastifyInstance, deps: FeatureDeps & { tenancy: Tenancy }): void {
  registerCatalogRoutes(api, createCatalogService(deps.database.db, deps.tenancy.directory, api.log));
}
