import { placeOrderResponseSchema, transactionResponseSchema } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { signBody } from './signature.ts';

// Races between placement, payment callbacks, switching to cash and staff closing an order: each
// must end in one consistent state, never a second attempt, a paid closed order or a 500.

const SECRET = 'test-webhook-secret-0123456789abcdef';
let ctx: TestContext;
let ids: ShopIds;
let staffToken: string;

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => NOON, env: { PAYMENT_WEBHOOK_SECRET: SECRET } });
  ids = await shopIds(ctx.database.db);
  staffToken = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
});
afterAll(() => ctx.close());

/** A connection of the test's own (outside the app's pool) to hold locks with. */
async function holder() {
  const client = new pg.Client(ctx.database.pool.options);
  await client.connect();
  return client;
}

/** Waits until `n` sessions of this database are blocked on a lock (asked on its own connection). */
async function lockWaiters(n: number) {
  const client = await holder();
  const count = async () =>
    (
      await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )
    ).rows[0]?.n ?? 0;
  const waiting = await eventually(count, (c) => c >= n, 5_000);
  await client.end();
  expect(waiting).toBeGreaterThanOrEqual(n);
}

const place = (method: number, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    payload: pickupOrder(ids, { payment_type: method }),
    headers: key ? { 'idempotency-key': key } : {},
  });

async function placeOnline(method = 1) {
  const res = await place(method);
  expect(res.statusCode).toBe(201);
  return await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
}

/** What a gateway posts when the payer approved: signed, fresh, a new event id. */
function approve(reference: string, amount = 2100) {
  const body = JSON.stringify({
    event_id: `evt_${Math.random().toString(36).slice(2)}${Date.now()}`,
    payment_reference: reference,
    outcome: 'approved',
    amount,
    currency: 'KWD',
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/callback',
    payload: body,
    headers: { 'content-type': 'application/json', 'sandbox-signature': signBody(SECRET, body, NOON) },
  });
}

const transaction = async (id: number, token: string) =>
  transactionResponseSchema.parse(
    (await ctx.app.inject({ url: `/api/webapp/transaction/${id}/${token}` })).json(),
  );

const setStatus = (orderId: number, status: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/status`,
    headers: { authorization: `Bearer ${staffToken}` },
    payload: { status },
  });

const payWithCash = (orderId: number, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/webapp/order/${orderId}/pay`,
    payload: { token, payment_type: 2 },
  });

describe('concurrent duplicates of an online order', () => {
  it('30 submissions with one key get the same order and the same payment attempt', async () => {
    // Attempts cannot be written until the lock is released: every duplicate reaches the payment
    // step while the first has not opened its attempt yet — the window in which a replay used to
    // open (and supersede with) an attempt of its own.
    const lock = await holder();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE payments IN SHARE MODE');
    const pending = Promise.all(Array.from({ length: 30 }, () => place(1, 'card-burst-0001')));
    await lockWaiters(4);
    await lock.query('COMMIT');
    await lock.end();
    const responses = await pending;
    expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const bodies = await Promise.all(
      responses.map((r) => withOrderId(ctx.database.db, placeOrderResponseSchema.parse(r.json()))),
    );
    expect(new Set(bodies.map((b) => b.order.id)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.payment?.reference)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.payment?.url)).size).toBe(1);
    const orderId = bodies[0]?.order.id ?? 0;
    const attempts = await ctx.database.db.select().from(s.payments).where(eq(s.payments.orderId, orderId));
    expect(attempts.map((a) => [a.reference, a.status])).toEqual([
      [bodies[0]?.payment?.reference, 'pending'],
    ]);
    // And that one attempt is payable.
    expect((await approve(bodies[0]?.payment?.reference ?? '')).json()).toEqual({ error: 0, result: 'paid' });
  });
});

describe('a closed order takes no more money', () => {
  it('a staff cancel voids the pending attempt; a late approval is recorded as a refund, not paid', async () => {
    const placed = await placeOnline(1);
    expect((await setStatus(placed.order.id, 9)).statusCode).toBe(200);
    const closed = await transaction(placed.order.id, placed.token);
    expect(closed.transactions[0]).toMatchObject({ status: 'failed', failure_code: 'ORDER_CLOSED' });

    const late = await approve(placed.payment?.reference ?? '');
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ error: 0, result: 'refund_due' });
    const after = await transaction(placed.order.id, placed.token);
    expect(after.payment_state).toBe('unpaid');
    expect(after.transactions[0]).toMatchObject({ status: 'failed', failure_code: 'REFUND_DUE' });
    // Paying again is refused too.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/webapp/order/${placed.order.id}/pay`,
      payload: { token: placed.token, payment_type: 1 },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('ORDER_NOT_PAYABLE');
  });

  it('an approval for a still-pending attempt of a rejected order does not mark it paid', async () => {
    const placed = await placeOnline(1);
    // Closed behind the service's back, so the attempt is still pending: settling must check the
    // order itself, not only the attempt.
    await ctx.database.db.update(s.orders).set({ status: 2 }).where(eq(s.orders.id, placed.order.id));
    expect((await approve(placed.payment?.reference ?? '')).json()).toEqual({
      error: 0,
      result: 'refund_due',
    });
    const tx = await transaction(placed.order.id, placed.token);
    expect(tx.payment_state).toBe('unpaid');
    expect(tx.transactions[0]).toMatchObject({ status: 'failed', failure_code: 'REFUND_DUE' });
    const events = await ctx.database.db
      .select()
      .from(s.orderEvents)
      .where(eq(s.orderEvents.orderId, placed.order.id));
    expect(events.map((e) => e.kind)).toEqual(['placed']);
  });

  it('a rejected unpaid order cannot switch to cash', async () => {
    const placed = await placeOnline(4);
    expect((await setStatus(placed.order.id, 2)).statusCode).toBe(200);
    const cash = await payWithCash(placed.order.id, placed.token);
    expect(cash.statusCode).toBe(422);
    expect(cash.json().code).toBe('ORDER_NOT_PAYABLE');
  });
});

describe('one lock order (order, then payments) for every payment change', () => {
  it('a callback waiting for the order holds no payment lock (the switch to cash cannot deadlock it)', async () => {
    const placed = await placeOnline(1);
    const lock = await holder();
    await lock.query('BEGIN');
    await lock.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [placed.order.id]);
    const racing = Promise.all([
      approve(placed.payment?.reference ?? ''),
      payWithCash(placed.order.id, placed.token),
    ]);
    await lockWaiters(2);
    // Both wait for the order; neither may sit on the attempt meanwhile (the old callback did,
    // and a switch to cash holding the order then waited for it: a deadlock, a 500).
    const probe = await holder();
    await expect(
      probe.query('SELECT id FROM payments WHERE order_id = $1 FOR UPDATE NOWAIT', [placed.order.id]),
    ).resolves.toMatchObject({ rowCount: 1 });
    await probe.end();
    await lock.query('COMMIT');
    await lock.end();
    const [paid, cash] = await racing;
    // Whoever got the order first won; the other saw its result.
    expect(['paid/422', 'refund_due/200']).toContain(`${paid.json().result}/${cash.statusCode}`);
  });

  it('approvals racing switches to cash: no error, one of them wins, the other is consistent', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const placed = await placeOnline(1);
        const [paid, cash] = await Promise.all([
          approve(placed.payment?.reference ?? ''),
          payWithCash(placed.order.id, placed.token),
        ]);
        return { placed, paid, cash };
      }),
    );
    for (const { placed, paid, cash } of rounds) {
      expect([paid.statusCode, cash.statusCode]).not.toContain(500);
      const tx = await transaction(placed.order.id, placed.token);
      if (paid.json().result === 'paid') {
        expect(cash.json().code).toBe('ORDER_NOT_PAYABLE');
        expect(tx).toMatchObject({ payment_state: 'paid', payment_type: 1 });
      } else {
        expect(paid.json().result).toBe('refund_due');
        expect(cash.statusCode).toBe(200);
        expect(tx).toMatchObject({ payment_state: 'none', payment_type: 2 });
        expect(tx.transactions[0]?.failure_code).toBe('REFUND_DUE');
      }
    }
  });
});
