import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createRestaurantService } from '../restaurant/restaurant-service.ts';
import { registerRestaurantRoutes } from './routes/restaurant-routes.ts';

export type ApiDeps = { config: Config; database: Database; now: () => Date };

/** Registers every API route (SPEC §7) under the /api prefix. */
export async function registerApi(api: FastifyInstance, deps: ApiDeps): Promise<void> {
  registerRestaurantRoutes(api, createRestaurantService(deps.database.db));
}
