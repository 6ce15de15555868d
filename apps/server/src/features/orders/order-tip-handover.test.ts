import {
  calcOrderResponseSchema,
  placeOrderResponseSchema,
  staffOrdersResponseSchema,
} from '@sufra/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import type { DemoSeed } from '../../platform/db/seed/seed-types.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { deliveryOrder, NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from './order-test-fixture.ts';

// The tip (ADR 790) and the handover choices (ADR 791) from the request to the staff board:
// worked out on the server from its prices, refused where the business does not offer them.
let ctx: TestContext;
let tipping: ShopIds;
let plain: ShopIds;
let token: string;

function tippingSeed(): DemoSeed {
  const seed = orderSeed('tips');
  return { ...seed, settings: { ...seed.settings, tip: { enabled: true, presets: [5, 10, 15] } } };
}

beforeAll(async () => {
  ctx = await createTestApp([tippingSeed(), orderSeed('plain')], { now: () => NOON });
  tipping = await shopIds(ctx.database.db, 'tips');
  plain = await shopIds(ctx.database.db, 'plain');
  token = (await issueStaffToken(ctx.database.db, 'tips')) ?? '';
});
afterAll(() => ctx.close());

const orderCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(s.orders))[0]?.n ?? 0;

async function placed(body: object) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
}
const place = async (body: object) => (await placed(body)).order;

async function refused(body: object, code: string) {
  const before = await orderCount();
  const res = await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: body });
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toMatchObject({ error: 1, code });
  expect(await orderCount()).toBe(before);
}

describe('the tip', () => {
  it('is a preset share of the server-priced items, inside the total, on the order', async () => {
    const without = await place(pickupOrder(tipping));
    const { order, token: read } = await placed(pickupOrder(tipping, { tip: { percent: 10 } }));
    const items = without.amounts.subtotal - without.amounts.item_discount - without.amounts.coupon_discount;
    expect(order.amounts.tip).toBe(items / 10);
    expect(order.amounts.total).toBe(without.amounts.total + items / 10);
    expect(order.tip_percent).toBe(10);
    const stored = await ctx.app.inject({ url: `/api/webapp/order/${order.id}/${read}` });
    expect(stored.json().order).toMatchObject({ tip_percent: 10, amounts: { tip: items / 10 } });
  });

  it('ignores any figure a client adds: only the choice counts', async () => {
    const order = await place(
      pickupOrder(tipping, { tip: { percent: 5 }, fees: { tip: 999_999, total: 1 } }),
    );
    const base = order.amounts.subtotal - order.amounts.item_discount - order.amounts.coupon_discount;
    expect(order.amounts.tip).toBe(Math.round(base / 20 / 5) * 5);
  });

  it('takes an amount of the diner’s own, up to the items’ worth', async () => {
    const order = await place(pickupOrder(tipping, { tip: { amount: 500 } }));
    expect(order.amounts.tip).toBe(500);
    expect(order.tip_percent).toBeNull();
    await refused(pickupOrder(tipping, { tip: { amount: 1_000_000 } }), 'TIP_TOO_LARGE');
  });

  it('refuses a percentage the business does not offer, and a malformed choice', async () => {
    await refused(pickupOrder(tipping, { tip: { percent: 12 } }), 'TIP_INVALID');
    await refused(pickupOrder(tipping, { tip: { percent: 10, amount: 5 } }), 'INVALID_REQUEST');
    await refused(pickupOrder(tipping, { tip: { amount: -5 } }), 'INVALID_REQUEST');
  });

  it('is refused where the business does not offer tips (off by default)', async () => {
    await refused(pickupOrder(plain, { tip: { percent: 10 } }), 'TIP_NOT_OFFERED');
    const none = await place(pickupOrder(plain, { tip: { amount: 0 } }));
    expect(none.amounts.tip).toBe(0);
  });

  it('calc-order shows it before placing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${tipping.main}`,
      payload: pickupOrder(tipping, { tip: { percent: 15 } }),
    });
    const calc = calcOrderResponseSchema.parse(res.json());
    expect(calc.amounts.tip).toBeGreaterThan(0);
    expect(calc.amounts.total).toBe(
      calc.amounts.subtotal -
        calc.amounts.item_discount -
        calc.amounts.coupon_discount +
        calc.amounts.exclusive_tax +
        calc.amounts.delivery_fee +
        calc.amounts.tip -
        calc.amounts.wallet_discount,
    );
  });
});

describe('handover', () => {
  it('keeps cutlery and "leave at the door" on a delivery, and the staff board shows them with the tip', async () => {
    const order = await place(
      deliveryOrder(tipping, { cutlery: false, no_contact: true, tip: { percent: 15 } }),
    );
    expect(order).toMatchObject({ cutlery: false, no_contact: true });
    const res = await ctx.app.inject({
      url: '/api/staff/orders?scope=live',
      headers: { authorization: `Bearer ${token}` },
    });
    const board = staffOrdersResponseSchema.parse(res.json());
    const seen = board.orders.find((o) => o.id === order.id);
    expect(seen).toMatchObject({ cutlery: false, no_contact: true, tip_percent: 15 });
    expect(seen?.amounts.tip).toBe(order.amounts.tip);
  });

  it('an order that did not ask says so (cutlery null, contact as usual)', async () => {
    const order = await place(pickupOrder(tipping));
    expect(order).toMatchObject({ cutlery: null, no_contact: false });
  });

  it('refuses "leave at the door" on a pickup', async () => {
    await refused(pickupOrder(tipping, { no_contact: true }), 'NO_CONTACT_DELIVERY_ONLY');
  });
});
