import { ApiError, createApiClient } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInjectFetch } from '../../platform/ssr/inject-fetch.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { deliveryOrder, NOON, orderSeed, type ShopIds, shopIds } from './order-test-fixture.ts';

let ctx: TestContext;
let ids: ShopIds;

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => NOON });
  ids = await shopIds(ctx.database.db);
});
afterAll(() => ctx.close());

const client = (token?: string) =>
  createApiClient({
    baseUrl: 'http://sufra.internal/api',
    fetch: createInjectFetch(ctx.app),
    token: token ?? null,
  });

describe('the typed API client speaks the ordering calls', () => {
  it('calc, place (with an idempotency key), read, poll, pay state, staff status', async () => {
    const api = client();
    const body = deliveryOrder(ids) as Parameters<typeof api.placeOrder>[0];
    const calc = await api.calcOrder(ids.main, body);
    const placed = await api.placeOrder(body, 'client-key-0001');
    expect(placed.order.amounts.total).toBe(calc.amounts.total);
    expect((await api.placeOrder(body, 'client-key-0001')).order.id).toBe(placed.order.id);
    const read = await api.getOrder(placed.order.id, placed.token, { full: true });
    expect(read.order.lines).toHaveLength(1);
    expect((await api.getOrderEvents(placed.order.id, placed.token)).events).toHaveLength(1);
    expect((await api.getTransaction(placed.order.id, placed.token)).payment_state).toBe('none');
    expect(api.orderEventsUrl(placed.order.id, placed.token)).toBe(
      `http://sufra.internal/api/webapp/order/${placed.order.id}/events?token=${placed.token}`,
    );
    const staff = client((await issueStaffToken(ctx.database.db, 'shop')) ?? '');
    expect((await staff.getStaffOrders()).orders.map((o) => o.id)).toContain(placed.order.id);
    expect((await staff.setOrderStatus(placed.order.id, 1)).order.status).toBe(1);
    expect((await staff.getStaffOrder(placed.order.id)).order.next_statuses).toEqual([3, 4, 9]);
  });

  it('a refused order is an ApiError with status 422, its code and every problem', async () => {
    const api = client();
    const error = await api
      .placeOrder(
        { ...(deliveryOrder(ids) as Parameters<typeof api.placeOrder>[0]), coupon_code: 'NOPE' },
        'client-key-0002',
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'COUPON_NOT_FOUND',
      details: { problems: [{ field: 'coupon_code' }] },
    });
  });
});
