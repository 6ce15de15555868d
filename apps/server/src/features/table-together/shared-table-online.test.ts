import { sharedTableResponseSchema, staffSharedTablesResponseSchema } from '@sufra/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { ownerSessionToken } from '../admin/admin-test-support.ts';
import { dayIn } from '../admin-reports/today-report.ts';
import { NOON, orderSeed, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { payInSandbox } from '../payments/sandbox-payer.ts';

// ADR 1406: a part paid online through the gateway (the sandbox stand-in here) with the payer's
// own tip, paid once whatever else pays it meanwhile; the board moves a table; the day's report
// counts what paid the parts.

let ctx: TestContext;
let ids: ShopIds;
let owner: string;
const tokens = new Map<string, string>();

beforeAll(async () => {
  const base = orderSeed('shop');
  const seed = {
    ...base,
    settings: { ...base.settings, shared_tables: true },
    tables: [
      { branch: 'main', name: 'T1', floor: 'Ground', seats: 4 },
      { branch: 'main', name: 'T2', floor: 'Ground', seats: 4 },
      { branch: 'main', name: 'T3', floor: 'Ground', seats: 4 },
    ],
  };
  const cash = orderSeed('cash');
  const cashOnly = { ...cash, settings: { ...cash.settings, shared_tables: true, payment_methods: [2] } };
  ctx = await createTestApp([seed, cashOnly], {
    now: () => NOON,
    env: { PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret-0123456789abcdef' },
  });
  ids = await shopIds(ctx.database.db);
  owner = await ownerSessionToken(ctx.database.db, 'shop');
  const rows = await ctx.database.db
    .select({ name: s.diningTables.name, token: s.diningTables.qrToken })
    .from(s.diningTables)
    .where(eq(s.diningTables.businessId, ids.businessId));
  for (const r of rows) tokens.set(r.name, r.token);
});
afterAll(() => ctx.close());

type Call = { statusCode: number; json: () => unknown; headers: Record<string, unknown> };
const call = (table: string, path: string, body: object, key?: string | null) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/webapp/shared-table/${ids.main}/${path}`,
    payload: { table: tokens.get(table), ...body },
    headers: key ? { 'x-table-diner': key } : {},
  }) as Promise<Call>;
const ok = (res: Call) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  return sharedTableResponseSchema.parse(res.json());
};
const join = async (table: string, name: string) => ok(await call(table, 'join', { name })).diner_key ?? '';
const add = (table: string, key: string) =>
  call(table, 'lines', { item_id: ids.burger.id, price_label_id: ids.burger.labels[0], quantity: 1 }, key);
// The board's caller: the owner's back-office session (ADR 1370).
const asStaff = () => ({ authorization: `Bearer ${owner}` });
const board = async () =>
  staffSharedTablesResponseSchema.parse(
    (await ctx.app.inject({ url: '/api/staff/shared-tables', headers: asStaff() })).json(),
  );
const staffPost = (url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/staff/shared-tables/${url}`, headers: asStaff(), payload });

/** A table with two diners, two rounds sent and the bill split evenly in two. */
async function tableWithBill(table: string) {
  const a = await join(table, 'Sara');
  const b = await join(table, 'Omar');
  ok(await add(table, a));
  ok(await call(table, 'rounds', {}, a));
  ok(await add(table, b));
  ok(await call(table, 'rounds', {}, b));
  const bill = ok(await call(table, 'bill', { mode: 'even', people: 2 }, a)).view.bill;
  const [first, second] = bill?.parts ?? [];
  if (!first || !second) throw new Error('no parts');
  return { a, b, first, second };
}

describe('a part paid online', () => {
  it('goes to the gateway with the payer’s tip, is paid by its callback once, and the payer comes back to the table', async () => {
    const { a, b, first, second } = await tableWithBill('T1');
    const started = ok(await call('T1', `parts/${first.id}/pay`, { method: 'online', tip: 50 }, a));
    expect(started.payment_url).toMatch(/^\/api\/payments\/sandbox\/pay_/);
    expect(started.view.bill?.parts[0]?.status).toBe('online_pending');
    // The split cannot change while a payer is at the gateway.
    expect((await call('T1', 'bill', { mode: 'all' }, b)).statusCode).toBe(409);

    const paid = await payInSandbox(ctx.app, started.payment_url ?? '', 'approve');
    expect(paid.statusCode).toBeLessThan(400);
    const [attempt] = await ctx.database.db
      .select()
      .from(s.payments)
      .where(eq(s.payments.tablePartId, first.id));
    expect(attempt).toMatchObject({ status: 'paid', amount: first.amount + 50 });
    const back = await ctx.app.inject({ url: `/api/payments/${attempt?.reference}/return` });
    expect(back.headers.location).toBe(
      `/shop/table?branch=main&table=${encodeURIComponent(tokens.get('T1') ?? '')}&paid=1`,
    );
    const view = ok(await call('T1', 'view', {}, b)).view;
    expect(view.bill?.parts[0]).toMatchObject({ status: 'paid', method: 'online', tip: 50 });
    expect(view.bill?.left).toBe(second.amount);

    // Omar starts paying online, then hands cash to the waiter instead: the late approval of his
    // attempt takes no money for a part already paid — it is owed back (REFUND_DUE).
    const omar = ok(await call('T1', `parts/${second.id}/pay`, { method: 'online', tip: 0 }, b));
    ok(await call('T1', `parts/${second.id}/pay`, { method: 'cash', tip: 20 }, b));
    const confirmed = await staffPost(`parts/${second.id}/cash`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await payInSandbox(ctx.app, omar.payment_url ?? '', 'approve');
    const attempts = await ctx.database.db
      .select()
      .from(s.payments)
      .where(eq(s.payments.tablePartId, second.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'failed', failureCode: 'REFUND_DUE' });
    const closed = ok(await call('T1', 'view', {}, b)).view;
    expect(closed.status).toBe('closed');
    expect(closed.bill?.parts[1]).toMatchObject({ status: 'paid', method: 'cash', tip: 20 });
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM table_part_payments WHERE part_id IN (${first.id}, ${second.id})`,
    );
    expect(rows[0]?.n).toBe(2);

    // The day's report counts each part once, by what paid it, tips apart.
    const report = (
      (
        await ctx.app.inject({
          url: `/api/staff/admin/shop/today?day=${dayIn('Asia/Kuwait', new Date())}`,
          headers: { authorization: `Bearer ${owner}` },
        })
      ).json() as {
        report: {
          shared_tables: { opened: number; closed: number; by_method: { method: string }[] };
        };
      }
    ).report.shared_tables;
    expect(report.closed).toBeGreaterThanOrEqual(1);
    expect(report.by_method).toEqual(
      expect.arrayContaining([
        { method: 'online', parts: 1, amount: first.amount, tips: 50 },
        { method: 'cash', parts: 1, amount: second.amount, tips: 20 },
      ]),
    );
  });

  it('a declined attempt leaves the part open to pay again; a business without online methods refuses (422)', async () => {
    const { a, first } = await tableWithBill('T2');
    const started = ok(await call('T2', `parts/${first.id}/pay`, { method: 'online', tip: 0 }, a));
    await payInSandbox(ctx.app, started.payment_url ?? '', 'decline');
    expect(ok(await call('T2', 'view', {}, a)).view.bill?.parts[0]?.status).toBe('open');
    // A business taking no online method: refused before any attempt is made.
    const cashOnly = await shopIds(ctx.database.db, 'cash');
    const [cashTable] = await ctx.database.db
      .select({ token: s.diningTables.qrToken })
      .from(s.diningTables)
      .where(eq(s.diningTables.businessId, cashOnly.businessId));
    const at = (path: string, body: object, key?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/webapp/shared-table/${cashOnly.main}/${path}`,
        payload: { table: cashTable?.token, ...body },
        headers: key ? { 'x-table-diner': key } : {},
      }) as Promise<Call>;
    const key = ok(await at('join', { name: 'Nour' })).diner_key ?? '';
    const refused = await at(`parts/${first.id}/pay`, { method: 'online', tip: 0 }, key);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'TABLE_ONLINE_OFF',
      message: expect.stringMatching(/cash/),
    });
    await ctx.database.db.execute(sql`UPDATE table_sessions SET status = 'closed' WHERE status = 'open'`);
  });
});

describe('the board moves a table', () => {
  it('moves the open order with its diners to a free table; a taken table is refused (409)', async () => {
    const sara = await join('T1', 'Sara');
    ok(await add('T1', sara));
    const t2 = await join('T2', 'Lina');
    const before = await board();
    const mine = before.tables.find((t) => t.table_name === 'T1');
    expect(before.free_tables.map((t) => t.name)).toEqual(['T3']);
    const taken = await staffPost(`${mine?.session_id}/move`, {
      table_id: before.tables.find((t) => t.table_name === 'T2')?.table_id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'TABLE_TAKEN' });
    const t3 = before.free_tables[0]?.id;
    expect((await staffPost(`${mine?.session_id}/move`, { table_id: t3 })).statusCode).toBe(200);
    // Sara's phone still holds her table's order, now at T3; T1's QR opens a new one.
    const hers = ok(await call('T1', 'view', {}, sara)).view;
    // Named by where it sits now; its id stays the QR link's table, whose cookie holds her key
    // (the page's live stream names it).
    expect(hers).toMatchObject({ session_id: mine?.session_id, table: { id: mine?.table_id, name: 'T3' } });
    expect(hers.lines).toHaveLength(1);
    ok(await add('T1', sara));
    const fresh = ok(await call('T1', 'view', {})).view;
    expect(fresh.session_id).not.toBe(mine?.session_id);
    const after = await board();
    expect(after.tables.find((t) => t.session_id === mine?.session_id)?.table_name).toBe('T3');
    // Another business's table, or a made-up one: 404.
    expect((await staffPost(`${mine?.session_id}/move`, { table_id: 999_999 })).statusCode).toBe(404);
    expect(t2).toBeTruthy();
    const [moved] = await ctx.database.db
      .select({ tableId: s.tableSessions.tableId })
      .from(s.tableSessions)
      .where(and(eq(s.tableSessions.id, mine?.session_id ?? 0), eq(s.tableSessions.status, 'open')));
    expect(moved?.tableId).toBe(t3);
  });
});
