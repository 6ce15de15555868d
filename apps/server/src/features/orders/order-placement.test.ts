import { calcOrderResponseSchema, placeOrderResponseSchema } from '@sufra/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import {
  deliveryOrder,
  HOUSE,
  INSIDE,
  NOON,
  orderSeed,
  pickupOrder,
  type ShopIds,
  shopIds,
} from './order-test-fixture.ts';

let ctx: TestContext;
let ids: ShopIds;

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => NOON });
  ids = await shopIds(ctx.database.db);
});
afterAll(() => ctx.close());

const place = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: body as object, headers });

const orderCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(s.orders))[0]?.n ?? 0;

describe('POST webapp/order places an order priced by the server', () => {
  it('answers 201 with the order, its unguessable token and its page', async () => {
    const res = await place(pickupOrder(ids));
    expect(res.statusCode).toBe(201);
    const body = await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
    expect(body.order).toMatchObject({
      status: 0,
      order_type: 2,
      selling_type: 'car_pickup',
      payment_type: 2,
      payment_state: 'none',
      phone: '+96550123456',
      car: { brand: 'Lexus', color: 'White', plate: '12345' },
    });
    // 2000 + 5 % exclusive VAT.
    expect(body.order.amounts).toMatchObject({
      subtotal: 2000,
      exclusive_tax: 100,
      delivery_fee: 0,
      total: 2100,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.order_url).toBe(`/shop/order/${body.order.public_ref}?token=${body.token}`);
    expect(body.payment).toBeNull();
  });

  it('tamper: prices, totals, discounts and fees sent by the client change nothing', async () => {
    const honest = (
      await withOrderId(
        ctx.database.db,
        placeOrderResponseSchema.parse((await place(deliveryOrder(ids))).json()),
      )
    ).order;
    const tampered = deliveryOrder(ids, {
      fees: 0,
      total: 1,
      calculatedAmounts: { total: 1 },
      deliveryFees: 0,
      coupon: { code: 'X', discount: 99999 },
      order_lines: [
        {
          item_id: ids.burger.id,
          price_label_id: ids.burger.labels[0],
          quantity: 2,
          unit_price: 1,
          total_price: 1,
          discount_id: 999,
          modifiers: String(ids.cheese),
          modifiers_details: [{ id: ids.cheese, quantity: 1, price: 0 }],
          weight: 0,
          isQty: true,
        },
      ],
    });
    const res = await place(tampered);
    expect(res.statusCode).toBe(201);
    const order = (await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()))).order;
    // Same as honest, plus the cheese at its menu price (300 per unit).
    expect(order.amounts.subtotal).toBe(honest.amounts.subtotal + 600);
    expect(order.amounts.item_discount).toBe(honest.amounts.item_discount);
    expect(order.amounts.delivery_fee).toBe(500);
    expect(order.amounts.total).toBeGreaterThan(honest.amounts.total);
    const full = (
      await ctx.app.inject({ url: `/api/webapp/order/${order.id}/${res.json().token}?full=true` })
    ).json().order;
    expect(full.lines[0]).toMatchObject({
      unit_price: 2300,
      gross: 4600,
      item_discount: 400,
      discount_id: expect.any(Number),
    });
    expect(full.lines[0].discount_id).not.toBe(999);
  });

  it('delivery: zone fee, the item discount and 5 % VAT on the discounted price', async () => {
    const body = await withOrderId(
      ctx.database.db,
      placeOrderResponseSchema.parse((await place(deliveryOrder(ids))).json()),
    );
    expect(body.order.amounts).toMatchObject({
      subtotal: 4000,
      item_discount: 400,
      delivery_fee: 500,
      exclusive_tax: 180,
      total: 4000 - 400 + 180 + 500,
    });
    expect(body.order.zone_id).toEqual(expect.any(Number));
    expect(body.order.area_id).toBe(ids.areaId);
  });

  it('delivery to an area instead of a point, and shipping by weight to a country', async () => {
    const area = await place(deliveryOrder(ids, { address: HOUSE, area_id: ids.areaId }));
    expect(area.statusCode).toBe(201);
    expect(area.json().order.amounts.delivery_fee).toBe(500);
    const shipped = await place(
      deliveryOrder(ids, {
        address: { city: 'Riyadh', street: 'Olaya St', building: '12', postcode: '12211' },
        shipping_country: 'sa',
      }),
    );
    expect(shipped.statusCode).toBe(201);
    // 2 × 0.5 kg × 2000 + 1500.
    expect(shipped.json().order.amounts.delivery_fee).toBe(3500);
    expect(shipped.json().order.shipping_country).toBe('SA');
    // The shipping form's answers are kept with the order, for the order page and the staff.
    expect(shipped.json().order.address).toMatchObject({
      city: 'Riyadh',
      street: 'Olaya St',
      building: '12',
    });
  });

  it('coupons: percent, fixed, free delivery — applied by the server from its own table', async () => {
    const pct = (await place(pickupOrder(ids, { coupon_code: 'welcome10' }))).json().order.amounts;
    expect(pct).toMatchObject({ subtotal: 2000, coupon_discount: 200 });
    const fixed = (await place(pickupOrder(ids, { coupon_code: 'FIXED1' }))).json().order.amounts;
    expect(fixed.coupon_discount).toBe(1000);
    const free = (await place(deliveryOrder(ids, { coupon_code: 'FREEDEL' }))).json().order.amounts;
    expect(free.delivery_fee).toBe(0);
  });

  it('a scheduled order starts in status 10 with its slot', async () => {
    const res = await place(pickupOrder(ids, { priority: 'later', scheduled_at: '2026-03-09 14:00' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      status: 10,
      priority: 'later',
      slot: { date: '2026-03-09', from: '14:00', to: '14:30' },
      scheduled_at: '2026-03-09T11:00:00.000Z',
    });
  });
});

describe('POST /service/pos/calc-order/{branchId}', () => {
  it('gives the same figures as placing, stores nothing, and lists what would stop the order', async () => {
    const before = await orderCount();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${ids.main}`,
      payload: { ...deliveryOrder(ids), name: undefined, phone: undefined, payment_type: undefined },
    });
    expect(res.statusCode).toBe(200);
    const calc = calcOrderResponseSchema.parse(res.json());
    expect(calc).toMatchObject({ can_place: true, min_order: 3000, problems: [] });
    expect(calc.amounts.total).toBe(4000 - 400 + 180 + 500);
    expect(calc.lines[0]).toMatchObject({ name: 'Burger', label: 'Single', unit_price: 2000, quantity: 2 });
    const short = calcOrderResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/service/pos/calc-order/${ids.main}`,
          payload: {
            selling_types: 'delivery',
            address: { ...INSIDE, ...HOUSE },
            order_lines: [pickupOrder(ids).order_lines[0]],
          },
        })
      ).json(),
    );
    expect(short.can_place).toBe(false);
    expect(short.problems.map((p) => p.code)).toEqual(['MIN_ORDER_NOT_MET']);
    expect(short.amounts.total).toBe(1800 + 90 + 500);
    expect(await orderCount()).toBe(before);
  });

  it('tamper: prices, totals, discounts and fees sent to calc-order change nothing', async () => {
    const calc = async (body: unknown) =>
      calcOrderResponseSchema.parse(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/service/pos/calc-order/${ids.main}`,
            payload: body as object,
          })
        ).json(),
      );
    const honest = await calc(deliveryOrder(ids));
    const tampered = await calc(
      deliveryOrder(ids, {
        total: 1,
        fees: 0,
        deliveryFees: 0,
        amounts: { total: 1, delivery_fee: 0 },
        order_lines: [
          {
            ...deliveryOrder(ids).order_lines[0],
            unit_price: 1,
            total_price: 1,
            price: 1,
            discount_id: 999,
            weight: 0,
          },
        ],
      }),
    );
    expect(tampered.amounts).toEqual(honest.amounts);
    expect(tampered.amounts.total).toBe(4000 - 400 + 180 + 500);
    expect(tampered.lines[0]?.unit_price).toBe(2000);
  });

  it('a body naming another branch than the path is a 422', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${ids.main}`,
      payload: { ...pickupOrder(ids), branch_id: ids.second },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('INVALID_REQUEST');
  });
});

describe('the business version keeps the priced menu current', () => {
  it('a price changed in the database is charged on the next order', async () => {
    await ctx.database.db
      .update(s.priceLabels)
      .set({ price: 2500 })
      .where(eq(s.priceLabels.id, ids.burger.labels[0] ?? 0));
    const res = await place(pickupOrder(ids));
    expect(res.json().order.amounts.subtotal).toBe(2500);
    await ctx.database.db
      .update(s.priceLabels)
      .set({ price: 2000 })
      .where(eq(s.priceLabels.id, ids.burger.labels[0] ?? 0));
    expect((await place(pickupOrder(ids))).json().order.amounts.subtotal).toBe(2000);
  });
});

describe('a suspended business (ADR 310, ADR 609)', () => {
  it('is refused like its menu: 433 with its name on reads, orders and calc-order; orders again once lifted', async () => {
    const suspend = (at: Date | null) => ctx.database.db.update(s.businesses).set({ suspendedAt: at });
    await suspend(new Date());
    const before = await orderCount();
    const refused = await place(pickupOrder(ids));
    const calc = await ctx.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${ids.main}`,
      payload: pickupOrder(ids) as object,
    });
    // Orders read the head fresh; the menu read waits for the change notification (ADR 201).
    const readMenu = () => ctx.app.inject({ method: 'GET', url: `/api/webapp/v5/menu/${ids.main}` });
    const menu = await eventually(readMenu, (r) => r.statusCode === 433);
    expect(menu.statusCode).toBe(433);
    for (const res of [refused, calc]) {
      expect(res.statusCode).toBe(433);
      // The same answer, word for word, as the menu's: one behaviour, one place (the directory).
      expect(res.json()).toEqual(menu.json());
    }
    expect(refused.json()).toMatchObject({
      error: 1,
      code: 'suspended',
      details: { business_name: 'Shop Café' },
    });
    expect(await orderCount()).toBe(before);
    await suspend(null);
    expect((await place(pickupOrder(ids))).statusCode).toBe(201);
  });
});
