import { geocodeDisplayName } from '@sufra/domain';
import { createLru } from '../../platform/cache/lru.ts';
import { GeocoderBusy, pacerFor } from './usage-policy.ts';

export { GeocoderBusy };

/** A place as the storefront uses it: a point, its short name, and what pre-fills the address form. */
export type GeocodedPlace = {
  lat: number;
  lon: number;
  display_name: string;
  /** The OpenStreetMap object (N/W/R + id): what `lookup` finds again (ADR 1062). */
  place_id?: string;
  /** The geocoder's whole name of the place (display_name is the short one). */
  full_name?: string;
  street?: string;
  block?: string;
  city?: string;
  area?: string;
};

type NominatimPlace = {
  lat?: string;
  lon?: string;
  display_name?: string;
  osm_type?: string;
  osm_id?: number | string;
  address?: Record<string, string>;
};

export type Geocoder = {
  reverse: (lat: number, lon: number, locale: string) => Promise<GeocodedPlace | null>;
  search: (q: { q: string; city?: string; country?: string }, locale: string) => Promise<GeocodedPlace[]>;
  /** One place by its OpenStreetMap id (Nominatim's /lookup), or null. */
  lookup: (placeId: string, locale: string) => Promise<GeocodedPlace | null>;
};

/** Nominatim's osm_type and osm_id as one id: N123, W456, R789. */
function placeIdOf(p: NominatimPlace): string | undefined {
  const type = { node: 'N', way: 'W', relation: 'R', N: 'N', W: 'W', R: 'R' }[p.osm_type ?? ''];
  const id = String(p.osm_id ?? '');
  return type && /^[0-9]{1,15}$/.test(id) ? `${type}${id}` : undefined;
}

export class GeocoderFailed extends Error {}

function toPlace(p: NominatimPlace): GeocodedPlace | null {
  const lat = Number(p.lat);
  const lon = Number(p.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const a = p.address ?? {};
  const block = /\b(?:block|قطعة)\s*(\d+)/i.exec(`${a.neighbourhood ?? ''} ${a.quarter ?? ''}`)?.[1];
  const place: GeocodedPlace = { lat, lon, display_name: geocodeDisplayName(a) || (p.display_name ?? '') };
  if (a.road) place.street = a.road;
  if (block) place.block = block;
  const city = a.city ?? a.town ?? a.state;
  if (city) place.city = city;
  const area = a.suburb ?? a.district ?? a.neighbourhood;
  if (area) place.area = area;
  const placeId = placeIdOf(p);
  if (placeId) place.place_id = placeId;
  if (p.display_name && p.display_name !== place.display_name) place.full_name = p.display_name;
  return place;
}

/**
 * A Nominatim-compatible geocoder behind our own API ([product: Delivery, areas and shipping] parameters), so browsers never call
 * a third party and repeated questions are answered from memory (ADR 500).
 */
export function createGeocoder(options: {
  baseUrl: string;
  fetch?: typeof fetch;
  cacheSize?: number;
  timeoutMs?: number;
  /** Names the deployment to the geocoder's operator (Nominatim's policy asks for it). */
  userAgent?: string;
  /** At most one upstream request per this many ms, process-wide (Nominatim: 1 s). */
  minIntervalMs?: number;
  /** How long an answer is reused (a place's address rarely changes). */
  cacheTtlMs?: number;
  now?: () => number;
}): Geocoder {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 4000;
  // The platform's one LRU (ADR 603), with a time to live; concurrent identical questions share
  // one upstream request (getOrBuild), and a failed one is not kept.
  const cache = createLru<unknown>({
    maxEntries: options.cacheSize ?? 1000,
    ttlMs: options.cacheTtlMs ?? 24 * 3600_000,
    clock: now,
  });
  const pacer = pacerFor(new URL(base).origin, options.minIntervalMs ?? 1000, now);
  const userAgent = options.userAgent ?? 'Sufra storefront';
  async function fetchJson(url: string): Promise<unknown> {
    let res: Response;
    try {
      res = await doFetch(url, {
        headers: { accept: 'application/json', 'user-agent': userAgent },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new GeocoderFailed(String(e));
    }
    if (!res.ok) throw new GeocoderFailed(`geocoder answered ${res.status}`);
    return (await res.json()) as unknown;
  }
  async function ask(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${base}/${path}?${new URLSearchParams(params)}`;
    // A caller waits at most about one timeout in the queue; past that the answer comes too late.
    return cache.getOrBuild(url, () => pacer.schedule(() => fetchJson(url), timeoutMs));
  }
  return {
    async reverse(lat, lon, locale) {
      // ~1 m precision is plenty for an address and lets nearby taps share a cache entry.
      const body = (await ask('reverse', {
        lat: lat.toFixed(5),
        lon: lon.toFixed(5),
        zoom: '18',
        format: 'jsonv2',
        polygon_geojson: '1',
        addressdetails: '1',
        'accept-language': locale,
      })) as NominatimPlace & { error?: string };
      return body && !body.error ? toPlace(body) : null;
    },
    async search(query, locale) {
      // Nominatim refuses free-form `q` mixed with structured fields (city, country…): the city and
      // a country name join the text; a two-letter country narrows by `countrycodes` instead.
      const iso = query.country && /^[a-z]{2}$/i.test(query.country) ? query.country.toLowerCase() : null;
      const q = [query.q, query.city, iso ? null : query.country].filter(Boolean).join(', ');
      const params: Record<string, string> = {
        q,
        format: 'jsonv2',
        polygon_geojson: '1',
        addressdetails: '1',
        limit: '8',
        'accept-language': locale,
      };
      if (iso) params.countrycodes = iso;
      const body = await ask('search', params);
      return Array.isArray(body)
        ? body.map((p) => toPlace(p as NominatimPlace)).filter((p) => p !== null)
        : [];
    },
    async lookup(placeId, locale) {
      const body = await ask('lookup', {
        osm_ids: placeId,
        format: 'jsonv2',
        addressdetails: '1',
        'accept-language': locale,
      });
      const first = Array.isArray(body) ? (body[0] as NominatimPlace | undefined) : undefined;
      return first ? toPlace(first) : null;
    },
  };
}
