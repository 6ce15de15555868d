import { calcOrderResponseSchema, placeOrderResponseSchema, restaurantResponseSchema } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { deliveryOrder, NOON, orderSeed, shopIds } from '../orders/order-test-fixture.ts';

// `discount` [product: Discounts, coupons and taxes]: off means no discount anywhere — not on the menu, not in calc-order, not in
// the placed order (docs/settings.md). The fixture discounts burgers by 200 fils for delivery.
let ctx: TestContext;
const off = orderSeed('nodiscount');

beforeAll(async () => {
  ctx = await createTestApp([orderSeed('shop'), { ...off, settings: { ...off.settings, discount: false } }], {
    now: () => NOON,
  });
});
afterAll(() => ctx.close());

async function figures(ref: string) {
  const ids = await shopIds(ctx.database.db, ref);
  const menu = restaurantResponseSchema.parse(
    (await ctx.app.inject({ url: `/api/webapp/v5/restaurant/${ref}` })).json(),
  );
  const calc = calcOrderResponseSchema.parse(
    (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/service/pos/calc-order/${ids.main}`,
        payload: { ...deliveryOrder(ids), name: undefined, phone: undefined, payment_type: undefined },
      })
    ).json(),
  );
  const placed = placeOrderResponseSchema.parse(
    (await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: deliveryOrder(ids) })).json(),
  );
  return {
    menuDiscounts: Object.keys(menu.discounts.delivery.itemsDiscounts).length,
    calc: calc.amounts.item_discount,
    placed: placed.order.amounts.item_discount,
  };
}

describe('the discount setting', () => {
  it('on (the default): the menu lists the discount and both calc-order and the order apply it', async () => {
    expect(await figures('shop')).toEqual({ menuDiscounts: 1, calc: 400, placed: 400 });
  });
  it('off: no discount on the menu, in calc-order or in the order', async () => {
    expect(await figures('nodiscount')).toEqual({ menuDiscounts: 0, calc: 0, placed: 0 });
  });
});
