import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { registerGeocodeRoutes } from './geocode-routes.ts';
import { createGeocoder } from './geocoder.ts';

/** The proxy to a Nominatim-compatible geocoder (ADR 500); without GEOCODER_URL its routes answer 503. */
export function geocodePlugin(api: FastifyInstance, deps: FeatureDeps): void {
  const url = deps.config.GEOCODER_URL;
  registerGeocodeRoutes(api, url ? createGeocoder({ baseUrl: url }) : null);
}
