import { popularResponseSchema } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { orderIdOf } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';

// "Popular" for the cart's suggestions (ADR 792): the units the branch sold, rejected and
// cancelled orders left out, most first.
let ctx: TestContext;
let ids: ShopIds;

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => NOON });
  ids = await shopIds(ctx.database.db);
});
afterAll(() => ctx.close());

async function place(lines: Record<string, unknown>[]) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    payload: pickupOrder(ids, { order_lines: lines }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return orderIdOf(ctx.database.db, res.json().order.public_ref);
}

describe('GET webapp/popular-items/{branchId}', () => {
  it('ranks by units sold; a cancelled order does not count', async () => {
    const burger = { item_id: ids.burger.id, price_label_id: ids.burger.labels[0] as number };
    // The cake needs a note (its message).
    const cake = {
      item_id: ids.cake.id,
      price_label_id: ids.cake.labels[0] as number,
      comment: 'Happy birthday',
    };
    await place([{ ...burger, quantity: 1 }]);
    const cancelled = await place([{ ...cake, quantity: 6 }]);
    await ctx.database.db.update(s.orders).set({ status: 9 }).where(eq(s.orders.id, cancelled));
    await place([{ ...cake, quantity: 2 }]);
    await place([{ ...burger, quantity: 2 }]);
    const res = await ctx.app.inject({ url: `/api/webapp/popular-items/${ids.main}` });
    expect(res.statusCode).toBe(200);
    expect(popularResponseSchema.parse(res.json()).item_ids).toEqual([burger.item_id, cake.item_id]);
  });

  it('an unknown branch is a 404', async () => {
    expect((await ctx.app.inject({ url: '/api/webapp/popular-items/999999' })).statusCode).toBe(404);
  });
});
