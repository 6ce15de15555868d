import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { registerAdminDataRoutes } from './admin-data-routes.ts';
import { createItemsCsvService } from './items-csv-service.ts';

/** The back office's data: business import/export, items CSV (ADR 1020, 1021, 1023). */
export function adminDataPlugin(api: FastifyInstance, deps: FeatureDeps): void {
  registerAdminDataRoutes(api, {
    pool: deps.database.pool,
    csv: createItemsCsvService(deps.database.db),
    now: deps.now,
  });
}
