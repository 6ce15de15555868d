import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { BranchCatalogService } from '../catalog/branch-catalog.ts';
import { registerTableRoutes } from './table-routes.ts';
import { createTableService } from './table-service.ts';

/** Table QR links: tokens, their resolution for the storefront, the staff's list and rotation (ADR 749–752). */
export function tablesPlugin(api: FastifyInstance, deps: FeatureDeps & { catalog: BranchCatalogService }) {
  const tables = createTableService({ db: deps.database.db, catalog: deps.catalog });
  registerTableRoutes(api, tables);
  return { tables };
}
