import {
  calcOrderResponseSchema,
  type OrderRequest,
  orderEventsResponseSchema,
  orderResponseSchema,
  placeOrderResponseSchema,
  staffOrderResponseSchema,
  staffOrdersResponseSchema,
  transactionResponseSchema,
} from '@sufra/contract';
import {
  ApiError,
  calcOrder,
  createApi,
  getOrder,
  getOrderEvents,
  getStaffOrder,
  getStaffOrders,
  getTransaction,
  orderEventsUrl,
  placeOrder,
  setOrderStatus,
} from '@sufra/contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInjectFetch } from '../../platform/ssr/inject-fetch.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
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
  createApi({
    baseUrl: 'http://sufra.internal/api',
    fetch: createInjectFetch(ctx.app),
    token: token ?? null,
  });

describe('the typed API client speaks the ordering calls', () => {
  it('calc, place (with an idempotency key), read, poll, pay state, staff status', async () => {
    const api = client();
    const body = deliveryOrder(ids) as OrderRequest;
    const calc = calcOrderResponseSchema.parse(await calcOrder(api, ids.main, body));
    const placed = await withOrderId(
      ctx.database.db,
      placeOrderResponseSchema.parse(await placeOrder(api, body, 'client-key-0001')),
    );
    expect(placed.order.amounts.total).toBe(calc.amounts.total);
    expect((await placeOrder(api, body, 'client-key-0001')).order.public_ref).toBe(placed.order.public_ref);
    const read = orderResponseSchema.parse(
      await getOrder(api, placed.order.id, placed.token, { full: true }),
    );
    expect(read.order.lines).toHaveLength(1);
    const events = orderEventsResponseSchema.parse(await getOrderEvents(api, placed.order.id, placed.token));
    expect(events.events).toHaveLength(1);
    const transaction = transactionResponseSchema.parse(
      await getTransaction(api, placed.order.id, placed.token),
    );
    expect(transaction.payment_state).toBe('none');
    expect(orderEventsUrl(api, placed.order.id, placed.token)).toBe(
      `http://sufra.internal/api/webapp/order/${placed.order.id}/events?token=${placed.token}`,
    );
    const staff = client((await issueStaffToken(ctx.database.db, 'shop')) ?? '');
    const board = staffOrdersResponseSchema.parse(await getStaffOrders(staff));
    expect(board.orders.map((o) => o.id)).toContain(placed.order.id);
    expect((await setOrderStatus(staff, placed.order.id, 1)).order.status).toBe(1);
    const one = staffOrderResponseSchema.parse(await getStaffOrder(staff, placed.order.id));
    expect(one.order.next_statuses).toEqual([3, 4, 9]);
  });

  it('a refused order is an ApiError with status 422, its code and every problem', async () => {
    const api = client();
    const error = await placeOrder(
      api,
      { ...(deliveryOrder(ids) as OrderRequest), coupon_code: 'NOPE' },
      'client-key-0002',
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'COUPON_NOT_FOUND',
      details: { problems: [{ field: 'coupon_code' }] },
    });
  });
});
