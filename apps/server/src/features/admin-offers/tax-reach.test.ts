import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { type AdminCalls, adminCalls, adminTestApp, signInTeam } from '../admin/admin-test-support.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';

// A tax that reaches the items it should without ticking each (ADR 1486): all items by default,
// or the items of chosen categories — an item added after the tax is taxed by its category.
let ctx: TestContext;
let ids: ShopIds;
let other: ShopIds;
let team: Record<'manager' | 'staff' | 'otherOwner', AdminCalls>;
let foodId = 0;

beforeAll(async () => {
  const made = await adminTestApp([orderSeed('shop'), orderSeed('other')], { now: () => NOON });
  ctx = made.ctx;
  team = await signInTeam(ctx, made.channel, 32, {
    manager: { role: 'manager' },
    staff: { role: 'staff' },
    otherOwner: { ref: 'other', role: 'owner' },
  });
  ids = await shopIds(ctx.database.db, 'shop');
  other = await shopIds(ctx.database.db, 'other');
  const [burger] = await ctx.database.db.select().from(s.items).where(eq(s.items.id, ids.burger.id));
  foodId = burger?.categoryId ?? 0;
});
afterAll(() => ctx.close());

async function taxOf(itemId: number, labelId: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/service/pos/calc-order/${ids.main}`,
    payload: pickupOrder(ids, { order_lines: [{ item_id: itemId, price_label_id: labelId, quantity: 1 }] }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { amounts: { exclusive_tax: number } }).amounts.exclusive_tax;
}

/** A new item in a category, made through the back office as an owner would. */
async function newItem(categoryId: number, name: string) {
  const res = await team.manager.post('/items', {
    category_id: categoryId,
    name: { en: name, ar: name },
    price: 1000,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().item.id as number;
  const [label] = await ctx.database.db.select().from(s.priceLabels).where(eq(s.priceLabels.itemId, id));
  return { id, label: label?.id ?? 0 };
}

describe('a tax’s reach', () => {
  it('a tax on a category taxes its items, and an item added to it afterwards, without ticking', async () => {
    const made = await team.manager.post('/taxes', {
      name: { en: 'Food levy', ar: 'رسم الطعام' },
      rate: 10,
      applies_to: 'categories',
      category_ids: [foodId],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().tax).toMatchObject({ applies_to: 'categories', category_ids: [foodId] });
    const [entry] = await ctx.database.db.select().from(s.adminAudit).where(eq(s.adminAudit.entity, 'tax'));
    expect(entry?.after).toMatchObject({ applies_to: 'categories' });
    // A new food item, nothing ticked on it: 10 % of 1000.
    const fries = await newItem(foodId, 'Fries');
    await expect.poll(() => taxOf(fries.id, fries.label)).toBe(100);
    // The burger keeps its ticked VAT (5 %) and gains the levy: 2000 × 15 %.
    expect(await taxOf(ids.burger.id, ids.burger.labels[0] ?? 0)).toBe(300);
  });

  it('a new tax without a reach applies to all items — one in another category too', async () => {
    const [latte] = await ctx.database.db.select().from(s.items).where(eq(s.items.id, ids.latte.id));
    const before = await taxOf(ids.latte.id, ids.latte.labels[0] ?? 0);
    const made = await team.manager.post('/taxes', {
      name: { en: 'City tax', ar: 'ضريبة المدينة' },
      rate: 1,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().tax).toMatchObject({ applies_to: 'all', category_ids: [] });
    const drink = await newItem(latte?.categoryId ?? 0, 'Lemonade');
    await expect.poll(() => taxOf(drink.id, drink.label)).toBe(10);
    expect(await taxOf(ids.latte.id, ids.latte.labels[0] ?? 0)).toBeGreaterThan(before);
    // An edit that does not say keeps the reach; narrowed to ticked items, the new one pays nothing.
    const { id, version } = made.json().tax as { id: number; version: string };
    const kept = await team.manager.post(`/taxes/${id}`, { name: { en: 'City tax' }, rate: 2, version });
    expect(kept.json().tax).toMatchObject({ applies_to: 'all', rate: 2 });
    const narrowed = await team.manager.post(`/taxes/${id}`, {
      name: { en: 'City tax' },
      rate: 2,
      applies_to: 'items',
      version: kept.json().tax.version,
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    await expect.poll(() => taxOf(drink.id, drink.label)).toBe(0);
  });

  it('all items except chosen items and categories (ADR 1481): calc-order and the placed order leave them out', async () => {
    const [latte] = await ctx.database.db.select().from(s.items).where(eq(s.items.id, ids.latte.id));
    const drinksId = latte?.categoryId ?? 0;
    const before = {
      burger: await taxOf(ids.burger.id, ids.burger.labels[0] ?? 0),
      cake: await taxOf(ids.cake.id, ids.cake.labels[0] ?? 0),
      latte: await taxOf(ids.latte.id, ids.latte.labels[0] ?? 0),
    };
    const made = await team.manager.post('/taxes', {
      name: { en: 'Service', ar: 'خدمة' },
      rate: 10,
      applies_to: 'all',
      except_item_ids: [ids.cake.id],
      except_category_ids: [drinksId],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().tax).toMatchObject({
      applies_to: 'all',
      except_item_ids: [ids.cake.id],
      except_category_ids: [drinksId],
    });
    // The burger (2000) pays 10 % more; the cake (left out) and the latte (its category left out) do not.
    await expect.poll(() => taxOf(ids.burger.id, ids.burger.labels[0] ?? 0)).toBe(before.burger + 200);
    expect(await taxOf(ids.cake.id, ids.cake.labels[0] ?? 0)).toBe(before.cake);
    expect(await taxOf(ids.latte.id, ids.latte.labels[0] ?? 0)).toBe(before.latte);
    // A drink added later is left out with its category.
    const tea = await newItem(drinksId, 'Tea');
    expect(await taxOf(tea.id, tea.label)).toBe(0);
    // Placement prices it the same way: burger taxed, cake not.
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids, {
        order_lines: [
          { item_id: ids.burger.id, price_label_id: ids.burger.labels[0], quantity: 1 },
          { item_id: ids.cake.id, price_label_id: ids.cake.labels[0], quantity: 2, comment: 'no nuts' },
        ],
      }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.amounts.exclusive_tax).toBe(before.burger + 200 + 2 * before.cake);
    // An edit that does not say keeps the exceptions; an empty list taxes the cake again.
    const { id, version } = made.json().tax as { id: number; version: string };
    const kept = await team.manager.post(`/taxes/${id}`, { name: { en: 'Service' }, rate: 10, version });
    expect(kept.json().tax).toMatchObject({ except_item_ids: [ids.cake.id] });
    const widened = await team.manager.post(`/taxes/${id}`, {
      name: { en: 'Service' },
      rate: 10,
      except_item_ids: [],
      version: kept.json().tax.version,
    });
    expect(widened.statusCode, widened.body).toBe(200);
    await expect.poll(() => taxOf(ids.cake.id, ids.cake.labels[0] ?? 0)).toBe(before.cake + 100);
    // Narrowed to ticked items, it keeps no exceptions.
    const ticked = await team.manager.post(`/taxes/${id}`, {
      name: { en: 'Service' },
      rate: 10,
      applies_to: 'items',
      version: widened.json().tax.version,
    });
    expect(ticked.json().tax).toMatchObject({ except_item_ids: [], except_category_ids: [] });
  });

  it('refuses exceptions that are not the business’s', async () => {
    const [theirs] = await ctx.database.db.select().from(s.items).where(eq(s.items.id, other.burger.id));
    const res = await team.manager.post('/taxes', {
      name: { en: 'x' },
      rate: 1,
      except_item_ids: [other.burger.id],
      except_category_ids: [theirs?.categoryId ?? 0],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details.fields).toHaveProperty('except_item_ids');
    expect(res.json().details.fields).toHaveProperty('except_category_ids');
  });

  it('refuses categories that are not the business’s, or none', async () => {
    const [theirs] = await ctx.database.db.select().from(s.items).where(eq(s.items.id, other.burger.id));
    const foreign = await team.manager.post('/taxes', {
      name: { en: 'x' },
      rate: 1,
      applies_to: 'categories',
      category_ids: [theirs?.categoryId ?? 0],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().details.fields).toHaveProperty('category_ids');
    const none = await team.manager.post('/taxes', { name: { en: 'x' }, rate: 1, applies_to: 'categories' });
    expect(none.statusCode).toBe(422);
    expect(none.json().details.fields).toHaveProperty('category_ids');
  });

  it('staff get 403, another business’s owner 404, a stranger 401', async () => {
    const body = { name: { en: 'x' }, rate: 1, applies_to: 'all' };
    expect((await team.staff.post('/taxes', body)).statusCode).toBe(403);
    expect((await team.otherOwner.post('/taxes', body)).statusCode).toBe(404);
    expect((await adminCalls(ctx.app, 'shop').post('/taxes', body)).statusCode).toBe(401);
  });
});
