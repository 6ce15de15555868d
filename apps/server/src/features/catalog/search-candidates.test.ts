import { searchResponseSchema } from '@sufra/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, categories, items } from '../../platform/db/schema/index.ts';
import { demoSeed } from '../../platform/db/seed/demo-data.ts';
import { searchTextOf } from '../../platform/db/seed/search-text.ts';
import { seedBusiness } from '../../platform/db/seed/seed.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';

let ctx: TestContext;
let businessId: number;
let mainBranch: number;
let drinks: number;

const search = async (term: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/webapp/search/${encodeURIComponent(term)}?branch_id=${mainBranch}&limit=50`,
  });
  expect(res.statusCode).toBe(200);
  return searchResponseSchema.parse(res.json()).items.map((i) => i.name);
};

beforeAll(async () => {
  ctx = await createTestApp([makeSeed('alpha', 'Alpha')]);
  const db = ctx.database.db;
  const [business] = await db.select().from(businesses).where(eq(businesses.referenceId, 'alpha'));
  businessId = business?.id ?? 0;
  const restaurant = (await ctx.app.inject({ method: 'GET', url: '/api/webapp/v5/restaurant/alpha' })).json();
  mainBranch = restaurant.restaurant.branch_id;
  drinks = restaurant.menu.categories[0].id;
});
afterAll(() => ctx.close());

describe('items.search_text is derived by PostgreSQL (migration 0005)', () => {
  it('folds texts exactly like the query is folded (normalizeForSearch), for the whole demo menu', async () => {
    await seedBusiness(ctx.database.db, demoSeed);
    const rows = await ctx.database.db
      .select({ name: items.name, description: items.description, searchText: items.searchText })
      .from(items);
    expect(rows.length).toBeGreaterThan(10);
    // jsonb keeps its keys in its own order; the words, not their order, must be the same.
    const words = (text: string) => text.split(' ').sort();
    for (const row of rows)
      expect(words(row.searchText)).toEqual(words(searchTextOf(row.name, row.description)));
  });

  it('an item renamed by any write is found by its new name, no longer by its old one', async () => {
    expect(await search('Alpha Latte')).toContain('Alpha Latte');
    await ctx.database.db
      .update(items)
      .set({ name: { en: 'Pistachio Flat White', ar: 'فلات وايت بالفستق' } })
      .where(sql`${items.name}->>'en' = 'Alpha Latte'`);
    expect(await search('pistachio')).toEqual(['Pistachio Flat White']);
    expect(await search('فستق')).toEqual(['Pistachio Flat White']);
    expect(await search('Alpha Latte')).not.toContain('Alpha Latte');
  });

  it('a malformed localized text does not fail the write', async () => {
    const [row] = await ctx.database.db
      .insert(items)
      .values({
        businessId,
        categoryId: drinks,
        name: sql`'{"en": "Quince Tea", "ar": 5}'::jsonb`,
        description: sql`'"not an object"'::jsonb`,
        types: { dine_in: true, delivery: true, car_pickup: true, reservation: true },
      })
      .returning({ searchText: items.searchText });
    expect(row?.searchText).toBe('quince tea');
  });
});

describe('search filters what is hidden at the branch before its candidate limit', () => {
  it('finds the one visible match among 260 better-matching hidden ones', async () => {
    const db = ctx.database.db;
    const [hiddenCategory] = await db
      .insert(categories)
      .values({ businessId, name: { en: 'Hidden shelf' }, visible: false })
      .returning({ id: categories.id });
    const types = { dine_in: true, delivery: true, car_pickup: true, reservation: true };
    const zebra = (n: number) => ({ businessId, categoryId: drinks, name: { en: `Zebra ${n}` }, types });
    await db.insert(items).values([
      ...Array.from({ length: 100 }, (_, n) => ({ ...zebra(n), visible: false })),
      ...Array.from({ length: 100 }, (_, n) => ({
        ...zebra(n),
        branches: [{ branch_id: mainBranch, available: true, visible: false }],
      })),
      ...Array.from({ length: 60 }, (_, n) => ({ ...zebra(n), categoryId: hiddenCategory?.id ?? 0 })),
      { ...zebra(0), name: { en: 'Chocolate cake with zebra stripes' } },
    ]);
    // The inserts move the menu version; the directory learns it through NOTIFY.
    const names = await eventually(
      () => search('zebra'),
      (found) => found.length > 0,
    );
    expect(names).toEqual(['Chocolate cake with zebra stripes']);
  });
});
