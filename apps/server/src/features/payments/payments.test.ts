import { placeOrderResponseSchema, transactionResponseSchema } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { payInSandbox } from './sandbox-payer.ts';
import { signBody } from './signature.ts';

const SECRET = 'test-webhook-secret-0123456789abcdef';
let ctx: TestContext;
let ids: ShopIds;
const now = NOON;

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => now, env: { PAYMENT_WEBHOOK_SECRET: SECRET } });
  ids = await shopIds(ctx.database.db);
});
afterAll(() => ctx.close());

async function placeOnline(method = 4) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    payload: pickupOrder(ids, { payment_type: method }),
  });
  expect(res.statusCode).toBe(201);
  return await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
}

/** The payer's browser: opens the hosted page (which hands it the attempt's secret), then decides. */
const decide = (url: string, decision: 'approve' | 'decline') => payInSandbox(ctx.app, url, decision);

const transaction = async (id: number, token: string) =>
  transactionResponseSchema.parse(
    (await ctx.app.inject({ url: `/api/webapp/transaction/${id}/${token}` })).json(),
  );

const callback = (body: string, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/callback',
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'sandbox-signature': signature } : {}) },
  });

describe('cash (2) and pay later (3) confirm directly', () => {
  it('no payment step, payment state none', async () => {
    for (const payment_type of [2, 3]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/webapp/order',
        payload: pickupOrder(ids, { payment_type }),
      });
      expect(res.json()).toMatchObject({ payment: null, order: { payment_state: 'none', payment_type } });
    }
  });
});

describe('online methods go through the sandbox provider', () => {
  it('the order starts unpaid with a hosted payment page, styled per method', async () => {
    const placed = await placeOnline(4);
    expect(placed.order.payment_state).toBe('unpaid');
    expect(placed.payment?.url).toMatch(/^\/api\/payments\/sandbox\/pay_[A-Za-z0-9_-]{22}$/);
    const page = await ctx.app.inject({ url: placed.payment?.url ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('KNET');
    expect(page.body).toContain('KWD');
    expect(page.body).toContain('2.100');
    expect(page.body).toContain('TEST PAYMENT');
    const skins: Record<number, string> = { 1: 'VISA', 6: ' Pay' };
    for (const [method, brand] of Object.entries(skins)) {
      const other = await placeOnline(Number(method));
      expect((await ctx.app.inject({ url: other.payment?.url ?? '' })).body).toContain(brand);
    }
  });

  it('a method that cannot take the business currency is not offered, nor accepted (KWD: no Benefit, no mada)', async () => {
    const restaurant = (await ctx.app.inject({ url: '/api/webapp/v5/restaurant/shop' })).json();
    expect(restaurant.restaurant.currency).toBe('KWD');
    expect(restaurant.restaurant.payment_methods).not.toContain(5);
    expect(restaurant.restaurant.payment_methods).not.toContain(7);
    expect(restaurant.restaurant.payment_methods).toContain(4);
    for (const method of [5, 7]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/webapp/order',
        payload: pickupOrder(ids, { payment_type: method }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('PAYMENT_METHOD_DISABLED');
    }
  });

  it('approve: a signed callback marks the order paid and the payer lands on the order page', async () => {
    const placed = await placeOnline(4);
    const decided = await decide(placed.payment?.url ?? '', 'approve');
    expect(decided.statusCode).toBe(303);
    const back = await ctx.app.inject({ url: decided.headers.location ?? '' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(placed.order_url);
    const tx = await transaction(placed.order.id, placed.token);
    expect(tx).toMatchObject({ payment_state: 'paid', payment_type: 4, total: 2100, currency: 'KWD' });
    expect(tx.transactions[0]).toMatchObject({
      status: 'paid',
      method: 4,
      amount: 2100,
      provider: 'sandbox',
    });
    const full = (
      await ctx.app.inject({ url: `/api/webapp/order/${placed.order.id}/${placed.token}?full=true` })
    ).json();
    expect(full.order.events.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'payment']);
    // The page of a settled payment offers nothing more.
    expect((await ctx.app.inject({ url: placed.payment?.url ?? '' })).body).toContain('already paid');
  });

  it('decline: the payer lands on /{ref}/payment/fail, the order stays unpaid and payable again', async () => {
    const placed = await placeOnline(1);
    const decided = await decide(placed.payment?.url ?? '', 'decline');
    const back = await ctx.app.inject({ url: decided.headers.location ?? '' });
    expect(back.headers.location).toBe(
      `/shop/payment/fail?order=${placed.order.public_ref}&token=${placed.token}`,
    );
    const tx = await transaction(placed.order.id, placed.token);
    expect(tx.payment_state).toBe('unpaid');
    expect(tx.transactions[0]).toMatchObject({ status: 'failed', failure_code: 'DECLINED' });

    // Again, by another online method: a new attempt.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/webapp/order/${placed.order.id}/pay`,
      payload: { token: placed.token, payment_type: 6 },
    });
    expect(again.statusCode).toBe(200);
    const step = again.json().payment;
    expect(step.reference).not.toBe(placed.payment?.reference);
    await decide(step.url, 'approve');
    const paid = await transaction(placed.order.id, placed.token);
    expect(paid).toMatchObject({ payment_state: 'paid', payment_type: 6 });
    expect(paid.transactions.map((t) => t.status)).toEqual(['paid', 'failed']);

    // Paid orders are not payable again.
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/webapp/order/${placed.order.id}/pay`,
      payload: { token: placed.token, payment_type: 2 },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().code).toBe('ORDER_NOT_PAYABLE');
  });

  it('an unpaid order can switch to cash: confirmed at once, the pending attempt superseded', async () => {
    const placed = await placeOnline(4);
    const cash = await ctx.app.inject({
      method: 'POST',
      url: `/api/webapp/order/${placed.order.id}/pay`,
      payload: { token: placed.token, payment_type: 2 },
    });
    expect(cash.json()).toMatchObject({ payment: null, order: { payment_state: 'none', payment_type: 2 } });
    const tx = await transaction(placed.order.id, placed.token);
    expect(tx.transactions[0]).toMatchObject({ status: 'failed', failure_code: 'SUPERSEDED' });
    // Approving the stale attempt afterwards changes nothing.
    await decide(placed.payment?.url ?? '', 'approve');
    expect((await transaction(placed.order.id, placed.token)).payment_state).toBe('none');
  });

  it('a retried submission of an online order returns the same order and its payment step', async () => {
    const body = pickupOrder(ids, { payment_type: 4 });
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/webapp/order',
        payload: body,
        headers: { 'idempotency-key': 'pay-key-0001' },
      });
    const first = await withOrderId(ctx.database.db, placeOrderResponseSchema.parse((await post()).json()));
    const again = await withOrderId(ctx.database.db, placeOrderResponseSchema.parse((await post()).json()));
    expect(again.order.id).toBe(first.order.id);
    expect(again.payment?.reference).toBe(first.payment?.reference);
    // Declined: a retry of the same submission opens a new attempt rather than none.
    await decide(first.payment?.url ?? '', 'decline');
    const afterDecline = await withOrderId(
      ctx.database.db,
      placeOrderResponseSchema.parse((await post()).json()),
    );
    expect(afterDecline.order.id).toBe(first.order.id);
    expect(afterDecline.payment?.reference).not.toBe(first.payment?.reference);
  });

  it('paying again needs the order token and an enabled method', async () => {
    const placed = await placeOnline(4);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `/api/webapp/order/${placed.order.id}/pay`,
      payload: { token: 'x'.repeat(22), payment_type: 2 },
    });
    expect(wrong.statusCode).toBe(404);
    const disabled = await ctx.app.inject({
      method: 'POST',
      url: `/api/webapp/order/${placed.order.id}/pay`,
      payload: { token: placed.token, payment_type: 9 },
    });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().code).toBe('PAYMENT_METHOD_DISABLED');
  });

  it('GET webapp/transaction/{orderId}/{token} is for the order’s owner only', async () => {
    const placed = await placeOnline(4);
    expect(
      (await ctx.app.inject({ url: `/api/webapp/transaction/${placed.order.id}/${'y'.repeat(22)}` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the callback is authenticated, fresh and processed once', () => {
  async function pendingReference() {
    const placed = await placeOnline(4);
    return { placed, reference: placed.payment?.reference ?? '' };
  }
  const body = (reference: string, over: Record<string, unknown> = {}) =>
    JSON.stringify({
      event_id: `evt_${Math.random().toString(36).slice(2)}`,
      payment_reference: reference,
      outcome: 'approved',
      amount: 2100,
      currency: 'KWD',
      ...over,
    });

  it('refuses a missing or wrong signature (401) and changes nothing', async () => {
    const { placed, reference } = await pendingReference();
    const b = body(reference);
    expect((await callback(b)).json()).toMatchObject({ error: 1, code: 'SIGNATURE_MISSING' });
    const forged = await callback(b, signBody('another-secret-that-is-long-enough!!', b, NOW()));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('SIGNATURE_INVALID');
    const tampered = await callback(b.replace('2100', '1'), signBody(SECRET, b, NOW()));
    expect(tampered.json().code).toBe('SIGNATURE_INVALID');
    expect((await callback(b, 't=abc,v1=zz')).json().code).toBe('SIGNATURE_INVALID');
    expect((await transaction(placed.order.id, placed.token)).payment_state).toBe('unpaid');
  });

  it('refuses a stale timestamp, even correctly signed (TIMESTAMP_STALE)', async () => {
    const { placed, reference } = await pendingReference();
    const b = body(reference);
    const old = await callback(b, signBody(SECRET, b, new Date(NOW().getTime() - 6 * 60_000)));
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('TIMESTAMP_STALE');
    const future = await callback(b, signBody(SECRET, b, new Date(NOW().getTime() + 6 * 60_000)));
    expect(future.json().code).toBe('TIMESTAMP_STALE');
    expect((await transaction(placed.order.id, placed.token)).payment_state).toBe('unpaid');
  });

  it('a valid callback pays once; its replay is refused (409 CALLBACK_REPLAYED)', async () => {
    const { placed, reference } = await pendingReference();
    const b = body(reference);
    const first = await callback(b, signBody(SECRET, b, NOW()));
    expect(first.json()).toEqual({ error: 0, result: 'paid' });
    const replay = await callback(b, signBody(SECRET, b, NOW()));
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('CALLBACK_REPLAYED');
    expect((await transaction(placed.order.id, placed.token)).transactions).toHaveLength(1);
  });

  it('refuses an amount or currency that differs from the attempt, and an unknown reference', async () => {
    const { placed, reference } = await pendingReference();
    const cheap = body(reference, { amount: 1 });
    expect((await callback(cheap, signBody(SECRET, cheap, NOW()))).json().code).toBe('AMOUNT_MISMATCH');
    const unknown = body('pay_unknown_reference_00');
    expect((await callback(unknown, signBody(SECRET, unknown, NOW()))).statusCode).toBe(404);
    const junk = '{"not":"a callback"}';
    expect((await callback(junk, signBody(SECRET, junk, NOW()))).json().code).toBe('BODY_INVALID');
    expect((await transaction(placed.order.id, placed.token)).payment_state).toBe('unpaid');
  });

  it('a signed callback refused for its facts leaves its event id free: the genuine one still pays (ADR 1320)', async () => {
    const { placed, reference } = await pendingReference();
    const event_id = `evt_${Math.random().toString(36).slice(2)}`;
    const genuine = body(reference, { event_id });
    // The same event id, signed, with figures the attempt refuses (and one for no known attempt).
    const wrong = body(reference, { event_id, amount: 1 });
    expect((await callback(wrong, signBody(SECRET, wrong, NOW()))).json().code).toBe('AMOUNT_MISMATCH');
    const stray = body('pay_unknown_reference_00', { event_id });
    expect((await callback(stray, signBody(SECRET, stray, NOW()))).statusCode).toBe(404);
    const real = await callback(genuine, signBody(SECRET, genuine, NOW()));
    expect(real.json()).toEqual({ error: 0, result: 'paid' });
    expect((await transaction(placed.order.id, placed.token)).payment_state).toBe('paid');
  });
});

function NOW() {
  return now;
}
