import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  normalizeOrderRef,
  orderEventsResponseSchema,
  orderResponseSchema,
  placeOrderResponseSchema,
  transactionResponseSchema,
} from '@sufra/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../platform/db/client-transaction.ts';
import { migrationsFolder } from '../../platform/db/migrate.ts';
import * as s from '../../platform/db/schema/index.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from './order-test-fixture.ts';

// ADR 1471: an order's public reference — random, unique, drawn by the database for every insert —
// names it in the diner's links and calls; an old link's numeric id still works with its token,
// and neither a reference nor an id opens an order without its token (ADR 400).
const REF = /^[0-9A-HJKMNP-TV-Z]{8}$/;

let ctx: TestContext;
let ids: ShopIds;
/** A diner's answer, with the number staff know it by (read from the database, ADR 1472). */
let mine: Awaited<ReturnType<typeof place>>;
let theirs: Awaited<ReturnType<typeof place>>;

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function place(over: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    payload: pickupOrder(ids, over),
  });
  expect(res.statusCode, res.body).toBe(201);
  const answer = placeOrderResponseSchema.parse(res.json());
  // The diner's answer carries no order number (ADR 1472).
  expect(res.json().order).not.toHaveProperty('id');
  return withOrderId(ctx.database.db, answer);
}

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => NOON });
  ids = await shopIds(ctx.database.db);
  mine = await place();
  theirs = await place();
});
afterAll(() => ctx.close());

describe('an order’s public reference (ADR 1471)', () => {
  it('is 8 characters of Crockford base32, never all digits, in the answer and the order’s URL', async () => {
    expect(mine.order.public_ref).toMatch(REF);
    expect(mine.order.public_ref).not.toMatch(/^[0-9]+$/);
    expect(mine.order_url).toBe(`/shop/order/${mine.order.public_ref}?token=${mine.token}`);
    expect(mine.order_url).not.toContain(`/${mine.order.id}?`);
    // The row's number stays the staff's (ADR 1472); the reference names the same row.
    const [row] = await ctx.database.db.select().from(s.orders).where(eq(s.orders.id, mine.order.id));
    expect(row?.publicRef).toBe(mine.order.public_ref);
  });

  it('does not follow the order of placing', async () => {
    const placed = await Promise.all(Array.from({ length: 30 }, () => place()));
    const refs = placed.map((p) => p.order.public_ref);
    expect(new Set(refs).size).toBe(30);
    const sortedByRef = [...placed].sort((x, y) => x.order.public_ref.localeCompare(y.order.public_ref));
    // Sorting by reference does not sort by id (a sequence would): 30 random draws in id order by
    // chance is 1 in 30!.
    expect(sortedByRef.map((p) => p.order.id)).not.toEqual(
      placed.map((p) => p.order.id).sort((x, y) => x - y),
    );
  });

  it('is drawn by the database for any insert (every creation path), unique and never all digits', async () => {
    // A row inserted without naming the column — as a path added later would — gets one.
    const { rows } = await poolOf(ctx.database.db).query<{ public_ref: string }>(
      `INSERT INTO orders (business_id, branch_id, token, status, order_type, selling_type, payment_type,
         payment_state, name, phone, dial_code, currency, subtotal, item_discount, coupon_discount,
         exclusive_tax, inclusive_tax, delivery_fee, total)
       SELECT business_id, branch_id, 'another-token-xxxxxxxx', 0, 2, 'car_pickup', 2, 'none', 'Phone',
         '+96550000000', '+965', currency, 0, 0, 0, 0, 0, 0, 0 FROM orders WHERE id = $1
       RETURNING public_ref`,
      [mine.order.id],
    );
    expect(rows[0]?.public_ref).toMatch(REF);
    // 20,000 draws: all in the alphabet, none all digits, all different.
    const [draws] = (
      await ctx.database.db.execute<{ total: number; distinct: number; bad: number }>(sql`
        SELECT count(*)::int AS total, count(DISTINCT r)::int AS distinct,
          count(*) FILTER (WHERE r !~ '^[0-9A-HJKMNP-TV-Z]{8}$' OR r ~ '^[0-9]+$')::int AS bad
        FROM (SELECT sufra_order_public_ref() AS r FROM generate_series(1, 20000)) d`)
    ).rows;
    expect(draws).toEqual({ total: 20000, distinct: 20000, bad: 0 });
    // The unique index refuses a duplicate whatever writes it.
    await expect(
      ctx.database.db
        .update(s.orders)
        .set({ publicRef: mine.order.public_ref })
        .where(eq(s.orders.id, theirs.order.id)),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('opens the order with its token on every diner call, as typed or read out', async () => {
    const ref = mine.order.public_ref;
    const t = mine.token;
    for (const url of [`/api/webapp/order/${ref}/${t}`, `/api/webapp/order/${ref}?token=${t}`]) {
      const read = orderResponseSchema.parse((await get(url)).json());
      expect(read.order).toMatchObject({ public_ref: ref });
      expect(read.order).not.toHaveProperty('id');
    }
    expect((await get(`/api/webapp/order/${ref}`, { 'x-order-token': t })).statusCode).toBe(200);
    const events = orderEventsResponseSchema.parse(
      (await get(`/api/webapp/update-order-events/${ref}/${t}`)).json(),
    );
    expect(events.public_ref).toBe(ref);
    transactionResponseSchema.parse((await get(`/api/webapp/transaction/${ref}/${t}`)).json());
    expect((await get(`/api/webapp/order/${ref}/rating`, { 'x-order-token': t })).statusCode).toBe(200);
    // As a person types it: lower case, grouped, O for 0 and I/L for 1.
    const typed = `${ref.slice(0, 4)}-${ref.slice(4)}`.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    expect(normalizeOrderRef(typed)).toBe(ref);
    expect((await get(`/api/webapp/order/${typed}/${t}`)).statusCode).toBe(200);
  });

  it('an old link’s numeric id still opens the order with its token', async () => {
    const read = orderResponseSchema.parse(
      (await get(`/api/webapp/order/${mine.order.id}/${mine.token}`)).json(),
    );
    expect(read.order.public_ref).toBe(mine.order.public_ref);
  });

  it('neither a reference nor an id opens an order without its token: the same 404 as unknown', async () => {
    const ref = mine.order.public_ref;
    const unknown = ref === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ';
    const answers = [];
    for (const url of [
      `/api/webapp/order/${ref}`,
      `/api/webapp/order/${ref}/${theirs.token}`,
      `/api/webapp/order/${ref}/${'x'.repeat(22)}`,
      `/api/webapp/order/${unknown}/${mine.token}`,
      `/api/webapp/order/${mine.order.id}`,
      `/api/webapp/order/${theirs.order.id}/${mine.token}`,
      `/api/webapp/update-order-events/${ref}/${theirs.token}`,
      `/api/webapp/transaction/${unknown}/${mine.token}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      answers.push(res.json());
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    // Not a reference (a letter outside the alphabet, wrong length): a 400, before any lookup.
    for (const bad of ['K7M2QX9U', 'K7M2QX9', 'K7M2QX9PP', '12abc'])
      expect((await get(`/api/webapp/order/${bad}/${mine.token}`)).statusCode, bad).toBe(400);
  });

  it('the board’s orders carry the reference staff search by', async () => {
    const token = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
    const read = await get(`/api/staff/orders/${mine.order.id}`, { authorization: `Bearer ${token}` });
    expect(read.json().order.public_ref).toBe(mine.order.public_ref);
  });

  it('migration 0036 gives every order placed before it a reference of its own', async () => {
    const statements = readFileSync(join(migrationsFolder, '0036_order_public_ref.sql'), 'utf8').split(
      '--> statement-breakpoint',
    );
    const backfill = statements.find((x) => x.includes('DO $$')) ?? '';
    const pool = poolOf(ctx.database.db);
    // The orders as they were before the column: none has a reference.
    await pool.query('ALTER TABLE orders ALTER COLUMN public_ref DROP NOT NULL');
    await pool.query('UPDATE orders SET public_ref = NULL');
    await pool.query(backfill);
    await pool.query('ALTER TABLE orders ALTER COLUMN public_ref SET NOT NULL');
    const { rows } = await pool.query<{ n: number; refs: number; bad: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT public_ref)::int AS refs,
         count(*) FILTER (WHERE public_ref !~ '^[0-9A-HJKMNP-TV-Z]{8}$')::int AS bad FROM orders`,
    );
    expect(rows[0]?.n).toBeGreaterThan(30);
    expect(rows[0]).toEqual({ n: rows[0]?.n, refs: rows[0]?.n, bad: 0 });
  });
});
