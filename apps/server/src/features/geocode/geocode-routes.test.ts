import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeNominatim, geocodeTestApp } from './geocode-test-app.ts';
import { createGeocoder, GeocoderBusy } from './geocoder.ts';

// No outbound network here: a tiny Nominatim-compatible server on 127.0.0.1 stands in.
let fake: Awaited<ReturnType<typeof fakeNominatim>>;
let baseUrl = '';
let seen: URL[] = [];

beforeAll(async () => {
  fake = await fakeNominatim((url, res) => {
    if (url.pathname === '/reverse')
      return res.end(
        JSON.stringify({
          lat: url.searchParams.get('lat'),
          lon: url.searchParams.get('lon'),
          display_name: 'Long official name, Kuwait',
          address: {
            road: 'Salem Al Mubarak St',
            neighbourhood: 'Block 10',
            suburb: 'Salmiya',
            state: 'Hawalli',
            country: 'Kuwait',
          },
        }),
      );
    const structured = ['street', 'city', 'county', 'state', 'country', 'postalcode', 'amenity'];
    if (url.pathname === '/search' && structured.some((k) => url.searchParams.has(k))) {
      // What Nominatim answers when free-form and structured parameters are mixed.
      res.statusCode = 400;
      return res.end(
        JSON.stringify({
          error: { code: 400, message: 'Structured query parameters cannot be used together with q' },
        }),
      );
    }
    if (url.pathname === '/search')
      return res.end(
        JSON.stringify([{ lat: '29.33', lon: '48.07', display_name: 'Marina Mall', address: {} }]),
      );
    res.statusCode = 500;
    res.end('{}');
  });
  ({ baseUrl, asked: seen } = fake);
});
afterAll(() => fake.close());

const app = geocodeTestApp;

describe('geocode proxy', () => {
  it('without GEOCODER_URL answers 503 geocoder_unavailable', async () => {
    const a = await app(null);
    const res = await a.inject('/webapp/geocode/reverse?lat=29.3&lon=48');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 1, code: 'geocoder_unavailable' });
  });

  it('reverse: [product: Calls and failures] parameters, the short display name, form fields, and a cache', async () => {
    const a = await app(baseUrl);
    const before = seen.length;
    const res = await a.inject({
      url: '/webapp/geocode/reverse?lat=29.34&lon=48.07',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      lat: 29.34,
      lon: 48.07,
      display_name: 'Salem Al Mubarak St, Block 10, Salmiya, Hawalli',
      street: 'Salem Al Mubarak St',
      block: '10',
      city: 'Hawalli',
    });
    const asked = seen.at(-1);
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      zoom: '18',
      format: 'jsonv2',
      polygon_geojson: '1',
      'accept-language': 'ar',
    });
    await a.inject({
      url: '/webapp/geocode/reverse?lat=29.34&lon=48.07',
      headers: { 'accept-language': 'ar' },
    });
    expect(seen.length).toBe(before + 1);
  });

  it('search folds city and country into q (never mixed with structured fields); bad input is a 400; a failing geocoder a 502', async () => {
    const a = await app(baseUrl);
    const res = await a.inject('/webapp/geocode/search?q=marina&city=Salmiya&country=Kuwait');
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([{ lat: 29.33, lon: 48.07, display_name: 'Marina Mall' }]);
    const asked = Object.fromEntries(seen.at(-1)?.searchParams ?? []);
    expect(asked).toMatchObject({ q: 'marina, Salmiya, Kuwait' });
    expect(asked).not.toHaveProperty('city');
    expect(asked).not.toHaveProperty('country');
    const byCode = await a.inject('/webapp/geocode/search?q=marina&country=KW');
    expect(byCode.statusCode).toBe(200);
    expect(Object.fromEntries(seen.at(-1)?.searchParams ?? [])).toMatchObject({
      q: 'marina',
      countrycodes: 'kw',
    });
    expect((await a.inject('/webapp/geocode/reverse?lat=100&lon=0')).statusCode).toBe(400);
    const broken = await app(`${baseUrl}/nothing-here`);
    const failed = await broken.inject('/webapp/geocode/search?q=marina');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('geocoder_failed');
  });
});

describe('the geocoder usage policy (ADR 744)', () => {
  // Each test its own stand-in origin: the pacing is per origin and process-wide.
  async function standIn() {
    const asked: { at: number; url: string; userAgent: string | undefined }[] = [];
    const fake = await fakeNominatim((_url, res, req) => {
      asked.push({ at: performance.now(), url: req.url ?? '', userAgent: req.headers['user-agent'] });
      res.end(JSON.stringify([{ lat: '29.33', lon: '48.07', display_name: 'Marina Mall', address: {} }]));
    });
    return { asked, url: fake.baseUrl, close: fake.close };
  }

  it('paces requests process-wide (1 s by default), across geocoders, and names the deployment', async () => {
    const up = await standIn();
    try {
      // Two geocoders (two apps) of one process share the pace of one origin.
      const a = createGeocoder({ baseUrl: up.url, userAgent: 'Sufra storefront (menu.example.com)' });
      const b = createGeocoder({ baseUrl: up.url });
      await Promise.all([
        a.search({ q: 'one' }, 'en'),
        b.search({ q: 'two' }, 'en'),
        a.search({ q: 'three' }, 'en'),
      ]);
      expect(up.asked).toHaveLength(3);
      const gaps = up.asked.slice(1).map((r, i) => r.at - (up.asked[i]?.at ?? 0));
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(950);
      expect(up.asked[0]?.userAgent).toBe('Sufra storefront (menu.example.com)');
    } finally {
      await up.close();
    }
  });

  it('asks identical concurrent questions once, caches answers until they expire, refuses a long queue', async () => {
    const up = await standIn();
    let clock = 1_000_000;
    try {
      const g = createGeocoder({ baseUrl: up.url, minIntervalMs: 0, cacheTtlMs: 60_000, now: () => clock });
      await Promise.all(Array.from({ length: 10 }, () => g.search({ q: 'marina' }, 'en')));
      expect(up.asked).toHaveLength(1);
      clock += 59_000;
      await g.search({ q: 'marina' }, 'en');
      expect(up.asked).toHaveLength(1);
      clock += 2_000;
      await g.search({ q: 'marina' }, 'en');
      expect(up.asked).toHaveLength(2);

      const slow = createGeocoder({ baseUrl: up.url, minIntervalMs: 3_000, timeoutMs: 1_000 });
      await slow.search({ q: 'first' }, 'en');
      await expect(slow.search({ q: 'second' }, 'en')).rejects.toBeInstanceOf(GeocoderBusy);
    } finally {
      await up.close();
    }
  });

  it('a busy geocoder is a 503 geocoder_busy through the API', async () => {
    const up = await standIn();
    try {
      const a = await geocodeTestApp(
        createGeocoder({ baseUrl: up.url, minIntervalMs: 5_000, timeoutMs: 1_000 }),
      );
      expect((await a.inject('/webapp/geocode/search?q=first')).statusCode).toBe(200);
      const busy = await a.inject('/webapp/geocode/search?q=second');
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ error: 1, code: 'geocoder_busy' });
    } finally {
      await up.close();
    }
  });
});
