import { reserveTableResponseSchema } from '@sufra/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { NOON, reservationSeed, tableBooking } from './reservation-test-fixture.ts';

let ctx: TestContext;
let ids: ShopIds;
let pre: ShopIds;

// Tables only (no cover limit): the last free table is the only thing the requests compete for.
// 'pre' takes pre-orders without tables and with room for all: only its coupon's uses are scarce.
beforeAll(async () => {
  const withPreOrders = reservationSeed('pre', { type: 2, with_table: false }, { covers_per_slot: 500 });
  withPreOrders.tables = [];
  withPreOrders.coupons.push({
    code: 'TWOLEFT',
    discountType: 'percent',
    discountValue: 10,
    allMenu: true,
    usageLimit: 2,
  });
  ctx = await createTestApp([reservationSeed('shop', {}, { duration_minutes: 90 }), withPreOrders], {
    now: () => NOON,
  });
  ids = await shopIds(ctx.database.db, 'shop');
  pre = await shopIds(ctx.database.db, 'pre');
});
afterAll(() => ctx.close());

const reserve = (body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/webapp/reserve-table', payload: body });

describe('capacity under concurrency (ADR 801)', () => {
  it('50 simultaneous requests for the last table: exactly one wins, 49 are told no table is free', async () => {
    // T1 (2 seats) and T2 (4 seats) are taken at 19:00; T3 (6 seats) is the last table.
    for (const [i, party] of [2, 4].entries()) {
      const res = await reserve(tableBooking(ids, { party_size: party, phone: `5100000${i}` }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        reserve(
          tableBooking(ids, {
            party_size: 3,
            phone: `520000${String(i).padStart(2, '0')}`,
            name: `Guest ${i}`,
          }),
        ),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 422);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((r) => r.json().code))).toEqual(new Set(['RESERVATION_NO_TABLE_FREE']));
    expect(reserveTableResponseSchema.parse(won[0]?.json()).reservation.table?.name).toBe('T3');

    // The database agrees: three bookings hold places at 19:00, one per table.
    const holding = await ctx.database.db
      .select()
      .from(s.reservations)
      .where(and(eq(s.reservations.branchId, ids.main), inArray(s.reservations.status, [0, 1])));
    expect(holding).toHaveLength(3);
    expect(new Set(holding.map((r) => r.tableId)).size).toBe(3);
  });
});

describe('a pre-order’s limited coupon under concurrency (ADR 1150, 1211)', () => {
  it('20 simultaneous pre-orders for a coupon with 2 uses left: exactly 2 take it, 18 are told it is used up', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        reserve(
          tableBooking(pre, {
            party_size: 2,
            phone: `530000${String(i).padStart(2, '0')}`,
            name: `Guest ${i}`,
            order: {
              order_lines: [
                { item_id: pre.burger.id, price_label_id: pre.burger.labels[0], quantity: 1, unit_price: 1 },
              ],
              payment_type: 2,
              coupon_code: 'twoleft',
            },
          }),
        ),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 201);
    expect(won.length).toBe(2);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toContain('used_up');
    }
    // The database agrees: two orders carry the coupon, each linked to its booking.
    const orders = await ctx.database.db
      .select()
      .from(s.orders)
      .where(eq(s.orders.businessId, pre.businessId));
    expect(orders.filter((o) => o.couponCode?.toLowerCase() === 'twoleft')).toHaveLength(2);
  });
});
