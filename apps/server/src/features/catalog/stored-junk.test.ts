import {
  businessSettingsSchema,
  categorySchema,
  itemResponseSchema,
  menuItemSchema,
  restaurantResponseSchema,
  searchResponseSchema,
} from '@sufra/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, businesses, categories, items } from '../../platform/db/schema/index.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { type BusinessData, loadBusinessData } from './business-data.ts';
import { toBusinessSettings } from './business-settings.ts';
import { buildMenu, itemMapper } from './menu-builder.ts';

/** What an admin tool or a hand-edited row might leave in the jsonb columns (ADR 005). */
const junkSettings = {
  social_links: { instagram: null, x: 'https://x.com/sufra', tiktok: 7 },
  payment_methods: ['cash', 1, 2.5, 12],
  min_order: 1.5,
  menu_button: 'half',
  dark_mode: 'sometimes',
  gradient_colors: ['#fff', { c: 1 }],
  reservation: 'yes',
  policies: { privacy: 12, terms: { en: 'Terms' } },
  table_label: 42,
  header_bg: 3,
  highlightedCat: 1.5,
  showStandardSubCats: 'no',
};

let ctx: TestContext;
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await createTestApp([
    makeSeed('junk', 'Junk', { settings: junkSettings }),
    makeSeed('words', 'Words'),
  ]);
  const [junk] = await ctx.database.db.select().from(businesses).where(eq(businesses.referenceId, 'junk'));
  const id = junk?.id ?? 0;
  // Before the first request: the caches are empty, so no invalidation has to be waited for.
  await ctx.database.db
    .update(items)
    .set({
      priceOptionKind: 9,
      types: sql`'{"dine_in":"yes","delivery":null}'::jsonb`,
      branches: sql`'"everywhere"'::jsonb`,
      name: sql`jsonb_build_object('en', 5, 'ar', 'لاتيه')`,
    })
    .where(eq(items.businessId, id));
  await ctx.database.db
    .update(categories)
    .set({ branches: sql`'[null, 3, {"branch_id":"x"}]'::jsonb`, name: sql`'"Drinks"'::jsonb` })
    .where(eq(categories.businessId, id));
  await ctx.database.db
    .update(branches)
    .set({ settings: sql`'null'::jsonb` })
    .where(eq(branches.businessId, id));
});
afterAll(() => ctx.close());

describe('malformed stored settings and items (ADR 005: defaults at the edge)', () => {
  it('the restaurant call answers 200 with invalid values replaced by their defaults', async () => {
    const res = await get('/api/webapp/v5/restaurant/junk');
    expect(res.statusCode).toBe(200);
    const body = restaurantResponseSchema.parse(res.json());
    const r = body.restaurant;
    expect(r.social_links).toEqual({ x: 'https://x.com/sufra' });
    expect(r.payment_methods).toEqual([1]);
    expect(r.min_order).toBe(0);
    expect(r.menu_button).toBe(0.43);
    expect(r.dark_mode).toBe('auto');
    expect(r.gradient_colors).toEqual(['#fff']);
    expect(r.reservation).toMatchObject({ enabled: false, type: 1 });
    expect(r.policies).toEqual({ privacy: '', terms: 'Terms' });
    expect(r.table_label).toBe('Table');
    expect(r.header_bg).toBeNull();
    expect(body.highlightedCat).toBeNull();
    expect(r.branches[0]?.selling_types).toEqual({ delivery: true, pickup: true, dinein: true });
    const latte = body.menu.categories[0]?.items[0];
    expect(latte?.price_option_kind).toBe(0);
    expect(latte?.types).toEqual({ dine_in: true, delivery: true, car_pickup: true, reservation: true });
    // The English name is not a string: the next locale's text is shown rather than a number.
    expect(latte?.name).toBe('لاتيه');
  });

  it('the item and search calls answer 200 and match the contract', async () => {
    const body = restaurantResponseSchema.parse((await get('/api/webapp/v5/restaurant/junk')).json());
    const branchId = body.restaurant.branch_id;
    const latte = body.menu.categories[0]?.items[0];
    const item = await get(`/api/webapp/v5/item/${branchId}/${latte?.id}`);
    expect(item.statusCode).toBe(200);
    expect(itemResponseSchema.parse(item.json()).item.price_option_kind).toBe(0);
    const search = await get(`/api/webapp/search/${encodeURIComponent('لاتيه')}?branch_id=${branchId}`);
    expect(search.statusCode).toBe(200);
    expect(searchResponseSchema.parse(search.json()).items.length).toBeGreaterThan(0);
    const menu = await get(`/api/webapp/v5/menu/${branchId}`);
    expect(menu.statusCode).toBe(200);
  });

  it('a list with no usable entry reads as its default: payment_methods ["cash"] is [2] (§9)', async () => {
    const data = await load('words');
    const withMethods = (payment_methods: unknown) =>
      toBusinessSettings(
        { ...data, business: { ...data.business, settings: { payment_methods } } },
        data.branches[0]?.id ?? 0,
        'en',
      ).payment_methods;
    expect(withMethods(['cash'])).toEqual([2]);
    expect(withMethods([1, 3])).toEqual([1, 3]);
    expect(withMethods([])).toEqual([]);
  });

  it('reports each invalid field it replaced (for the warning log)', async () => {
    const data = await load('junk');
    const reported = new Set<string>();
    toBusinessSettings(data, data.branches[0]?.id ?? 0, 'en', (f) => reported.add(f));
    expect(reported).toEqual(
      new Set([
        'social_links',
        'payment_methods',
        'min_order',
        'menu_button',
        'dark_mode',
        'gradient_colors',
        'reservation',
        'policies.privacy',
        'table_label',
        'header_bg',
      ]),
    );
  });
});

async function load(ref: string): Promise<BusinessData> {
  const [row] = await ctx.database.db.select().from(businesses).where(eq(businesses.referenceId, ref));
  const data = await loadBusinessData(ctx.database.db, row?.id ?? 0);
  if (!data) throw new Error(`no business ${ref}`);
  return data;
}

const settingNames = [
  ...Object.keys(businessSettingsSchema.shape),
  'selling_types',
  'scheduled_orders',
  'delivery',
  'show_car_info',
  'highlightedCat',
];
/** Any JSON, and objects whose keys are the real setting names with any JSON as values. */
const storedJson = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...settingNames), fc.jsonValue(), { maxKeys: 12 }),
);

describe('property: any stored JSON still answers a response the contract accepts', () => {
  it('business and branch settings', async () => {
    const data = await load('words');
    fc.assert(
      fc.property(storedJson, storedJson, (settings, branchSettings) => {
        const junk: BusinessData = {
          ...data,
          business: { ...data.business, settings: settings as Record<string, unknown> },
          branches: data.branches.map((b) => ({ ...b, settings: branchSettings as Record<string, unknown> })),
        };
        businessSettingsSchema.parse(toBusinessSettings(junk, data.branches[0]?.id ?? 0, 'ar'));
      }),
      { numRuns: 300 },
    );
  });

  it('item and category columns', async () => {
    const data = await load('words');
    const branchId = data.branches[0]?.id ?? 0;
    fc.assert(
      fc.property(
        storedJson,
        storedJson,
        storedJson,
        fc.integer({ min: -32768, max: 32767 }),
        (a, b, c, kind) => {
          const junk = {
            ...data,
            items: data.items.map((i) => ({ ...i, name: a, types: b, branches: c, priceOptionKind: kind })),
            categories: data.categories.map((x) => ({ ...x, name: c, branches: a })),
          } as unknown as BusinessData;
          for (const row of junk.items) menuItemSchema.parse(itemMapper(junk, branchId, 'en')(row));
          for (const category of buildMenu(junk, branchId, 'en').categories) categorySchema.parse(category);
        },
      ),
      { numRuns: 300 },
    );
  });
});
