import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import {
  deliveryOrder,
  HOUSE,
  INSIDE,
  NOON,
  OUTSIDE,
  orderSeed,
  pickupOrder,
  type ShopIds,
  shopIds,
} from './order-test-fixture.ts';

let ctx: TestContext;
let ids: ShopIds;
const members = new Map([['Bearer member-7', 7]]);

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], {
    now: () => NOON,
    resolveCustomer: async (token) => {
      const id = members.get(`Bearer ${token}`);
      return id === undefined ? null : { id, businessId: ids.businessId };
    },
  });
  ids = await shopIds(ctx.database.db);
});
afterAll(() => ctx.close());

const place = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: body as object, headers });

const orderCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(s.orders))[0]?.n ?? 0;

/** Places the order and expects a 422 with the code (and nothing stored). */
async function refused(body: unknown, code: string, headers: Record<string, string> = {}) {
  const before = await orderCount();
  const res = await place(body, headers);
  expect(res.statusCode, JSON.stringify(res.json())).toBe(422);
  const json = res.json();
  expect(json).toMatchObject({ error: 1, code });
  expect(typeof json.message).toBe('string');
  expect(json.details.problems.map((p: { code: string }) => p.code)).toContain(code);
  expect(await orderCount()).toBe(before);
  return json;
}

const line = (item: { id: number; labels: number[] }, over: Record<string, unknown> = {}) => ({
  item_id: item.id,
  price_label_id: item.labels[0],
  quantity: 1,
  ...over,
});

describe('every invalid order is a 422 with a stable code, and stores nothing', () => {
  it('INVALID_REQUEST: malformed bodies (missing name, zero quantity, bad modifier list)', async () => {
    const noName = await refused({ ...pickupOrder(ids), name: undefined }, 'INVALID_REQUEST');
    expect(noName.details.problems[0].field).toBe('name');
    await refused(pickupOrder(ids, { order_lines: [line(ids.burger, { quantity: 0 })] }), 'INVALID_REQUEST');
    await refused(
      pickupOrder(ids, { order_lines: [line(ids.burger, { modifiers: '1,x' })] }),
      'INVALID_REQUEST',
    );
    await refused([1, 2], 'INVALID_REQUEST');
  });

  it('INVALID_REQUEST: an empty phone, and client fees nested too deeply to hash, are refused', async () => {
    const noPhone = await refused({ ...pickupOrder(ids), phone: '  ' }, 'INVALID_REQUEST');
    expect(noPhone.details.problems[0].field).toBe('phone');
    // Written by hand: JSON.stringify itself would overflow on it.
    const order = JSON.stringify(pickupOrder(ids));
    const deepFees = `${order.slice(0, -1)},"fees":${'['.repeat(100_000)}1${']'.repeat(100_000)}}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: deepFees,
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-fees-1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details.problems[0].field).toBe('fees');
  });

  it('BRANCH_NOT_FOUND', () => refused(pickupOrder(ids, { branch_id: 999_999 }), 'BRANCH_NOT_FOUND'));

  it('items: ITEM_NOT_FOUND, ITEM_HIDDEN, ITEM_NOT_SOLD_AS_TYPE', async () => {
    await refused(
      pickupOrder(ids, { order_lines: [{ item_id: 999_999, price_label_id: 1, quantity: 1 }] }),
      'ITEM_NOT_FOUND',
    );
    await refused(pickupOrder(ids, { order_lines: [line(ids.hidden)] }), 'ITEM_HIDDEN');
    await refused(pickupOrder(ids, { order_lines: [line(ids.box)] }), 'ITEM_NOT_SOLD_AS_TYPE');
  });

  it('ITEM_HIDDEN at a branch where it is not shown; ITEM_NOT_IN_BRANCH where it is sold out', async () => {
    await refused(
      pickupOrder(ids, { branch_id: ids.second, order_lines: [line(ids.mainOnly)] }),
      'ITEM_HIDDEN',
    );
    const [row] = await ctx.database.db.select().from(s.items).where(eq(s.items.id, ids.burger.id));
    const soldOut = (row?.branches ?? []).map((b) =>
      b.branch_id === ids.main ? { ...b, available: false } : b,
    );
    await ctx.database.db.update(s.items).set({ branches: soldOut }).where(eq(s.items.id, ids.burger.id));
    try {
      await refused(pickupOrder(ids), 'ITEM_NOT_IN_BRANCH');
    } finally {
      await ctx.database.db
        .update(s.items)
        .set({ branches: row?.branches ?? [] })
        .where(eq(s.items.id, ids.burger.id));
    }
    expect((await place(pickupOrder(ids))).statusCode).toBe(201);
  });

  it('the price label and modifiers must belong to the item: PRICE_LABEL_NOT_FOUND, MODIFIER_NOT_FOUND', async () => {
    await refused(
      pickupOrder(ids, { order_lines: [line(ids.burger, { price_label_id: ids.cake.labels[0] })] }),
      'PRICE_LABEL_NOT_FOUND',
    );
    await refused(
      pickupOrder(ids, { order_lines: [line(ids.burger, { modifiers: String(ids.oat) })] }),
      'MODIFIER_NOT_FOUND',
    );
  });

  it('modifier groups within min/max: MODIFIER_GROUP_BELOW_MIN, MODIFIER_GROUP_ABOVE_MAX', async () => {
    await refused(pickupOrder(ids, { order_lines: [line(ids.latte)] }), 'MODIFIER_GROUP_BELOW_MIN');
    const three = `${ids.cheese},${ids.cheese},${ids.bacon}`;
    await refused(
      pickupOrder(ids, { order_lines: [line(ids.burger, { modifiers: three })] }),
      'MODIFIER_GROUP_ABOVE_MAX',
    );
    const ok = await place(
      pickupOrder(ids, { order_lines: [line(ids.latte, { modifiers: String(ids.oat) })] }),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('quantities within the price label min/max: QUANTITY_BELOW_MINIMUM, QUANTITY_ABOVE_MAXIMUM', async () => {
    await refused(
      pickupOrder(ids, { order_lines: [line(ids.cake, { comment: 'Happy birthday' })] }),
      'QUANTITY_BELOW_MINIMUM',
    );
    await refused(
      pickupOrder(ids, { order_lines: [line(ids.burger, { quantity: 6 })] }),
      'QUANTITY_ABOVE_MAXIMUM',
    );
  });

  it('COMMENT_REQUIRED', () =>
    refused(pickupOrder(ids, { order_lines: [line(ids.cake, { quantity: 2 })] }), 'COMMENT_REQUIRED'));

  it('delivery: OUTSIDE_DELIVERY_ZONE, AREA_NOT_FOUND, SHIPPING_COUNTRY_NOT_FOUND, DELIVERY_TARGET_REQUIRED', async () => {
    await refused(deliveryOrder(ids, { address: OUTSIDE }), 'OUTSIDE_DELIVERY_ZONE');
    await refused(deliveryOrder(ids, { address: null, area_id: 999_999 }), 'AREA_NOT_FOUND');
    await refused(
      deliveryOrder(ids, { address: null, shipping_country: 'FR' }),
      'SHIPPING_COUNTRY_NOT_FOUND',
    );
    await refused(deliveryOrder(ids, { address: null }), 'DELIVERY_TARGET_REQUIRED');
  });

  it('ADDRESS_INCOMPLETE: a zone delivery needs the required fields of its address type, each named', async () => {
    const pinOnly = await refused(deliveryOrder(ids, { address: INSIDE }), 'ADDRESS_INCOMPLETE');
    expect(pinOnly.details.problems.map((p: { field: string }) => p.field)).toEqual([
      'address.block',
      'address.street',
      'address.house_number',
    ]);
    expect(pinOnly.message).toBe('The address needs its block');
    const areaOnly = await refused(
      deliveryOrder(ids, { address: null, area_id: ids.areaId }),
      'ADDRESS_INCOMPLETE',
    );
    expect(areaOnly.details.problems[0]).toMatchObject({ field: 'address.block', meta: { type: 'house' } });
    // An apartment (§4 type 2) also needs building, floor and apartment; blanks count as missing.
    const flat = await refused(
      deliveryOrder(ids, { address: { ...INSIDE, ...HOUSE, type: 2, building: '7', floor: ' ' } }),
      'ADDRESS_INCOMPLETE',
    );
    expect(flat.details.problems.map((p: { field: string }) => p.field)).toEqual([
      'address.floor',
      'address.apartment',
    ]);
    // An office (type 0) needs building and office number, not the floor.
    const office = { ...INSIDE, ...HOUSE, type: 0, house_number: null, building: '7', office_number: '12' };
    expect((await place(deliveryOrder(ids, { address: office }))).statusCode).toBe(201);
    // calc-order reports the same problems, so the checkout can show them before placing.
    const calc = await ctx.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${ids.main}`,
      payload: { ...deliveryOrder(ids, { address: INSIDE }), name: undefined, phone: undefined },
    });
    expect(calc.json().problems.map((p: { code: string }) => p.code)).toContain('ADDRESS_INCOMPLETE');
    expect(calc.json().can_place).toBe(false);
  });

  it("SHIPPING_ADDRESS_INCOMPLETE: every required field of the shipping form, the branch's own form too", async () => {
    const shipping = (address: Record<string, string> | null) =>
      deliveryOrder(ids, { address, shipping_country: 'SA' });
    const json = await refused(shipping({ city: 'Riyadh', street: '  ' }), 'SHIPPING_ADDRESS_INCOMPLETE');
    expect(json.details.problems).toContainEqual(
      expect.objectContaining({ field: 'address', meta: { fields: 'street,building' } }),
    );
    await refused(shipping(null), 'SHIPPING_ADDRESS_INCOMPLETE');
    // calc-order still prices the shipment (the fee needs only the country) but cannot place it.
    const calc = await ctx.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${ids.main}`,
      payload: shipping({ city: 'Riyadh' }),
    });
    expect(calc.statusCode).toBe(200);
    expect(calc.json()).toMatchObject({ can_place: false, amounts: { delivery_fee: 3500 } });
    // A branch that asks for a postcode gets it asked for.
    const [branch] = await ctx.database.db.select().from(s.branches).where(eq(s.branches.id, ids.main));
    const settings = branch?.settings ?? {};
    const delivery = (settings.delivery ?? {}) as Record<string, unknown>;
    const shippingForm = { type: 'shipping', fields: [{ name: 'postcode', required: true }] };
    await ctx.database.db
      .update(s.branches)
      .set({ settings: { ...settings, delivery: { ...delivery, shipping_form: shippingForm } } })
      .where(eq(s.branches.id, ids.main));
    try {
      const noPostcode = await refused(
        shipping({ city: 'Riyadh', street: 'Olaya', building: '1' }),
        'SHIPPING_ADDRESS_INCOMPLETE',
      );
      expect(noPostcode.details.problems[0].meta).toEqual({ fields: 'postcode' });
      expect((await place(shipping({ postcode: '12211' }))).statusCode).toBe(201);
    } finally {
      await ctx.database.db.update(s.branches).set({ settings }).where(eq(s.branches.id, ids.main));
    }
  });

  it('a zone made invisible no longer takes orders', async () => {
    await ctx.database.db
      .update(s.zones)
      .set({ visible: false })
      .where(eq(s.zones.businessId, ids.businessId));
    try {
      await refused(deliveryOrder(ids), 'OUTSIDE_DELIVERY_ZONE');
    } finally {
      await ctx.database.db
        .update(s.zones)
        .set({ visible: true })
        .where(eq(s.zones.businessId, ids.businessId));
    }
  });

  it('MIN_ORDER_NOT_MET: the zone minimum, on items after their discounts', async () => {
    const json = await refused(deliveryOrder(ids, { order_lines: [line(ids.burger)] }), 'MIN_ORDER_NOT_MET');
    expect(json.details.problems[0].meta).toEqual({ min_order: 3000, missing: 1200 });
  });

  it('opening hours: SHOP_CLOSED now; scheduled slots SLOT_TOO_SOON, SLOT_TOO_FAR, SLOT_NOT_OFFERED', async () => {
    await refused(pickupOrder(ids, { branch_id: ids.second }), 'SHOP_CLOSED');
    // Closed now, but a slot tonight is fine.
    const tonight = await place(
      pickupOrder(ids, { branch_id: ids.second, priority: 'later', scheduled_at: '2026-03-09 20:30' }),
    );
    expect(tonight.statusCode).toBe(201);
    // 12:00 + 30 min advance + 15 min: 12:30 is too soon, 13:00 is fine.
    await refused(pickupOrder(ids, { priority: 'later', scheduled_at: '2026-03-09 12:30' }), 'SLOT_TOO_SOON');
    await refused(pickupOrder(ids, { priority: 'later', scheduled_at: '2026-03-12 12:00' }), 'SLOT_TOO_FAR');
    await refused(
      pickupOrder(ids, { branch_id: ids.second, priority: 'later', scheduled_at: '2026-03-09 23:30' }),
      'SLOT_NOT_OFFERED',
    );
    await refused(pickupOrder(ids, { priority: 'later', scheduled_at: 'tomorrow' }), 'SCHEDULED_AT_INVALID');
    await refused(
      pickupOrder(ids, {
        selling_types: 'dine_in',
        car: null,
        priority: 'later',
        scheduled_at: '2026-03-09 14:00',
      }),
      'SCHEDULING_NOT_AVAILABLE',
    );
  });

  it('coupons: COUPON_NOT_FOUND, audience rules, COUPON_NO_ELIGIBLE_ITEMS, COUPONS_DISABLED', async () => {
    await refused(pickupOrder(ids, { coupon_code: 'NOPE' }), 'COUPON_NOT_FOUND');
    await refused(pickupOrder(ids, { coupon_code: 'MEMBERS' }), 'COUPON_AUTH_USERS_ONLY');
    const member = await place(pickupOrder(ids, { coupon_code: 'MEMBERS' }), {
      authorization: 'Bearer member-7',
    });
    expect(member.statusCode).toBe(201);
    expect(member.json().order.amounts.coupon_discount).toBe(300);
    await refused(pickupOrder(ids, { coupon_code: 'GUESTS' }), 'COUPON_GUESTS_ONLY', {
      authorization: 'Bearer member-7',
    });
    await refused(pickupOrder(ids, { coupon_code: 'CAKEONLY' }), 'COUPON_NO_ELIGIBLE_ITEMS');
    await ctx.database.db.update(s.coupons).set({ active: false }).where(eq(s.coupons.code, 'FIXED1'));
    await refused(pickupOrder(ids, { coupon_code: 'FIXED1' }), 'COUPON_NOT_FOUND');
  });

  it('phone: PHONE_NOT_A_NUMBER, PHONE_TOO_SHORT, PHONE_TOO_LONG, PHONE_INVALID', async () => {
    await refused(pickupOrder(ids, { phone: 'call me', dial_code: null }), 'PHONE_NOT_A_NUMBER');
    await refused(pickupOrder(ids, { phone: '5', dial_code: '965' }), 'PHONE_TOO_SHORT');
    await refused(pickupOrder(ids, { phone: '5'.repeat(20), dial_code: '965' }), 'PHONE_TOO_LONG');
    await refused(pickupOrder(ids, { phone: '10000000', dial_code: '965' }), 'PHONE_INVALID');
    const international = await place(pickupOrder(ids, { phone: '+971501234567', dial_code: null }));
    expect(international.json().order.phone).toBe('+971501234567');
  });

  it('PAYMENT_METHOD_DISABLED: a method the business does not offer', () =>
    refused(pickupOrder(ids, { payment_type: 8 }), 'PAYMENT_METHOD_DISABLED'));

  it('TABLE_NOT_FOUND, TABLE_TOKEN_REQUIRED, WALLET_NOT_AVAILABLE', async () => {
    await refused(pickupOrder(ids, { selling_types: 'dine_in', car: null, table: 'T9' }), 'TABLE_NOT_FOUND');
    // Ten digits do not fit the id column: still a table that is not found, never a 500.
    await refused(
      pickupOrder(ids, { selling_types: 'dine_in', car: null, table: '9999999999' }),
      'TABLE_NOT_FOUND',
    );
    // A plain label is refused while the business verifies tables (the default, ADR 751).
    await refused(
      pickupOrder(ids, { selling_types: 'dine_in', car: null, table: 'T1' }),
      'TABLE_TOKEN_REQUIRED',
    );
    const [t1] = await ctx.database.db.select().from(s.diningTables).where(eq(s.diningTables.name, 'T1'));
    const atTable = await place(
      pickupOrder(ids, { selling_types: 'dine_in', car: null, table: t1?.qrToken }),
    );
    expect(atTable.json().order).toMatchObject({ table: 'T1', order_type: 1 });
    await refused(pickupOrder(ids, { use_wallet: true }), 'WALLET_NOT_AVAILABLE');
  });

  it('SELLING_TYPE_DISABLED and GIFT_NOT_AVAILABLE follow the branch settings', async () => {
    const [branch] = await ctx.database.db.select().from(s.branches).where(eq(s.branches.id, ids.main));
    const settings = branch?.settings ?? {};
    await ctx.database.db
      .update(s.branches)
      .set({
        settings: {
          ...settings,
          selling_types: { delivery: true, pickup: false, dinein: true },
          delivery: {},
        },
      })
      .where(eq(s.branches.id, ids.main));
    try {
      await refused(pickupOrder(ids), 'SELLING_TYPE_DISABLED');
      await refused(deliveryOrder(ids, { gift: { to: 'Mona', message: 'Congrats' } }), 'GIFT_NOT_AVAILABLE');
    } finally {
      await ctx.database.db.update(s.branches).set({ settings }).where(eq(s.branches.id, ids.main));
    }
  });

  it('several problems are all reported; the first one names the response', async () => {
    const json = await refused(
      pickupOrder(ids, { payment_type: 8, order_lines: [line(ids.burger, { quantity: 6 })] }),
      'PAYMENT_METHOD_DISABLED',
    );
    expect(json.details.problems.map((p: { code: string }) => p.code)).toEqual([
      'PAYMENT_METHOD_DISABLED',
      'QUANTITY_ABOVE_MAXIMUM',
    ]);
  });
});
