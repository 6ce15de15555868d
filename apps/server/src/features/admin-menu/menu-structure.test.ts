import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { type adminCalls, shopTeam } from '../admin/admin-test-support.ts';
import { pickupOrder, type ShopIds } from '../orders/order-test-fixture.ts';

// The menu's shape in the back office (ADR 1151): subcategories, a category left out of a selling
// type. Audited, version-checked, 422 per field, refused to staff, unknown to another business.
let ctx: TestContext;
let ids: ShopIds;
let manager: ReturnType<typeof adminCalls>;
let staff: ReturnType<typeof adminCalls>;
let otherOwner: ReturnType<typeof adminCalls>;

beforeAll(async () => {
  ({ ctx, ids, manager, staff, otherOwner } = await shopTeam(8));
});
afterAll(() => ctx.close());

type Types = { dine_in: boolean; delivery: boolean; car_pickup: boolean; reservation: boolean };
type Category = { id: number; version: string; parent_id: number | null; types: Types; name: { en: string } };
type Item = { id: number; category_id: number; version: string; name: { en: string } };
const adminMenu = async () => {
  const res = await manager.get('/menu');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { categories: Category[]; items: Item[] };
};
const categoryNamed = async (en: string) => {
  const found = (await adminMenu()).categories.find((c) => c.name.en === en);
  if (!found) throw new Error(`no category ${en}`);
  return found;
};
type StoreCategory = { id: number; items: { id: number; types: Types }[]; subcategories: StoreCategory[] };
const storefront = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/webapp/v5/menu/${ids.main}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().menu.categories as StoreCategory[];
};
const create = async (en: string, extra: object = {}) => {
  const res = await manager.post('/categories', { name: { en }, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().category as Category;
};
const auditOf = async (entityId: number) =>
  (await ctx.database.db.select().from(s.adminAudit)).filter(
    (a) => a.entity === 'category' && a.entityId === entityId,
  );

describe('subcategories', () => {
  it('a manager creates one under a category and moves it: audited, nested on the storefront', async () => {
    const food = await categoryNamed('Food');
    const sweets = await create('Sweets', { parent_id: food.id });
    expect(sweets.parent_id).toBe(food.id);
    const item = await manager.post('/items', {
      category_id: sweets.id,
      name: { en: 'Kunafa' },
      price: 1500,
    });
    expect(item.statusCode, item.body).toBe(201);
    await expect
      .poll(async () => (await storefront()).find((c) => c.id === food.id)?.subcategories.map((c) => c.id))
      .toContain(sweets.id);
    const top = (await storefront()).find((c) => c.id === food.id);
    expect(top?.subcategories.find((c) => c.id === sweets.id)?.items.map((i) => i.id)).toEqual([
      item.json().item.id,
    ]);
    // Moved to the top level: version-checked, its before and after in the audit.
    const moved = await manager.post(`/categories/${sweets.id}`, {
      name: { en: 'Sweets' },
      parent_id: null,
      version: sweets.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().category.parent_id).toBeNull();
    await expect.poll(async () => (await storefront()).map((c) => c.id)).toContain(sweets.id);
    const entries = await auditOf(sweets.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]?.before).toMatchObject({ parent_id: food.id });
    expect(entries[1]?.after).toMatchObject({ parent_id: null });
    const stale = await manager.post(`/categories/${sweets.id}`, {
      name: { en: 'Sweets' },
      parent_id: food.id,
      version: sweets.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a parent that is not a top-level category of this menu, per field (422)', async () => {
    const food = await categoryNamed('Food');
    const child = await create('Grills', { parent_id: food.id });
    for (const parent_id of [child.id, 999_999, -1]) {
      const res = await manager.post('/categories', { name: { en: 'Nested' }, parent_id });
      expect(res.statusCode).toBe(422);
      expect(res.json().details.fields).toHaveProperty('parent_id');
    }
    // Under itself, and a parent (it has subcategories) under another: both refused.
    const self = await manager.post(`/categories/${child.id}`, {
      name: { en: 'Grills' },
      parent_id: child.id,
    });
    expect(self.json().details.fields).toHaveProperty('parent_id');
    const other = await create('Drinks');
    const parentDown = await manager.post(`/categories/${food.id}`, {
      name: { en: 'Food' },
      parent_id: other.id,
    });
    expect(parentDown.statusCode).toBe(422);
    expect(parentDown.json().details.fields.parent_id).toMatch(/subcategories/);
    // Another business's category is not a parent here.
    const theirs = (await otherOwner.get('/menu')).statusCode;
    expect(theirs).toBe(404);
  });

  it('a category with subcategories is deleted only once they are moved or deleted (422 subcategories)', async () => {
    const parent = await create('Breakfast');
    const child = await create('Eggs', { parent_id: parent.id });
    const refused = await manager.post(`/categories/${parent.id}/delete`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.fields).toHaveProperty('subcategories');
    expect((await manager.post(`/categories/${child.id}/delete`, {})).statusCode).toBe(200);
    expect((await manager.post(`/categories/${parent.id}/delete`, {})).statusCode).toBe(200);
  });

  it('staff cannot create or move one (403); another business’s admin gets 404', async () => {
    const food = await categoryNamed('Food');
    expect((await staff.post('/categories', { name: { en: 'X' }, parent_id: food.id })).statusCode).toBe(403);
    expect(
      (await staff.post(`/categories/${food.id}`, { name: { en: 'Food' }, parent_id: null })).statusCode,
    ).toBe(403);
    expect((await otherOwner.post('/categories', { name: { en: 'X' } })).statusCode).toBe(404);
  });
});

describe('a category per selling type', () => {
  it('left out of pickup: the pickup menu hides its items, a pickup order is refused, delivery still sells', async () => {
    const food = await categoryNamed('Food');
    const res = await manager.post(`/categories/${food.id}`, {
      name: { en: 'Food' },
      types: { dine_in: true, delivery: true, car_pickup: false, reservation: true },
      version: food.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().category.types).toEqual({
      dine_in: true,
      delivery: true,
      car_pickup: false,
      reservation: true,
    });
    await expect
      .poll(async () =>
        (await storefront()).find((c) => c.id === food.id)?.items.some((i) => i.types.car_pickup === false),
      )
      .toBe(true);
    const burger = (await storefront())
      .find((c) => c.id === food.id)
      ?.items.find((i) => i.id === ids.burger.id);
    expect(burger?.types).toMatchObject({ car_pickup: false, delivery: true });
    // A subcategory's items follow their parent's types too.
    const sub = (await storefront()).find((c) => c.id === food.id)?.subcategories ?? [];
    for (const c of sub) for (const i of c.items) expect(i.types.car_pickup).toBe(false);
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids),
    });
    expect(order.statusCode).toBe(422);
    expect(order.body).toContain('ITEM_NOT_SOLD_AS_TYPE');
    const entries = await auditOf(food.id);
    expect(entries.at(-1)?.after).toMatchObject({ types: { car_pickup: false } });
    // Back in pickup: sold again.
    const again = await manager.post(`/categories/${food.id}`, {
      name: { en: 'Food' },
      types: { dine_in: true, delivery: true, car_pickup: true, reservation: true },
    });
    expect(again.statusCode).toBe(200);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids),
    });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('refuses a malformed selling types map per field (422)', async () => {
    const food = await categoryNamed('Food');
    const res = await manager.post(`/categories/${food.id}`, {
      name: { en: 'Food' },
      types: { delivery: 'no' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().details.fields)).toEqual(
      expect.arrayContaining(['types.delivery', 'types.dine_in']),
    );
  });
});

type Group = {
  id: number;
  version: string;
  min: number;
  max: number;
  name: { en: string };
  modifiers: { id: number; name: { en: string }; price: number; tax_ids: number[] }[];
};
const burgerGroup = async () => {
  const res = await manager.get('/menu');
  const item = (res.json().items as (Item & { groups: Group[] })[]).find((i) => i.id === ids.burger.id);
  const group = item?.groups[0];
  if (!group) throw new Error('no group');
  return group;
};
const vatId = async () =>
  (await ctx.database.db.select().from(s.taxes)).find((t) => t.businessId === ids.businessId)?.id ?? 0;

describe('editing a group of choices', () => {
  it('a manager renames it, makes it required, reprices and taxes a choice, removes one and adds one', async () => {
    const group = await burgerGroup();
    const cheese = group.modifiers.find((m) => m.name.en === 'Cheese');
    const vat = await vatId();
    const res = await manager.post(`/items/${ids.burger.id}/groups/${group.id}`, {
      name: { en: 'Toppings', ar: 'إضافات' },
      min: 1,
      max: 1,
      modifiers: [
        { id: cheese?.id, name: { en: 'Cheddar' }, price: 350, tax_ids: [vat] },
        { name: { en: 'Egg' }, price: 200 },
      ],
      version: group.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = await burgerGroup();
    expect(edited).toMatchObject({ name: { en: 'Toppings' }, min: 1, max: 1 });
    expect(edited.modifiers.map((m) => [m.name.en, m.price, m.tax_ids])).toEqual([
      ['Cheddar', 350, [vat]],
      ['Egg', 200, []],
    ]);
    // The kept choice keeps its id (orders and sold-out marks refer to it).
    expect(edited.modifiers[0]?.id).toBe(cheese?.id);
    const menu = await ctx.app.inject({ method: 'GET', url: `/api/webapp/v5/menu/${ids.main}` });
    expect(menu.body).toContain('Cheddar');
    expect(menu.body).not.toContain('"Bacon"');
    const entry = (await ctx.database.db.select().from(s.adminAudit))
      .filter((a) => a.action === 'edit_group')
      .at(-1);
    expect(entry?.before).toMatchObject({ group: { name: { en: 'Extras' } } });
    expect(JSON.stringify(entry?.after)).toContain('Cheddar');
    // The same edit from the old version: someone else changed it (409), nothing lost.
    const stale = await manager.post(`/items/${ids.burger.id}/groups/${group.id}`, {
      name: { en: 'Extras' },
      min: 0,
      max: 1,
      modifiers: [{ name: { en: 'Mayo' }, price: 0 }],
      version: group.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('changed_elsewhere');
    expect((await burgerGroup()).name.en).toBe('Toppings');
  });

  it('refuses each bad field in one 422: names, least over most, a stranger choice, a stranger tax', async () => {
    const group = await burgerGroup();
    const res = await manager.post(`/items/${ids.burger.id}/groups/${group.id}`, {
      name: { ar: 'فقط' },
      min: 3,
      max: 2,
      modifiers: [
        { id: 999_999, name: { en: 'X' }, price: 0 },
        { name: { ar: 'ص' }, price: 10, tax_ids: [999_999] },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().details.fields).sort()).toEqual(
      ['min', 'modifiers.1.name.en', 'modifiers.1.tax_ids', 'name.en'].sort(),
    );
    const stranger = await manager.post(`/items/${ids.burger.id}/groups/${group.id}`, {
      name: { en: 'Toppings' },
      min: 0,
      max: 1,
      modifiers: [{ id: 999_999, name: { en: 'X' }, price: 0 }],
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().details.fields).toHaveProperty('modifiers.0.id');
    const wrongGroup = await manager.post(`/items/${ids.cake.id}/groups/${group.id}`, {
      name: { en: 'Toppings' },
      min: 0,
      max: 1,
      modifiers: [{ name: { en: 'X' }, price: 0 }],
    });
    expect(wrongGroup.statusCode).toBe(404);
  });

  it('staff cannot edit it (403); another business’s admin gets 404', async () => {
    const group = await burgerGroup();
    const body = { name: { en: 'Free' }, min: 0, max: 1, modifiers: [{ name: { en: 'X' }, price: 0 }] };
    expect((await staff.post(`/items/${ids.burger.id}/groups/${group.id}`, body)).statusCode).toBe(403);
    expect((await otherOwner.post(`/items/${ids.burger.id}/groups/${group.id}`, body)).statusCode).toBe(404);
    expect((await burgerGroup()).name.en).toBe('Toppings');
  });
});

describe('allergens and diets declared in the back office', () => {
  type Tag = { id: number; kind: string; name: { en: string }; codes: string[] | null; version: string };
  const tags = async () => {
    const res = await manager.get('/offers');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().tags as Tag[]).filter((t) => t.name.en === 'Vegan' || t.name.en === 'Cream');
  };
  const latte = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/webapp/v5/menu/${ids.main}` });
    let found: { diets: string[]; allergens: string[] } | undefined;
    JSON.stringify(res.json().menu, (_, v) => {
      if (v && typeof v === 'object' && v.id === ids.latte.id && Array.isArray(v.diets)) found = v;
      return v;
    });
    if (!found) throw new Error('no latte');
    return found;
  };

  it('a tag claims a diet, an ingredient declares an allergen: the storefront’s diets follow', async () => {
    const [cream] = await ctx.database.db
      .insert(s.tags)
      .values({ businessId: ids.businessId, kind: 'ingredient', name: { en: 'Cream' } })
      .returning();
    const vegan = (await tags()).find((t) => t.name.en === 'Vegan');
    if (!vegan || !cream) throw new Error('no tags');
    expect(vegan.codes).toBeNull();
    expect((await latte()).diets).not.toContain('vegan');
    const claimed = await manager.post(`/tags/${vegan.id}/codes`, {
      codes: ['vegan'],
      version: vegan.version,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    // Open storefronts learn of the new version by NOTIFY: poll rather than race it.
    await expect
      .poll(async () => (await latte()).diets)
      .toEqual(expect.arrayContaining(['vegan', 'vegetarian', 'dairy_free']));
    // The latte gets an ingredient that contains milk: its vegan claim is no longer believed.
    await ctx.database.pool.query('UPDATE items SET tag_ids = tag_ids || $1::int WHERE id = $2', [
      cream.id,
      ids.latte.id,
    ]);
    expect((await manager.post(`/tags/${cream.id}/codes`, { codes: ['milk'] })).statusCode).toBe(200);
    await expect.poll(async () => (await latte()).allergens).toContain('milk');
    expect((await latte()).diets).not.toContain('vegan');
    const entries = (await ctx.database.db.select().from(s.adminAudit)).filter((a) => a.entity === 'tag');
    expect(entries.map((e) => [e.entityId, e.before, e.after])).toEqual([
      [
        vegan.id,
        { name: { en: 'Vegan', ar: 'نباتي' }, kind: 'tag', codes: null },
        expect.objectContaining({ codes: ['vegan'] }),
      ],
      [cream.id, expect.objectContaining({ codes: null }), expect.objectContaining({ codes: ['milk'] })],
    ]);
    // A stale version: someone else changed it (409).
    const stale = await manager.post(`/tags/${vegan.id}/codes`, { codes: null, version: vegan.version });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses codes that do not fit the kind, unknown codes, staff (403) and another business (404)', async () => {
    const [vegan, cream] = [
      (await tags()).find((t) => t.name.en === 'Vegan'),
      (await tags()).find((t) => t.name.en === 'Cream'),
    ];
    for (const [id, codes] of [
      [cream?.id, ['vegan']],
      [vegan?.id, ['meat']],
      [vegan?.id, ['xyz']],
    ] as const) {
      const res = await manager.post(`/tags/${id}/codes`, { codes });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().details.fields).toHaveProperty('codes');
    }
    const malformed = await manager.post(`/tags/${vegan?.id}/codes`, { codes: 'vegan' });
    expect(malformed.statusCode).toBe(422);
    expect((await staff.post(`/tags/${vegan?.id}/codes`, { codes: null })).statusCode).toBe(403);
    expect((await otherOwner.post(`/tags/${vegan?.id}/codes`, { codes: null })).statusCode).toBe(404);
    expect((await manager.post('/tags/999999/codes', { codes: null })).statusCode).toBe(404);
  });
});
