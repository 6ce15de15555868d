import { placeOrderResponseSchema, staffOrdersResponseSchema } from '@sufra/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { issueStaffToken } from './staff-tokens.ts';

// ADR 745: a flood of open orders (21,290 in 20 s from one client before rate limits) must never
// push a new order off the live board; ADR 1320: nor an old one (600 orders in 12 s hid a
// real order behind the newest 500). Every open order is listed (ADR 1320).
const BOARD_LIVE_LIMIT = 500;

let ctx: TestContext;
let ids: ShopIds;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => NOON });
  ids = await shopIds(ctx.database.db);
  token = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
});
afterAll(() => ctx.close());

const place = async () =>
  await withOrderId(
    ctx.database.db,
    placeOrderResponseSchema.parse(
      (await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: pickupOrder(ids) })).json(),
    ),
  );

describe('the live staff board', () => {
  it('lists every open order, oldest first, past the 500 it used to stop at: never hiding a new or an old one', async () => {
    const first = await place();
    // More old open orders than the board lists: copies of the first, straight into the table.
    await ctx.database.db.execute(sql`
      INSERT INTO orders (business_id, branch_id, token, status, order_type, selling_type, payment_type,
        payment_state, name, phone, dial_code, currency, subtotal, item_discount, coupon_discount,
        exclusive_tax, inclusive_tax, delivery_fee, total)
      SELECT business_id, branch_id, token || n, status, order_type, selling_type, payment_type,
        payment_state, name, phone, dial_code, currency, subtotal, item_discount, coupon_discount,
        exclusive_tax, inclusive_tax, delivery_fee, total
      FROM orders, generate_series(1, ${BOARD_LIVE_LIMIT + 20}) AS n WHERE id = ${first.order.id}`);
    const fresh = await place();
    const board = staffOrdersResponseSchema.parse(
      (
        await ctx.app.inject({
          url: '/api/staff/orders?scope=live',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    );
    expect(board.orders).toHaveLength(BOARD_LIVE_LIMIT + 22);
    expect(board.orders.at(-1)?.id).toBe(fresh.order.id);
    const shown = board.orders.map((o) => o.id);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    // The real order placed before the flood is still on the board.
    expect(shown[0]).toBe(first.order.id);
  });
});
