// The sandbox only where it belongs (ADR 722): refused in production unless a demo allows it, its
// page decided only by the browser that opened it, and no gateway means no online methods.
import { placeOrderResponseSchema } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';

describe('start-up refuses a sandbox that production would silently fall back to', () => {
  it('production + sandbox needs PAYMENT_SANDBOX=allow; tap needs its key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER: the sandbox .* refused in production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX: 'allow' }),
    ).toMatchObject({ PAYMENT_PROVIDER: 'sandbox' });
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'tap' })).toThrow(/TAP_SECRET_KEY/);
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBeUndefined();
  });
});

describe('no gateway configured: online methods are not offered', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp([orderSeed()], { now: () => NOON, env: { NODE_ENV: 'production' } });
  });
  afterAll(() => ctx.close());

  it('production with no PAYMENT_PROVIDER: cash and pay later only, online orders refused, no sandbox page', async () => {
    const restaurant = (await ctx.app.inject({ url: '/api/webapp/v5/restaurant/shop' })).json();
    expect(restaurant.restaurant.payment_methods).toEqual([2, 3]);
    const ids = await shopIds(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids, { payment_type: 1 }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PAYMENT_METHOD_DISABLED');
    expect((await ctx.app.inject({ url: '/api/payments/sandbox/pay_abcdefghijklmnop' })).statusCode).toBe(
      404,
    );
  });
});

describe('only the payer’s page decides a sandbox payment', () => {
  let ctx: TestContext;
  let ids: ShopIds;
  beforeAll(async () => {
    ctx = await createTestApp([orderSeed()], { now: () => NOON });
    ids = await shopIds(ctx.database.db);
  });
  afterAll(() => ctx.close());

  async function placed() {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids, { payment_type: 4 }),
    });
    return await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
  }
  const post = (url: string, body: string, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    });
  const state = async (id: number, token: string) =>
    (await ctx.app.inject({ url: `/api/webapp/transaction/${id}/${token}` })).json().payment_state;

  it('the first visit gets a SameSite=Strict, HttpOnly secret scoped to the page; never in the URL', async () => {
    const order = await placed();
    const url = order.payment?.url ?? '';
    expect(url).not.toMatch(/secret|\?/);
    const page = await ctx.app.inject({ url });
    const cookie = String(page.headers['set-cookie']);
    expect(cookie).toMatch(
      /^sufra_sandbox=[A-Za-z0-9_-]{22}; Path=\/api\/payments\/sandbox\/pay_[^;]+; Max-Age=7200; HttpOnly; SameSite=Strict$/,
    );
    expect(page.body).toContain(`name="secret" value="${cookie.split(';')[0]?.split('=')[1]}"`);
  });

  it('a cross-site form (no cookie), a missing field or another browser cannot approve', async () => {
    const order = await placed();
    const url = order.payment?.url ?? '';
    const page = await ctx.app.inject({ url });
    const cookie = String(page.headers['set-cookie']).split(';')[0] ?? '';
    const secret = cookie.split('=')[1] ?? '';
    expect((await post(url, `decision=approve&secret=${secret}`)).statusCode).toBe(403);
    expect((await post(url, 'decision=approve', cookie)).statusCode).toBe(403);
    expect(
      (await post(url, `decision=approve&secret=${'x'.repeat(22)}`, `sufra_sandbox=${'x'.repeat(22)}`))
        .statusCode,
    ).toBe(403);
    // Another browser opening the page later gets no form and no secret.
    const other = await ctx.app.inject({ url });
    expect(other.statusCode).toBe(403);
    expect(other.headers['set-cookie']).toBeUndefined();
    expect(other.body).not.toContain('name="secret"');
    expect(await state(order.order.id, order.token)).toBe('unpaid');
    // The payer's page still can.
    expect((await post(url, `decision=approve&secret=${secret}`, cookie)).statusCode).toBe(303);
    expect(await state(order.order.id, order.token)).toBe('paid');
  });
});
