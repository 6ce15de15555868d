import { placeOrderResponseSchema } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import {
  deliveryOrder,
  NOON,
  orderSeed,
  pickupOrder,
  type ShopIds,
  shopIds,
} from '../orders/order-test-fixture.ts';
import { issueStaffToken } from './staff-tokens.ts';

// ADR 401's table, written out here on purpose (not imported from @sufra/domain): every one of the
// 8 × 8 (from, to) pairs is tried through the staff API on a delivery order paid in cash.
const STATUSES = [0, 10, 1, 2, 3, 4, 5, 9] as const;
const ALLOWED: Record<number, number[]> = {
  0: [1, 2, 9],
  10: [1, 2, 9],
  1: [3, 4, 9],
  3: [4, 5, 9],
  4: [5, 9],
  2: [],
  5: [],
  9: [],
};
/** Allowed steps from a fresh order (0, or 10 when scheduled) to each status. */
const PATH: Record<number, number[]> = {
  0: [],
  10: [],
  1: [1],
  2: [2],
  3: [1, 3],
  4: [1, 4],
  5: [1, 3, 5],
  9: [9],
};

let ctx: TestContext;
let ids: ShopIds;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => NOON });
  ids = await shopIds(ctx.database.db);
  token = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
});
afterAll(() => ctx.close());

const setStatus = (orderId: number, status: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/status`,
    payload: { status },
    headers: { authorization: `Bearer ${token}` },
  });

async function orderAt(status: number, body: Record<string, unknown>): Promise<number> {
  const scheduled = status === 10 ? { priority: 'later', scheduled_at: '2026-03-09 15:00' } : {};
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    payload: { ...body, ...scheduled },
  });
  const placed = await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
  expect(placed.order.status).toBe(status === 10 ? 10 : 0);
  for (const step of PATH[status] ?? [])
    expect((await setStatus(placed.order.id, step)).statusCode).toBe(200);
  return placed.order.id;
}

describe('every (from, to) pair of ADR 401 through the staff API', () => {
  for (const from of STATUSES) {
    it(`from ${from}: only ${JSON.stringify(ALLOWED[from])} are allowed, the rest 409 and unchanged`, async () => {
      for (const to of STATUSES) {
        const id = await orderAt(from, deliveryOrder(ids));
        const res = await setStatus(id, to);
        const allowed = ALLOWED[from]?.includes(to) ?? false;
        expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(allowed ? 200 : 409);
        if (allowed) expect(res.json().order.status).toBe(to);
        else {
          expect(res.json()).toMatchObject({
            error: 1,
            code: 'TRANSITION_NOT_ALLOWED',
            message: expect.any(String),
          });
          const read = await ctx.app.inject({
            url: `/api/staff/orders/${id}`,
            headers: { authorization: `Bearer ${token}` },
          });
          expect(read.json().order.status, `${from} → ${to} left the order as it was`).toBe(from);
        }
      }
    });
  }

  it('out for delivery is refused for a pickup order from accepted and from ready', async () => {
    for (const from of [1, 3]) {
      const id = await orderAt(from, pickupOrder(ids));
      const res = await setStatus(id, 4);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('OUT_ONLY_FOR_DELIVERY');
    }
  });
});
