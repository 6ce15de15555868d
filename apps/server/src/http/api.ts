import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createGeocoder } from '../geocode/geocoder.ts';
import type { ResolveCustomer } from '../orders/customer-identity.ts';
import { registerRequestHeaders } from './request-headers.ts';
import { registerGeocodeRoutes } from './routes/geocode-routes.ts';
import { registerOrderApi } from './routes/order-api.ts';
import { registerStorefrontApi } from './storefront-api.ts';

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
  await registerOrderApi(api, deps, { resolveCustomer: deps.resolveCustomer });
  const geocoderUrl = deps.config.GEOCODER_URL;
  const userAgent = `Sufra storefront (${deps.config.GEOCODER_USER_AGENT ?? deps.config.PUBLIC_URL ?? 'self-hosted'})`;
  registerGeocodeRoutes(api, geocoderUrl ? createGeocoder({ baseUrl: geocoderUrl, userAgent }) : null);
}
