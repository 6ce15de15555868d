import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createCustomerResolver } from '../features/accounts/customer-resolver.ts';
import { type AccountsOptions, registerAccounts } from '../features/accounts/plugin.ts';
import { registerSessionCookieBridge } from '../features/accounts/session-cookie.ts';
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
  accounts?: AccountsOptions | undefined;
};

/** Registers every API route (SPEC §7) under the /api prefix. */
export async function registerApi(api: FastifyInstance, deps: ApiDeps): Promise<void> {
  // First: the storefront's session cookie becomes the bearer header (ADR 702), then every route
  // below may read the parsed §7 headers (request.sufra).
  registerSessionCookieBridge(api);
  registerRequestHeaders(api);
  await registerStorefrontApi(api, deps);
  await registerAccounts(api, deps, deps.accounts);
  const resolveCustomer = deps.resolveCustomer ?? createCustomerResolver(deps.database.db, deps.now);
  await registerOrderApi(api, deps, { resolveCustomer });
  const geocoderUrl = deps.config.GEOCODER_URL;
  registerGeocodeRoutes(api, geocoderUrl ? createGeocoder({ baseUrl: geocoderUrl }) : null);
}
