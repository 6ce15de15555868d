import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from './order-test-fixture.ts';

// ADR 406: any malformed body of the order calls is a 422 INVALID_REQUEST with a message — not
// Fastify's 400 (bad JSON) or 415 (another content type).

let ctx: TestContext;
let ids: ShopIds;

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => NOON });
  ids = await shopIds(ctx.database.db);
});
afterAll(() => ctx.close());

const post = (url: string, payload: string, contentType?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
  });

const invalid = {
  error: 1,
  code: 'INVALID_REQUEST',
  details: { problems: [{ code: 'INVALID_REQUEST', field: '' }] },
};

describe('bodies the order calls cannot read', () => {
  const urls = () => ['/api/webapp/order', `/api/service/pos/calc-order/${ids.main}`];

  it('invalid JSON is a 422 INVALID_REQUEST naming the reason', async () => {
    for (const url of urls()) {
      for (const payload of ['{"branch_id":', '', 'nope', '{"__proto__":{"a":1}}']) {
        const res = await post(url, payload, 'application/json');
        expect(res.statusCode, `${url} ${payload}`).toBe(422);
        expect(res.json()).toMatchObject(invalid);
        expect(res.json().message).toEqual(expect.any(String));
        expect(res.json().details.problems[0].meta.reason).toMatch(/JSON/);
      }
    }
  });

  it('another content type is a 422 INVALID_REQUEST, even with a JSON body', async () => {
    const body = JSON.stringify(pickupOrder(ids));
    for (const url of urls()) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        const res = await post(url, body, type);
        expect(res.statusCode, `${url} ${type}`).toBe(422);
        expect(res.json()).toMatchObject(invalid);
        expect(res.json().details.problems[0].meta.reason).toMatch(/application\/json/);
      }
    }
  });

  it('a body the server cannot even receive (bad encoding, wrong length, too large) is a 422 too', async () => {
    const body = JSON.stringify(pickupOrder(ids));
    const unreadable: Record<string, string>[] = [
      { 'content-encoding': 'gzip' },
      { 'content-encoding': 'x-unknown' },
      { 'content-length': '5' },
    ];
    for (const url of urls()) {
      for (const headers of unreadable) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { 'content-type': 'application/json', ...headers },
        });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(422);
        expect(res.json()).toMatchObject(invalid);
        expect(res.json().details.problems[0].meta.reason).toEqual(expect.any(String));
      }
      const huge = await post(url, JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }), 'application/json');
      expect(huge.statusCode, `${url} 2 MiB`).toBe(422);
      expect(huge.json()).toMatchObject(invalid);
    }
    // A malformed path parameter is not a body problem: the 400 every route gives it.
    const badPath = await post('/api/service/pos/calc-order/abc', body, 'application/json');
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json()).toMatchObject({ error: 1, code: 'bad_request' });
  });

  it('JSON with a charset still places the order; other routes keep their own parsing', async () => {
    const ok = await post(
      '/api/webapp/order',
      JSON.stringify(pickupOrder(ids)),
      'application/json; charset=utf-8',
    );
    expect(ok.statusCode).toBe(201);
    const visit = await post('/api/webapp/visit/shop', 'hi', 'text/plain');
    expect(visit.statusCode).toBe(400);
  });
});
