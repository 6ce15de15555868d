import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { menuResponseSchema, restaurantResponseSchema } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customDomains, items, pixels } from '../../platform/db/schema/index.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';

let ctx: TestContext;
let branches: { main: number; second: number; betaMain: number };

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await createTestApp([
    makeSeed('alpha', 'Alpha', { customDomains: [{ domain: 'menu.alpha.test', branch: 'second' }] }),
    makeSeed('beta', 'Beta', { customDomains: [{ domain: 'beta.test' }] }),
  ]);
  const alpha = restaurantResponseSchema.parse((await get('/api/webapp/v5/restaurant/alpha')).json());
  const beta = restaurantResponseSchema.parse((await get('/api/webapp/v5/restaurant/beta')).json());
  const id = (r: typeof alpha, key: string) =>
    r.restaurant.branches.find((b) => b.reference_id === key)?.id ?? 0;
  branches = { main: id(alpha, 'main'), second: id(alpha, 'second'), betaMain: id(beta, 'main') };
});
afterAll(() => ctx.close());

describe('GET webapp/v5/menu/{branchId}', () => {
  it('answers the branch menu, discounts and smart categories with the restaurant call’s version', async () => {
    const res = await get(`/api/webapp/v5/menu/${branches.second}`);
    expect(res.statusCode).toBe(200);
    const body = menuResponseSchema.parse(res.json());
    const restaurant = restaurantResponseSchema.parse(
      (await get('/api/webapp/v5/restaurant/alpha?branch=second')).json(),
    );
    expect(body.branch_id).toBe(branches.second);
    expect(body.menu).toEqual(restaurant.menu);
    expect(body.discounts).toEqual(restaurant.discounts);
    expect(body.version).toBe(restaurant.version);
  });

  it('carries ETag and Cache-Control and answers 304 to If-None-Match (also weak and listed)', async () => {
    const first = await get(`/api/webapp/v5/menu/${branches.main}`);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const strong = etag.replace(/^W\//, '');
    for (const header of [etag, strong, `"other", ${etag}`, '*']) {
      const again = await get(`/api/webapp/v5/menu/${branches.main}`, { 'if-none-match': header });
      expect(again.statusCode, header).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.body).toBe('');
    }
    expect((await get(`/api/webapp/v5/menu/${branches.main}`, { 'if-none-match': '"x"' })).statusCode).toBe(
      200,
    );
  });

  it('one weak ETag covers the identity, br and gzip bodies; each revalidates to 304', async () => {
    const url = `/api/webapp/v5/menu/${branches.main}`;
    const tags = new Set<string>();
    for (const encoding of ['identity', 'br', 'gzip']) {
      const res = await get(url, { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      tags.add(res.headers.etag as string);
    }
    expect(tags.size).toBe(1);
    const [etag = ''] = tags;
    expect(etag).toMatch(/^W\/".+"$/);
    // A tag learnt from the br body revalidates a gzip or plain request, and vice versa.
    for (const encoding of ['identity', 'br', 'gzip']) {
      const again = await get(url, { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.statusCode, encoding).toBe(304);
    }
  });

  it('is compressed with br or gzip as the client accepts, and plain otherwise', async () => {
    const plain = await get(`/api/webapp/v5/menu/${branches.main}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(`/api/webapp/v5/menu/${branches.main}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(`/api/webapp/v5/menu/${branches.main}`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers.vary).toContain('accept-encoding');
  });

  it('is cached per resolved locale: en-US and en share one entry, ar has its own', async () => {
    const en = await get(`/api/webapp/v5/menu/${branches.main}`, { locale: 'en' });
    const enUs = await get(`/api/webapp/v5/menu/${branches.main}`, { locale: 'en-US' });
    const ar = await get(`/api/webapp/v5/menu/${branches.main}`, { locale: 'ar' });
    expect(enUs.headers.etag).toBe(en.headers.etag);
    expect(ar.headers.etag).not.toBe(en.headers.etag);
  });

  it('shows a menu change on the next request (the trigger bumps the version, NOTIFY drops the cache)', async () => {
    const before = await get(`/api/webapp/v5/menu/${branches.main}`);
    await ctx.database.db
      .update(items)
      .set({ name: { en: 'Renamed Latte' } })
      .where(eq(items.name, { en: 'Alpha Latte', ar: 'لاتيه Alpha' }));
    const after = await eventually(
      () => get(`/api/webapp/v5/menu/${branches.main}`, { 'if-none-match': before.headers.etag as string }),
      (r) => r.statusCode === 200,
    );
    expect(after.statusCode).toBe(200);
    expect(menuResponseSchema.parse(after.json()).menu.categories[0]?.items[0]?.name).toBe('Renamed Latte');
    expect(after.json().version).toBeGreaterThan(before.json().version);
  });

  it('answers 404 for an unknown branch and 400 for a malformed id', async () => {
    expect((await get('/api/webapp/v5/menu/777777')).json()).toMatchObject({
      error: 1,
      message: 'Branch not found',
    });
    expect((await get('/api/webapp/v5/menu/abc')).statusCode).toBe(400);
  });
});

describe('GET webapp/v5/restaurant-domain/{domain}[/{activeBranchRef}]', () => {
  it('maps a custom domain to its business and the branch the domain points at', async () => {
    const res = await get('/api/webapp/v5/restaurant-domain/MENU.alpha.test');
    expect(res.statusCode).toBe(200);
    const body = restaurantResponseSchema.parse(res.json());
    expect(body.restaurant.reference_id).toBe('alpha');
    expect(body.restaurant.branch_id).toBe(branches.second);
  });

  it('shows the branch named in the path, else the main branch', async () => {
    const main = restaurantResponseSchema.parse(
      (await get('/api/webapp/v5/restaurant-domain/menu.alpha.test/main')).json(),
    );
    expect(main.restaurant.branch_id).toBe(branches.main);
    const beta = restaurantResponseSchema.parse(
      (await get('/api/webapp/v5/restaurant-domain/beta.test')).json(),
    );
    expect(beta.restaurant.branch_id).toBe(branches.betaMain);
  });

  it('never shows a branch of another business under a domain (tenant isolation)', async () => {
    const res = await get('/api/webapp/v5/restaurant-domain/beta.test/second');
    expect(res.statusCode).toBe(200); // beta has its own 'second' branch …
    expect(res.json().restaurant.reference_id).toBe('beta');
    expect((await get('/api/webapp/v5/restaurant-domain/beta.test/nowhere')).statusCode).toBe(404);
  });

  it('a domain handed to another business is served by its new owner at once, not after the TTL', async () => {
    const url = '/api/webapp/v5/restaurant-domain/beta.test';
    expect((await get(url)).json().restaurant.reference_id).toBe('beta'); // cached in the directory
    const alphaId = (await get('/api/webapp/v5/restaurant/alpha')).json().restaurant.id;
    await ctx.database.db
      .update(customDomains)
      .set({ businessId: alphaId, branchId: null })
      .where(eq(customDomains.domain, 'beta.test'));
    // Within eventually's 3 s: the old owner's notification, not the directory's 10 s TTL, ends it.
    const moved = await eventually(
      () => get(url),
      (r) => r.json().restaurant?.reference_id === 'alpha',
    );
    expect(moved.json().restaurant.reference_id).toBe('alpha');
  });
});

describe('GET webapp/v5/restaurant/{referenceId}: §3 fields and §7 headers', () => {
  it('carries the pixels in the settings and at the top level', async () => {
    const businessId = (await get('/api/webapp/v5/restaurant/alpha')).json().restaurant.id;
    await ctx.database.db.insert(pixels).values({ businessId, kind: 1, pixelId: 'px-1' });
    const body = (
      await eventually(
        () => get('/api/webapp/v5/restaurant/alpha'),
        (r) => r.json().pixels.length > 0,
      )
    ).json();
    expect(body.pixels).toEqual([{ kind: 1, pixel_id: 'px-1' }]);
    expect(body.restaurant.pixels).toEqual([{ kind: 1, pixel_id: 'px-1' }]);
    expect((await get('/api/webapp/v5/restaurant/beta')).json().pixels).toEqual([]);
  });

  it('answers 400 naming the header for malformed §7 headers', async () => {
    const cases: [string, string, RegExp][] = [
      ['locale', 'not a locale!', /locale/],
      ['x-api-version', '4', /x-api-version/],
      ['x-webapp', 'maybe', /x-webapp/],
      ['x-current-time', 'yesterday', /x-current-time/],
      ['authorization', 'Basic abc', /authorization/],
    ];
    for (const [name, value, message] of cases) {
      const res = await get('/api/webapp/v5/restaurant/alpha', { [name]: value });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ error: 1, code: 'bad_request' });
      expect(res.json().message).toMatch(message);
    }
  });

  it('accepts the full §7 header set the typed client sends', async () => {
    const res = await get('/api/webapp/v5/restaurant/alpha', {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-webapp': 'true',
      'x-api-version': '5',
      locale: 'ar-KW',
      'cache-control': 'no-cache',
      'x-current-time': '2026-03-02T09:00:00.000Z',
      authorization: 'Bearer abc.def-123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().restaurant.business_name).toBe('مقهى Alpha');
  });
});
