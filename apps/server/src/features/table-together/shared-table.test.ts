import { sharedTableResponseSchema, staffSharedTablesResponseSchema } from '@sufra/contract';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../platform/db/client-transaction.ts';
import * as s from '../../platform/db/schema/index.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { createAdminSessions } from '../admin/admin-auth.ts';
import { addMember } from '../admin/admin-test-support.ts';
import { NOON, orderSeed, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { post } from '../wallet/ledger-repository.ts';
import * as r from './shared-table-repository.ts';

// ADR 1400–1406: one live order per table, rounds through the order pipeline, the bill in parts
// paid once each; every refusal a 4xx with a code and a sentence.

let ctx: TestContext;
let ids: ShopIds;
let staff: string;
let token: string;

function seed(ref: string, shared: boolean) {
  const base = orderSeed(ref);
  return { ...base, settings: { ...base.settings, shared_tables: shared, enable_wallet: true } };
}

beforeAll(async () => {
  ctx = await createTestApp([seed('shop', true), seed('other', false)], {
    now: () => NOON,
    resolveCustomer: async (t) => {
      const m = /^cust-(\d+)-(\d+)$/.exec(t);
      return m ? { id: Number(m[1]), businessId: Number(m[2]) } : null;
    },
  });
  ids = await shopIds(ctx.database.db);
  staff = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
  const [row] = await ctx.database.db
    .select({ id: s.diningTables.id, token: s.diningTables.qrToken })
    .from(s.diningTables)
    .where(and(eq(s.diningTables.name, 'T1'), eq(s.diningTables.businessId, ids.businessId)));
  token = row?.token ?? '';
});
afterAll(() => ctx.close());

type Call = { statusCode: number; json: () => unknown };
const call = (path: string, body: object, key?: string | null, extra: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/webapp/shared-table/${ids.main}/${path}`,
    payload: { table: token, ...body },
    headers: { ...(key ? { 'x-table-diner': key } : {}), ...extra },
  }) as Promise<Call>;
const viewOf = (res: Call) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  return sharedTableResponseSchema.parse(res.json());
};
async function join(name: string) {
  const res = viewOf(await call('join', { name }));
  return { key: res.diner_key ?? '', id: res.view.me?.id ?? 0 };
}
const add = (key: string, item = ids.burger, quantity = 1) =>
  call('lines', { item_id: item.id, price_label_id: item.labels[0], quantity }, key);
const asStaff = () => ({ authorization: `Bearer ${staff}` });
const board = async () => {
  const res = await ctx.app.inject({ url: '/api/staff/shared-tables', headers: asStaff() });
  if (res.statusCode !== 200) throw new Error(res.body);
  return staffSharedTablesResponseSchema.parse(res.json());
};
async function closeAll() {
  await ctx.database.db.execute(sql`UPDATE table_sessions SET status = 'closed' WHERE status = 'open'`);
}

describe('the shared table cart', () => {
  it('diners join by name and see each other’s lines with who added them', async () => {
    const sara = await join('Sara');
    const omar = await join('Omar');
    viewOf(await add(sara.key));
    const seen = viewOf(await add(omar.key, ids.burger, 2)).view;
    expect(seen.diners.map((d) => d.name)).toEqual(['Sara', 'Omar']);
    expect(seen.lines.map((l) => [l.diner_name, l.quantity, l.mine])).toEqual([
      ['Sara', 1, false],
      ['Omar', 2, true],
    ]);
    // A reload with the key finds the diner again; without it, the diner is a stranger.
    expect(viewOf(await call('view', {}, sara.key)).view.me?.name).toBe('Sara');
    expect(viewOf(await call('view', {})).view.me).toBeNull();
    await closeAll();
  });

  it('announces every change after it committed: the last notice names the last version (ADR 1509)', async () => {
    const listener = new pg.Client(ctx.database.pool.options);
    await listener.connect();
    const heard: number[] = [];
    listener.on('notification', (msg) => {
      heard.push((JSON.parse(msg.payload ?? '{}') as { e: number }).e);
    });
    await listener.query(`LISTEN ${r.TABLE_EVENTS_CHANNEL}`);
    try {
      const sara = await join('Sara');
      const omar = await join('Omar');
      // Changes at once from two phones: notices coalesce, none is older than its change.
      const views = (await Promise.all([1, 2, 3, 4, 5, 6].map((n) => add(n % 2 ? sara.key : omar.key)))).map(
        (res) => viewOf(res).view,
      );
      const { rows } = await ctx.database.db.execute<{ version: number }>(
        sql`SELECT version FROM table_sessions WHERE id = ${views[0]?.session_id ?? 0}`,
      );
      const last = rows[0]?.version ?? -1;
      // Each answer was sent after its notice: every version a phone was answered with was heard.
      for (const v of views) expect(heard.some((e) => e >= v.version)).toBe(true);
      expect(Math.max(...heard)).toBe(last);
      // The six requests commit in any order: the answer with the newest version saw them all.
      const newest = views.reduce((a, b) => (b.version > a.version ? b : a));
      expect(newest.version).toBe(last);
      expect(newest.lines).toHaveLength(6);
    } finally {
      await listener.end();
      await closeAll();
    }
  });

  it('a diner changes only their own lines (403), and only before they are sent', async () => {
    const sara = await join('Sara');
    const omar = await join('Omar');
    const line = viewOf(await add(sara.key)).view.lines[0];
    const forged = await call(`lines/${line?.id}`, { quantity: 5 }, omar.key);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({
      code: 'TABLE_LINE_NOT_YOURS',
      message: expect.stringMatching(/added/),
    });
    expect(viewOf(await call(`lines/${line?.id}`, { quantity: 3 }, sara.key)).view.lines[0]?.quantity).toBe(
      3,
    );
    expect(viewOf(await call(`lines/${line?.id}`, { quantity: 0 }, sara.key)).view.lines).toEqual([]);
    await closeAll();
  });

  it('refuses a forged or rotated token (404), a stranger’s edit (401) and a business without shared tables', async () => {
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `/api/webapp/shared-table/${ids.main}/view`,
      payload: { table: 'x'.repeat(32) },
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ code: 'TABLE_NOT_FOUND' });
    expect((await add('not-a-diner-key-at-all-1234')).statusCode).toBe(401);
    const other = await shopIds(ctx.database.db, 'other');
    const off = await ctx.app.inject({
      method: 'POST',
      url: `/api/webapp/shared-table/${other.main}/view`,
      payload: { table: token },
    });
    expect(off.statusCode).toBe(422);
    expect(off.json()).toMatchObject({ code: 'SHARED_TABLES_OFF' });
    await closeAll();
  });
});

describe('rounds and the bill', () => {
  it('sends rounds as orders priced by the server, splits by items with a shared dish, pays once, closes', async () => {
    const sara = await join('Sara');
    const omar = await join('Omar');
    const lina = await join('Lina');
    viewOf(await add(sara.key));
    viewOf(await add(omar.key, ids.burger, 2));
    const first = viewOf(await call('rounds', {}, sara.key)).view;
    expect(first.lines).toEqual([]);
    expect(first.rounds).toHaveLength(1);
    const [order] = await ctx.database.db
      .select()
      .from(s.orders)
      .where(eq(s.orders.publicRef, first.rounds[0]?.public_ref ?? ''));
    expect(order?.tableName).toBe('T1');
    expect(order?.total).toBe(first.rounds[0]?.total);
    // A round is an order like any other: it has its public reference (ADR 1471).
    expect(order?.publicRef).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(first.rounds[0]?.public_ref).toBe(order?.publicRef);
    const orderLines = await ctx.database.db
      .select()
      .from(s.orderLines)
      .where(eq(s.orderLines.orderId, order?.id ?? 0));
    expect(orderLines.map((l) => l.comment).sort()).toEqual(['Omar', 'Sara']);
    // An empty cart is no round.
    expect((await call('rounds', {}, lina.key)).statusCode).toBe(422);
    viewOf(await add(lina.key));
    const second = viewOf(await call('rounds', {}, lina.key)).view;
    expect(second.rounds.map((r) => r.number)).toEqual([1, 2]);
    const total = second.rounds.reduce((a, r) => a + r.total, 0);
    expect(second.rounds.flatMap((r) => r.lines).reduce((a, l) => a + l.amount, 0)).toBe(total);

    // The board sees the table with its rounds.
    const seen = (await board()).tables.find((t) => t.session_id === second.session_id);
    expect(seen).toMatchObject({ table_name: 'T1', total, paid: 0, left: total });
    expect(seen?.rounds).toHaveLength(2);

    // Even split: exact, the remainder stated.
    const even = viewOf(await call('bill', { mode: 'even', people: 3 }, omar.key)).view.bill;
    expect(even?.parts.reduce((a, p) => a + p.amount, 0)).toBe(total);
    expect(even?.remainder).toBe(total % 3);

    // By items, Omar's burgers shared with Lina.
    const omarLine = second.rounds[0]?.lines.find((l) => l.diner_name === 'Omar');
    const bill = viewOf(
      await call(
        'bill',
        { mode: 'items', shares: [{ line_id: omarLine?.id, diner_ids: [omar.id, lina.id] }] },
        sara.key,
      ),
    ).view.bill;
    expect(bill?.parts.map((p) => p.diner_name)).toEqual(['Sara', 'Omar', 'Lina']);
    expect(bill?.parts.reduce((a, p) => a + p.amount, 0)).toBe(total);
    const [saraPart, omarPart, linaPart] = bill?.parts ?? [];

    // Paying more than the part leaves: 422 with what is left.
    const over = await call(
      `parts/${saraPart?.id}/pay`,
      { method: 'cash', amount: (saraPart?.amount ?? 0) + 1 },
      sara.key,
    );
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'TABLE_PAY_OVER_LEFT' });

    // Sara: cash, confirmed on the board. Omar: wallet. Lina: cash.
    viewOf(await call(`parts/${saraPart?.id}/pay`, { method: 'cash' }, sara.key));
    const cash = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/shared-tables/parts/${saraPart?.id}/cash`,
      headers: asStaff(),
    });
    expect(cash.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/shared-tables/parts/${saraPart?.id}/cash`,
      headers: asStaff(),
    });
    expect(again.statusCode).toBe(409);
    // The phones' view reads in one query what the separate reads read (ADR 1463), a paid part
    // and sent rounds included.
    const db = ctx.database.db;
    const rounds = await r.listRounds(db, second.session_id);
    expect(await r.viewRows(db, second.session_id)).toEqual({
      session: await r.findSession(db, ids.businessId, second.session_id),
      diners: await r.listDiners(db, second.session_id),
      lines: await r.listLines(db, second.session_id),
      rounds,
      parts: await r.listParts(db, second.session_id),
      priced: await r.roundOrderLines(
        db,
        rounds.map((x) => x.order_id),
      ),
    });
    expect(rounds).toHaveLength(2);
    // The split cannot change once a part is paid.
    expect((await call('bill', { mode: 'all' }, omar.key)).statusCode).toBe(409);

    const customer = await newCustomer(5_000);
    const auth = { authorization: `Bearer cust-${customer}-${ids.businessId}` };
    const paid = viewOf(
      await call(`parts/${omarPart?.id}/pay`, { method: 'wallet', tip: 100 }, omar.key, auth),
    ).view;
    expect(paid.bill?.parts.find((p) => p.id === omarPart?.id)).toMatchObject({
      status: 'paid',
      method: 'wallet',
      tip: 100,
    });
    expect(await balanceOf(customer)).toBe(5_000 - (omarPart?.amount ?? 0) - 100);

    viewOf(await call(`parts/${linaPart?.id}/pay`, { method: 'cash' }, lina.key));
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/staff/shared-tables/parts/${linaPart?.id}/cash`,
          headers: asStaff(),
        })
      ).statusCode,
    ).toBe(200);
    // Fully paid: the table is closed; a round from it is refused with a clear 409.
    const closed = await call('rounds', {}, lina.key);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'TABLE_CLOSED', message: expect.stringMatching(/closed/) });
    expect((await board()).tables.find((t) => t.session_id === second.session_id)).toBeUndefined();
  });
});

let phones = 0;
async function newCustomer(balance: number): Promise<number> {
  phones += 1;
  const [row] = await ctx.database.db
    .insert(s.customers)
    .values({
      businessId: ids.businessId,
      phone: `+9655100${String(phones).padStart(4, '0')}`,
      dialCode: '965',
      name: 'Omar',
    })
    .returning();
  const id = row?.id ?? 0;
  await transaction(ctx.database.db, (tx) =>
    post(tx, {
      businessId: ids.businessId,
      customerId: id,
      key: `test-credit-${id}`,
      movement: { kind: 'staff_credit', amount: balance },
      reason: 'test',
    }),
  );
  return id;
}
async function balanceOf(customerId: number): Promise<number> {
  const { rows } = await ctx.database.db.execute<{ balance: string }>(sql`
    SELECT balance FROM wallet_accounts WHERE customer_id = ${customerId} AND kind = 'wallet'`);
  return Number(rows[0]?.balance ?? -1);
}

describe('the setting', () => {
  it('a manager turns shared tables off and on in the back office; off, the table calls are refused', async () => {
    const sessions = createAdminSessions({ db: ctx.database.db, now: () => new Date() });
    const manager = await sessions.issue(
      (await addMember(ctx.database.db, 'shop', '+96550000931', 'manager')).id,
    );
    const staffMember = await sessions.issue(
      (await addMember(ctx.database.db, 'shop', '+96550000932', 'staff')).id,
    );
    const set = (on: unknown, token = manager) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/shop/tables/shared',
        headers: { authorization: `Bearer ${token}` },
        payload: { shared_tables: on },
      });
    const shown = async () =>
      (
        (
          await ctx.app.inject({
            url: '/api/admin/shop/tables',
            headers: { authorization: `Bearer ${manager}` },
          })
        ).json() as {
          shared_tables: boolean;
        }
      ).shared_tables;
    expect(await shown()).toBe(true);
    // Only owners and managers change the business's set-up; a bad body is a 422 naming the field.
    expect((await set(false, staffMember)).statusCode).toBe(403);
    expect((await set('yes')).statusCode).toBe(422);
    expect((await set(false)).statusCode).toBe(200);
    expect(await shown()).toBe(false);
    await expect.poll(async () => (await call('view', {})).statusCode).toBe(422);
    expect((await call('view', {})).json()).toMatchObject({ code: 'SHARED_TABLES_OFF' });
    expect((await set(true)).statusCode).toBe(200);
    await expect.poll(async () => (await call('view', {})).statusCode).toBe(200);
  });
});
