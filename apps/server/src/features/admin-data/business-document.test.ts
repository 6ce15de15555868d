import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as s from '../../platform/db/schema/index.ts';
import { demoSeed } from '../../platform/db/seed/demo-data.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { createAdminSessions } from '../admin/admin-auth.ts';
import { addMember } from '../admin/admin-test-support.ts';
import { orderSeed } from '../orders/order-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { type BusinessDocument, importBusiness } from './business-document.ts';

let original: TestContext;
let empty: TestContext;
let token: string;
let otherToken: string;
let boardToken: string;

beforeAll(async () => {
  [original, empty] = await Promise.all([createTestApp([demoSeed, orderSeed('other')]), createTestApp([])]);
  token = await ownerSession(original, 'demo');
  otherToken = await ownerSession(original, 'other');
  boardToken = (await issueStaffToken(original.database.db, 'demo')) ?? '';
});

/** An owner's back-office session: exports and imports are theirs, not the board's (ADR 1321). */
async function ownerSession(ctx: TestContext, ref: string, role: 'owner' | 'manager' = 'owner') {
  const phone = `+9655${String(1000000 + Math.floor(Math.random() * 8_000_000))}`;
  const member = await addMember(ctx.database.db, ref, phone, role);
  return createAdminSessions({ db: ctx.database.db, now: () => new Date() }).issue(member.id);
}
afterAll(() => Promise.all([original.close(), empty.close()]));

const asStaff = (t: string) => ({ authorization: `Bearer ${t}` });

async function exportDoc(t = token, ref = 'demo') {
  return original.app.inject({ url: `/api/staff/admin/${ref}/export`, headers: asStaff(t) });
}

/** Everything a diner's storefront reads of a business, as the API answers it. */
async function storefront(app: App, ref: string, locale = 'en') {
  const headers = { 'x-webapp': 'true', 'accept-language': locale };
  const restaurant = (await app.inject({ url: `/api/webapp/v5/restaurant/${ref}`, headers })).json();
  const branchIds = (restaurant.restaurant.branches as { id: number }[]).map((b) => b.id);
  const menus = [];
  for (const id of branchIds)
    menus.push((await app.inject({ url: `/api/webapp/v5/menu/${id}`, headers })).json());
  const shifts = (await app.inject({ url: `/api/webapp/v5/shifts/${ref}`, headers })).json();
  return strip({ restaurant, menus, shifts });
}

/** Drops what names the database's moment rather than the business (the cache version). */
function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !['version', 'version_at', 'etag', 'server_time', 'now'].includes(k))
        .map(([k, v]) => [k, strip(v)]),
    );
  }
  return value;
}

describe('business export and import', () => {
  it('refuses without staff (401) and for another business (404)', async () => {
    expect((await original.app.inject({ url: '/api/staff/admin/demo/export' })).statusCode).toBe(401);
    expect((await exportDoc(otherToken)).statusCode).toBe(404);
    const res = await original.app.inject({
      method: 'POST',
      url: '/api/staff/admin/demo/import',
      headers: asStaff(otherToken),
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });

  it('round-trips exactly: export → import into an empty database → the same storefront', async () => {
    const res = await exportDoc();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('demo-business.json');
    const doc = res.json() as BusinessDocument;
    expect(doc.format).toBe('sufra.business');
    expect(doc.tables.items?.length).toBeGreaterThan(5);
    // Secrets and per-database columns are not in it.
    expect(JSON.stringify(doc)).not.toContain('search_text');
    const imported = await importBusiness(empty.database.pool, doc, { kind: 'create' });
    expect(imported.referenceId).toBe('demo');
    const seen = (await storefront(original.app, 'demo')) as { menus: unknown[] };
    // The comparison compares something: menus with the demo's dishes and prices.
    expect(seen.menus.length).toBeGreaterThan(0);
    expect(JSON.stringify(seen.menus)).toContain(String(doc.tables.price_labels?.[0]?.price));
    expect(await storefront(empty.app, 'demo')).toEqual(seen);
    expect(await storefront(empty.app, 'demo', 'ar')).toEqual(await storefront(original.app, 'demo', 'ar'));
    // And the copy exports to the same document.
    const again = await importBusiness(empty.database.pool, doc, { kind: 'replace', referenceId: 'demo' });
    expect(again.rows).toEqual(imported.rows);
    const token2 = await ownerSession(empty, 'demo');
    const second = (
      await empty.app.inject({ url: '/api/staff/admin/demo/export', headers: asStaff(token2) })
    ).json() as BusinessDocument;
    expect({ ...second, exported_at: '' }).toEqual({ ...doc, exported_at: '' });
  });

  it('a copy into a database whose ids are taken renumbers every reference', async () => {
    const doc = (await exportDoc()).json() as BusinessDocument;
    // A tax that leaves out an item and a category: it points at items, which come after taxes.
    const [tax] = doc.tables.taxes ?? [];
    if (tax) {
      tax.except_item_ids = [doc.tables.items?.[0]?.id];
      tax.except_category_ids = [doc.tables.categories?.[0]?.id];
    }
    const copy = await importBusiness(original.database.pool, doc, { kind: 'create', referenceId: 'copy' });
    const [b] = await original.database.db
      .select({ id: s.businesses.id })
      .from(s.businesses)
      .where(eq(s.businesses.referenceId, 'copy'));
    const items = await original.database.db
      .select()
      .from(s.items)
      .where(eq(s.items.businessId, b?.id ?? 0));
    expect(items.length).toBe(doc.tables.items?.length);
    const ids = new Set(items.map((i) => i.id));
    const categories = new Set(
      (
        await original.database.db
          .select()
          .from(s.categories)
          .where(eq(s.categories.businessId, b?.id ?? 0))
      ).map((c) => c.id),
    );
    for (const item of items) {
      expect(categories.has(item.categoryId)).toBe(true);
      for (const suggested of item.suggestedItemIds) expect(ids.has(suggested)).toBe(true);
    }
    const taxes = await original.database.db
      .select()
      .from(s.taxes)
      .where(eq(s.taxes.businessId, b?.id ?? 0));
    const leavesOut = taxes.find((t) => t.exceptItemIds.length);
    expect(leavesOut?.exceptItemIds.every((id) => ids.has(id))).toBe(true);
    expect(leavesOut?.exceptCategoryIds.every((id) => categories.has(id))).toBe(true);
    expect(leavesOut?.exceptItemIds).not.toEqual(tax?.except_item_ids);
    expect(copy.rows.items).toBe(items.length);
    // The copy's storefront serves the same menu (names and prices), under its own ids.
    const a = (await storefront(original.app, 'demo')) as { menus: unknown[] };
    const c = (await storefront(original.app, 'copy')) as { menus: unknown[] };
    const names = (m: unknown) =>
      JSON.stringify(m)
        .match(/"name":"[^"]*"/g)
        ?.sort();
    expect(names(c.menus)).toEqual(names(a.menus));
    // A second create of the same reference id is refused.
    await expect(
      importBusiness(original.database.pool, doc, { kind: 'create', referenceId: 'copy' }),
    ).rejects.toThrow(/exists/);
  });

  it('the board’s token can neither export (QR tokens) nor import (ADR 1321)', async () => {
    expect((await exportDoc(boardToken)).statusCode).toBe(403);
    const doc = (await exportDoc()).json();
    const res = await original.app.inject({
      method: 'POST',
      url: '/api/staff/admin/demo/import',
      headers: asStaff(boardToken),
      payload: doc,
    });
    expect(res.statusCode).toBe(403);
    expect((await exportDoc('sst_not-a-token')).statusCode).toBe(401);
  });

  it('an import changes only what the importer’s role may; money never below zero (ADR 1321)', async () => {
    const manager = await ownerSession(original, 'demo', 'manager');
    const before = (await exportDoc()).json() as BusinessDocument;
    const post = (payload: object, t = manager) =>
      original.app.inject({
        method: 'POST',
        url: '/api/staff/admin/demo/import',
        headers: asStaff(t),
        payload,
      });
    const settings = before.business.settings as Record<string, unknown>;
    const attacks: [string, BusinessDocument][] = [
      [
        'a tracking pixel',
        {
          ...before,
          tables: {
            ...before.tables,
            pixels: [{ id: 999_001, kind: 1, pixel_id: '1234567890', config: {} }],
          },
        },
      ],
      [
        'consent off',
        { ...before, business: { ...before.business, settings: { ...settings, tracking_consent: false } } },
      ],
      [
        'payment methods',
        {
          ...before,
          business: { ...before.business, settings: { ...settings, payment_methods: [1, 2, 3, 4, 5] } },
        },
      ],
    ];
    for (const [what, doc] of attacks) {
      const res = await post(doc);
      expect(res.statusCode, what).toBe(403);
      expect(res.json()).toMatchObject({ code: 'import_field_not_allowed' });
    }
    // The owner may change those, but nobody's import switches the currency, redirects the
    // storefront, or sends sign-in codes abroad or without a daily number (ADR 1388).
    for (const business of [
      { ...before.business, currency: 'USD' },
      { ...before.business, redirect_url: 'https://phish.example/' },
      { ...before.business, settings: { ...settings, otp_countries: ['SO', 'CU'] } },
      { ...before.business, settings: { ...settings, otp_daily_budget: 1_000_000 } },
    ])
      expect((await post({ ...before, business }, token)).statusCode).toBe(403);
    const zone = before.tables.zones?.[0];
    expect(zone).toBeDefined();
    const negative = {
      ...before,
      tables: {
        ...before.tables,
        zones: (before.tables.zones ?? []).map((z) => (z.id === zone?.id ? { ...z, fees: -500 } : z)),
      },
    };
    const refused = await post(negative, token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'document_invalid' });
    // Nothing changed; and the manager's import of the business as it stands goes through.
    const after = (await exportDoc()).json() as BusinessDocument;
    expect({ ...after, exported_at: '' }).toEqual({ ...before, exported_at: '' });
    expect((await post(before)).statusCode).toBe(200);
  });

  it('a deeply nested document is refused with a 4xx, not a 500 (ADR 1320)', async () => {
    const doc = (await exportDoc()).json() as BusinessDocument;
    for (const depth of [200, 20_000]) {
      const deep = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      const body = JSON.stringify({ ...doc, business: { ...doc.business, settings: '__DEEP__' } }).replace(
        '"__DEEP__"',
        deep,
      );
      const res = await original.app.inject({
        method: 'POST',
        url: '/api/staff/admin/demo/import',
        headers: { ...asStaff(token), 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode, `depth ${depth}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `depth ${depth}`).toBeLessThan(500);
    }
  });

  it('refuses a document that is not one (422) and changes nothing', async () => {
    const before = (await exportDoc()).json() as BusinessDocument;
    const broken = structuredClone(before);
    const item = broken.tables.items?.[0];
    if (item) item.category_id = 999_999;
    for (const payload of [{ format: 'nope' }, broken]) {
      const res = await original.app.inject({
        method: 'POST',
        url: '/api/staff/admin/demo/import',
        headers: asStaff(token),
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 1, code: 'document_invalid' });
    }
    const after = (await exportDoc()).json() as BusinessDocument;
    expect({ ...after, exported_at: '' }).toEqual({ ...before, exported_at: '' });
  });
});
