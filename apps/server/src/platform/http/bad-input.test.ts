import { restaurantResponseSchema } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSeed } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

// Nothing a client sends may answer 500: every read call, every slot, a list of nasty values.
let ctx: TestContext;
let branch: number;

const NASTY = [
  '',
  ' ',
  '%00',
  '%0A',
  '-1',
  '0',
  '1e3',
  '0x10',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'null',
  '%27%20OR%201%3D1--',
  '..%2F..%2Fetc',
  encodeURIComponent('<script>'),
  encodeURIComponent('😀'.repeat(40)),
  'a'.repeat(300),
  '%E2%80%AE',
];

beforeAll(async () => {
  ctx = await createTestApp([makeSeed('alpha', 'Alpha')]);
  const body = restaurantResponseSchema.parse(
    (await ctx.app.inject('/api/webapp/v5/restaurant/alpha')).json(),
  );
  branch = body.restaurant.branch_id;
});
afterAll(() => ctx.close());

const templates = (x: string) => [
  `/api/webapp/v5/restaurant/${x}`,
  `/api/webapp/v5/restaurant/alpha?branch=${x}`,
  `/api/webapp/v5/restaurant-domain/${x}`,
  `/api/webapp/v5/restaurant-domain/alpha.example/${x}`,
  `/api/webapp/v5/menu/${x}`,
  `/api/webapp/v5/item/${branch}/${x}`,
  `/api/webapp/v5/item/${x}/1`,
  `/api/webapp/search/${x}?branch_id=${branch}`,
  `/api/webapp/search/latte?branch_id=${x}`,
  `/api/webapp/search/latte?branch_id=${branch}&limit=${x}`,
  `/api/tags-ingredients?branch_id=${x}`,
  `/api/tags-ingredients?branch_id=${branch}&locale=${x}`,
  `/api/webapp/v5/shifts/${x}`,
  `/api/webapp/v5/shifts/alpha?branch=${x}`,
  `/api/webapp/branches/${x}`,
  `/api/webapp/zones/${x}`,
  `/api/webapp/zones/${branch}?shipping=${x}`,
  `/api/webapp/tables/${x}`,
  `/api/webapp/banners/${x}`,
  `/api/webapp/banners/alpha?date=${x}`,
];

describe('bad input never answers 500', () => {
  it('every GET read call, with a nasty value in every parameter, answers 4xx JSON or 200', async () => {
    for (const value of NASTY) {
      for (const url of templates(value)) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(500);
        if (res.statusCode >= 400)
          expect(res.json(), url).toMatchObject({ error: 1, message: expect.any(String) });
      }
    }
  });

  it('a parameter past the router limit (2048) answers our 400 shape, not Fastify 414', async () => {
    for (const value of ['a'.repeat(2049), 'b'.repeat(10_000), encodeURIComponent('لاتيه'.repeat(500))]) {
      for (const url of [
        `/api/webapp/search/${value}?branch_id=${branch}`,
        `/api/webapp/v5/restaurant/${value}`,
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode, url.slice(0, 60)).toBe(400);
        expect(res.json()).toEqual({
          error: 1,
          code: 'bad_request',
          message: expect.stringMatching(/too long/),
        });
      }
    }
  });

  it('nasty §7 header values answer 400, never 500', async () => {
    const headers: Record<string, string>[] = [
      { 'x-current-time': '0001-01-01T00:00:00Z' },
      { 'x-current-time': '9999-12-31T23:59:59Z' },
      { 'x-current-time': '2026-02-30T10:00:00Z' },
      { locale: 'a'.repeat(300) },
      { 'x-api-version': '5.0' },
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${'x'.repeat(2000)}` },
    ];
    for (const h of headers) {
      for (const url of [
        '/api/webapp/v5/shifts/alpha',
        `/api/webapp/v5/menu/${branch}`,
        '/api/webapp/banners/alpha',
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: h });
        expect(res.statusCode, `${url} ${JSON.stringify(h).slice(0, 80)}`).toBe(400);
      }
    }
  });

  it('nasty bodies of the POST calls answer 4xx JSON', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '{"business":"alpha","banners":[1.5]}',
      '{"business":"alpha","banners":[-1]}',
      '{"visitor_id":null}',
      '"x"',
      '{"__proto__":{"a":1}}',
    ];
    for (const payload of bodies) {
      for (const url of ['/api/webapp/banners/reach', '/api/webapp/visit/alpha']) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${payload}`).toBeLessThan(500);
        expect(res.json()).toMatchObject({ error: 1 });
      }
    }
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/visit/alpha',
      payload: 'hi',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
  });
});
