import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { memberSession, ownerSessionToken } from '../admin/admin-test-support.ts';
import { deliveryOrder, NOON, pickupOrder, type ShopIds, twoShops } from '../orders/order-test-fixture.ts';
import { dayIn } from './today-report.ts';

let ctx: TestContext;
let ids: ShopIds;
let token: string;
let otherToken: string;
let deviceToken: string;
const totals: number[] = [];

beforeAll(async () => {
  let device: string;
  ({ ctx, ids, token: device } = await twoShops());
  // One sign-in for everything (ADR 1370): the owners' back-office sessions open the day.
  token = await ownerSessionToken(ctx.database.db, 'shop');
  otherToken = await ownerSessionToken(ctx.database.db, 'other');
  deviceToken = device;
  for (const body of [pickupOrder(ids), deliveryOrder(ids), pickupOrder(ids), pickupOrder(ids)]) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: body });
    expect(res.statusCode).toBe(201);
  }
  // Placed at 09:15, 12:40 (×2) and 23:30 Kuwait time on the same local day; the last is cancelled.
  const at = ['2026-03-09T06:15:00Z', '2026-03-09T09:40:00Z', '2026-03-09T09:45:00Z', '2026-03-09T20:30:00Z'];
  const rows = await ctx.database.db
    .select({ id: s.orders.id, total: s.orders.total })
    .from(s.orders)
    .orderBy(s.orders.id);
  totals.push(...rows.map((r) => r.total));
  for (const [i, row] of rows.entries()) {
    await ctx.database.db
      .update(s.orders)
      .set({ createdAt: new Date(at[i] ?? at[0] ?? ''), ...(i === 3 ? { status: 9 } : {}) })
      .where(eq(s.orders.id, row.id));
  }
  await ctx.database.db.insert(s.orderRatings).values([
    { orderId: rows[0]?.id ?? 0, businessId: ids.businessId, stars: 5, createdAt: new Date(at[0] ?? '') },
    { orderId: rows[1]?.id ?? 0, businessId: ids.businessId, stars: 4, createdAt: new Date(at[1] ?? '') },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string, t = token) =>
  ctx.app.inject({ url: `/api/staff/admin/shop/${url}`, headers: { authorization: `Bearer ${t}` } });

describe("the day's figures", () => {
  it('refuses without staff (401) and for another business (404)', async () => {
    expect((await ctx.app.inject({ url: '/api/staff/admin/shop/today' })).statusCode).toBe(401);
    expect((await get('today', otherToken)).statusCode).toBe(404);
    expect((await get('today.csv', otherToken)).statusCode).toBe(404);
    expect((await get('today?day=yesterday')).statusCode).toBe(400);
  });

  it('a manager reads the period and its CSV; a staff member is refused both (403, ADR 1432)', async () => {
    const manager = await memberSession(ctx.database.db, 'shop', 'manager');
    expect((await get('today?from=2026-03-03&to=2026-03-09', manager)).statusCode).toBe(200);
    const staff = await memberSession(ctx.database.db, 'shop', 'staff');
    for (const url of ['today?from=2026-03-03&to=2026-03-09', 'today.csv?from=2026-03-03&to=2026-03-09']) {
      const res = await get(url, staff);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('role_not_allowed');
    }
  });

  it("refuses a kitchen tablet's device token (403: the board only, ADR 1370)", async () => {
    const res = await get('today', deviceToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('role_not_allowed');
  });

  it('counts the business’s local day: by hour and selling type, top items, average, cancellations, ratings', async () => {
    expect(dayIn('Asia/Kuwait', NOON)).toBe('2026-03-09');
    const res = await get('today');
    expect(res.statusCode).toBe(200);
    const report = res.json().report;
    const [a = 0, b = 0, c = 0] = totals;
    expect(report).toMatchObject({
      day: '2026-03-09',
      time_zone: 'Asia/Kuwait',
      currency: 'KWD',
      locales: ['en', 'ar'],
      orders: 3,
      revenue: a + b + c,
      cancelled: 1,
      ratings: { count: 2, average: 4.5 },
    });
    expect(report.average_ticket).toBe(Math.round((a + b + c) / 3));
    expect(report.by_hour).toHaveLength(24);
    expect(report.by_hour[9]).toEqual({ hour: 9, orders: 1, revenue: a });
    expect(report.by_hour[12]).toEqual({ hour: 12, orders: 2, revenue: b + c });
    expect(report.by_hour[23].orders).toBe(0);
    expect(report.by_selling_type).toEqual(
      expect.arrayContaining([
        { selling_type: 'car_pickup', orders: 2, revenue: a + c },
        { selling_type: 'delivery', orders: 1, revenue: b },
      ]),
    );
    expect(report.top_items[0]).toMatchObject({ item_id: ids.burger.id, quantity: 4 });
    // Another day is empty.
    expect((await get('today?day=2026-03-08')).json().report.orders).toBe(0);
  });

  it('exports the day’s orders as CSV in major units', async () => {
    const res = await get('today.csv');
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toContain('total');
    expect(rows).toHaveLength(4);
    expect(rows[0]?.[1]).toBe('2026-03-09 09:15');
    expect(rows[0]?.[8]).toMatch(/^\d+\.\d{3}$/);
  });
});

describe('reports over any period, compared with the one before (ADR 1432)', () => {
  it('a week: totals with taxes, tips, discounts and refunds; by payment method, order type, branch and day', async () => {
    const rows = await ctx.database.db.select().from(s.orders).orderBy(s.orders.id);
    const counted = rows.slice(0, 3);
    const sum = (f: (o: (typeof rows)[number]) => number) => counted.reduce((n, o) => n + f(o), 0);
    // A refund made on the 9th (Kuwait) of the first order, and one refused (not counted).
    await ctx.database.db.insert(s.orderRefunds).values([
      {
        businessId: ids.businessId,
        orderId: rows[0]?.id ?? 0,
        reference: 'rfd_report_1',
        via: 'cash',
        amount: 150,
        currency: 'KWD',
        reason: 'Cold',
        status: 'refunded',
        actor: 'Owner',
        createdAt: new Date('2026-03-09T10:00:00Z'),
      },
      {
        businessId: ids.businessId,
        orderId: rows[0]?.id ?? 0,
        reference: 'rfd_report_2',
        via: 'gateway',
        amount: 99,
        currency: 'KWD',
        reason: 'x',
        status: 'failed',
        actor: 'Owner',
        createdAt: new Date('2026-03-09T10:00:00Z'),
      },
    ]);
    const res = await get('today?from=2026-03-03&to=2026-03-09');
    expect(res.statusCode).toBe(200);
    const report = res.json().report;
    const revenue = sum((o) => o.total);
    expect(report).toMatchObject({
      from: '2026-03-03',
      to: '2026-03-09',
      day: '2026-03-03',
      orders: 3,
      revenue,
      taxes: sum((o) => o.exclusiveTax + o.inclusiveTax),
      tips: sum((o) => o.tip),
      discounts: sum((o) => o.itemDiscount + o.couponDiscount),
      delivery_fees: sum((o) => o.deliveryFee),
      refunds: 150,
      refund_count: 1,
      net: revenue - 150,
      previous: { from: '2026-02-24', to: '2026-03-02', orders: 0, revenue: 0, refunds: 0 },
    });
    expect(report.by_day).toEqual([{ day: '2026-03-09', orders: 3, revenue }]);
    expect(report.by_payment_method).toEqual([{ payment_type: 2, orders: 3, revenue }]);
    expect(report.by_order_type).toEqual(
      expect.arrayContaining([
        { order_type: 0, orders: 1, revenue: counted[1]?.total },
        { order_type: 2, orders: 2, revenue: (counted[0]?.total ?? 0) + (counted[2]?.total ?? 0) },
      ]),
    );
    expect(report.by_branch).toEqual([
      { branch_id: ids.main, name: expect.objectContaining({ en: 'Shop Main' }), orders: 3, revenue },
    ]);
    // The day after, compared with the 9th: the 9th is its previous period.
    const next = (await get('today?day=2026-03-10')).json().report;
    expect(next).toMatchObject({
      orders: 0,
      previous: { from: '2026-03-09', to: '2026-03-09', orders: 3, revenue },
    });
  });

  it('refuses a period that is not one: 400', async () => {
    for (const q of [
      'from=2026-03-09',
      'from=2026-03-09&to=2026-03-01',
      'from=2025-01-01&to=2026-03-09',
      'day=2026-03-09&from=2026-03-01&to=2026-03-09',
    ])
      expect((await get(`today?${q}`)).statusCode).toBe(400);
    expect((await get('today.csv?from=2026-03-09')).statusCode).toBe(400);
  });

  it('the CSV reads as words: status, payment method, order type, branch, items; tax, tip, refunds', async () => {
    const res = await get('today.csv?from=2026-03-03&to=2026-03-09');
    expect(res.headers['content-disposition']).toContain('shop-2026-03-03_2026-03-09.csv');
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual([
      'id',
      'placed_at',
      'selling_type',
      'status',
      'payment_state',
      'subtotal',
      'discount',
      'delivery_fee',
      'total',
      'payment_method',
      'order_type',
      'branch',
      'tax',
      'tip',
      'refunded',
      'items',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows[0]?.slice(3, 5)).toEqual(['Waiting', 'On hand-over']);
    expect(rows[3]?.[3]).toBe('Cancelled');
    expect(rows[0]?.slice(9, 12)).toEqual(['Cash', 'Pickup', 'Shop Main']);
    expect(rows[1]?.[10]).toBe('Delivery');
    expect(rows[0]?.[14]).toBe('0.150');
    expect(rows[0]?.[15]).toBe('1× Burger');
  });
});
