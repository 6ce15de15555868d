import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { registerFeedbackApi } from './features/feedback/plugin.ts';
import { registerGeocodeRoutes } from './features/geocode/geocode-routes.ts';
import { createGeocoder } from './features/geocode/geocoder.ts';
import { registerOrderApi } from './features/orders/plugin.ts';
import { registerStorefrontApi } from './features/storefront/plugin.ts';
import type { ResolveCustomer } from './platform/auth/customer-identity.ts';
import type { Database } from './platform/db/client.ts';
import { registerRequestHeaders } from './platform/http/request-headers.ts';

export type ApiDeps = {
  config: Config;
  database: Database;
  now: () => Date;
  resolveCustomer?: ResolveCustomer | undefined;
};

/** Registers every API route (SPEC §7) under the /api prefix. */
export async function registerApi(api: FastifyInstance, deps: ApiDeps): Promise<void> {
  // First: every route below may read the parsed §7 headers (request.sufra).
  registerRequestHeaders(api);
  await registerStorefrontApi(api, deps);
  const orders = await registerOrderApi(api, deps, { resolveCustomer: deps.resolveCustomer });
  registerFeedbackApi(api, deps, orders.staff);
  const geocoderUrl = deps.config.GEOCODER_URL;
  registerGeocodeRoutes(api, geocoderUrl ? createGeocoder({ baseUrl: geocoderUrl }) : null);
}
