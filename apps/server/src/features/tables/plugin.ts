import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { OrderCatalogService } from '../orders/order-catalog.ts';
import { registerTableRoutes } from './table-routes.ts';
import { createTableService } from './table-service.ts';

/** Table QR links: tokens, their resolution for the storefront, the staff's list and rotation (ADR 749–752). */
export function tablesPlugin(api: FastifyInstance, deps: FeatureDeps & { catalog: OrderCatalogService }) {
  const tables = createTableService({ db: deps.database.db, catalog: deps.catalog });
  registerTableRoutes(api, tables);
  return { tables };
}
