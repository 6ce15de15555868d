import { Writable } from 'node:stream';
import {
  placeOrderResponseSchema,
  staffTablesResponseSchema,
  staffTableTokenResponseSchema,
  tableLinkResponseSchema,
} from '@sufra/contract';
import { TABLE_TOKEN_PATTERN } from '@sufra/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import * as s from '../../platform/db/schema/index.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';

// ADR 749–752: tables are named by their QR token; a plain label is refused while the business
// verifies tables (the default); staff list and rotate tokens; tokens stay out of logs.

let ctx: TestContext;
let ids: ShopIds;
let staff: string;
let otherStaff: string;

beforeAll(async () => {
  ctx = await createTestApp([orderSeed(), orderSeed('other')], { now: () => NOON });
  ids = await shopIds(ctx.database.db);
  staff = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
  otherStaff = (await issueStaffToken(ctx.database.db, 'other')) ?? '';
});
afterAll(() => ctx.close());

const asStaff = (t: string) => ({ authorization: `Bearer ${t}` });
const dineIn = (table: string) => pickupOrder(ids, { selling_types: 'dine_in', car: null, table });
const place = (body: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: body as object });
const calc = (body: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/service/pos/calc-order/${ids.main}`, payload: body as object });
const link = (table: string, branch = ids.main) =>
  ctx.app.inject({ method: 'POST', url: `/api/webapp/tables/${branch}/link`, payload: { table } });

async function tokenOf(name: string, businessId = ids.businessId): Promise<{ id: number; token: string }> {
  const [row] = await ctx.database.db
    .select({ id: s.diningTables.id, token: s.diningTables.qrToken })
    .from(s.diningTables)
    .where(and(eq(s.diningTables.name, name), eq(s.diningTables.businessId, businessId)));
  if (!row) throw new Error(`no table ${name}`);
  return row;
}

async function setVerification(on: boolean | null) {
  await ctx.database.db
    .update(s.businesses)
    .set({
      settings:
        on === null
          ? sql`${s.businesses.settings} - 'table_verification'`
          : sql`${s.businesses.settings} || ${JSON.stringify({ table_verification: on })}::jsonb`,
    })
    .where(eq(s.businesses.id, ids.businessId));
  // The change reaches the caches through the version bump's NOTIFY, a moment later.
  await expect
    .poll(
      async () =>
        (await ctx.app.inject('/api/webapp/v5/restaurant/shop')).json().restaurant.table_verification,
    )
    .toBe(on ?? true);
}

describe('table tokens', () => {
  it('every seeded table has its own URL-safe token of 192 bits', async () => {
    const rows = await ctx.database.db.select({ token: s.diningTables.qrToken }).from(s.diningTables);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) expect(r.token).toMatch(TABLE_TOKEN_PATTERN);
    expect(new Set(rows.map((r) => r.token)).size).toBe(rows.length);
  });

  it('a table added by plain SQL gets one from the column default (the migration backfill)', async () => {
    const { rows } = await ctx.database.db.execute<{ qr_token: string }>(
      sql`INSERT INTO dining_tables (business_id, branch_id, name) VALUES (${ids.businessId}, ${ids.main}, 'SQL-1') RETURNING qr_token`,
    );
    const row = rows[0];
    expect(row?.qr_token).toMatch(TABLE_TOKEN_PATTERN);
    await ctx.database.db.delete(s.diningTables).where(eq(s.diningTables.name, 'SQL-1'));
  });
});

describe('a dine-in order names its table by token (verification on, the default)', () => {
  it('the token places the order at that table; the order stores the name, never the token', async () => {
    const t1 = await tokenOf('T1');
    const res = await place(dineIn(t1.token));
    expect(res.statusCode, res.body).toBe(201);
    const placed = await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
    expect(placed.order).toMatchObject({ table: 'T1', order_type: 1 });
    const [row] = await ctx.database.db
      .select({ table: s.orders.tableName })
      .from(s.orders)
      .where(eq(s.orders.id, placed.order.id));
    expect(row?.table).toBe('T1');
    const stored = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM orders WHERE to_jsonb(orders)::text LIKE ${`%${t1.token}%`}`,
    );
    expect((stored.rows[0] as { n: number }).n).toBe(0);
  });

  it('calc-order names the table the token resolves to', async () => {
    const t1 = await tokenOf('T1');
    const res = await calc(dineIn(t1.token));
    expect(res.json()).toMatchObject({ table: { name: 'T1', floor: 'Ground' }, problems: [] });
  });

  it('a plain label — the name or the id — is refused with TABLE_TOKEN_REQUIRED (422 JSON), nothing stored', async () => {
    const before = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(s.orders))[0]?.n;
    const t1 = await tokenOf('T1');
    for (const label of ['T1', String(t1.id)]) {
      const res = await place(dineIn(label));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: 1,
        code: 'TABLE_TOKEN_REQUIRED',
        message: 'Scan the QR code on your table to order to it',
      });
      expect((await calc(dineIn(label))).json().problems).toContainEqual(
        expect.objectContaining({ code: 'TABLE_TOKEN_REQUIRED', field: 'table' }),
      );
      const resolved = await link(label);
      expect(resolved.statusCode).toBe(422);
      expect(resolved.json()).toMatchObject({ error: 1, code: 'TABLE_TOKEN_REQUIRED' });
    }
    expect((await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(s.orders))[0]?.n).toBe(
      before,
    );
  });

  it('another business’s token, or an unknown one, is TABLE_NOT_FOUND', async () => {
    const theirs = await ctx.database.db
      .select({ token: s.diningTables.qrToken })
      .from(s.diningTables)
      .where(sql`${s.diningTables.businessId} <> ${ids.businessId}`);
    for (const ref of [theirs[0]?.token ?? '', 'A'.repeat(32), 'T99']) {
      const res = await place(dineIn(ref));
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('TABLE_NOT_FOUND');
      expect((await link(ref)).statusCode).toBe(404);
    }
  });

  it('the storefront resolves a QR link’s token to its table', async () => {
    const t1 = await tokenOf('T1');
    const res = await link(t1.token);
    expect(res.statusCode).toBe(200);
    expect(tableLinkResponseSchema.parse(res.json()).table).toMatchObject({ id: t1.id, name: 'T1' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('table verification off', () => {
  it('a plain label is taken, the token too; back on, the label is refused again', async () => {
    await setVerification(false);
    try {
      const restaurant = await ctx.app.inject('/api/webapp/v5/restaurant/shop');
      expect(restaurant.json().restaurant.table_verification).toBe(false);
      const byName = await place(dineIn('T1'));
      expect(byName.statusCode, byName.body).toBe(201);
      expect(byName.json().order.table).toBe('T1');
      expect((await link('T1')).json()).toMatchObject({ table: { name: 'T1' } });
      expect((await place(dineIn((await tokenOf('T1')).token))).statusCode).toBe(201);
      expect((await place(dineIn('T99'))).json().code).toBe('TABLE_NOT_FOUND');
    } finally {
      await setVerification(null);
    }
    expect(
      (await ctx.app.inject('/api/webapp/v5/restaurant/shop')).json().restaurant.table_verification,
    ).toBe(true);
    expect((await place(dineIn('T1'))).json().code).toBe('TABLE_TOKEN_REQUIRED');
  });
});

describe('staff: list and rotate', () => {
  it('lists the business’s own tables with their tokens and QR links, nobody else’s', async () => {
    const res = await ctx.app.inject({ url: '/api/staff/tables', headers: asStaff(staff) });
    expect(res.statusCode).toBe(200);
    const { tables } = staffTablesResponseSchema.parse(res.json());
    const t1 = await tokenOf('T1');
    const mine = tables.find((t) => t.id === t1.id);
    expect(mine).toMatchObject({ name: 'T1', token: t1.token });
    expect(mine?.link).toBe(`/shop/dinein?branch=${mine?.branch_reference_id}&table=${t1.token}`);
    const other = staffTablesResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/staff/tables', headers: asStaff(otherStaff) })).json(),
    );
    expect(other.tables.map((t) => t.id)).not.toContain(t1.id);
    expect((await ctx.app.inject({ url: '/api/staff/tables' })).statusCode).toBe(401);
  });

  it('rotating invalidates the old QR at once; the new one works', async () => {
    const before = await tokenOf('T1');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/tables/${before.id}/token`,
      headers: asStaff(staff),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const { table } = staffTableTokenResponseSchema.parse(res.json());
    expect(table.token).toMatch(TABLE_TOKEN_PATTERN);
    expect(table.token).not.toBe(before.token);
    expect((await tokenOf('T1')).token).toBe(table.token);
    const old = await place(dineIn(before.token));
    expect(old.statusCode).toBe(422);
    expect(old.json().code).toBe('TABLE_NOT_FOUND');
    expect((await link(before.token)).statusCode).toBe(404);
    expect((await place(dineIn(table.token))).statusCode).toBe(201);
  });

  it('another business’s staff cannot rotate the table (404), nor can anyone without a token (401)', async () => {
    const t1 = await tokenOf('T1');
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/tables/${t1.id}/token`,
      headers: asStaff(otherStaff),
      payload: {},
    });
    expect(theirs.statusCode).toBe(404);
    const nobody = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/tables/${t1.id}/token`,
      payload: {},
    });
    expect(nobody.statusCode).toBe(401);
    expect((await tokenOf('T1')).token).toBe(t1.token);
  });
});

describe('logs', () => {
  it('never hold a table token: QR page URLs, link resolution, orders', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', RATE_LIMITS: 'off' }),
      database: ctx.database,
      logger: { level: 'debug', stream },
      now: () => NOON,
    });
    try {
      const { token } = await tokenOf('T1');
      await app.inject(`/shop/dinein?branch=main&table=${token}`);
      await app.inject({
        method: 'POST',
        url: `/api/webapp/tables/${ids.main}/link`,
        payload: { table: token },
      });
      await app.inject({ method: 'POST', url: '/api/webapp/order', payload: dineIn(token) });
      const log = lines.join('');
      expect(log).toContain('table=[redacted]');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
