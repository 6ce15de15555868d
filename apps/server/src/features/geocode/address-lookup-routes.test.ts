import { getAddressResponseSchema, setAddressResponseSchema } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeNominatim, geocodeTestApp } from './geocode-test-app.ts';

// A Nominatim stand-in on 127.0.0.1 answering as its documentation shows (jsonv2: osm_type, osm_id).
let fake: Awaited<ReturnType<typeof fakeNominatim>>;
let baseUrl = '';
let asked: URL[] = [];
const salmiya = {
  osm_type: 'way',
  osm_id: 24681357,
  lat: '29.3341',
  lon: '48.0712',
  display_name: 'Salem Al Mubarak Street, Block 10, Salmiya, Hawalli, Kuwait',
  address: {
    road: 'Salem Al Mubarak Street',
    neighbourhood: 'Block 10',
    suburb: 'Salmiya',
    state: 'Hawalli',
  },
};

beforeAll(async () => {
  fake = await fakeNominatim((url, res) => {
    if (url.pathname === '/reverse') return res.end(JSON.stringify(salmiya));
    if (url.pathname === '/search')
      return res.end(JSON.stringify([salmiya, { lat: '1', lon: '2', display_name: 'No OSM id' }]));
    if (url.pathname === '/lookup')
      return res.end(JSON.stringify(url.searchParams.get('osm_ids') === 'W24681357' ? [salmiya] : []));
    res.statusCode = 404;
    res.end('[]');
  });
  ({ baseUrl, asked: asked } = fake);
});
afterAll(() => fake.close());

const app = geocodeTestApp;

const post = (a: FastifyInstance, url: string, payload: unknown, locale = 'en') =>
  a.inject({ method: 'POST', url, payload: payload as object, headers: { locale } });

describe('POST webapp/getAddress and webapp/setAddress (ADR 1062)', () => {
  it('the pin: the address there, then the choice from the session with the pin’s own point and the form fields', async () => {
    const a = await app(baseUrl);
    const sessionId = 'pin-session-0001';
    const got = await post(
      a,
      '/webapp/getAddress',
      { flag: 'pin', address: { lat: 29.3345, lng: 48.0701 }, sessionId },
      'ar',
    );
    expect(got.statusCode).toBe(200);
    const body = getAddressResponseSchema.parse(got.json());
    expect(body.sessionId).toBe(sessionId);
    expect(body.places).toEqual([
      {
        placeId: 'W24681357',
        title: 'Salem Al Mubarak Street, Block 10, Salmiya, Hawalli',
        address: salmiya.display_name,
      },
    ]);
    const reverse = asked.at(-1);
    expect(reverse?.pathname).toBe('/reverse');
    expect(Object.fromEntries(reverse?.searchParams ?? [])).toMatchObject({
      lat: '29.33450',
      lon: '48.07010',
      zoom: '18',
      format: 'jsonv2',
      'accept-language': 'ar',
    });

    const before = asked.length;
    const set = await post(a, '/webapp/setAddress', { ...body.places[0], sessionId });
    expect(set.statusCode).toBe(200);
    expect(setAddressResponseSchema.parse(set.json()).place).toEqual({
      placeId: 'W24681357',
      title: 'Salem Al Mubarak Street, Block 10, Salmiya, Hawalli',
      address: salmiya.display_name,
      lat: 29.3345,
      lng: 48.0701,
      street: 'Salem Al Mubarak Street',
      block: '10',
      city: 'Hawalli',
      area: 'Salmiya',
    });
    // Answered from the session: the geocoder was not asked again.
    expect(asked.length).toBe(before);

    // The choice ended the session: the same id is looked up by its OpenStreetMap id.
    const again = await post(a, '/webapp/setAddress', { ...body.places[0], sessionId });
    expect(again.statusCode).toBe(200);
    expect(asked.at(-1)?.pathname).toBe('/lookup');
    expect(asked.at(-1)?.searchParams.get('osm_ids')).toBe('W24681357');
    expect(again.json().place).toMatchObject({
      lat: 29.3341,
      lng: 48.0712,
      street: 'Salem Al Mubarak Street',
    });
  });

  it('search: places with an id only; a place nobody knows is a 404; bad bodies are 400s', async () => {
    const a = await app(baseUrl);
    const got = await post(a, '/webapp/getAddress', {
      flag: 'search',
      address: 'salem mubarak',
      sessionId: 'search-0001',
    });
    expect(got.statusCode).toBe(200);
    expect(got.json().places.map((p: { placeId: string }) => p.placeId)).toEqual(['W24681357']);
    expect(asked.at(-1)?.searchParams.get('q')).toBe('salem mubarak');

    const unknown = await post(a, '/webapp/setAddress', {
      placeId: 'N1',
      sessionId: 'search-0001',
      title: 'x',
      address: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 1, code: 'place_not_found' });

    for (const payload of [
      { flag: 'pin', address: { lat: 91, lng: 0 }, sessionId: 'pin-session-0001' },
      { flag: 'pin', address: { lat: 29, lng: 48 }, sessionId: 'short' },
      { flag: 'search', address: 'x', sessionId: 'search-0001' },
      { flag: 'other', address: 'salmiya', sessionId: 'search-0001' },
    ]) {
      const res = await post(a, '/webapp/getAddress', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(1);
    }
    const badId = await post(a, '/webapp/setAddress', {
      placeId: 'X1',
      sessionId: 'search-0001',
      title: '',
      address: '',
    });
    expect(badId.statusCode).toBe(400);
  });

  it('without a geocoder: 503 geocoder_unavailable (the form is typed by hand)', async () => {
    const a = await app(null);
    const res = await post(a, '/webapp/getAddress', {
      flag: 'pin',
      address: { lat: 29, lng: 48 },
      sessionId: 'pin-session-0002',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 1, code: 'geocoder_unavailable' });
  });
});
