import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { registerGeocodeRoutes } from './geocode-routes.ts';
import { createGeocoder } from './geocoder.ts';

/** The proxy to a Nominatim-compatible geocoder (ADR 500); without GEOCODER_URL its routes answer 503. */
export function geocodePlugin(api: FastifyInstance, deps: FeatureDeps): void {
  const url = deps.config.GEOCODER_URL;
  // Nominatim's usage policy: name the application and how to reach its operator (ADR 744).
  const userAgent = `Sufra storefront (${deps.config.GEOCODER_USER_AGENT ?? deps.config.PUBLIC_URL ?? 'self-hosted'})`;
  registerGeocodeRoutes(api, url ? createGeocoder({ baseUrl: url, userAgent }) : null);
}
