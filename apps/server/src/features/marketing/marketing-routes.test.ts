import { bannersResponseSchema } from '@sufra/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, businesses, visits } from '../../platform/db/schema/index.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';

// 23:30 UTC on 9 March 2026 is already 10 March in Kuwait (UTC+3).
let clock = new Date('2026-03-09T23:30:00Z');

let ctx: TestContext;
const banner = (tag: string, n: number) => ({
  image: `/b${n}.svg`,
  title: { en: `${tag} banner ${n}`, ar: `إعلان ${n}` },
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object });

async function bannerRows(ref: string) {
  const [b] = await ctx.database.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.referenceId, ref));
  return ctx.database.db
    .select()
    .from(banners)
    .where(eq(banners.businessId, b?.id ?? 0))
    .orderBy(banners.sort);
}

beforeAll(async () => {
  ctx = await createTestApp(
    [
      makeSeed('alpha', 'Alpha', { banners: [banner('Alpha', 1), banner('Alpha', 2), banner('Alpha', 3)] }),
      makeSeed('beta', 'Beta', { banners: [banner('Beta', 1)] }),
    ],
    { now: () => clock },
  );
  // Banner 2 runs 1–10 March, banner 3 from 11 March on; banner 1 always.
  const [, second, third] = await bannerRows('alpha');
  await ctx.database.db
    .update(banners)
    .set({ startsOn: '2026-03-01', endsOn: '2026-03-10' })
    .where(eq(banners.id, second?.id ?? 0));
  await ctx.database.db
    .update(banners)
    .set({ startsOn: '2026-03-11' })
    .where(eq(banners.id, third?.id ?? 0));
});
afterAll(() => ctx.close());

describe('GET webapp/banners/{businessRef}?date=DD-MM-YYYY', () => {
  const titles = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode, url).toBe(200);
    return bannersResponseSchema.parse(res.json()).banners.map((b) => b.title);
  };

  it('lists the banners running on the date asked', async () => {
    expect(await titles('/api/webapp/banners/alpha?date=10-03-2026')).toEqual([
      'Alpha banner 1',
      'Alpha banner 2',
    ]);
    expect(await titles('/api/webapp/banners/alpha?date=11-03-2026')).toEqual([
      'Alpha banner 1',
      'Alpha banner 3',
    ]);
    expect(await titles('/api/webapp/banners/alpha?date=28-02-2026')).toEqual(['Alpha banner 1']);
  });

  it('defaults to today in the business time zone, from the x-current-time header or the server clock', async () => {
    expect(await titles('/api/webapp/banners/alpha')).toEqual(['Alpha banner 1', 'Alpha banner 2']);
    const tomorrow = await titles('/api/webapp/banners/alpha', {
      'x-current-time': '2026-03-11T08:00:00+03:00',
    });
    expect(tomorrow).toEqual(['Alpha banner 1', 'Alpha banner 3']);
  });

  it('speaks the locale header and accepts an optional bearer token', async () => {
    const ar = await titles('/api/webapp/banners/beta', { locale: 'ar', authorization: 'Bearer t0ken' });
    expect(ar).toEqual(['إعلان 1']);
  });

  it('answers 400 for a bad date, 404 for an unknown business', async () => {
    for (const date of ['2026-03-10', '31-02-2026', '10-3-2026', '00-01-2026', 'today']) {
      const res = await get(`/api/webapp/banners/alpha?date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({ error: 1 });
    }
    expect((await get('/api/webapp/banners/nobody')).statusCode).toBe(404);
  });
});

describe('POST webapp/banners/reach', () => {
  it('counts one reach per banner of the business and ignores ids of another business', async () => {
    const alpha = await bannerRows('alpha');
    const beta = await bannerRows('beta');
    const ids = [alpha[0]?.id, alpha[1]?.id, alpha[1]?.id, beta[0]?.id];
    const res = await post('/api/webapp/banners/reach', { business: 'alpha', banners: ids });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: 0, counted: 2 });
    expect((await bannerRows('alpha')).map((b) => b.reach)).toEqual([1, 1, 0]);
    expect((await bannerRows('beta')).map((b) => b.reach)).toEqual([0]);
  });

  it('answers 400 for a bad body and 404 for an unknown business', async () => {
    for (const body of [
      {},
      { business: 'alpha', banners: [] },
      { business: 'alpha', banners: ['x'] },
      { banners: [1] },
    ]) {
      const res = await post('/api/webapp/banners/reach', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/banners/reach',
      payload: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ error: 1 });
    expect((await post('/api/webapp/banners/reach', { business: 'nobody', banners: [1] })).statusCode).toBe(
      404,
    );
  });
});

describe('POST webapp/visit/{businessRef}', () => {
  const visitor = 'visitor-0001';

  it('counts a visitor once per local day of the business, however often it is sent', async () => {
    const first = await post('/api/webapp/visit/alpha', { visitor_id: visitor });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ error: 0, counted: true, day: '2026-03-10' });
    const again = await post('/api/webapp/visit/alpha', { visitor_id: visitor });
    expect(again.json()).toEqual({ error: 0, counted: false, day: '2026-03-10' });
    // Another business counts the same visitor separately.
    expect((await post('/api/webapp/visit/beta', { visitor_id: visitor })).json().counted).toBe(true);
    clock = new Date('2026-03-10T22:00:00Z'); // 11 March in Kuwait
    expect((await post('/api/webapp/visit/alpha', { visitor_id: visitor })).json()).toEqual({
      error: 0,
      counted: true,
      day: '2026-03-11',
    });
    const rows = await ctx.database.db
      .select()
      .from(visits)
      .where(and(eq(visits.visitorId, visitor)));
    expect(rows).toHaveLength(3);
  });

  it('the back office’s settings preview counts no visit and no banner reach (ADR 1160)', async () => {
    const fromPreview = (url: string, payload: object, page: string) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: { referer: `http://localhost${page}` } });
    const watcher = 'visitor-preview';
    const previewed = await fromPreview(
      '/api/webapp/visit/alpha',
      { visitor_id: watcher },
      '/alpha?preview=42',
    );
    expect(previewed.statusCode).toBe(200);
    expect(previewed.json()).toMatchObject({ error: 0, counted: false });
    const seen = await ctx.database.db.select().from(visits).where(eq(visits.visitorId, watcher));
    expect(seen).toHaveLength(0);
    const before = (await bannerRows('alpha')).map((b) => b.reach);
    const ids = (await bannerRows('alpha')).map((b) => b.id);
    const reach = await fromPreview(
      '/api/webapp/banners/reach',
      { business: 'alpha', banners: ids },
      '/alpha?preview=42',
    );
    expect(reach.json()).toEqual({ error: 0, counted: 0 });
    expect((await bannerRows('alpha')).map((b) => b.reach)).toEqual(before);
    // The same page opened by a diner counts.
    const diner = await fromPreview('/api/webapp/visit/alpha', { visitor_id: watcher }, '/alpha/delivery');
    expect(diner.json().counted).toBe(true);
  });

  it('takes the day from the server clock, not from the x-current-time header', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/visit/alpha',
      payload: { visitor_id: 'visitor-0002' },
      headers: { 'x-current-time': '2030-01-01T00:00:00Z' },
    });
    expect(res.json().day).toBe('2026-03-11');
  });

  it('answers 400 for a missing or malformed visitor id and 404 for an unknown business', async () => {
    for (const body of [
      {},
      { visitor_id: 'short' },
      { visitor_id: 'has spaces in it' },
      { visitor_id: 'x'.repeat(65) },
    ]) {
      expect((await post('/api/webapp/visit/alpha', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post('/api/webapp/visit/nobody', { visitor_id: visitor })).statusCode).toBe(404);
    expect((await post('/api/webapp/visit/bad%20ref', { visitor_id: visitor })).statusCode).toBe(400);
  });
});
