import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../platform/http/errors.ts';
import { registerRequestHeaders } from '../../platform/http/request-headers.ts';
import { registerGeocodeRoutes } from './geocode-routes.ts';
import { createGeocoder } from './geocoder.ts';

// No outbound network here: a tiny Nominatim-compatible server on 127.0.0.1 stands in.
let fake: http.Server;
let baseUrl = '';
const seen: URL[] = [];

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push(url);
    res.setHeader('content-type', 'application/json');
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
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => fake.close(() => r())));

async function app(geocoderUrl: string | null): Promise<FastifyInstance> {
  const a = Fastify();
  a.setValidatorCompiler(validatorCompiler);
  a.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(a);
  registerRequestHeaders(a);
  registerGeocodeRoutes(a, geocoderUrl ? createGeocoder({ baseUrl: geocoderUrl }) : null);
  await a.ready();
  return a;
}

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
