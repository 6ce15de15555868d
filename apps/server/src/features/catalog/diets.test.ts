import { type MenuItem, restaurantResponseSchema } from '@sufra/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, tags } from '../../platform/db/schema/index.ts';
import { demoSeed } from '../../platform/db/seed/demo-data.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';

// Allergens and diets in the menu payload, derived from the demo's ingredients and tags (ADR 1060).
let ctx: TestContext;

async function menuItems(locale = 'en'): Promise<Map<string, MenuItem>> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/webapp/v5/restaurant/demo',
    headers: { locale },
  });
  expect(res.statusCode).toBe(200);
  const body = restaurantResponseSchema.parse(res.json());
  const all: MenuItem[] = [];
  const walk = (cs: typeof body.menu.categories) => {
    for (const c of cs) {
      all.push(...c.items);
      walk(c.subcategories);
    }
  };
  walk(body.menu.categories);
  return new Map(all.map((i) => [locale === 'en' ? i.name : String(i.id), i]));
}

beforeAll(async () => {
  ctx = await createTestApp([demoSeed]);
});
afterAll(() => ctx.close());

describe('the menu payload carries allergens and diets as codes', () => {
  it('derives them from ingredients and tags, and marks the options that break a diet', async () => {
    const items = await menuItems();
    const manakish = items.get("Za'atar Manakish");
    expect(manakish?.allergens).toEqual(['gluten', 'sesame']);
    // Tagged vegan, but it offers Akkawi cheese and halloumi: a label promises everything the dish
    // is sold with (ADR 1343).
    expect(manakish?.diets).toEqual(['vegetarian']);
    // …and it can be had vegan: the filter keeps it, its cheese options hidden (ADR 1061).
    expect(manakish?.diets_choosable).toEqual(['vegetarian', 'vegan', 'dairy_free']);
    const extras = manakish?.modifier_groups[0]?.modifiers ?? [];
    expect(extras.find((m) => m.name === 'Akkawi cheese')?.breaks).toEqual(['vegan', 'dairy_free']);
    // An option with nothing to declare carries no field at all (the menu stays small).
    expect(extras.find((m) => m.name === 'Tomato & cucumber')).not.toHaveProperty('breaks');

    expect(items.get('Chicken Machboos')?.diets).toEqual(['gluten_free', 'dairy_free']);
    expect(items.get('Shrimp Murabyan')?.allergens).toEqual(['crustaceans']);
    // Its milk choice offers oat milk (gluten): not labelled gluten-free (ADR 1343).
    expect(items.get('Cappuccino')?.diets).toEqual(['vegetarian']);
    // Shakshuka "finished with feta": dairy, not dairy-free; a wrap offering extra cheese sauce neither.
    expect(items.get('Shakshuka')?.allergens).toEqual(['eggs', 'milk']);
    expect(items.get('Shakshuka')?.diets).not.toContain('dairy_free');
    expect(items.get('Falafel Wrap')?.diets).not.toContain('dairy_free');
    expect(items.get('Falafel Wrap')?.diets).not.toContain('vegan');
    expect(items.get('Cappuccino')?.allergens).toEqual(['milk']);
    // A required bread choice whose every option holds wheat: the dish cannot be had gluten-free.
    const withBread = [...items.values()].find((i) =>
      i.modifier_groups.some((g) => g.min >= 1 && g.modifiers.some((m) => m.name === 'Arabic bread')),
    );
    expect(withBread?.diets).not.toContain('gluten_free');

    const vegan = [...items.values()].filter((i) => i.diets.includes('vegan'));
    expect(vegan.length).toBeGreaterThanOrEqual(5);
    expect([...items.values()].filter((i) => i.allergens.length).length).toBeGreaterThan(items.size / 2);
  });

  it('sends the same codes in every locale (the catalogs name them)', async () => {
    const en = await menuItems();
    const ar = await menuItems('ar');
    const manakish = en.get("Za'atar Manakish");
    const same = ar.get(String(manakish?.id));
    expect(same?.name).not.toBe(manakish?.name);
    expect(same?.allergens).toEqual(manakish?.allergens);
    expect(same?.diets).toEqual(manakish?.diets);
  });

  it('an ingredient whose contents become undeclared stops vouching at once (the version trigger)', async () => {
    const db = ctx.database.db;
    const [demo] = await db.select().from(businesses).where(eq(businesses.referenceId, 'demo'));
    await db
      .update(tags)
      .set({ codes: null })
      .where(and(eq(tags.businessId, demo?.id ?? 0), eq(tags.kind, 'ingredient'), eq(tags.icon, 'sprout')));
    // Cardamom is no longer declared: it could be anything, so the machboos claims nothing, not even
    // what its gluten-free tag says (ADR 1343: no claim, never a wrong one).
    const diets = await eventually(
      async () => (await menuItems()).get('Chicken Machboos')?.diets,
      (d) => d?.length === 0,
    );
    expect(diets).toEqual([]);
  });
});
