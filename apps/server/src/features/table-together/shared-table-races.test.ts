import { sharedTableResponseSchema } from '@sufra/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../platform/db/client-transaction.ts';
import * as s from '../../platform/db/schema/index.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { post } from '../wallet/ledger-repository.ts';

// ADR 1404: whatever many phones tap at once, each part of a table's bill is paid exactly once;
// the others are refused before any money moves, and the wallet ledger stays balanced.

let ctx: TestContext;
let ids: ShopIds;
let token: string;
let staff: string;

beforeAll(async () => {
  const base = orderSeed('shop');
  ctx = await createTestApp(
    [{ ...base, settings: { ...base.settings, shared_tables: true, enable_wallet: true } }],
    {
      now: () => NOON,
      resolveCustomer: async (t) => {
        const m = /^cust-(\d+)-(\d+)$/.exec(t);
        return m ? { id: Number(m[1]), businessId: Number(m[2]) } : null;
      },
    },
  );
  ids = await shopIds(ctx.database.db);
  staff = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
  const [row] = await ctx.database.db
    .select({ token: s.diningTables.qrToken })
    .from(s.diningTables)
    .where(and(eq(s.diningTables.name, 'T1'), eq(s.diningTables.businessId, ids.businessId)));
  token = row?.token ?? '';
});
afterAll(() => ctx.close());

const call = (path: string, body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/webapp/shared-table/${ids.main}/${path}`,
    payload: { table: token, ...body },
    headers,
  });

async function customerWith(balance: number, n: number) {
  const [row] = await ctx.database.db
    .insert(s.customers)
    .values({
      businessId: ids.businessId,
      phone: `+96551${String(n).padStart(6, '0')}`,
      dialCode: '965',
      name: 'P',
    })
    .returning();
  const id = row?.id ?? 0;
  await transaction(ctx.database.db, (tx) =>
    post(tx, {
      businessId: ids.businessId,
      customerId: id,
      key: `race-credit-${id}`,
      movement: { kind: 'staff_credit', amount: balance },
      reason: 'test',
    }),
  );
  return id;
}

describe('50 simultaneous payments of the same parts', () => {
  it('pays each part exactly once; the rest are refused before charging; the ledger balances', async () => {
    const joined = sharedTableResponseSchema.parse((await call('join', { name: 'Host' })).json());
    const key = joined.diner_key ?? '';
    const me = { 'x-table-diner': key };
    await call('lines', { item_id: ids.burger.id, price_label_id: ids.burger.labels[0], quantity: 3 }, me);
    expect((await call('rounds', {}, me)).statusCode).toBe(200);
    const bill = sharedTableResponseSchema.parse((await call('bill', { mode: 'even', people: 2 }, me)).json())
      .view.bill;
    const parts = bill?.parts ?? [];
    expect(parts).toHaveLength(2);

    // 25 wallets tap each part's "pay" at the same moment, plus staff confirming cash for each.
    const payers = await Promise.all(Array.from({ length: 50 }, (_, i) => customerWith(100_000, i)));
    const taps = payers.map((customer, i) => {
      const part = parts[i % 2];
      return call(
        `parts/${part?.id}/pay`,
        { method: 'wallet' },
        {
          ...me,
          authorization: `Bearer cust-${customer}-${ids.businessId}`,
        },
      );
    });
    const cash = parts.map((p) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/staff/shared-tables/parts/${p.id}/cash`,
        headers: { authorization: `Bearer ${staff}` },
      }),
    );
    const results = await Promise.all([...taps, ...cash]);
    const statuses = results.map((r) => r.statusCode);
    // Exactly one winner per part; every other tap a 409 (paid) — never a 500.
    expect(statuses.filter((c) => c === 200)).toHaveLength(2);
    expect(statuses.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);

    const { rows: payments } = await ctx.database.db.execute<{
      part_id: number;
      n: string;
      amount: string;
    }>(sql`
      SELECT part_id, count(*) AS n, sum(amount) AS amount FROM table_part_payments GROUP BY part_id`);
    expect(payments.map((p) => Number(p.n))).toEqual([1, 1]);
    expect(payments.reduce((a, p) => a + Number(p.amount), 0)).toBe(bill?.total);

    // Only the winners' wallets moved, by their part; every ledger transaction balances.
    const { rows: moved } = await ctx.database.db.execute<{ balance: string }>(sql`
      SELECT balance FROM wallet_accounts WHERE kind = 'wallet' AND balance <> 100000`);
    const { rows: byWallet } = await ctx.database.db.execute(sql`
      SELECT id FROM table_part_payments WHERE method = 'wallet'`);
    // A part paid in cash moved no wallet: as many wallets moved as parts the wallet paid.
    expect(moved).toHaveLength(byWallet.length);
    const { rows: unbalanced } = await ctx.database.db.execute(sql`
      SELECT transaction_id FROM wallet_entries GROUP BY transaction_id HAVING sum(amount) <> 0`);
    expect(unbalanced).toEqual([]);
    const spent = moved.reduce((a, m) => a + (100_000 - Number(m.balance)), 0);
    const { rows: walletPaid } = await ctx.database.db.execute<{ amount: string | null }>(sql`
      SELECT sum(amount + tip) AS amount FROM table_part_payments WHERE method = 'wallet'`);
    expect(spent).toBe(Number(walletPaid[0]?.amount ?? 0));

    // Fully paid: the table closed.
    const { rows: sessions } = await ctx.database.db.execute<{ status: string }>(
      sql`SELECT status FROM table_sessions`,
    );
    expect(sessions.map((x) => x.status)).toEqual(['closed']);
  });
});
