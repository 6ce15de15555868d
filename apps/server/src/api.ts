import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { registerGeocodeRoutes } from './features/geocode/geocode-routes.ts';
import { createGeocoder } from './features/geocode/geocoder.ts';
import { registerOrderApi } from './features/orders/plugin.ts';
import { createGateways, type Gateways } from './features/payments/gateways.ts';
import { createSandboxProvider } from './features/payments/sandbox-provider.ts';
import { webhookSecret } from './features/payments/webhook-secret.ts';
import { registerStorefrontApi } from './features/storefront/plugin.ts';
import type { ResolveCustomer } from './platform/auth/customer-identity.ts';
import type { Database } from './platform/db/client.ts';
import { registerRequestHeaders } from './platform/http/request-headers.ts';

export type ApiDeps = {
  config: Config;
  database: Database;
  now: () => Date;
  resolveCustomer?: ResolveCustomer | undefined;
  /** Which gateway takes each business's online payments (ADR 721). */
  gateways: Gateways;
  /** The sandbox's callback HMAC secret (ADR 403). */
  sandboxSecret: string;
};

/** Registers every API route (SPEC §7) under the /api prefix. */
export async function registerApi(
  api: FastifyInstance,
  base: Omit<ApiDeps, 'gateways' | 'sandboxSecret'>,
): Promise<void> {
  const sandboxSecret = webhookSecret(base.config, api.log);
  const sandbox = createSandboxProvider({ secret: sandboxSecret, publicUrl: base.config.PUBLIC_URL ?? null });
  const gateways = createGateways({ db: base.database.db, config: base.config, sandbox });
  if (
    !gateways.platformDefault &&
    base.config.PAYMENT_PROVIDER === undefined &&
    base.config.NODE_ENV === 'production'
  )
    api.log.warn(
      'PAYMENT_PROVIDER is not set: no online payments except for businesses with their own gateway (ADR 721)',
    );
  const deps: ApiDeps = { ...base, gateways, sandboxSecret };
  // First: every route below may read the parsed §7 headers (request.sufra).
  registerRequestHeaders(api);
  await registerStorefrontApi(api, deps);
  await registerOrderApi(api, deps, { resolveCustomer: deps.resolveCustomer });
  const geocoderUrl = deps.config.GEOCODER_URL;
  registerGeocodeRoutes(api, geocoderUrl ? createGeocoder({ baseUrl: geocoderUrl }) : null);
}
