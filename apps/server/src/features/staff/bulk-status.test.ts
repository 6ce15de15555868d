// Bulk accept on a busy night (ADR 1431): each order is checked as its own tap would be.
import { placeOrderResponseSchema, staffBulkStatusResponseSchema } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrderId } from '../../platform/test/order-ids.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { pickupOrder, type ShopIds, twoShops } from '../orders/order-test-fixture.ts';

let ctx: TestContext;
let ids: ShopIds;
let token: string;
let otherToken: string;

beforeAll(async () => {
  ({ ctx, ids, token, otherToken } = await twoShops());
});
afterAll(() => ctx.close());

const asStaff = (t: string) => ({ authorization: `Bearer ${t}` });
async function place() {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: pickupOrder(ids) });
  return (await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()))).order.id;
}
const bulk = (payload: object, t = token) =>
  ctx.app.inject({ method: 'POST', url: '/api/staff/orders/bulk-status', payload, headers: asStaff(t) });

describe('bulk status', () => {
  it('accepts every waiting order with one promise; one already moved or not ours is named, not fatal', async () => {
    const [a, b, c] = [await place(), await place(), await place()];
    expect((await bulk({ order_ids: [c], status: 1, ready_in_minutes: 15 })).statusCode).toBe(200);
    const res = await bulk({ order_ids: [a, b, c, 999_999], status: 1, ready_in_minutes: 20 });
    expect(res.statusCode).toBe(200);
    const answer = staffBulkStatusResponseSchema.parse(res.json());
    expect(answer.results).toEqual([
      { order_id: a, ok: true, code: null },
      { order_id: b, ok: true, code: null },
      { order_id: c, ok: false, code: 'TRANSITION_NOT_ALLOWED' },
      { order_id: 999_999, ok: false, code: 'not_found' },
    ]);
    expect(answer.orders.map((o) => [o.id, o.status, o.ready_at !== null])).toEqual([
      [a, 1, true],
      [b, 1, true],
    ]);
  });

  it('another business cannot move ours; a bad promise or too many orders is a 400; no token 401', async () => {
    const a = await place();
    const theirs = staffBulkStatusResponseSchema.parse(
      (await bulk({ order_ids: [a], status: 1 }, otherToken)).json(),
    );
    expect(theirs.results).toEqual([{ order_id: a, ok: false, code: 'not_found' }]);
    expect((await bulk({ order_ids: [a], status: 1, ready_in_minutes: 500 })).statusCode).toBe(400);
    expect((await bulk({ order_ids: [a], status: 3, ready_in_minutes: 10 })).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect((await bulk({ order_ids: many, status: 1 })).statusCode).toBe(400);
    expect((await bulk({ order_ids: [a], status: 1 }, 'sst_nothing')).statusCode).toBe(401);
    const board = (await ctx.app.inject({ url: `/api/staff/orders/${a}`, headers: asStaff(token) })).json();
    expect(board.order.status).toBe(0);
  });
});
