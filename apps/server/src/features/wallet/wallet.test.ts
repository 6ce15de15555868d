import {
  buyPackageResponseSchema,
  placeOrderResponseSchema,
  walletAdjustResponseSchema,
  walletHistoryResponseSchema,
  walletResponseSchema,
} from '@sufra/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { createAdminSessions } from '../admin/admin-auth.ts';
import { addMember } from '../admin/admin-test-support.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { payInSandbox } from '../payments/sandbox-payer.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { expireBonuses } from './bonus-expiry.ts';

let ctx: TestContext;
let ids: ShopIds;
let staffToken: string;
/** A manager's back-office session: wallets are adjusted there (ADR 1321), not by the board. */
let managerToken: string;
let staffMemberToken: string;
let otherBusiness: number;
let nextPhone = 50_100_000;

function walletSeed(ref: string, enabled = true) {
  const seed = orderSeed(ref);
  return {
    ...seed,
    settings: {
      ...seed.settings,
      enable_wallet: enabled,
      policies: { wallet: { en: 'Credit is for orders only.', ar: 'الرصيد للطلبات فقط.' } },
    },
    walletPackages: [
      {
        name: { en: 'Regular', ar: 'المعتاد' },
        description: { en: 'Pay 10, get 11' },
        price: 10_000,
        credit: 11_000,
        bonusExpiryDays: 30,
      },
    ],
  };
}

beforeAll(async () => {
  ctx = await createTestApp([walletSeed('shop'), walletSeed('other')], {
    now: () => NOON,
    resolveCustomer: async (token) => {
      const m = /^cust-(\d+)-(\d+)$/.exec(token);
      return m ? { id: Number(m[1]), businessId: Number(m[2]) } : null;
    },
  });
  ids = await shopIds(ctx.database.db);
  otherBusiness = (await shopIds(ctx.database.db, 'other')).businessId;
  staffToken = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
  const sessions = createAdminSessions({ db: ctx.database.db, now: () => new Date() });
  managerToken = await sessions.issue(
    (await addMember(ctx.database.db, 'shop', '+96550000901', 'manager')).id,
  );
  staffMemberToken = await sessions.issue(
    (await addMember(ctx.database.db, 'shop', '+96550000902', 'staff')).id,
  );
});
afterAll(() => ctx.close());

async function newCustomer(businessId = ids.businessId) {
  nextPhone += 1;
  const [row] = await ctx.database.db
    .insert(s.customers)
    .values({ businessId, phone: `+965${nextPhone}`, dialCode: '965', name: 'Sara' })
    .returning();
  if (!row) throw new Error('no customer');
  return { id: row.id, auth: { authorization: `Bearer cust-${row.id}-${businessId}` } };
}
type Diner = Awaited<ReturnType<typeof newCustomer>>;

const wallet = async (d: Diner, ref = 'shop') => {
  const res = await ctx.app.inject({ url: `/api/webapp/wallet/${ref}`, headers: d.auth });
  expect(res.statusCode).toBe(200);
  return walletResponseSchema.parse(res.json()).wallet;
};
const balanceOf = async (d: Diner) => {
  const w = await wallet(d);
  return { balance: w.balance[0]?.amount ?? -1, onHold: w.onHoldBalance };
};

const adjust = (body: Record<string, unknown>, token = managerToken) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/staff/wallet/adjust',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
let keys = 0;
async function credit(d: Diner, amount: number) {
  keys += 1;
  const res = await adjust({
    customer_id: d.id,
    direction: 'credit',
    amount,
    reason: 'test top-up',
    key: `credit-key-${keys}`,
  });
  expect(res.statusCode).toBe(200);
}

const place = (d: Diner | null, over: Record<string, unknown> = {}, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    headers: { ...(d?.auth ?? {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: pickupOrder(ids, { use_wallet: true, ...over }),
  });

/** The order's total before the wallet, as calc-order prices it. */
async function totalBeforeWallet() {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/service/pos/calc-order/${ids.main}`,
    payload: pickupOrder(ids),
  });
  return (res.json() as { amounts: { total: number } }).amounts.total;
}

const setStatus = (orderId: number, status: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/status`,
    headers: { authorization: `Bearer ${staffToken}` },
    payload: { status },
  });

describe('the wallet is the signed-in diner’s own', () => {
  it('401 without a session, 404 in another business, the page’s figures with one', async () => {
    expect((await ctx.app.inject({ url: '/api/webapp/wallet/shop' })).statusCode).toBe(401);
    const d = await newCustomer();
    const elsewhere = await ctx.app.inject({ url: '/api/webapp/wallet/other', headers: d.auth });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ error: 1, code: 'WALLET_NOT_FOUND' });
    const w = await wallet(d);
    expect(w).toMatchObject({
      balance: [{ amount: 0, currency: 'KWD' }],
      onHoldBalance: 0,
      wallet_feature_enabled: true,
      policy: 'Credit is for orders only.',
      creditHistory: [],
    });
    expect(w.availablePackages).toEqual([
      expect.objectContaining({ name: 'Regular', price: 10_000, credit: 11_000, bonus: 1_000 }),
    ]);
  });

  it('a guest asking to pay with the wallet is refused, not ignored', async () => {
    const res = await place(null);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('WALLET_NOT_AVAILABLE');
  });
});

describe('packages are credited only when their payment is confirmed', () => {
  async function buy(d: Diner) {
    const pkg = (await wallet(d)).availablePackages[0];
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/webapp/wallet/shop/packages/${pkg?.id}/buy`,
      headers: d.auth,
      payload: { payment_type: 4, price: 1 },
    });
    expect(res.statusCode).toBe(201);
    return buyPackageResponseSchema.parse(res.json());
  }

  it('approved: 11.000 credited once, history says so, the payer returns to the wallet', async () => {
    const d = await newCustomer();
    const bought = await buy(d);
    expect(await balanceOf(d)).toEqual({ balance: 0, onHold: 0 });
    const decided = await payInSandbox(ctx.app, bought.payment.url, 'approve');
    const back = await ctx.app.inject({ url: decided.headers.location ?? '' });
    expect(back.headers.location).toBe('/shop/wallet/home?purchase=paid');
    expect(await balanceOf(d)).toEqual({ balance: 11_000, onHold: 0 });
    // Deciding again changes nothing.
    await payInSandbox(ctx.app, bought.payment.url, 'approve');
    expect(await balanceOf(d)).toEqual({ balance: 11_000, onHold: 0 });
    const w = await wallet(d);
    expect(w.last_purchase).toMatchObject({ status: 'paid', credit: 11_000 });
    expect(w.creditHistory).toEqual([expect.objectContaining({ kind: 'package', amount: 11_000 })]);
  });

  it('an expired bonus leaves the wallet once: what is left of it, never the money paid', async () => {
    const d = await newCustomer();
    await payInSandbox(ctx.app, (await buy(d)).payment.url, 'approve');
    const spender = await newCustomer();
    await payInSandbox(ctx.app, (await buy(spender)).payment.url, 'approve');
    await adjust({
      customer_id: spender.id,
      direction: 'debit',
      amount: 10_700,
      reason: 'spent',
      key: 'spent-all-1',
    });
    const later = new Date(NOON.getTime() + 31 * 86_400_000);
    expect(await expireBonuses(ctx.database.db, new Date(NOON.getTime() + 29 * 86_400_000))).toBe(0);
    expect(await expireBonuses(ctx.database.db, later)).toBeGreaterThanOrEqual(2);
    expect(await balanceOf(d)).toEqual({ balance: 10_000, onHold: 0 });
    expect(await balanceOf(spender)).toEqual({ balance: 0, onHold: 0 });
    expect(await expireBonuses(ctx.database.db, later)).toBe(0);
    expect(await balanceOf(d)).toEqual({ balance: 10_000, onHold: 0 });
    const w = await wallet(d);
    expect(w.creditHistory[0]).toMatchObject({ kind: 'expiry', amount: -1_000 });
    expect(w.last_purchase?.status).toBe('paid');
  });

  it('declined: nothing credited, the purchase failed', async () => {
    const d = await newCustomer();
    const bought = await buy(d);
    const decided = await payInSandbox(ctx.app, bought.payment.url, 'decline');
    const back = await ctx.app.inject({ url: decided.headers.location ?? '' });
    expect(back.headers.location).toBe('/shop/wallet/home?purchase=failed');
    expect(await balanceOf(d)).toEqual({ balance: 0, onHold: 0 });
    expect((await wallet(d)).last_purchase?.status).toBe('failed');
  });

  it('an unknown package, or another business’s, is a 404; a cash purchase is refused', async () => {
    const d = await newCustomer();
    const other = await ctx.app.inject({
      url: '/api/webapp/wallet/other',
      headers: (await newCustomer(otherBusiness)).auth,
    });
    const otherPackage = (other.json() as { wallet: { availablePackages: { id: number }[] } }).wallet
      .availablePackages[0];
    const missing = await ctx.app.inject({
      url: `/api/webapp/wallet/shop/packages/${otherPackage?.id}`,
      headers: d.auth,
    });
    expect(missing.statusCode).toBe(404);
    const pkg = (await wallet(d)).availablePackages[0];
    const cash = await ctx.app.inject({
      method: 'POST',
      url: `/api/webapp/wallet/shop/packages/${pkg?.id}/buy`,
      headers: d.auth,
      payload: { payment_type: 2 },
    });
    expect(cash.statusCode).toBe(422);
  });
});

describe('paying an order with the wallet', () => {
  it('wallet + cash: min(balance, total) is spent with the order, the rest is cash', async () => {
    const d = await newCustomer();
    await credit(d, 1_000);
    const before = await totalBeforeWallet();
    expect(before).toBeGreaterThan(1_000);
    const res = await place(d, { payment_type: 2 });
    expect(res.statusCode).toBe(201);
    const placed = await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
    expect(placed.order.amounts.wallet_discount).toBe(1_000);
    expect(placed.order.amounts.total).toBe(before - 1_000);
    expect(placed.payment).toBeNull();
    expect(await balanceOf(d)).toEqual({ balance: 0, onHold: 0 });
    const history = walletHistoryResponseSchema.parse(
      (await ctx.app.inject({ url: '/api/webapp/wallet/shop/history', headers: d.auth })).json(),
    );
    expect(history.history[0]).toMatchObject({
      kind: 'order_debit',
      amount: -1_000,
      // The order as the diner knows it: its reference, not its number (ADR 1472).
      order_ref: placed.order.public_ref,
    });
    expect(history.history[0]).not.toHaveProperty('order_id');
  });

  it('a wallet covering the whole order needs no method and opens no payment', async () => {
    const d = await newCustomer();
    const before = await totalBeforeWallet();
    await credit(d, before + 500);
    const placed = await withOrderId(
      ctx.database.db,
      placeOrderResponseSchema.parse((await place(d, { payment_type: 4 })).json()),
    );
    expect(placed.order.amounts).toMatchObject({ wallet_discount: before, total: 0 });
    expect(placed.order.payment_state).toBe('none');
    expect(placed.payment).toBeNull();
    expect(await balanceOf(d)).toEqual({ balance: 500, onHold: 0 });
  });

  it('a cancelled order gives its wallet part back (once)', async () => {
    const d = await newCustomer();
    await credit(d, 700);
    const placed = await withOrderId(
      ctx.database.db,
      placeOrderResponseSchema.parse((await place(d, { payment_type: 2 })).json()),
    );
    expect((await setStatus(placed.order.id, 9)).statusCode).toBe(200);
    expect(await balanceOf(d)).toEqual({ balance: 700, onHold: 0 });
    const kinds = (await wallet(d)).creditHistory.map((h) => h.kind);
    expect(kinds).toEqual(['order_refund', 'order_debit', 'staff_credit']);
  });

  it('with an online rest: held, then captured when the rest is paid', async () => {
    const d = await newCustomer();
    await credit(d, 600);
    const placed = await withOrderId(
      ctx.database.db,
      placeOrderResponseSchema.parse((await place(d, { payment_type: 4 })).json()),
    );
    expect(placed.order.amounts.wallet_discount).toBe(600);
    expect(await balanceOf(d)).toEqual({ balance: 0, onHold: 600 });
    // The gateway is asked only for the rest.
    await payInSandbox(ctx.app, placed.payment?.url ?? '', 'approve');
    expect(await balanceOf(d)).toEqual({ balance: 0, onHold: 0 });
    const kinds = (await wallet(d)).creditHistory.map((h) => h.kind);
    expect(kinds.slice(0, 2)).toEqual(['order_capture', 'order_hold']);
  });

  it('with an online rest never paid: a rejected order releases the hold', async () => {
    const d = await newCustomer();
    await credit(d, 600);
    const placed = await withOrderId(
      ctx.database.db,
      placeOrderResponseSchema.parse((await place(d, { payment_type: 4 })).json()),
    );
    await payInSandbox(ctx.app, placed.payment?.url ?? '', 'decline');
    expect(await balanceOf(d)).toEqual({ balance: 0, onHold: 600 });
    expect((await setStatus(placed.order.id, 2)).statusCode).toBe(200);
    expect(await balanceOf(d)).toEqual({ balance: 600, onHold: 0 });
  });

  it('a switch to cash spends the held part', async () => {
    const d = await newCustomer();
    await credit(d, 600);
    const placed = await withOrderId(
      ctx.database.db,
      placeOrderResponseSchema.parse((await place(d, { payment_type: 4 })).json()),
    );
    const pay = await ctx.app.inject({
      method: 'POST',
      url: `/api/webapp/order/${placed.order.id}/pay`,
      payload: { token: placed.token, payment_type: 2 },
    });
    expect(pay.statusCode).toBe(200);
    expect(await balanceOf(d)).toEqual({ balance: 0, onHold: 0 });
  });

  it('50 simultaneous orders on one balance: never below zero, every accepted order fully covered', async () => {
    const d = await newCustomer();
    const before = await totalBeforeWallet();
    // Enough for two whole orders and part of a third.
    const start = before * 2 + 300;
    await credit(d, start);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => place(d, { payment_type: 2 }, `concurrent-wallet-${i}`)),
    );
    const placed = answers.map((r) => {
      expect(r.statusCode).toBe(201);
      return placeOrderResponseSchema.parse(r.json());
    });
    const parts = placed.map((p) => p.order.amounts.wallet_discount);
    for (const p of placed) expect(p.order.amounts.wallet_discount + p.order.amounts.total).toBe(before);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(start);
    expect(parts.filter((p) => p === before)).toHaveLength(2);
    expect(parts.filter((p) => p === 300)).toHaveLength(1);
    expect(await balanceOf(d)).toEqual({ balance: 0, onHold: 0 });
  });

  it('a replayed submission spends once', async () => {
    const d = await newCustomer();
    await credit(d, 400);
    const first = await withOrderId(
      ctx.database.db,
      placeOrderResponseSchema.parse((await place(d, { payment_type: 2 }, 'wallet-replay-1')).json()),
    );
    const again = await place(d, { payment_type: 2 }, 'wallet-replay-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(again.json()))).order.id).toBe(
      first.order.id,
    );
    expect(await balanceOf(d)).toEqual({ balance: 0, onHold: 0 });
  });

  it('calc-order shows the wallet part for the signed-in diner', async () => {
    const d = await newCustomer();
    await credit(d, 250);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${ids.main}`,
      headers: d.auth,
      payload: pickupOrder(ids, { use_wallet: true }),
    });
    expect((res.json() as { amounts: { wallet_discount: number } }).amounts.wallet_discount).toBe(250);
  });
});

describe('staff credit and debit (audited)', () => {
  it('credit with a reason; a debit past the balance is refused; a key posts once; other business 404', async () => {
    const d = await newCustomer();
    const body = {
      customer_id: d.id,
      direction: 'credit',
      amount: 2_000,
      reason: 'Cold soup',
      key: 'goodwill-0001',
    };
    const first = walletAdjustResponseSchema.parse((await adjust(body)).json());
    expect(first).toMatchObject({ posted: true, balance: 2_000 });
    expect(walletAdjustResponseSchema.parse((await adjust(body)).json())).toMatchObject({
      posted: false,
      balance: 2_000,
    });
    const over = await adjust({ ...body, direction: 'debit', amount: 2_001, key: 'goodwill-0002' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    const debit = await adjust({
      ...body,
      direction: 'debit',
      amount: 500,
      reason: 'Correction',
      key: 'goodwill-0003',
    });
    expect(walletAdjustResponseSchema.parse(debit.json()).balance).toBe(1_500);
    const entry = (await wallet(d)).creditHistory[0];
    expect(entry).toMatchObject({ kind: 'staff_debit', amount: -500, reason: 'Correction' });
    const foreign = await newCustomer(otherBusiness);
    expect((await adjust({ ...body, customer_id: foreign.id, key: 'goodwill-0004' })).statusCode).toBe(404);
    expect((await adjust(body, 'sst_not-a-token')).statusCode).toBe(401);
    expect((await adjust({ ...body, amount: 1.5, key: 'goodwill-0005' })).statusCode).toBe(400);
  });

  it('the board’s token and a staff member cannot credit; one credit and a day’s credits are capped; each is audited (ADR 1321)', async () => {
    const d = await newCustomer();
    const body = { customer_id: d.id, direction: 'credit', reason: 'Goodwill', amount: 1_000_000_000 };
    // The attack: the kitchen board's token credited 1e9 fils, as often as it liked.
    const byBoard = await adjust({ ...body, key: 'board-0001' }, staffToken);
    expect(byBoard.statusCode).toBe(403);
    expect((await adjust({ ...body, amount: 500, key: 'member-0001' }, staffMemberToken)).statusCode).toBe(
      403,
    );
    const huge = await adjust({ ...body, key: 'manager-0001' });
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toMatchObject({ code: 'CREDIT_OVER_CAP' });
    // 100 KWD per credit, 1,000 KWD per business a day (earlier tests here credited some already).
    const today = async () =>
      Number(
        (
          await ctx.database.db.execute<{ t: string }>(
            sql`SELECT COALESCE(sum((after->>'amount')::bigint), 0) AS t FROM admin_audit WHERE action = 'wallet_credit'`,
          )
        ).rows[0]?.t,
      );
    const room = Math.floor((1_000_000 - (await today())) / 100_000);
    expect(room).toBeGreaterThan(5);
    const statuses: number[] = [];
    for (let i = 0; i <= room; i++)
      statuses.push((await adjust({ ...body, amount: 100_000, key: `manager-cap-${i}` })).statusCode);
    expect(statuses.slice(0, room).every((code) => code === 200)).toBe(true);
    expect(statuses[room]).toBe(422);
    expect(await today()).toBeLessThanOrEqual(1_000_000);
    expect(await balanceOf(d)).toMatchObject({ balance: room * 100_000 });
    const audit = await ctx.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM admin_audit WHERE action = 'wallet_credit' AND entity_id = ${d.id}`,
    );
    expect(audit.rows[0]?.n).toBe(room);
  });
});

describe('the ledger’s rules hold in the database', () => {
  it('every transaction sums to zero; customer balances equal their entries and are never negative', async () => {
    const db = ctx.database.db;
    const unbalanced = await db.execute(sql`
      SELECT transaction_id FROM wallet_entries GROUP BY transaction_id HAVING sum(amount) <> 0`);
    expect(unbalanced.rows).toEqual([]);
    const drift = await db.execute(sql`
      SELECT a.id FROM wallet_accounts a LEFT JOIN wallet_entries e ON e.account_id = a.id
      WHERE a.customer_id IS NOT NULL GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0) OR a.balance < 0`);
    expect(drift.rows).toEqual([]);
    const count = await db.execute(sql`SELECT count(*)::int AS n FROM wallet_transactions`);
    expect((count.rows[0] as { n: number }).n).toBeGreaterThan(10);
  });

  it('refuses an unbalanced transaction at commit and any change to an entry', async () => {
    const d = await newCustomer();
    await credit(d, 100);
    const db = ctx.database.db;
    const [account] = (
      await db.execute<{ id: number }>(
        sql`SELECT id FROM wallet_accounts WHERE customer_id = ${d.id} AND kind = 'wallet'`,
      )
    ).rows;
    await expect(
      db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ id: number }>(sql`
          INSERT INTO wallet_transactions (business_id, customer_id, kind, key)
          VALUES (${ids.businessId}, ${d.id}, 'staff_credit', 'forged-1') RETURNING id`);
        await tx.execute(
          sql`INSERT INTO wallet_entries (transaction_id, account_id, amount) VALUES (${rows[0]?.id}, ${account?.id}, 1000000)`,
        );
      }),
    ).rejects.toThrow();
    await expect(db.execute(sql`UPDATE wallet_entries SET amount = amount * 2`)).rejects.toThrow();
    expect(await balanceOf(d)).toEqual({ balance: 100, onHold: 0 });
  });
});
