import { sharedTableResponseSchema } from '@sufra/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import * as r from './shared-table-repository.ts';
import { createLineAdds } from './shared-table-service.ts';

// ADR 1517: a crowd's token checks, adds, views and notices share statements; each caller still
// gets exactly its own answer, and nothing a single call refused is let through by a batch.

let ctx: TestContext;
let ids: ShopIds;
const tokens: string[] = [];

beforeAll(async () => {
  const base = orderSeed('shop');
  ctx = await createTestApp([{ ...base, settings: { ...base.settings, shared_tables: true } }], {
    now: () => NOON,
  });
  ids = await shopIds(ctx.database.db);
  const { rows } = await ctx.database.db.execute<{ qr_token: string }>(sql`
    INSERT INTO dining_tables (business_id, branch_id, name)
    SELECT ${ids.businessId}, ${ids.main}, 'B' || n FROM generate_series(1, 3) n RETURNING qr_token`);
  tokens.push(...rows.map((row) => row.qr_token));
});
afterAll(() => ctx.close());

type Call = { statusCode: number; json: () => unknown };
const call = (token: string, path: string, body: object, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/webapp/shared-table/${ids.main}/${path}`,
    payload: { table: token, ...body },
    headers: key ? { 'x-table-diner': key } : {},
  }) as Promise<Call>;
const viewOf = (res: Call) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  return sharedTableResponseSchema.parse(res.json());
};
const join = async (token: string, name: string) => {
  const res = viewOf(await call(token, 'join', { name }));
  return { key: res.diner_key ?? '', id: res.view.me?.id ?? 0, session: res.view.session_id };
};
const add = (token: string, key: string) =>
  call(token, 'lines', { item_id: ids.burger.id, price_label_id: ids.burger.labels[0], quantity: 1 }, key);
const versionOf = async (session: number) =>
  (
    await ctx.database.db.execute<{ version: number }>(
      sql`SELECT version FROM table_sessions WHERE id = ${session}`,
    )
  ).rows[0]?.version ?? -1;
const closeAll = () =>
  ctx.database.db.execute(sql`UPDATE table_sessions SET status = 'closed' WHERE status = 'open'`);

describe('a crowd at several tables (ADR 1517)', () => {
  it('adds at once: each its own answer, the versions raised once per line, a closed table refused alone', async () => {
    const [a = '', b = '', c = ''] = tokens;
    const [sara, omar, lina] = [await join(a, 'Sara'), await join(b, 'Omar'), await join(c, 'Lina')];
    const before = { a: await versionOf(sara.session), b: await versionOf(omar.session) };
    await ctx.database.db.execute(
      sql`UPDATE table_sessions SET status = 'closed' WHERE id = ${lina.session}`,
    );
    const answers = await Promise.all([
      add(a, sara.key),
      add(b, omar.key),
      add(c, lina.key),
      add(a, sara.key),
      add(b, omar.key),
      add(a, sara.key),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 409, 200, 200, 200]);
    expect(answers[2]?.json()).toMatchObject({ code: 'TABLE_CLOSED' });
    const last = (i: number) => viewOf(answers[i] as Call).view;
    expect(last(5).lines.filter((l) => l.diner_name === 'Sara')).toHaveLength(3);
    expect(last(4).lines.every((l) => l.diner_name === 'Omar')).toBe(true);
    expect(await versionOf(sara.session)).toBe(before.a + 3);
    expect(await versionOf(omar.session)).toBe(before.b + 2);
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM table_lines WHERE session_id = ${lina.session}`,
    );
    expect(rows[0]?.n).toBe(0);
    await closeAll();
  });

  it('a line that breaks its batch fails only its own call: the others are added one by one', async () => {
    const [a = ''] = tokens;
    const sara = await join(a, 'Sara');
    const adds = createLineAdds(ctx.database.db);
    const line = (dinerId: number) => ({
      businessId: ids.businessId,
      sessionId: sara.session,
      dinerId,
      itemId: ids.burger.id,
      priceLabelId: ids.burger.labels[0] ?? 0,
      quantity: 1,
      comment: '',
    });
    // The first goes alone; the next three wait for it and share a statement, which the diner
    // that does not exist (a foreign key) breaks.
    const results = await Promise.allSettled([
      adds.add(line(sara.id)),
      adds.add(line(sara.id)),
      adds.add(line(2_000_000_000)),
      adds.add(line(sara.id)),
    ]);
    expect(results.map((x) => x.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM table_lines WHERE session_id = ${sara.session}`,
    );
    expect(rows[0]?.n).toBe(3);
    await closeAll();
  });

  it('a forged or rotated token is refused in a crowd of good ones; no token is remembered', async () => {
    const [a = '', b = ''] = tokens;
    const forged = `${a.slice(0, -4)}AAAA` === a ? `${a.slice(0, -4)}BBBB` : `${a.slice(0, -4)}AAAA`;
    const answers = await Promise.all([
      call(a, 'view', {}),
      call(forged, 'view', {}),
      call(b, 'view', {}),
      call(forged, 'view', {}),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 200, 404]);
    expect(answers[1]?.json()).toMatchObject({ code: 'TABLE_NOT_FOUND' });
    // Rotated (the staff printed a new QR code): the old token stops working at once.
    const sara = await join(a, 'Sara');
    await ctx.database.db.execute(sql`UPDATE dining_tables SET qr_token = ${forged} WHERE qr_token = ${a}`);
    try {
      const stale = await add(a, sara.key);
      expect(stale.statusCode).toBe(404);
      expect(stale.json()).toMatchObject({ code: 'TABLE_NOT_FOUND' });
      expect((await add(forged, sara.key)).statusCode).toBe(200);
    } finally {
      await ctx.database.db.execute(sql`UPDATE dining_tables SET qr_token = ${a} WHERE qr_token = ${forged}`);
      await closeAll();
    }
  });

  it('a round marks the cart sent as the kitchen got it: raised meanwhile stays, removed comes back as sent', async () => {
    const [a = ''] = tokens;
    const sara = await join(a, 'Sara');
    viewOf(await add(a, sara.key));
    viewOf(await add(a, sara.key));
    const cart = await r.listLines(ctx.database.db, sara.session);
    const [first, second] = cart;
    // After the round's snapshot: the first raised to 3, the second removed.
    await ctx.database.db.execute(sql`UPDATE table_lines SET quantity = 3 WHERE id = ${first?.id ?? 0}`);
    await ctx.database.db.execute(sql`DELETE FROM table_lines WHERE id = ${second?.id ?? 0}`);
    // An order to hang the round on: another table's round, sent the usual way.
    const omar = await join(tokens[1] ?? '', 'Omar');
    viewOf(await add(tokens[1] ?? '', omar.key));
    viewOf(await call(tokens[1] ?? '', 'rounds', {}, omar.key));
    const { rows: order } = await ctx.database.db.execute<{ id: number }>(
      sql`SELECT order_id AS id FROM table_rounds WHERE session_id = ${omar.session}`,
    );
    const orderId = order[0]?.id ?? 0;
    const before = await versionOf(sara.session);
    const round = await r.recordRound(ctx.database.db, sara.session, 1, orderId, cart);
    expect(round).not.toBeNull();
    const lines = await r.listLines(ctx.database.db, sara.session);
    const sent = lines.filter((l) => l.round_id === round);
    expect(sent.map((l) => [l.quantity, l.position])).toEqual([
      [1, 0],
      [1, 1],
    ]);
    expect(lines.filter((l) => l.round_id === null).map((l) => l.quantity)).toEqual([2]);
    expect(await versionOf(sara.session)).toBe(before + 1);
    // The same round number again (a second tap): nothing more.
    expect(await r.recordRound(ctx.database.db, sara.session, 1, orderId, cart)).toBeNull();
    expect(await r.listLines(ctx.database.db, sara.session)).toHaveLength(3);
    expect(await versionOf(sara.session)).toBe(before + 1);
    await closeAll();
  });

  it('cash taps at several tables at once: each its own answer, a wrong amount or a paid part refused alone', async () => {
    const [a = '', b = ''] = tokens;
    const [sara, omar] = [await join(a, 'Sara'), await join(b, 'Omar')];
    const lina = await join(a, 'Lina');
    for (const [token, who] of [
      [a, sara],
      [b, omar],
    ] as const) {
      viewOf(await add(token, who.key));
      viewOf(await call(token, 'rounds', {}, who.key));
    }
    const partsOf = async (token: string, key: string) =>
      viewOf(await call(token, 'bill', { mode: 'even', people: 2, shares: [] }, key)).view.bill?.parts ?? [];
    const [a1, a2] = await partsOf(a, sara.key);
    const [b1, b2] = await partsOf(b, omar.key);
    // b2 paid already (by the board, say): a cash tap on it must say so.
    await ctx.database.db.execute(sql`UPDATE table_bill_parts SET status = 'paid' WHERE id = ${b2?.id ?? 0}`);
    const before = { a: await versionOf(sara.session), b: await versionOf(omar.session) };
    const pay = (token: string, key: string, part: number, body: object = {}) =>
      call(token, `parts/${part}/pay`, { method: 'cash', tip: 0, ...body }, key);
    const answers = await Promise.all([
      pay(a, sara.key, a1?.id ?? 0, { tip: 100 }),
      pay(a, lina.key, a2?.id ?? 0, { amount: (a2?.amount ?? 0) + 1 }),
      pay(b, omar.key, b1?.id ?? 0),
      pay(b, omar.key, b2?.id ?? 0),
      pay(a, lina.key, a2?.id ?? 0),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 422, 200, 409, 200]);
    expect(answers[1]?.json()).toMatchObject({ code: 'TABLE_PAY_OVER_LEFT' });
    expect(answers[3]?.json()).toMatchObject({ code: 'TABLE_PART_PAID' });
    const statusOf = (res: Call | undefined, part: number) =>
      viewOf(res as Call).view.bill?.parts.find((p) => p.id === part)?.status;
    expect(statusOf(answers[4], a1?.id ?? 0)).toBe('cash_pending');
    expect(statusOf(answers[4], a2?.id ?? 0)).toBe('cash_pending');
    expect(statusOf(answers[2], b1?.id ?? 0)).toBe('cash_pending');
    // One version per part marked; the refused taps wrote nothing.
    expect(await versionOf(sara.session)).toBe(before.a + 2);
    expect(await versionOf(omar.session)).toBe(before.b + 1);
    const { rows } = await ctx.database.db.execute<{ cash_tip: number }>(
      sql`SELECT cash_tip FROM table_bill_parts WHERE id = ${a1?.id ?? 0}`,
    );
    expect(Number(rows[0]?.cash_tip)).toBe(100);
    await closeAll();
  });
});
