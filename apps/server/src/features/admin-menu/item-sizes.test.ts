import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { type AdminCalls, adminCalls, adminTestApp, signInTeam } from '../admin/admin-test-support.ts';

// ADR 1420: an item's sizes (price labels) edited in the back office.
let ctx: TestContext;
let manager: AdminCalls;
let staff: AdminCalls;
let otherManager: AdminCalls;
let item: { id: number; version: string };

beforeAll(async () => {
  const { ctx: app, channel } = await adminTestApp([makeSeed('shop'), makeSeed('other')]);
  ctx = app;
  const team = await signInTeam(ctx, channel, 72, {
    manager: { role: 'manager' },
    staff: { role: 'staff' },
    otherManager: { ref: 'other', role: 'manager' },
  });
  ({ manager, staff } = team);
  otherManager = adminCalls(ctx.app, 'other', team.otherManager.token);
  const category = (await manager.post('/categories', { name: { en: 'Coffee', ar: 'قهوة' } })).json()
    .category;
  const created = await manager.post('/items', {
    category_id: category.id,
    name: { en: 'Flat white', ar: 'فلات وايت' },
    price: 1250,
  });
  expect(created.statusCode, created.body).toBe(201);
  item = created.json().item;
});
afterAll(() => ctx.close());

const sizesOf = async (id: number) =>
  ctx.database.db
    .select()
    .from(s.priceLabels)
    .where(eq(s.priceLabels.itemId, id))
    .orderBy(s.priceLabels.sort, s.priceLabels.id);

describe('sizes of an item (ADR 1420)', () => {
  it('a manager turns one price into Medium and Large with weight, limits, unit and time; the storefront sells both', async () => {
    const [only] = item && (await sizesOf(item.id));
    const res = await manager.post(`/items/${item.id}/sizes`, {
      version: item.version,
      sizes: [
        { id: only?.id, label: { en: 'Medium', ar: 'وسط' }, price: 1250, minimum: 1, maximum: 5 },
        {
          label: { en: 'Large', ar: 'كبير' },
          price: 1500,
          weight: 0.45,
          minimum: 2,
          maximum: null,
          unit: 'cup',
          preparation_time: 6,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().item;
    expect(saved.price).toBe(1250);
    expect(saved.sizes).toMatchObject([
      { id: only?.id, label: { en: 'Medium', ar: 'وسط' }, price: 1250, maximum: 5 },
      { label: { en: 'Large' }, price: 1500, weight: 0.45, minimum: 2, unit: 'cup', preparation_time: 6 },
    ]);
    expect(saved.version).not.toBe(item.version);
    const rows = await sizesOf(item.id);
    expect(rows.map((r) => r.preparationTimeType)).toEqual([null, 'minute']);
    const [itemRow] = await ctx.database.db.select().from(s.items).where(eq(s.items.id, item.id));
    expect(itemRow?.priceOptionKind).toBe(1);
    const [branch] = await ctx.database.db
      .select()
      .from(s.branches)
      .where(eq(s.branches.businessId, itemRow?.businessId ?? 0));
    const menu = await ctx.app.inject({ url: `/api/webapp/v5/menu/${branch?.id}` });
    expect(menu.body).toContain('Large');
    // A later edit without the price keeps the sizes as they are.
    const renamed = await manager.post(`/items/${item.id}`, {
      category_id: itemRow?.categoryId,
      name: { en: 'Flat white', ar: 'فلات وايت' },
      version: saved.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().item.sizes.map((z: { price: number }) => z.price)).toEqual([1250, 1500]);
    item = renamed.json().item;
  });

  it('refuses unnamed sizes when there are several, a most below the least and another item’s size, per field', async () => {
    const [first] = await sizesOf(item.id);
    const res = await manager.post(`/items/${item.id}/sizes`, {
      version: item.version,
      sizes: [
        { id: first?.id, label: { ar: 'وسط' }, price: 1250, minimum: 3, maximum: 2 },
        { id: 999_999, label: { en: 'Huge' }, price: 1900 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details.fields).toMatchObject({
      'sizes.0.label.en': 'Required',
      'sizes.0.maximum': expect.any(String),
    });
    const stranger = await manager.post(`/items/${item.id}/sizes`, {
      version: item.version,
      sizes: [{ id: 999_999, label: { en: 'Huge' }, price: 1900 }],
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().details.fields).toHaveProperty(['sizes.0.id']);
    const negative = await manager.post(`/items/${item.id}/sizes`, { sizes: [{ price: -5 }] });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().message).toEqual(expect.any(String));
    expect((await sizesOf(item.id)).map((r) => r.price)).toEqual([1250, 1500]);
  });

  it('a stale version is 409; staff cannot (403); another business’s manager never reaches it (404)', async () => {
    const body = { version: '1', sizes: [{ label: {}, price: 1 }] };
    expect((await manager.post(`/items/${item.id}/sizes`, body)).statusCode).toBe(409);
    const { version: _stale, ...fresh } = body;
    expect((await staff.post(`/items/${item.id}/sizes`, fresh)).statusCode).toBe(403);
    expect((await otherManager.post(`/items/${item.id}/sizes`, fresh)).statusCode).toBe(404);
    expect((await sizesOf(item.id)).map((r) => r.price)).toEqual([1250, 1500]);
  });

  it('one size left: the item is a single price again, the removed size gone', async () => {
    const [first] = await sizesOf(item.id);
    const res = await manager.post(`/items/${item.id}/sizes`, {
      version: item.version,
      sizes: [{ id: first?.id, label: {}, price: 1300 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.sizes).toMatchObject([{ id: first?.id, price: 1300 }]);
    const [itemRow] = await ctx.database.db.select().from(s.items).where(eq(s.items.id, item.id));
    expect(itemRow?.priceOptionKind).toBe(0);
    item = res.json().item;
  });
});
