import { restaurantResponseSchema } from '@sufra/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, modifiers } from '../../platform/db/schema/index.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp([makeSeed('alpha', 'Alpha'), makeSeed('beta', 'Beta')]);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('GET webapp/v5/restaurant/{referenceId}', () => {
  it('answers the business settings, menu tree, discounts and smart categories', async () => {
    const res = await get('/api/webapp/v5/restaurant/alpha');
    expect(res.statusCode).toBe(200);
    const body = restaurantResponseSchema.parse(res.json());
    expect(body.restaurant.business_name).toBe('Alpha Café');
    expect(body.restaurant.reference_id).toBe('alpha');
    expect(body.restaurant.branches.map((b) => b.reference_id)).toEqual(['main', 'second']);
    const drinks = body.menu.categories[0];
    expect(drinks?.name).toBe('Alpha Drinks');
    expect(drinks?.items.map((i) => i.name)).toEqual(['Alpha Latte', 'Main-only juice']);
    expect(drinks?.subcategories[0]?.items[0]?.name).toBe('Iced Latte');
    const latte = drinks?.items[0];
    expect(latte?.price_labels.map((p) => p.price)).toEqual([1250, 1750]);
    expect(latte?.modifier_groups[0]?.modifiers.map((m) => m.price)).toEqual([0, 250]);
    expect(latte?.tags[0]?.name).toBe('Vegan');
    expect(Object.values(body.discounts.pickup.categoriesDiscounts)[0]).toMatchObject({
      type: 'percent',
      value: 10,
    });
    expect(body.smart_categories[0]?.item_ids).toEqual([latte?.id]);
  });

  it('§3 every menu item carries its category and grand_category with branch info', async () => {
    const body = restaurantResponseSchema.parse((await get('/api/webapp/v5/restaurant/alpha')).json());
    const drinks = body.menu.categories[0];
    const iced = drinks?.subcategories[0];
    const branch = { branch_id: body.restaurant.branch_id, available: true, visible: true };
    const latte = drinks?.items[0];
    expect(latte?.category).toEqual({ id: drinks?.id, parent_id: null, name: 'Alpha Drinks', branch });
    expect(latte?.grand_category).toBeNull();
    const icedLatte = iced?.items[0];
    expect(icedLatte?.category).toMatchObject({ id: iced?.id, parent_id: drinks?.id, name: 'Iced', branch });
    expect(icedLatte?.grand_category).toMatchObject({ id: drinks?.id, name: 'Alpha Drinks', branch });
  });

  it('§3 default colours apply when the business sets none', async () => {
    const body = (await get('/api/webapp/v5/restaurant/alpha')).json();
    expect(body.restaurant.theme_color).toBe('#0F5257');
    expect(body.restaurant.theme_accent_color).toBe('rgba(180,81,76,1)');
    expect(body.restaurant.menu_button).toBe(0.43);
  });

  it('picks texts in the locale header, with the business first locale as fallback', async () => {
    const ar = (await get('/api/webapp/v5/restaurant/alpha', { locale: 'ar' })).json();
    expect(ar.restaurant.business_name).toBe('مقهى Alpha');
    expect(ar.menu.categories[0].items[0].price_labels[0].label).toBe('صغير');
    for (const locale of ['ar-KW', 'ar_KW', 'AR_kw']) {
      const regional = (await get('/api/webapp/v5/restaurant/alpha', { locale })).json();
      expect(regional.restaurant.business_name, locale).toBe('مقهى Alpha');
    }
    const unknown = (await get('/api/webapp/v5/restaurant/alpha', { locale: 'ja' })).json();
    expect(unknown.restaurant.business_name).toBe('Alpha Café');
  });

  it('gives the business labels in every language it wrote them in, whatever the locale asked (ADR 1460)', async () => {
    const db = ctx.database.db;
    const [row] = await db.select().from(businesses).where(eq(businesses.referenceId, 'beta'));
    const label = { en: 'Eat here', ar: 'تناول هنا', fr: ' ' };
    await db
      .update(businesses)
      .set({ settings: { ...(row?.settings as object), dinein_btn_label: label }, version: 5 })
      .where(eq(businesses.referenceId, 'beta'));
    const res = await eventually(
      () => get('/api/webapp/v5/restaurant/beta', { locale: 'ja' }),
      (r) => r.json().restaurant.dinein_btn_label === 'Eat here',
    );
    const ja = restaurantResponseSchema.parse(res.json());
    // The content language's label stays for the texts that read it; the map leaves out the blank French.
    expect(ja.restaurant.dinein_btn_label).toBe('Eat here');
    expect(ja.restaurant.dinein_btn_labels).toEqual({ en: 'Eat here', ar: 'تناول هنا' });
    expect(ja.smart_categories[0]?.names).toEqual({ en: 'Bestsellers', ar: 'الأكثر مبيعًا' });
  });

  it('names the language of each fallback text, and lists nothing a translated menu shows (ADR 1492)', async () => {
    // Alpha is written in English and Arabic throughout: nothing falls back either way.
    const translated = restaurantResponseSchema.parse(
      (await get('/api/webapp/v5/restaurant/alpha', { locale: 'ar' })).json(),
    );
    expect(translated.fallback_langs).toEqual({});
    // One option written only in English: on the Arabic menu it is given in English, and said so.
    const db = ctx.database.db;
    await db
      .update(modifiers)
      .set({ name: { en: 'Oat' } })
      .where(sql`${modifiers.name}->>'en' = 'Oat'`);
    await db.update(businesses).set({ version: 7 }).where(eq(businesses.referenceId, 'alpha'));
    const res = await eventually(
      () => get('/api/webapp/v5/restaurant/alpha', { locale: 'ar' }),
      (r) => r.json().fallback_langs?.Oat !== undefined,
    );
    expect(restaurantResponseSchema.parse(res.json()).fallback_langs).toEqual({ Oat: 'en' });
    // English asked, English is the first language: nothing falls back.
    const en = restaurantResponseSchema.parse((await get('/api/webapp/v5/restaurant/alpha')).json());
    expect(en.fallback_langs).toEqual({});
  });

  it('leaves out invisible items and items hidden at the branch', async () => {
    const second = (await get('/api/webapp/v5/restaurant/alpha?branch=second')).json();
    expect(second.restaurant.branch_name).toBe('Alpha Second');
    const names = second.menu.categories[0].items.map((i: { name: string }) => i.name);
    expect(names).toEqual(['Alpha Latte']);
  });

  it('answers 404 with error 1 for an unknown business or branch', async () => {
    const res = await get('/api/webapp/v5/restaurant/nobody');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 1, message: 'Business not found' });
    const branch = await get('/api/webapp/v5/restaurant/alpha?branch=nowhere');
    expect(branch.statusCode).toBe(404);
    expect(branch.json().message).toBe('Branch not found');
  });

  it('answers 400 with a message for a malformed reference id', async () => {
    const res = await get(`/api/webapp/v5/restaurant/${encodeURIComponent('bad id!')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 1 });
    expect(res.json().message).toMatch(/referenceId/);
  });

  it('never serves one business under another (tenant isolation)', async () => {
    const beta = (await get('/api/webapp/v5/restaurant/beta')).json();
    const alpha = (await get('/api/webapp/v5/restaurant/alpha')).json();
    expect(beta.restaurant.business_name).toBe('Beta Café');
    type Cat = { id: number; items: { id: number }[]; subcategories: Cat[] };
    const itemIds = (cats: Cat[]): number[] =>
      cats.flatMap((c) => [...c.items.map((i) => i.id), ...itemIds(c.subcategories)]);
    const alphaIds = new Set(itemIds(alpha.menu.categories));
    expect(itemIds(beta.menu.categories).length).toBeGreaterThan(0);
    expect(itemIds(beta.menu.categories).filter((id) => alphaIds.has(id))).toEqual([]);
    expect(JSON.stringify(beta)).not.toContain('Alpha');
  });

  it('carries an ETag, answers 304 to If-None-Match, and a data change makes a new ETag', async () => {
    const first = await get('/api/webapp/v5/restaurant/alpha');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toContain('must-revalidate');
    const again = await get('/api/webapp/v5/restaurant/alpha', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    await ctx.database.db
      .update(businesses)
      .set({ name: { en: 'Alpha Renamed' }, version: 2 })
      .where(eq(businesses.referenceId, 'alpha'));
    // The change reaches the cache through PostgreSQL's NOTIFY, a few milliseconds after the commit.
    const changed = await eventually(
      () => get('/api/webapp/v5/restaurant/alpha', { 'if-none-match': etag }),
      (r) => r.statusCode !== 304,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().restaurant.business_name).toBe('Alpha Renamed');
  });

  it('answers redirect and url for a business that moved', async () => {
    await ctx.database.db
      .update(businesses)
      .set({ redirectUrl: 'https://example.com/new-home' })
      .where(eq(businesses.referenceId, 'beta'));
    const res = (
      await eventually(
        () => get('/api/webapp/v5/restaurant/beta'),
        (r) => 'redirect' in r.json(),
      )
    ).json();
    expect(res).toEqual({ error: 0, redirect: true, url: 'https://example.com/new-home', message: null });
  });

  it('answers 433 with the business name while the platform suspends a business, 200 again after', async () => {
    const before = restaurantResponseSchema.parse((await get('/api/webapp/v5/restaurant/alpha')).json());
    const branchId = before.restaurant.branches[0]?.id;
    const arabicName = (await get('/api/webapp/v5/restaurant/alpha', { locale: 'ar' })).json().restaurant
      .business_name;
    const suspend = (at: Date | null) =>
      ctx.database.db.update(businesses).set({ suspendedAt: at }).where(eq(businesses.referenceId, 'alpha'));
    await suspend(new Date());
    const res = await eventually(
      () => get('/api/webapp/v5/restaurant/alpha'),
      (r) => r.statusCode !== 200,
    );
    expect(res.statusCode).toBe(433);
    expect(res.json()).toMatchObject({
      error: 1,
      code: 'suspended',
      message: expect.stringMatching(/not available/),
      details: { business_name: before.restaurant.business_name },
    });
    // Every storefront call about it, not only the restaurant: menu, branches, shifts, banners, zones.
    for (const url of [
      `/api/webapp/v5/menu/${branchId}`,
      '/api/webapp/branches/alpha',
      '/api/webapp/v5/shifts/alpha',
      '/api/webapp/banners/alpha',
      `/api/webapp/zones/${branchId}`,
    ])
      expect((await get(url)).statusCode, url).toBe(433);
    // The name comes in the asked language.
    expect((await get('/api/webapp/v5/restaurant/alpha', { locale: 'ar' })).json().details).toEqual({
      business_name: arabicName,
    });
    await suspend(null);
    const back = await eventually(
      () => get('/api/webapp/v5/restaurant/alpha'),
      (r) => r.statusCode === 200,
    );
    expect(back.json().restaurant.business_name).toBe(before.restaurant.business_name);
  });

  it('compresses large responses', async () => {
    const res = await get('/api/webapp/v5/restaurant/alpha', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('GET webapp/v5/restaurant-domain/{domain}', () => {
  it('answers 404 for a domain nobody owns and 400 for a malformed one', async () => {
    expect((await get('/api/webapp/v5/restaurant-domain/unknown.example')).statusCode).toBe(404);
    expect((await get('/api/webapp/v5/restaurant-domain/bad_domain!')).statusCode).toBe(400);
  });
});
