import {
  type AddressCandidate,
  type ChosenAddress,
  getAddressRequestSchema,
  setAddressRequestSchema,
} from '@sufra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLru } from '../../platform/cache/lru.ts';
import { NotFound } from '../../platform/failures.ts';
import type { GeocodedPlace, Geocoder } from './geocoder.ts';

type Run = <T>(work: (g: Geocoder) => Promise<T>) => Promise<T>;

const candidateOf = (p: GeocodedPlace & { place_id: string }): AddressCandidate => ({
  placeId: p.place_id,
  title: p.display_name,
  address: p.full_name ?? p.display_name,
});

function chosenOf(p: GeocodedPlace & { place_id: string }): ChosenAddress {
  const { street, block, city, area } = p;
  return {
    ...candidateOf(p),
    lat: p.lat,
    lng: p.lon,
    ...(street ? { street } : {}),
    ...(block ? { block } : {}),
    ...(city ? { city } : {}),
    ...(area ? { area } : {}),
  };
}

const withId = (p: GeocodedPlace | null): p is GeocodedPlace & { place_id: string } => !!p?.place_id;

/**
 * POST webapp/getAddress and webapp/setAddress ([product: Delivery, areas and shipping]; ADR 1062).
 * A lookup session (its id made by the page) keeps the places it was answered with for 30
 * minutes, in the platform's one LRU: the choice is answered from memory, with the pin's own
 * point rather than the building's centre, and a place chosen outside a session (another
 * instance, an expired one) is looked up again by its id. The choice ends the session.
 */
export function registerAddressLookupRoutes(
  app: FastifyInstance,
  run: Run,
  localeOf: (request: FastifyRequest) => string,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sessions = createLru<Map<string, GeocodedPlace & { place_id: string }>>({
    maxEntries: 10_000,
    ttlMs: 30 * 60_000,
  });

  api.post('/webapp/getAddress', { schema: { body: getAddressRequestSchema } }, async (request, reply) => {
    const body = request.body;
    const locale = localeOf(request);
    const found =
      body.flag === 'pin'
        ? // The door is where the pin is, not the building's or street's centre.
          [await run((g) => g.reverse(body.address.lat, body.address.lng, locale))]
            .filter(withId)
            .map((p) => ({ ...p, lat: body.address.lat, lon: body.address.lng }))
        : (await run((g) => g.search({ q: body.address }, locale))).filter(withId);
    const session = sessions.get(body.sessionId) ?? new Map();
    for (const p of found) session.set(p.place_id, p);
    sessions.set(body.sessionId, session);
    reply.header('cache-control', 'no-store');
    return { error: 0 as const, sessionId: body.sessionId, places: found.map(candidateOf) };
  });

  api.post('/webapp/setAddress', { schema: { body: setAddressRequestSchema } }, async (request, reply) => {
    const { placeId, sessionId } = request.body;
    const kept = sessions.get(sessionId)?.get(placeId);
    const place = kept ?? [await run((g) => g.lookup(placeId, localeOf(request)))].find(withId);
    if (!place) throw new NotFound('No such place; look the address up again', 'place_not_found');
    sessions.delete(sessionId);
    reply.header('cache-control', 'no-store');
    return { error: 0 as const, sessionId, place: chosenOf(place) };
  });
}
