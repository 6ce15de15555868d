import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { type AdminCalls, adminTestApp, signInTeam } from './admin-test-support.ts';
import { returnSoldOutItems } from './menu-admin-repository.ts';

let ctx: TestContext;
let mediaRoot: string;
let owner: AdminCalls;
let manager: AdminCalls;
let staff: AdminCalls;
let branchStaff: AdminCalls;
let mainBranch: number;
let secondBranch: number;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sufra-admin-'));
  mediaRoot = path.join(dataDir, 'media');
  const { ctx: app, channel } = await adminTestApp([makeSeed('shop')], { env: { DATA_DIR: dataDir } });
  ctx = app;
  const branches = await ctx.database.db.select().from(s.branches).orderBy(s.branches.sort, s.branches.id);
  mainBranch = branches[0]?.id ?? 0;
  secondBranch = branches[1]?.id ?? 0;
  ({ owner, manager, staff, branchStaff } = await signInTeam(ctx, channel, 14, {
    owner: { role: 'owner' },
    manager: { role: 'manager' },
    staff: { role: 'staff' },
    branchStaff: { role: 'staff', branchId: secondBranch },
  }));
});
afterAll(() => ctx.close());

const businessVersion = async () => {
  const [row] = await ctx.database.db.select({ v: s.businesses.version }).from(s.businesses);
  return row?.v ?? 0;
};
const audit = () => ctx.database.db.select().from(s.adminAudit).orderBy(s.adminAudit.id);
const storefrontMenu = async (branchId: number) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/webapp/v5/menu/${branchId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

async function newCategory(name = 'Grills') {
  const res = await manager.post('/categories', { name: { en: name, ar: 'مشويات' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().category as { id: number; version: string };
}

async function newItem(categoryId: number, name = 'Mixed grill', price = 4500) {
  const res = await manager.post('/items', {
    category_id: categoryId,
    name: { en: name, ar: 'مشاوي مشكلة' },
    description: { en: 'Lamb, chicken and kofta' },
    price,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item as { id: number; version: string; price: number };
}

describe('categories', () => {
  it('a manager creates one: audited, on the storefront at once (version bump)', async () => {
    const version = await businessVersion();
    const category = await newCategory('Grills');
    expect(await businessVersion()).toBeGreaterThan(version);
    const [entry] = (await audit()).filter((a) => a.entity === 'category' && a.entityId === category.id);
    expect(entry).toMatchObject({ action: 'create', before: null, after: { name: { en: 'Grills' } } });
    expect(entry?.memberName).toMatch(/^manager/);
  });

  it('refuses a missing first-locale name and a language the business does not use, per field (422)', async () => {
    const res = await manager.post('/categories', { name: { ar: 'فقط', fr: 'Grillades' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'invalid_fields',
      details: { fields: { 'name.en': 'Required', 'name.fr': expect.any(String) } },
    });
    const wrongType = await manager.post('/categories', { name: 'Grills' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().details.fields).toHaveProperty('name');
  });

  it('a stale version is refused with 409 changed_elsewhere; nothing is lost', async () => {
    const category = await newCategory('Soups');
    const first = await manager.post(`/categories/${category.id}`, {
      name: { en: 'Hot soups' },
      version: category.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await owner.post(`/categories/${category.id}`, {
      name: { en: 'Cold soups' },
      version: category.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('changed_elsewhere');
    const menu = (await owner.get('/menu')).json();
    expect(menu.categories.find((c: { id: number }) => c.id === category.id).name.en).toBe('Hot soups');
  });

  it('reorders, and refuses a list with another business’s or repeated ids', async () => {
    const menu = (await manager.get('/menu')).json();
    const ids = menu.categories.map((c: { id: number }) => c.id).reverse();
    expect((await manager.post('/categories/order', { ids })).statusCode).toBe(200);
    const after = (await manager.get('/menu')).json();
    expect(after.categories.map((c: { id: number }) => c.id)).toEqual(ids);
    expect((await manager.post('/categories/order', { ids: [ids[0], ids[0]] })).statusCode).toBe(422);
    expect((await manager.post('/categories/order', { ids: [999_999] })).statusCode).toBe(422);
  });

  it('staff cannot create or rename categories (403)', async () => {
    expect((await staff.post('/categories', { name: { en: 'Nope' } })).statusCode).toBe(403);
  });
});

describe('items', () => {
  it('a manager creates an item with a price; staff cannot change the price', async () => {
    const category = await newCategory('Mains');
    const item = await newItem(category.id);
    expect(item.price).toBe(4500);
    expect(await storefrontMenu(mainBranch)).toContain('Mixed grill');
    const res = await staff.post(`/items/${item.id}`, {
      category_id: category.id,
      name: { en: 'Mixed grill' },
      price: 1,
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await manager.get('/menu')).json().items.find((i: { id: number }) => i.id === item.id).price,
    ).toBe(4500);
  });

  it('an edit is audited with the price before and after; a stale edit is refused', async () => {
    const category = await newCategory('Desserts');
    const item = await newItem(category.id, 'Kunafa', 1500);
    const res = await manager.post(`/items/${item.id}`, {
      category_id: category.id,
      name: { en: 'Kunafa', ar: 'كنافة' },
      price: 1750,
      version: item.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.price).toBe(1750);
    const entry = (await audit()).find((a) => a.entityId === item.id && a.action === 'update');
    expect(entry).toMatchObject({ before: { price: 1500 }, after: { price: 1750 } });
    const stale = await owner.post(`/items/${item.id}`, {
      category_id: category.id,
      name: { en: 'Kunafa' },
      price: 10,
      version: item.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a category of nothing and a negative price, per field', async () => {
    const res = await manager.post('/items', { category_id: 999_999, name: { en: 'X' }, price: -5 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().details.fields)).toEqual(['price']);
    const other = await manager.post('/items', { category_id: 999_999, name: { en: 'X' }, price: 5 });
    expect(other.json().details.fields).toHaveProperty('category_id');
  });

  it('adds a modifier group with min/max and priced choices, checked against its choices', async () => {
    const category = await newCategory('Sandwiches');
    const item = await newItem(category.id, 'Shawarma', 800);
    const bad = await manager.post(`/items/${item.id}/groups`, {
      name: { en: 'Sauces' },
      min: 2,
      max: 3,
      modifiers: [{ name: { en: 'Garlic' }, price: 0 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.fields).toHaveProperty('max');
    const res = await manager.post(`/items/${item.id}/groups`, {
      name: { en: 'Sauces', ar: 'صلصات' },
      min: 1,
      max: 2,
      modifiers: [
        { name: { en: 'Garlic', ar: 'ثوم' }, price: 0 },
        { name: { en: 'Tahini', ar: 'طحينة' }, price: 100 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().item.groups[0]).toMatchObject({
      min: 1,
      max: 2,
      modifiers: [{ price: 0 }, { price: 100 }],
    });
    const menu = await storefrontMenu(mainBranch);
    expect(menu).toContain('Tahini');
  });

  it('stores an uploaded picture as WebP at 1x and 2x and serves it', async () => {
    const category = await newCategory('Salads');
    const item = await newItem(category.id, 'Fattoush', 900);
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const res = await manager.post(`/items/${item.id}/image`, { data: png.toString('base64') });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().item.image;
    expect(url).toMatch(/^\/media\/\d+\/[0-9a-f]{24}-960\.webp$/);
    for (const [file, width] of [
      [url, 960],
      [url.replace('-960.', '-480.'), 480],
    ] as const) {
      const got = await ctx.app.inject({ method: 'GET', url: file });
      expect(got.statusCode, got.body.slice(0, 300)).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      expect(got.headers['cache-control']).toContain('immutable');
      const meta = await sharp(got.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 3) / 4]);
    }
    // In PostgreSQL, not on this instance's disk (ADR 1331): another instance serves the same rows.
    const stored = await ctx.database.db.select({ name: s.mediaFiles.name }).from(s.mediaFiles);
    expect(stored.map((r) => r.name).sort()).toEqual(
      [url, url.replace('-960.', '-480.')].map((u) => u.split('/').pop()).sort(),
    );
    expect(await readdir(mediaRoot).catch(() => [])).toHaveLength(0);
    const junk = await manager.post(`/items/${item.id}/image`, {
      data: Buffer.from('not a picture').toString('base64'),
    });
    expect(junk.statusCode).toBe(422);
    expect(junk.json().details.fields).toHaveProperty('image');
  });
});

describe('sold out ("86")', () => {
  it('staff mark an item sold out at a branch; the storefront shows it unavailable and refuses it', async () => {
    const category = await newCategory('Breakfast');
    const item = await newItem(category.id, 'Shakshuka', 1200);
    const res = await staff.post(`/items/${item.id}/sold-out`, { branch_id: mainBranch, sold_out: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.sold_out).toEqual([{ branch_id: mainBranch, back_at: null }]);
    const [row] = await ctx.database.db.select().from(s.items).where(eq(s.items.id, item.id));
    expect(row?.branches).toContainEqual(
      expect.objectContaining({ branch_id: mainBranch, available: false }),
    );
    const [label] = await ctx.database.db
      .select()
      .from(s.priceLabels)
      .where(eq(s.priceLabels.itemId, item.id));
    const calc = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/service/pos/calc-order/${mainBranch}`,
          payload: {
            branch_id: mainBranch,
            selling_types: 'car_pickup',
            order_lines: [{ item_id: item.id, price_label_id: label?.id, quantity: 1 }],
          },
        })
      ).json() as { problems: { code: string }[] };
    expect((await calc()).problems.map((p) => p.code)).toContain('ITEM_NOT_IN_BRANCH');
    // Sold out at every branch is refused too (an empty branch list must not mean "everywhere").
    expect(
      (await staff.post(`/items/${item.id}/sold-out`, { branch_id: secondBranch, sold_out: true }))
        .statusCode,
    ).toBe(200);
    expect((await calc()).problems.map((p) => p.code)).toContain('ITEM_NOT_IN_BRANCH');
    await staff.post(`/items/${item.id}/sold-out`, { branch_id: secondBranch, sold_out: false });
    const back = await staff.post(`/items/${item.id}/sold-out`, { branch_id: mainBranch, sold_out: false });
    expect(back.json().item.sold_out).toEqual([]);
    expect((await calc()).problems.map((p) => p.code)).not.toContain('ITEM_NOT_IN_BRANCH');
  });

  it('comes back by itself at its "back at" time', async () => {
    const category = await newCategory('Bakery');
    const item = await newItem(category.id, 'Manakish', 500);
    const backAt = new Date(Date.now() + 3600_000).toISOString();
    const res = await manager.post(`/items/${item.id}/sold-out`, {
      branch_id: mainBranch,
      sold_out: true,
      back_at: backAt,
    });
    expect(res.json().item.sold_out).toEqual([{ branch_id: mainBranch, back_at: backAt }]);
    expect(await returnSoldOutItems(ctx.database.db, new Date())).toBe(0);
    const version = await businessVersion();
    expect(await returnSoldOutItems(ctx.database.db, new Date(Date.now() + 2 * 3600_000))).toBe(1);
    expect(await businessVersion()).toBeGreaterThan(version);
    expect(
      (await manager.get('/menu')).json().items.find((i: { id: number }) => i.id === item.id).sold_out,
    ).toEqual([]);
  });

  it('refuses a past "back at", an unknown branch, and a branch member at another branch', async () => {
    const category = await newCategory('Juices');
    const item = await newItem(category.id, 'Lemon mint', 700);
    const past = await manager.post(`/items/${item.id}/sold-out`, {
      branch_id: mainBranch,
      sold_out: true,
      back_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().details.fields).toHaveProperty('back_at');
    expect(
      (await manager.post(`/items/${item.id}/sold-out`, { branch_id: 999_999, sold_out: true })).statusCode,
    ).toBe(422);
    expect(
      (await branchStaff.post(`/items/${item.id}/sold-out`, { branch_id: mainBranch, sold_out: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await branchStaff.post(`/items/${item.id}/sold-out`, { branch_id: secondBranch, sold_out: true }))
        .statusCode,
    ).toBe(200);
  });
});
