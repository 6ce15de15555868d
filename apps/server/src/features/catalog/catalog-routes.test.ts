import {
  itemResponseSchema,
  restaurantResponseSchema,
  searchResponseSchema,
  tagsResponseSchema,
} from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, items } from '../../platform/db/schema/index.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';

let ctx: TestContext;
/** Ids as the storefront knows them: from the restaurant call. */
let alpha: { main: number; second: number; latte: number; iced: number; mainOnly: number };
let beta: { main: number; latte: number };

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function idsOf(ref: string) {
  const body = restaurantResponseSchema.parse((await get(`/api/webapp/v5/restaurant/${ref}`)).json());
  const drinks = body.menu.categories[0];
  const byName = (name: string) =>
    [...(drinks?.items ?? []), ...(drinks?.subcategories[0]?.items ?? [])].find((i) => i.name.includes(name))
      ?.id ?? 0;
  const branch = (key: string) => body.restaurant.branches.find((b) => b.reference_id === key)?.id ?? 0;
  return {
    main: branch('main'),
    second: branch('second'),
    latte: byName('Latte'),
    iced: byName('Iced'),
    mainOnly: byName('Main-only'),
  };
}

beforeAll(async () => {
  ctx = await createTestApp([makeSeed('alpha', 'Alpha'), makeSeed('beta', 'Beta')]);
  alpha = await idsOf('alpha');
  beta = await idsOf('beta');
});
afterAll(() => ctx.close());

describe('GET webapp/v5/item/{branchId}/{itemId}', () => {
  it('answers the item with price labels, modifiers, types, its category and parent, and branch info', async () => {
    const res = await get(`/api/webapp/v5/item/${alpha.main}/${alpha.iced}`);
    expect(res.statusCode).toBe(200);
    const body = itemResponseSchema.parse(res.json());
    expect(body.item.name).toBe('Iced Latte');
    expect(body.item.price_labels.map((p) => p.price)).toEqual([1500]);
    expect(body.item.types).toEqual({ dine_in: true, delivery: true, car_pickup: true, reservation: true });
    expect(body.category.name).toBe('Iced');
    expect(body.grand_category?.name).toBe('Alpha Drinks');
    expect(body.category.branch).toEqual({ branch_id: alpha.main, available: true, visible: true });
    expect(body.branches.map((b) => b.branch_id)).toEqual([alpha.main, alpha.second]);
  });

  it('speaks the locale header', async () => {
    const body = (await get(`/api/webapp/v5/item/${alpha.main}/${alpha.latte}`, { locale: 'ar' })).json();
    expect(body.item.name).toBe('لاتيه Alpha');
    expect(body.item.modifier_groups[0].name).toBe('الحليب');
  });

  it('answers 404 for an item not shown at the branch', async () => {
    const res = await get(`/api/webapp/v5/item/${alpha.second}/${alpha.mainOnly}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 1, message: 'Item not found' });
    expect((await get(`/api/webapp/v5/item/${alpha.main}/${alpha.mainOnly}`)).statusCode).toBe(200);
  });

  it('hides an item whose category is hidden', async () => {
    const [row] = await ctx.database.db.select().from(items).where(eq(items.id, alpha.iced));
    await ctx.database.db
      .update(categories)
      .set({ visible: false })
      .where(eq(categories.id, row?.categoryId ?? 0));
    expect((await get(`/api/webapp/v5/item/${alpha.main}/${alpha.iced}`)).statusCode).toBe(404);
    await ctx.database.db
      .update(categories)
      .set({ visible: true })
      .where(eq(categories.id, row?.categoryId ?? 0));
  });

  it('never serves an item of business B under a branch of business A (tenant isolation)', async () => {
    const res = await get(`/api/webapp/v5/item/${alpha.main}/${beta.latte}`);
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/webapp/v5/item/${beta.main}/${beta.latte}`)).statusCode).toBe(200);
  });

  it('answers 404 for unknown ids and 400 for malformed or out-of-range ones', async () => {
    expect((await get(`/api/webapp/v5/item/999999/${alpha.latte}`)).statusCode).toBe(404);
    expect((await get(`/api/webapp/v5/item/${alpha.main}/999999`)).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '0', '1.5', '01', '99999999999', '2147483648']) {
      const res = await get(`/api/webapp/v5/item/${alpha.main}/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ error: 1, code: 'bad_request' });
    }
  });
});

describe('GET webapp/search/{term}?branch_id', () => {
  const search = async (term: string, branch = alpha.main, headers: Record<string, string> = {}) => {
    const res = await get(`/api/webapp/search/${encodeURIComponent(term)}?branch_id=${branch}`, headers);
    expect(res.statusCode, term).toBe(200);
    return searchResponseSchema.parse(res.json());
  };

  it('finds items by name, case- and accent-insensitively, in any locale', async () => {
    expect((await search('LATTE')).items.map((i) => i.name)).toContain('Alpha Latte');
    expect((await search('látté')).items.map((i) => i.name)).toContain('Alpha Latte');
    // Arabic query, English answer (the locale header picks the language of the texts).
    expect((await search('لاتيه')).items.map((i) => i.name)).toContain('Alpha Latte');
    // Arabic with tashkeel and another alef form still matches.
    expect((await search('إسبرِيسو')).items.map((i) => i.name)).toContain('Alpha Latte');
  });

  it('ranks a name match above a description match', async () => {
    const hits = (await search('ice')).items;
    expect(hits[0]?.name).toBe('Iced Latte');
    expect(hits[0]?.match).toBe('name');
    const milk = (await search('milk')).items;
    expect(milk.map((h) => [h.name, h.match])).toEqual([['Alpha Latte', 'description']]);
  });

  it('tolerates a typo (trigram similarity)', async () => {
    expect((await search('lattee')).items.map((h) => h.name)).toContain('Alpha Latte');
    const espresso = (await search('espreso')).items;
    expect(espresso.map((h) => [h.name, h.match])).toEqual([['Alpha Latte', 'fuzzy']]);
  });

  it('leaves out hidden items and items not shown at the branch', async () => {
    expect((await search('secret')).items).toEqual([]);
    expect((await search('juice', alpha.main)).items.map((i) => i.name)).toEqual(['Main-only juice']);
    expect((await search('juice', alpha.second)).items).toEqual([]);
  });

  it('never returns items of another business (tenant isolation)', async () => {
    const hits = (await search('beta')).items;
    expect(hits).toEqual([]);
    expect((await search('beta', beta.main)).items.map((i) => i.name)).toContain('Beta Latte');
  });

  it('treats LIKE wildcards in the term literally', async () => {
    expect((await search('%')).items).toEqual([]);
    expect((await search('_')).items).toEqual([]);
  });

  it('answers 400 for an oversize or empty term and a missing or bad branch, 404 for an unknown branch', async () => {
    const long = await get(`/api/webapp/search/${'a'.repeat(101)}?branch_id=${alpha.main}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 100/);
    const longArabic = await get(`/api/webapp/search/${encodeURIComponent('ب'.repeat(300))}?branch_id=1`);
    expect(longArabic.statusCode).toBe(400);
    expect(
      (await get(`/api/webapp/search/${encodeURIComponent('  ')}?branch_id=${alpha.main}`)).statusCode,
    ).toBe(400);
    expect((await get('/api/webapp/search/latte')).statusCode).toBe(400);
    expect((await get('/api/webapp/search/latte?branch_id=x')).statusCode).toBe(400);
    expect((await get('/api/webapp/search/latte?branch_id=999999')).statusCode).toBe(404);
    expect((await get(`/api/webapp/search/latte?branch_id=${alpha.main}&limit=500`)).statusCode).toBe(400);
  });
});

describe('GET tags-ingredients?branch_id&locale', () => {
  it('lists the tags used at the branch with their items, in the locale asked', async () => {
    const res = await get(`/api/tags-ingredients?branch_id=${alpha.main}&locale=ar`);
    expect(res.statusCode).toBe(200);
    const body = tagsResponseSchema.parse(res.json());
    expect(body.tags).toEqual([
      expect.objectContaining({ name: 'نباتي', icon: 'leaf', item_ids: [alpha.latte] }),
    ]);
    expect(body.ingredients).toEqual([]);
  });

  it('never lists another business’s tags (tenant isolation)', async () => {
    const alphaTags = tagsResponseSchema.parse(
      (await get(`/api/tags-ingredients?branch_id=${alpha.main}`)).json(),
    );
    const betaTags = tagsResponseSchema.parse(
      (await get(`/api/tags-ingredients?branch_id=${beta.main}`)).json(),
    );
    expect(alphaTags.tags[0]?.id).not.toBe(betaTags.tags[0]?.id);
    expect(betaTags.tags[0]?.item_ids).toEqual([beta.latte]);
  });

  it('answers 400 for a missing branch or a bad locale, 404 for an unknown branch', async () => {
    expect((await get('/api/tags-ingredients')).statusCode).toBe(400);
    expect(
      (await get(`/api/tags-ingredients?branch_id=${alpha.main}&locale=${'x'.repeat(20)}`)).statusCode,
    ).toBe(400);
    expect((await get('/api/tags-ingredients?branch_id=424242')).statusCode).toBe(404);
  });
});
