import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import type { RecordingChannel } from '../accounts/accounts-test-support.ts';
import { type AdminCalls, adminCalls, adminTestApp, signInTeam } from '../admin/admin-test-support.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';

// ADR 1120–1122: the set-up screens' calls — settings (owner, manager), payments (owner only),
// tables; audited, version-checked, refused per role, another business's admin gets 404.

const TAP_KEY = 'sk_test_XKokBfNWv6FIYuTMg5sLPjhJ';
let ctx: TestContext;
let ids: ShopIds;
let owner: AdminCalls;
let manager: AdminCalls;
let staff: AdminCalls;
let strangerOwner: AdminCalls;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sufra-setup-'));
  let channel: RecordingChannel;
  ({ ctx, channel } = await adminTestApp([orderSeed('shop'), orderSeed('other')], {
    now: () => NOON,
    env: {
      DATA_DIR: dataDir,
      PAYMENT_KEYS_SECRET: randomBytes(32).toString('hex'),
      TRACKING_KEYS_SECRET: randomBytes(32).toString('hex'),
    },
  }));
  ids = await shopIds(ctx.database.db);
  ({ owner, manager, staff, strangerOwner } = await signInTeam(ctx, channel, 12, {
    owner: { role: 'owner' },
    manager: { role: 'manager' },
    staff: { role: 'staff' },
    // The other business's owner, knocking on this business's door.
    strangerOwner: { ref: 'other', role: 'owner' },
  }));
});
afterAll(() => ctx.close());

const audit = (entity: string) =>
  ctx.database.db.select().from(s.adminAudit).where(eq(s.adminAudit.entity, entity)).orderBy(s.adminAudit.id);
const restaurant = async (ref = 'shop') => {
  const res = await ctx.app.inject({ url: `/api/webapp/v5/restaurant/${ref}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().restaurant;
};

async function currentSettings(calls = manager) {
  const res = await calls.get('/settings');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().settings;
}

describe('store settings', () => {
  it('reads the stored values the storefront shows, colours as the picker takes them', async () => {
    const settings = await currentSettings();
    expect(settings).toMatchObject({
      dark_mode: 'auto',
      menu_layout: 'list',
      locales: ['en', 'ar'],
      version: expect.stringMatching(/^\d+$/),
    });
    expect(settings.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(settings.branches.map((b: { id: number }) => b.id).sort()).toEqual([ids.main, ids.second].sort());
  });

  it('a manager saves looks, languages and selling types: audited, on the storefront at once', async () => {
    const before = await currentSettings();
    const res = await manager.post('/settings', {
      ...before,
      theme_color: '#0f766e',
      dark_mode: 'on',
      menu_layout: 'grid',
      navigation_style: 'menu',
      locales: ['en', 'ar', 'fr'],
      branches: before.branches.map((b: { id: number }) => ({
        id: b.id,
        delivery: b.id !== ids.second,
        pickup: true,
        dinein: true,
      })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const shown = await restaurant();
    expect(shown).toMatchObject({
      theme_color: '#0f766e',
      dark_mode: 'on',
      menu_layout: 'grid',
      navigation_style: 'menu',
      locales: ['en', 'ar', 'fr'],
    });
    const second = shown.branches.find((b: { id: number }) => b.id === ids.second);
    expect(second.selling_types).toEqual({ delivery: false, pickup: true, dinein: true });
    // Other settings in the same jsonb are untouched.
    expect(shown.payment_methods.length).toBeGreaterThan(1);
    const [entry] = (await audit('settings')).slice(-1);
    expect(entry).toMatchObject({
      action: 'update',
      before: { dark_mode: 'auto' },
      after: { dark_mode: 'on' },
    });
    expect(entry?.memberName).toMatch(/^manager/);
  });

  it('names every bad field in one 422; nothing is written', async () => {
    const before = await currentSettings();
    const res = await manager.post('/settings', {
      ...before,
      theme_color: 'red',
      locales: ['ar', 'en', 'xx'],
      branches: [{ id: ids.main, delivery: false, pickup: false, dinein: false }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details.fields).toHaveProperty('theme_color');
    const second = await manager.post('/settings', {
      ...before,
      locales: ['ar', 'en', 'xx'],
      branches: [
        { id: ids.main, delivery: false, pickup: false, dinein: false },
        { id: 999999, delivery: true, pickup: true, dinein: true },
      ],
    });
    expect(second.statusCode).toBe(422);
    expect(Object.keys(second.json().details.fields).sort()).toEqual(
      ['branches.0', 'branches.1.id', 'locales', 'locales.2'].sort(),
    );
    expect((await currentSettings()).version).toBe(before.version);
  });

  it('the dine-in label per language (ADR 1490): saved as typed, blank is the translation; the storefront gives each', async () => {
    const before = await currentSettings();
    const res = await owner.post('/settings', {
      ...before,
      dinein_btn_label: { en: ' Eat here ', ar: 'في المطعم', fr: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings.dinein_btn_label).toEqual({ en: 'Eat here', ar: 'في المطعم' });
    // Each language's own word for the storefront to pick (ADR 1460); French has none: translated.
    // (The directory hears of the new version by PostgreSQL's notification, ADR 201.)
    await expect
      .poll(async () => (await restaurant()).dinein_btn_labels)
      .toEqual({ en: 'Eat here', ar: 'في المطعم' });
    const [entry] = (await audit('settings')).slice(-1);
    expect(entry).toMatchObject({ after: { dinein_btn_label: { ar: 'في المطعم' } } });
    // A save without the field keeps the labels (older clients, the API's other callers).
    const { dinein_btn_label: _kept, ...withoutLabels } = await currentSettings();
    expect((await manager.post('/settings', { ...withoutLabels, menu_layout: 'grid' })).statusCode).toBe(200);
    expect((await currentSettings()).dinein_btn_label).toEqual({ en: 'Eat here', ar: 'في المطعم' });
  });

  it('a dine-in label in a language the business does not offer, or too long for a button, is named (422)', async () => {
    const before = await currentSettings();
    const res = await manager.post('/settings', {
      ...before,
      dinein_btn_label: { de: 'Vor Ort', ar: 'ن'.repeat(31) },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().details.fields).sort()).toEqual([
      'dinein_btn_label.ar',
      'dinein_btn_label.de',
    ]);
    expect((await currentSettings()).version).toBe(before.version);
    // Staff may not set it (the settings are owners' and managers', ADR 1120).
    expect((await staff.post('/settings', { ...before, dinein_btn_label: { ar: 'x' } })).statusCode).toBe(
      403,
    );
  });

  it('a stale version is 409 changed_elsewhere; the first save stays', async () => {
    const base = await currentSettings();
    const first = await manager.post('/settings', { ...base, theme_accent_color: '#111111' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await owner.post('/settings', { ...base, theme_accent_color: '#222222' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('changed_elsewhere');
    expect((await currentSettings()).theme_accent_color).toBe('#111111');
  });

  it('a menu edit meanwhile does not make the settings stale (the version is what the screen shows)', async () => {
    const base = await currentSettings();
    const cat = await manager.post('/categories', { name: { en: 'Specials' } });
    expect(cat.statusCode, cat.body).toBe(201);
    const res = await manager.post('/settings', { ...base, menu_layout: 'list' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('uploads a logo and a cover, served resized; removes one', async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#c2410c' },
    })
      .png()
      .toBuffer();
    const logo = await manager.post('/settings/image', { kind: 'logo', data: png.toString('base64') });
    expect(logo.statusCode, logo.body).toBe(200);
    const url = logo.json().settings.logo as string;
    expect(url).toMatch(/^\/media\/\d+\/[0-9a-f]{24}-960\.webp$/);
    const served = await ctx.app.inject({ url: url.replace('-960', '-480') });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([480, 320]); // a logo keeps its shape
    const cover = await manager.post('/settings/image', { kind: 'cover', data: png.toString('base64') });
    const coverMeta = await sharp(
      (await ctx.app.inject({ url: cover.json().settings.cover.replace('-960', '-480') })).rawPayload,
    ).metadata();
    expect([coverMeta.width, coverMeta.height]).toEqual([480, 270]);
    expect((await restaurant()).logo).toBe(url);
    const removed = await manager.post('/settings/image', { kind: 'logo' });
    expect(removed.json().settings.logo).toBeNull();
    const bad = await manager.post('/settings/image', { kind: 'cover', data: 'bm90IGEgcGljdHVyZQ==' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.fields).toHaveProperty('image');
  });

  it('staff cannot read or change settings (403); another business’s owner gets 404; no session 401', async () => {
    expect((await staff.get('/settings')).statusCode).toBe(403);
    expect((await staff.post('/settings', {})).statusCode).toBe(403);
    expect((await strangerOwner.get('/settings')).statusCode).toBe(404);
    expect((await strangerOwner.post('/tables', { branch_id: ids.main, name: 'X' })).statusCode).toBe(404);
    expect((await adminCalls(ctx.app, 'shop').get('/settings')).statusCode).toBe(401);
  });
});

describe('payments (owner only)', () => {
  it('a manager and staff are refused (403), reading included', async () => {
    expect((await manager.get('/payments')).statusCode).toBe(403);
    expect(
      (await manager.post('/payments', { methods: [2], default_cash: true, gateway: 'none' })).statusCode,
    ).toBe(403);
    expect((await staff.get('/payments')).statusCode).toBe(403);
    expect((await strangerOwner.get('/payments')).statusCode).toBe(404);
  });

  it('the owner stores a Tap key sealed; only its last four come back, never in the audit', async () => {
    const before = (await owner.get('/payments')).json().payments;
    expect(before).toMatchObject({ gateway: 'platform', key_last4: null, can_store_keys: true });
    const res = await owner.post('/payments', {
      methods: [1, 2, 4],
      default_cash: false,
      gateway: 'tap',
      secret_key: TAP_KEY,
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(TAP_KEY);
    expect(res.json().payments).toMatchObject({ gateway: 'tap', key_last4: 'PjhJ', methods: [1, 2, 4] });
    const [row] = await ctx.database.db
      .select()
      .from(s.paymentGateways)
      .where(eq(s.paymentGateways.businessId, ids.businessId));
    expect(row?.secretKeySealed).toMatch(/^v1\./);
    expect(row?.secretKeySealed).not.toContain(TAP_KEY);
    const entries = await audit('payments');
    expect(JSON.stringify(entries)).not.toContain(TAP_KEY);
    expect(entries.at(-1)?.after).toMatchObject({ key_last4: 'PjhJ' });
    // Saving again without a key keeps the stored one.
    const again = await owner.post('/payments', {
      methods: [2],
      default_cash: true,
      gateway: 'tap',
      version: res.json().payments.version,
    });
    expect(again.json().payments.key_last4).toBe('PjhJ');
    expect((await restaurant()).payment_methods).toEqual([2]);
  });

  it('refuses a key that is not a secret key, and a key for a gateway that takes none (422 per field)', async () => {
    const bad = await owner.post('/payments', {
      methods: [2],
      default_cash: true,
      gateway: 'tap',
      secret_key: 'pk_test_123',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.fields).toHaveProperty('secret_key');
    const wrong = await owner.post('/payments', {
      methods: [2],
      default_cash: true,
      gateway: 'none',
      secret_key: TAP_KEY,
    });
    expect(wrong.statusCode).toBe(422);
    const empty = await owner.post('/payments', { methods: [], default_cash: true, gateway: 'none' });
    expect(empty.json().details.fields).toHaveProperty('methods');
  });

  it('back to the platform’s gateway drops the business’s key', async () => {
    const res = await owner.post('/payments', { methods: [1, 2], default_cash: true, gateway: 'platform' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payments).toMatchObject({ gateway: 'platform', key_last4: null, in_effect: 'sandbox' });
  });
});

describe('tables', () => {
  it('lists the tables with their QR links; adds one (audited); a duplicate name is refused', async () => {
    const list = (await manager.get('/tables')).json().tables as { name: string; link: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]?.link).toMatch(/^\/shop\/dinein\?branch=main&table=/);
    const added = await manager.post('/tables', {
      branch_id: ids.main,
      name: 'Terrace 1',
      floor: 'Roof',
      seats: 4,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().table).toMatchObject({
      name: 'Terrace 1',
      floor: 'Roof',
      seats: 4,
      branch_id: ids.main,
    });
    const dup = await manager.post('/tables', { branch_id: ids.main, name: 'Terrace 1' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().details.fields).toHaveProperty('name');
    const otherBranch = await manager.post('/tables', { branch_id: 999999, name: 'Nowhere' });
    expect(otherBranch.json().details.fields).toHaveProperty('branch_id');
    expect((await audit('table')).at(-1)).toMatchObject({
      action: 'create',
      entityId: added.json().table.id,
    });
    // The new table's QR works for an order at once.
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids, {
        selling_types: 'dine_in',
        car: null,
        table: added.json().table.token,
      }) as object,
    });
    expect(order.statusCode, order.body).toBe(201);
  });

  it('renames with a version check (409 when stale)', async () => {
    const [table] = (await manager.get('/tables')).json().tables;
    const first = await manager.post(`/tables/${table.id}`, {
      name: 'Window 1',
      seats: 2,
      version: table.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().table.name).toBe('Window 1');
    const stale = await owner.post(`/tables/${table.id}`, {
      name: 'Door 1',
      seats: 2,
      version: table.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('rotating the token: the old QR stops working, the new one works; the audit keeps no token', async () => {
    const [table] = (await manager.get('/tables')).json().tables;
    const res = await manager.post(`/tables/${table.id}/token`, {});
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().table;
    expect(fresh.token).not.toBe(table.token);
    const link = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/webapp/tables/${ids.main}/link`,
        payload: { table: token },
      });
    expect((await link(table.token)).statusCode).toBe(404);
    expect((await link(fresh.token)).statusCode).toBe(200);
    expect(JSON.stringify(await audit('table'))).not.toContain(fresh.token);
  });

  it('staff cannot add or rotate (403); another business’s table is 404', async () => {
    expect((await staff.post('/tables', { branch_id: ids.main, name: 'Staff table' })).statusCode).toBe(403);
    const [theirs] = await ctx.database.db
      .select({ id: s.diningTables.id })
      .from(s.diningTables)
      .innerJoin(s.businesses, eq(s.businesses.id, s.diningTables.businessId))
      .where(eq(s.businesses.referenceId, 'other'));
    expect((await manager.post(`/tables/${theirs?.id}/token`, {})).statusCode).toBe(404);
    expect((await manager.post(`/tables/${theirs?.id}`, { name: 'Mine now', seats: 2 })).statusCode).toBe(
      404,
    );
  });
});

describe('delivery zones', () => {
  const ring = [
    [47.9, 29.3],
    [48.2, 29.3],
    [48.2, 29.5],
    [47.9, 29.5],
    [47.9, 29.3],
  ];

  it('lists zones with their terms and area outlines; a manager changes fee, minimum and time (audited)', async () => {
    const res = await manager.get('/zones');
    expect(res.statusCode, res.body).toBe(200);
    const [zone] = res.json().zones;
    expect(zone).toMatchObject({ branch_id: expect.any(Number), version: expect.stringMatching(/^\d+$/) });
    expect(zone.areas[0].ring.length).toBeGreaterThanOrEqual(4);
    const saved = await manager.post(`/zones/${zone.id}`, {
      name: zone.name,
      fees: 750,
      min_order: 3000,
      delivery_time: 45,
      visible: true,
      version: zone.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().zone).toMatchObject({ fees: 750, min_order: 3000, delivery_time: 45 });
    const stale = await owner.post(`/zones/${zone.id}`, { ...zone, fees: 1, version: zone.version });
    expect(stale.statusCode).toBe(409);
    expect((await audit('zone')).at(-1)).toMatchObject({
      action: 'update',
      before: { fees: zone.fees },
      after: { fees: 750 },
    });
    const bad = await manager.post(`/zones/${zone.id}`, {
      name: {},
      fees: -1,
      min_order: 1.5,
      delivery_time: 0,
      visible: true,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().details.fields).sort()).toEqual(['delivery_time', 'fees', 'min_order']);
  });

  it('a new outline decides where delivery reaches; a crossing or open outline is refused', async () => {
    const [zone] = (await manager.get('/zones')).json().zones;
    const area = zone.areas[0];
    const crossing = await manager.post(`/areas/${area.id}/shape`, {
      ring: [
        [47.9, 29.3],
        [48.2, 29.5],
        [48.2, 29.3],
        [47.9, 29.5],
        [47.9, 29.3],
      ],
    });
    expect(crossing.statusCode).toBe(422);
    expect(crossing.json().details.fields.ring).toMatch(/crosses itself/);
    const open = await manager.post(`/areas/${area.id}/shape`, { ring: ring.slice(0, -1) });
    expect(open.statusCode).toBe(422);
    const saved = await manager.post(`/areas/${area.id}/shape`, { ring, version: area.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().zone.areas[0].ring).toEqual(ring);
    const stale = await manager.post(`/areas/${area.id}/shape`, { ring, version: area.version });
    expect(stale.statusCode).toBe(409);
    // The storefront's area lookup follows the new outline.
    const [row] = await ctx.database.db.select().from(s.areas).where(eq(s.areas.id, area.id));
    expect(row?.shape).toEqual({ type: 'Polygon', coordinates: [ring] });
  });

  it('staff are refused (403); another business’s zone is 404', async () => {
    expect((await staff.get('/zones')).statusCode).toBe(403);
    const [theirs] = await ctx.database.db
      .select({ id: s.zones.id })
      .from(s.zones)
      .innerJoin(s.businesses, eq(s.businesses.id, s.zones.businessId))
      .where(eq(s.businesses.referenceId, 'other'));
    expect(
      (
        await manager.post(`/zones/${theirs?.id}`, {
          name: { en: 'Mine' },
          fees: 0,
          min_order: 0,
          delivery_time: 30,
          visible: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await strangerOwner.get('/zones')).statusCode).toBe(404);
  });
});

describe('pixels and conversion API tokens (owner only)', () => {
  const TOKEN = 'EAAGm0PX4ZCpsBAPixelToken9xQ';

  it('the owner sets a pixel id and a conversion API token; the token is sealed, shown by its last four', async () => {
    const res = await owner.post('/pixels', {
      pixels: [
        { kind: 1, pixel_id: '123456789012345' },
        { kind: 5, pixel_id: '123456789012345', token: TOKEN },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(TOKEN);
    expect(res.json()).toMatchObject({
      can_store_tokens: true,
      pixels: [
        { kind: 1, pixel_id: '123456789012345', token_last4: null },
        { kind: 5, pixel_id: '123456789012345', token_last4: TOKEN.slice(-4) },
      ],
    });
    const rows = await ctx.database.db.select().from(s.pixels).where(eq(s.pixels.businessId, ids.businessId));
    expect(JSON.stringify(rows)).not.toContain(TOKEN);
    expect(JSON.stringify(await audit('pixels'))).not.toContain(TOKEN);
    // The storefront serves the pixel id (kinds 1–4 load in the page).
    expect((await restaurant()).pixels).toContainEqual({ kind: 1, pixel_id: '123456789012345' });
    // Saving without a token keeps it; an empty id turns the integration off.
    const kept = await owner.post('/pixels', {
      pixels: [
        { kind: 5, pixel_id: '123456789012345' },
        { kind: 1, pixel_id: '' },
      ],
    });
    expect(kept.json().pixels).toEqual([
      { kind: 5, pixel_id: '123456789012345', token_last4: TOKEN.slice(-4) },
    ]);
  });

  it('refuses a token for a browser pixel, a bad id and a manager (403)', async () => {
    const bad = await owner.post('/pixels', { pixels: [{ kind: 2, pixel_id: 'G-ABC 1', token: 'x' }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().details.fields).sort()).toEqual(['pixels.0.pixel_id']);
    const token = await owner.post('/pixels', { pixels: [{ kind: 2, pixel_id: 'G-ABC1', token: 'x' }] });
    expect(token.json().details.fields).toHaveProperty('pixels.0.token');
    expect((await manager.get('/pixels')).statusCode).toBe(403);
    expect((await manager.post('/pixels', { pixels: [] })).statusCode).toBe(403);
  });
});

describe('dine-in and kitchen words (ADR 1487)', () => {
  it('a manager makes dine-in a service with its button per language; the storefront reads each', async () => {
    const before = await currentSettings();
    expect(before).toMatchObject({ dine_in_label: 'dinein' });
    const res = await manager.post('/settings', {
      ...before,
      dine_in_label: 'product_service',
      dinein_btn_label: { en: 'Book a chair', ar: 'احجز كرسيًا' },
      kitchen_label: { en: 'Studio', ar: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toMatchObject({
      dine_in_label: 'product_service',
      dinein_btn_label: { en: 'Book a chair', ar: 'احجز كرسيًا' },
      // An empty language is left to the interface's translation.
      kitchen_label: { en: 'Studio' },
    });
    await expect.poll(async () => (await restaurant()).dine_in_label).toBe('product_service');
    expect((await restaurant()).dinein_btn_labels).toEqual({ en: 'Book a chair', ar: 'احجز كرسيًا' });
    expect((await restaurant()).kitchen_label).toBe('Studio');
    const [entry] = (await audit('settings')).slice(-1);
    expect(entry?.after).toMatchObject({ dine_in_label: 'product_service' });
  });

  it('refuses a label in a language the business does not use, and staff', async () => {
    const before = await currentSettings();
    const res = await manager.post('/settings', { ...before, dinein_btn_label: { sw: 'Ndani' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().details.fields).toHaveProperty('dinein_btn_label.sw');
    expect((await staff.post('/settings', { ...before, dine_in_label: 'dinein' })).statusCode).toBe(403);
    expect((await strangerOwner.post('/settings', { ...before, dine_in_label: 'dinein' })).statusCode).toBe(
      404,
    );
  });
});
