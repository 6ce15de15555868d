import { placeOrderResponseSchema, transactionResponseSchema } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { signBody } from '../payments/signature.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from './order-test-fixture.ts';

// Gateways retry and deliver twice at once; visitors' browsers fire twice at once. Simultaneous
// copies of one write must resolve in the database — one wins, the others are told so — never
// as a 500 from a unique-constraint race.
const SECRET = 'race-webhook-secret-0123456789abcdef';
let ctx: TestContext;
let ids: ShopIds;

beforeAll(async () => {
  const seed = orderSeed();
  // Limited coupons: one use left, and two (ADR 1150).
  seed.coupons.push(
    { code: 'LASTONE', discountType: 'percent', discountValue: 10, allMenu: true, usageLimit: 1 },
    { code: 'LASTTWO', discountType: 'fixed', discountValue: 100, allMenu: true, usageLimit: 2 },
  );
  ctx = await createTestApp([seed], { now: () => NOON, env: { PAYMENT_WEBHOOK_SECRET: SECRET } });
  ids = await shopIds(ctx.database.db);
});
afterAll(() => ctx.close());

async function placeOnline() {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    payload: pickupOrder(ids, { payment_type: 4 }),
  });
  return await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
}

const callback = (body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/callback',
    payload: body,
    headers: { 'content-type': 'application/json', 'sandbox-signature': signBody(SECRET, body, NOON) },
  });

const approval = (reference: string, amount: number, eventId: string) =>
  JSON.stringify({
    event_id: eventId,
    payment_reference: reference,
    outcome: 'approved',
    amount,
    currency: 'KWD',
  });

describe('simultaneous copies of one write', () => {
  it('20 copies of one signed callback at once: one pays, 19 are replays, one transaction', async () => {
    const placed = await placeOnline();
    const body = approval(placed.payment?.reference ?? '', placed.order.amounts.total, 'evt_same_event_0001');
    const answers = await Promise.all(Array.from({ length: 20 }, () => callback(body)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.find((r) => r.statusCode === 200)?.json()).toEqual({ error: 0, result: 'paid' });
    const tx = transactionResponseSchema.parse(
      (await ctx.app.inject({ url: `/api/webapp/transaction/${placed.order.id}/${placed.token}` })).json(),
    );
    expect(tx.payment_state).toBe('paid');
    expect(tx.transactions).toHaveLength(1);
  });

  it('10 different approvals of one attempt at once: paid once, the rest answered without a 5xx', async () => {
    const placed = await placeOnline();
    const reference = placed.payment?.reference ?? '';
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callback(
          approval(reference, placed.order.amounts.total, `evt_distinct_${String(i).padStart(4, '0')}`),
        ),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
    expect(answers.filter((r) => r.json().result === 'paid')).toHaveLength(1);
    const tx = transactionResponseSchema.parse(
      (await ctx.app.inject({ url: `/api/webapp/transaction/${placed.order.id}/${placed.token}` })).json(),
    );
    expect(tx.payment_state).toBe('paid');
  });

  it('20 copies of one visit at once: counted exactly once, every answer a 200', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/webapp/visit/shop',
          payload: { visitor_id: 'race-visitor-0001' },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((r) => r.json().counted === true)).toHaveLength(1);
  });

  it('20 orders at once for a coupon with one use left: exactly one takes it, 19 are told it is used up', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/webapp/order',
          payload: pickupOrder(ids, { coupon_code: 'lastone', phone: `5012${String(i).padStart(4, '0')}` }),
        }),
      ),
    );
    const accepted = answers.filter((r) => r.statusCode === 201);
    expect(accepted).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 201);
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toContain('used_up');
    }
    const { rows } = await ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM orders WHERE lower(coupon_code) = 'lastone'`,
    );
    expect(rows[0].n).toBe(1);
  });

  it('a cancelled use comes back: the next order takes it', async () => {
    const placed = await Promise.all(
      Array.from({ length: 6 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/webapp/order',
          payload: pickupOrder(ids, { coupon_code: 'LASTTWO' }),
        }),
      ),
    );
    expect(placed.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const first = await withOrderId(
      ctx.database.db,
      placeOrderResponseSchema.parse(placed.find((r) => r.statusCode === 201)?.json()),
    );
    await ctx.database.pool.query('UPDATE orders SET status = 9 WHERE id = $1', [first.order.id]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids, { coupon_code: 'LASTTWO' }),
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});
