import {
  orderEventsResponseSchema,
  orderHistoryResponseSchema,
  orderResponseSchema,
  placeOrderResponseSchema,
} from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from './order-test-fixture.ts';

let ctx: TestContext;
let ids: ShopIds;
const accounts = new Map([
  ['Bearer ali', 7],
  ['Bearer mona', 8],
]);
let mine: { id: number; ref: string; token: string };
let theirs: { id: number; token: string };

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function placeAs(authorization?: string, over: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    payload: pickupOrder(ids, over),
    headers: authorization ? { authorization } : {},
  });
  const body = await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
  return { id: body.order.id, ref: body.order.public_ref, token: body.token };
}

beforeAll(async () => {
  ctx = await createTestApp([orderSeed(), orderSeed('other')], {
    now: () => NOON,
    // Customers of the shop: a token names a user of one business (ADR 602).
    resolveCustomer: async (token) => {
      const id = accounts.get(`Bearer ${token}`);
      return id === undefined ? null : { id, businessId: ids.businessId };
    },
  });
  ids = await shopIds(ctx.database.db);
  mine = await placeAs('Bearer ali');
  theirs = await placeAs();
});
afterAll(() => ctx.close());

describe('an order is readable by whoever placed it, by no one else', () => {
  it('GET webapp/order/{orderId}/{token}: the order; with full=true its lines, events and payments', async () => {
    const head = orderResponseSchema.parse((await get(`/api/webapp/order/${mine.id}/${mine.token}`)).json());
    expect(head.order).toMatchObject({ public_ref: mine.ref, status: 0, business_reference: 'shop' });
    // Its number is the staff's, never the diner's (ADR 1472).
    expect(head.order).not.toHaveProperty('id');
    expect(head.order.lines).toBeUndefined();
    const full = orderResponseSchema.parse(
      (await get(`/api/webapp/order/${mine.id}/${mine.token}?full=true`)).json(),
    );
    expect(full.order.lines?.[0]).toMatchObject({
      name: 'Burger',
      label: 'Single',
      quantity: 1,
      unit_price: 2000,
    });
    expect(full.order.events?.map((e) => e.kind)).toEqual(['placed']);
    expect(full.order.transactions).toEqual([]);
  });

  it('texts follow the locale header', async () => {
    const ar = (await get(`/api/webapp/order/${mine.id}/${mine.token}?full=true`, { locale: 'ar' })).json();
    expect(ar.order.lines[0].name).toBe('برجر');
  });

  it('a wrong token, another order’s token or no token is the same 404 as an unknown order', async () => {
    for (const url of [
      `/api/webapp/order/${mine.id}/${'x'.repeat(22)}`,
      `/api/webapp/order/${mine.id}/${theirs.token}`,
      `/api/webapp/order/${mine.id}`,
      `/api/webapp/order/999999/${mine.token}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 1, code: 'not_found', message: 'Order not found' });
    }
  });

  it('GET webapp/order/{orderId}: by the x-order-token header, ?token=, or the account that placed it', async () => {
    expect((await get(`/api/webapp/order/${mine.id}`, { 'x-order-token': mine.token })).statusCode).toBe(200);
    expect((await get(`/api/webapp/order/${mine.id}?token=${mine.token}`)).statusCode).toBe(200);
    expect((await get(`/api/webapp/order/${mine.id}`, { authorization: 'Bearer ali' })).statusCode).toBe(200);
    expect((await get(`/api/webapp/order/${mine.id}`, { authorization: 'Bearer mona' })).statusCode).toBe(
      404,
    );
    // A guest order has no account: a bearer token opens nothing.
    expect((await get(`/api/webapp/order/${theirs.id}`, { authorization: 'Bearer ali' })).statusCode).toBe(
      404,
    );
  });

  it('GET webapp/update-order-events/{orderId}/{token}: status and events, after an event id', async () => {
    const all = orderEventsResponseSchema.parse(
      (await get(`/api/webapp/update-order-events/${mine.id}/${mine.token}`)).json(),
    );
    expect(all).toMatchObject({ public_ref: mine.ref, status: 0, payment_state: 'none' });
    expect(all.events).toHaveLength(1);
    const after = (
      await get(`/api/webapp/update-order-events/${mine.id}/${mine.token}?after=${all.events[0]?.id}`)
    ).json();
    expect(after.events).toEqual([]);
    expect((await get(`/api/webapp/update-order-events/${mine.id}/${theirs.token}`)).statusCode).toBe(404);
  });

  it('GET webapp/v5/orders/{ref}?page=n: the signed-in customer’s orders in that business, newest first', async () => {
    const second = await placeAs('Bearer ali');
    await placeAs('Bearer mona');
    const page = orderHistoryResponseSchema.parse(
      (await get('/api/webapp/v5/orders/shop?page=1', { authorization: 'Bearer ali' })).json(),
    );
    expect(page.orders.map((o) => o.public_ref)).toEqual([second.ref, mine.ref]);
    expect(page).toMatchObject({ page: 1, has_more: false });
    expect(page.orders[0]?.lines?.[0]?.name).toBe('Burger');
    // A customer of the shop is a guest in another business.
    expect((await get('/api/webapp/v5/orders/other', { authorization: 'Bearer ali' })).statusCode).toBe(401);
  });

  it('history pages hold 20 orders and say when more exist', async () => {
    for (let i = 0; i < 20; i++) await placeAs('Bearer mona');
    const one = (await get('/api/webapp/v5/orders/shop?page=1', { authorization: 'Bearer mona' })).json();
    expect(one.orders).toHaveLength(20);
    expect(one.has_more).toBe(true);
    const two = (await get('/api/webapp/v5/orders/shop?page=2', { authorization: 'Bearer mona' })).json();
    expect(two.orders).toHaveLength(1);
    expect(two.has_more).toBe(false);
  });

  it('history needs a signed-in customer (401), a known business (404), a valid page (400)', async () => {
    expect((await get('/api/webapp/v5/orders/shop')).statusCode).toBe(401);
    expect((await get('/api/webapp/v5/orders/shop', { authorization: 'Bearer nobody' })).statusCode).toBe(
      401,
    );
    expect((await get('/api/webapp/v5/orders/nowhere', { authorization: 'Bearer ali' })).statusCode).toBe(
      404,
    );
    expect((await get('/api/webapp/v5/orders/shop?page=0', { authorization: 'Bearer ali' })).statusCode).toBe(
      400,
    );
  });
});
