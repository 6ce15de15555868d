import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Unavailable, UpstreamFailed } from '../../platform/failures.ts';
import { registerAddressLookupRoutes } from './address-lookup-routes.ts';
import { type Geocoder, GeocoderBusy, GeocoderFailed } from './geocoder.ts';

const reverseQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
const searchQuery = z.object({
  q: z.string().trim().min(2).max(200),
  city: z.string().max(100).optional(),
  country: z.string().max(100).optional(),
});

/** The locale header, else the browser's first language: place names in the customer's language. */
const localeOf = (request: FastifyRequest) =>
  request.sufra.locale ?? request.headers['accept-language']?.split(/[,;]/)[0]?.trim() ?? 'en';

const unavailable = () =>
  new Unavailable('geocoder_unavailable', 'No geocoder is configured; type the address instead');

/**
 * GET webapp/geocode/reverse?lat&lon and webapp/geocode/search?q[&city&country]: our proxy to the
 * configured geocoder (GEOCODER_URL), and the map step's POST webapp/getAddress / setAddress
 * (address-lookup-routes.ts). Without one, 503 geocoder_unavailable — the address form works
 * without it.
 */
export function registerGeocodeRoutes(app: FastifyInstance, geocoder: Geocoder | null): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const run = async <T>(work: (g: Geocoder) => Promise<T>) => {
    if (!geocoder) throw unavailable();
    try {
      return await work(geocoder);
    } catch (e) {
      if (e instanceof GeocoderBusy)
        throw new Unavailable('geocoder_busy', 'The geocoder is busy; try again in a moment');
      if (e instanceof GeocoderFailed)
        throw new UpstreamFailed('geocoder_failed', 'The geocoder did not answer');
      throw e;
    }
  };
  api.get('/webapp/geocode/reverse', { schema: { querystring: reverseQuery } }, async (request, reply) => {
    const result = await run((g) => g.reverse(request.query.lat, request.query.lon, localeOf(request)));
    reply.header('cache-control', 'public, max-age=86400');
    return { error: 0, result };
  });
  api.get('/webapp/geocode/search', { schema: { querystring: searchQuery } }, async (request, reply) => {
    const { q, city, country } = request.query;
    const results = await run((g) =>
      g.search({ q, ...(city ? { city } : {}), ...(country ? { country } : {}) }, localeOf(request)),
    );
    reply.header('cache-control', 'public, max-age=3600');
    return { error: 0, results };
  });
  registerAddressLookupRoutes(app, run, localeOf);
}
