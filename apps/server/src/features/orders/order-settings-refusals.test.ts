import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import type { DemoSeed } from '../../platform/db/seed/seed-types.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from './order-test-fixture.ts';

// The refusals that depend on a business's own settings (coupons switched off, pickup only by
// schedule) and on an unknown country calling code: each a 422 with its code, nothing stored;
// and the clock those rules use is the server's, never a client's x-current-time.
let ctx: TestContext;
let ids: ShopIds;

function strictSeed(): DemoSeed {
  const seed = orderSeed('strict');
  const scheduleOnly = {
    on: true,
    only_schedule: true,
    min_advance: { interval: 30, scale: 'min' },
    max_advance: { interval: 2, scale: 'day' },
    apply_on_starting_or_ending: 'starting',
  };
  return {
    ...seed,
    settings: { ...seed.settings, coupon: false },
    branches: seed.branches.map((b) => ({
      ...b,
      settings: { ...b.settings, scheduled_orders: { pickup: scheduleOnly, delivery: scheduleOnly } },
    })),
  };
}

beforeAll(async () => {
  ctx = await createTestApp([strictSeed()], { now: () => NOON });
  ids = await shopIds(ctx.database.db, 'strict');
});
afterAll(() => ctx.close());

const orderCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(s.orders))[0]?.n ?? 0;

/** A pickup order scheduled for 15:00 that day (3 h ahead): placeable unless `over` breaks it. */
const scheduled = (over: Record<string, unknown> = {}) =>
  pickupOrder(ids, { priority: 'later', scheduled_at: '2026-03-09 15:00', ...over });

async function refused(body: unknown, code: string) {
  const before = await orderCount();
  const res = await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: body as object });
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toMatchObject({ error: 1, code, message: expect.any(String) });
  expect(await orderCount()).toBe(before);
}

describe('refusals from the business’s settings', () => {
  it('the control: a scheduled order without a coupon is placed', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: scheduled() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.status).toBe(10);
  });

  it('COUPONS_DISABLED: a coupon where the business takes none, even a real code', async () => {
    await refused(scheduled({ coupon_code: 'WELCOME10' }), 'COUPONS_DISABLED');
  });

  it('SCHEDULE_REQUIRED: an order for now where only scheduled orders are taken', async () => {
    await refused(pickupOrder(ids), 'SCHEDULE_REQUIRED');
  });

  it('PHONE_INVALID_COUNTRY: a calling code no country has', async () => {
    await refused(scheduled({ dial_code: '999', phone: '50123456' }), 'PHONE_INVALID_COUNTRY');
  });
});

describe('the order rules run on the server’s clock', () => {
  it('an x-current-time header hours earlier does not make a too-soon slot placeable', async () => {
    // At the server's 12:00, 12:30 is inside 30 min advance + 15 min; at the client's 08:00 it is not.
    const headers = { 'x-current-time': '2026-03-09T08:00:00+03:00' };
    const before = await orderCount();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: scheduled({ scheduled_at: '2026-03-09 12:30' }),
      headers,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('SLOT_TOO_SOON');
    expect(await orderCount()).toBe(before);
    const calc = await ctx.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${ids.main}`,
      payload: scheduled({ scheduled_at: '2026-03-09 12:30' }),
      headers,
    });
    expect(calc.json().problems.map((p: { code: string }) => p.code)).toContain('SLOT_TOO_SOON');
  });
});
