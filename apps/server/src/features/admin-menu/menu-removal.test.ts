import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { type adminCalls, shopTeam } from '../admin/admin-test-support.ts';
import { pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';

// Deleting items and categories, and ordering a category's items (ADR 1101): gone from the
// storefront at once and refused in orders, kept in the database for history; audited,
// version-checked, refused to staff, unknown to another business's members.
let ctx: TestContext;
let ids: ShopIds;
let manager: ReturnType<typeof adminCalls>;
let staff: ReturnType<typeof adminCalls>;
let otherOwner: ReturnType<typeof adminCalls>;

beforeAll(async () => {
  ({ ctx, ids, manager, staff, otherOwner } = await shopTeam(6));
});
afterAll(() => ctx.close());

type MenuItem = { id: number; category_id: number; version: string; name: { en: string } };
type MenuCategory = { id: number; version: string; name: { en: string } };
const adminMenu = async () => {
  const res = await manager.get('/menu');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { categories: MenuCategory[]; items: MenuItem[] };
};
const storefrontIds = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/webapp/v5/menu/${ids.main}` });
  expect(res.statusCode, res.body).toBe(200);
  const found: number[] = [];
  JSON.stringify(res.json().menu, (key, value) => {
    if (key === 'items' && Array.isArray(value))
      for (const i of value) if (typeof i?.id === 'number') found.push(i.id);
    return value;
  });
  return found;
};
const audit = (entity: string) =>
  ctx.database.db.select().from(s.adminAudit).where(eq(s.adminAudit.entity, entity)).orderBy(s.adminAudit.id);

async function newCategory(name: string) {
  const res = await manager.post('/categories', { name: { en: name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().category as MenuCategory;
}
async function newItem(categoryId: number, name: string) {
  const res = await manager.post('/items', { category_id: categoryId, name: { en: name }, price: 1000 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item as MenuItem;
}

describe('deleting an item', () => {
  it('takes it off the storefront and out of orders at once, keeps the row, audits it', async () => {
    const cake = (await adminMenu()).items.find((i) => i.id === ids.cake.id);
    if (!cake) throw new Error('no cake');
    await expect.poll(storefrontIds).toContain(cake.id);
    expect((await staff.post(`/items/${cake.id}/delete`, {})).statusCode).toBe(403);
    expect((await otherOwner.post(`/items/${cake.id}/delete`, {})).statusCode).toBe(404);
    const stale = await manager.post(`/items/${cake.id}/delete`, { version: '1' });
    expect(stale.statusCode).toBe(409);
    const res = await manager.post(`/items/${cake.id}/delete`, { version: cake.version });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(storefrontIds).not.toContain(cake.id);
    expect((await adminMenu()).items.some((i) => i.id === cake.id)).toBe(false);
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids, {
        order_lines: [{ item_id: cake.id, price_label_id: ids.cake.labels[0], quantity: 2 }],
      }),
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().code).toBe('ITEM_NOT_FOUND');
    const [row] = await ctx.database.db.select().from(s.items).where(eq(s.items.id, cake.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await audit('item')).at(-1)).toMatchObject({ action: 'delete', entityId: cake.id, after: null });
    expect((await manager.post(`/items/${cake.id}/delete`, {})).statusCode).toBe(404);
  });
});

describe('deleting a category', () => {
  it('with items, asks what becomes of them; moved, they live on in the other category', async () => {
    const from = await newCategory('Breakfast');
    const to = await newCategory('Brunch');
    const eggs = await newItem(from.id, 'Eggs');
    const asked = await manager.post(`/categories/${from.id}/delete`, { version: from.version });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().details.fields).toHaveProperty('items');
    const self = await manager.post(`/categories/${from.id}/delete`, { items: 'move', move_to: from.id });
    expect(self.json().details.fields).toHaveProperty('move_to');
    const moved = await manager.post(`/categories/${from.id}/delete`, { items: 'move', move_to: to.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const menu = await adminMenu();
    expect(menu.categories.some((c) => c.id === from.id)).toBe(false);
    expect(menu.items.find((i) => i.id === eggs.id)?.category_id).toBe(to.id);
    await expect.poll(storefrontIds).toContain(eggs.id);
    expect((await audit('category')).at(-1)).toMatchObject({ action: 'delete', entityId: from.id });
  });

  it('deleted with its items, both leave the storefront; an empty one needs no choice', async () => {
    const gone = await newCategory('Seasonal');
    const pie = await newItem(gone.id, 'Pumpkin pie');
    await expect.poll(storefrontIds).toContain(pie.id);
    const res = await manager.post(`/categories/${gone.id}/delete`, { items: 'delete' });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(storefrontIds).not.toContain(pie.id);
    const empty = await newCategory('Empty');
    expect((await manager.post(`/categories/${empty.id}/delete`, {})).statusCode).toBe(200);
    expect((await staff.post(`/categories/${ids.burger.id}/delete`, {})).statusCode).toBe(403);
  });
});

describe('ordering a category’s items', () => {
  it('saves the new order in one write, seen on the storefront; a list that is not the category’s is refused', async () => {
    const drinks = await newCategory('Drinks');
    const tea = await newItem(drinks.id, 'Tea');
    const coffee = await newItem(drinks.id, 'Coffee');
    const juice = await newItem(drinks.id, 'Juice');
    const before = async () =>
      (await storefrontIds()).filter((id) => [tea.id, coffee.id, juice.id].includes(id));
    await expect.poll(before).toEqual([tea.id, coffee.id, juice.id]);
    const res = await manager.post(`/categories/${drinks.id}/items/order`, {
      ids: [juice.id, tea.id, coffee.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = async () =>
      (await storefrontIds()).filter((id) => [tea.id, coffee.id, juice.id].includes(id));
    await expect.poll(mine).toEqual([juice.id, tea.id, coffee.id]);
    const partial = await manager.post(`/categories/${drinks.id}/items/order`, { ids: [juice.id, tea.id] });
    expect(partial.statusCode).toBe(422);
    const foreign = await manager.post(`/categories/${drinks.id}/items/order`, {
      ids: [juice.id, tea.id, ids.burger.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect((await staff.post(`/categories/${drinks.id}/items/order`, { ids: [tea.id] })).statusCode).toBe(
      403,
    );
    expect((await audit('item')).at(-1)).toMatchObject({
      action: 'reorder',
      after: [juice.id, tea.id, coffee.id],
    });
  });
});

describe('a category hidden at one branch', () => {
  it('leaves that branch’s menu only; another business’s branch is refused', async () => {
    const lunch = await newCategory('Lunch');
    const wrap = await newItem(lunch.id, 'Wrap');
    const branchMenu = async (branchId: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/webapp/v5/menu/${branchId}` })).body;
    await expect.poll(() => branchMenu(ids.second)).toContain('Wrap');
    const res = await manager.post(`/categories/${lunch.id}`, {
      name: { en: 'Lunch' },
      hidden_at: [ids.second],
      version: lunch.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().category.hidden_at).toEqual([ids.second]);
    await expect.poll(() => branchMenu(ids.second)).not.toContain('Wrap');
    expect(await branchMenu(ids.main)).toContain('Wrap');
    const other = await shopIds(ctx.database.db, 'other');
    const refused = await manager.post(`/categories/${lunch.id}`, {
      name: { en: 'Lunch' },
      hidden_at: [other.main],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.fields).toHaveProperty('hidden_at');
    expect(wrap.id).toBeGreaterThan(0);
  });
});

describe('deleting a group of choices', () => {
  it('takes the group and its choices off the item; a stale item version is a 409', async () => {
    const res = await manager.post(`/items/${ids.burger.id}/groups`, {
      name: { en: 'Sauce' },
      min: 0,
      max: 1,
      modifiers: [{ name: { en: 'Garlic' }, price: 0 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().item as { version: string; groups: { id: number; name: { en: string } }[] };
    const sauce = item.groups.find((g) => g.name.en === 'Sauce');
    if (!sauce) throw new Error('no group');
    expect((await staff.post(`/items/${ids.burger.id}/groups/${sauce.id}/delete`, {})).statusCode).toBe(403);
    expect(
      (await manager.post(`/items/${ids.burger.id}/groups/${sauce.id}/delete`, { version: '1' })).statusCode,
    ).toBe(409);
    const gone = await manager.post(`/items/${ids.burger.id}/groups/${sauce.id}/delete`, {
      version: item.version,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const menu = await adminMenu();
    expect(JSON.stringify(menu.items.find((i) => i.id === ids.burger.id))).not.toContain('Garlic');
    expect((await manager.post(`/items/${ids.burger.id}/groups/${sauce.id}/delete`, {})).statusCode).toBe(
      404,
    );
    expect((await audit('item')).at(-1)).toMatchObject({ action: 'delete_group', entityId: ids.burger.id });
  });
});

describe('undoing a deletion (ADR 1210)', () => {
  const storefrontOrder = (itemId: number, labelId: number | undefined) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids, { order_lines: [{ item_id: itemId, price_label_id: labelId, quantity: 1 }] }),
    });

  it('an item comes back exactly: orders refused while deleted take it again; roles, 404s and audit', async () => {
    const soups = await newCategory('Soups');
    const lentil = await newItem(soups.id, 'Lentil soup');
    const onion = await newItem(soups.id, 'Onion soup');
    const label = async (id: number) =>
      (await ctx.database.db.select().from(s.priceLabels).where(eq(s.priceLabels.itemId, id)))[0]?.id;
    const lentilLabel = await label(lentil.id);
    // Not deleted: nothing to undo.
    expect((await manager.post(`/items/${lentil.id}/restore`, {})).statusCode).toBe(404);
    expect((await manager.post(`/items/${lentil.id}/delete`, { version: lentil.version })).statusCode).toBe(
      200,
    );
    const meanwhile = await storefrontOrder(lentil.id, lentilLabel);
    expect(meanwhile.statusCode).toBe(422);
    expect(meanwhile.json().code).toBe('ITEM_NOT_FOUND');
    expect((await staff.post(`/items/${lentil.id}/restore`, {})).statusCode).toBe(403);
    expect((await otherOwner.post(`/items/${lentil.id}/restore`, {})).statusCode).toBe(404);
    const res = await manager.post(`/items/${lentil.id}/restore`, {});
    expect(res.statusCode, res.body).toBe(200);
    // Its place among its category's items, its name and its price are what they were.
    const menu = await adminMenu();
    expect(menu.items.filter((i) => i.category_id === soups.id).map((i) => i.id)).toEqual([
      lentil.id,
      onion.id,
    ]);
    expect(menu.items.find((i) => i.id === lentil.id)).toMatchObject({
      name: { en: 'Lentil soup' },
      price: 1000,
    });
    await expect.poll(storefrontIds).toContain(lentil.id);
    expect((await storefrontOrder(lentil.id, lentilLabel)).statusCode).toBe(201);
    expect((await audit('item')).at(-1)).toMatchObject({
      action: 'restore',
      entityId: lentil.id,
      after: { id: lentil.id, name: { en: 'Lentil soup' } },
    });
    // Twice is a 404: it is live.
    expect((await manager.post(`/items/${lentil.id}/restore`, {})).statusCode).toBe(404);
  });

  it('a group of choices comes back whole, under its ids; the item’s version moves', async () => {
    const cake = await newItem((await newCategory('Cakes')).id, 'Sponge cake');
    const added = await manager.post(`/items/${cake.id}/groups`, {
      name: { en: 'Topping' },
      min: 0,
      max: 2,
      modifiers: [
        { name: { en: 'Cream' }, price: 250 },
        { name: { en: 'Berries' }, price: 500 },
      ],
    });
    expect(added.statusCode, added.body).toBe(201);
    type Group = {
      id: number;
      version: string;
      name: { en: string };
      modifiers: { id: number; price: number }[];
    };
    const groupsOf = async () =>
      ((await adminMenu()).items.find((i) => i.id === cake.id) as unknown as { groups: Group[] } | undefined)
        ?.groups ?? [];
    const before = await groupsOf();
    const topping = before.find((g) => g.name.en === 'Topping');
    if (!topping) throw new Error('no group');
    const gone = await manager.post(`/items/${cake.id}/groups/${topping.id}/delete`, {});
    expect(gone.statusCode, gone.body).toBe(200);
    const path = `/items/${cake.id}/groups/${topping.id}/restore`;
    expect((await staff.post(path, {})).statusCode).toBe(403);
    expect((await otherOwner.post(path, {})).statusCode).toBe(404);
    // Another item's group of that id is not this one.
    expect((await manager.post(`/items/${ids.burger.id}/groups/${topping.id}/restore`, {})).statusCode).toBe(
      404,
    );
    const versionBefore = (await adminMenu()).items.find((i) => i.id === cake.id)?.version;
    expect((await manager.post(path, {})).statusCode).toBe(200);
    // The same rows; only the group's version (its row's transaction) is new.
    const unversioned = (groups: Group[]) => groups.map(({ version: _, ...g }) => g);
    expect(unversioned(await groupsOf())).toEqual(unversioned(before));
    expect((await adminMenu()).items.find((i) => i.id === cake.id)?.version).not.toBe(versionBefore);
    expect((await audit('item')).at(-1)).toMatchObject({
      action: 'restore_group',
      entityId: cake.id,
      after: { id: topping.id, modifiers: [{ price: 250 }, { price: 500 }] },
    });
    expect((await manager.post(path, {})).statusCode).toBe(404);
  });

  it('a category comes back with the items deleted with it, or the items moved out of it', async () => {
    const mezze = await newCategory('Mezze');
    const hummus = await newItem(mezze.id, 'Hummus');
    const mutabal = await newItem(mezze.id, 'Mutabal');
    expect((await manager.post(`/categories/${mezze.id}/delete`, { items: 'delete' })).statusCode).toBe(200);
    await expect.poll(storefrontIds).not.toContain(hummus.id);
    // An item deleted with its category cannot come back alone.
    const alone = await manager.post(`/items/${hummus.id}/restore`, {});
    expect(alone.statusCode).toBe(422);
    expect(alone.json().details.fields).toHaveProperty('category_id');
    expect((await staff.post(`/categories/${mezze.id}/restore`, {})).statusCode).toBe(403);
    expect((await otherOwner.post(`/categories/${mezze.id}/restore`, {})).statusCode).toBe(404);
    expect((await manager.post(`/categories/${mezze.id}/restore`, {})).statusCode).toBe(200);
    let menu = await adminMenu();
    expect(menu.categories.some((c) => c.id === mezze.id)).toBe(true);
    expect(menu.items.filter((i) => i.category_id === mezze.id).map((i) => i.id)).toEqual([
      hummus.id,
      mutabal.id,
    ]);
    await expect.poll(storefrontIds).toContain(mutabal.id);

    const grills = await newCategory('Grills');
    const kebab = await newItem(grills.id, 'Kebab');
    const kofta = await newItem(grills.id, 'Kofta');
    const moved = await manager.post(`/categories/${grills.id}/delete`, { items: 'move', move_to: mezze.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await manager.post(`/categories/${grills.id}/restore`, {})).statusCode).toBe(200);
    menu = await adminMenu();
    expect(menu.items.filter((i) => i.category_id === grills.id).map((i) => i.id)).toEqual([
      kebab.id,
      kofta.id,
    ]);
    expect(menu.items.filter((i) => i.category_id === mezze.id).map((i) => i.id)).toEqual([
      hummus.id,
      mutabal.id,
    ]);
    expect((await audit('category')).at(-1)).toMatchObject({
      action: 'restore',
      entityId: grills.id,
      after: { id: grills.id, items: [kebab.id, kofta.id] },
    });
  });
});
