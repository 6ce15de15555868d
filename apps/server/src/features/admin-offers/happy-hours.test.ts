import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { type AdminCalls, adminCalls, adminTestApp, signInTeam } from '../admin/admin-test-support.ts';
import { orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';

// Happy hours (ADR 1485): a discount on chosen days and hours of the business's local time
// (Asia/Kuwait, UTC+3, here). The server prices by its own clock at the moment of the call, so
// the same cart costs one price at 17:59:59 and another at 18:00:01.
let ctx: TestContext;
let ids: ShopIds;
let other: ShopIds;
let team: Record<'manager' | 'staff' | 'otherOwner', AdminCalls>;
let clock = new Date('2026-03-09T17:00:00+03:00'); // a Monday
let foodId = 0;

beforeAll(async () => {
  const made = await adminTestApp([orderSeed('shop'), orderSeed('other')], { now: () => clock });
  ctx = made.ctx;
  team = await signInTeam(ctx, made.channel, 31, {
    manager: { role: 'manager' },
    staff: { role: 'staff' },
    otherOwner: { ref: 'other', role: 'owner' },
  });
  ids = await shopIds(ctx.database.db, 'shop');
  other = await shopIds(ctx.database.db, 'other');
  const [burger] = await ctx.database.db.select().from(s.items).where(eq(s.items.id, ids.burger.id));
  foodId = burger?.categoryId ?? 0;
});
afterAll(() => ctx.close());

const at = (local: string) => {
  clock = new Date(`2026-03-09T${local}+03:00`);
};
async function calc() {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/service/pos/calc-order/${ids.main}`,
    payload: pickupOrder(ids),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { amounts: { item_discount: number; subtotal: number } };
}
const happyHour = (over: Record<string, unknown> = {}) => ({
  selling_type: 'pickup',
  scope: 'category',
  target_id: foodId,
  type: 'percent',
  value: 50,
  happy_hour: { days: [0, 1, 2, 3, 4], from_minute: 18 * 60, to_minute: 20 * 60 },
  ...over,
});

describe('happy hours', () => {
  it('a manager sets one on a category; the server prices it only inside its window', async () => {
    const res = await team.manager.post('/discounts', happyHour());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().discount).toMatchObject({
      scope: 'category',
      happy_hour: { days: [0, 1, 2, 3, 4], from_minute: 1080, to_minute: 1200 },
    });
    const [entry] = await ctx.database.db
      .select()
      .from(s.adminAudit)
      .where(eq(s.adminAudit.entity, 'discount'));
    expect(entry?.after).toMatchObject({ happy_hour: { from_minute: 1080 } });

    at('17:59:59');
    await expect.poll(async () => (await calc()).amounts.item_discount).toBe(0);
    at('18:00:01');
    expect((await calc()).amounts.item_discount).toBe(1000);
    at('19:59:59');
    expect((await calc()).amounts.item_discount).toBe(1000);
    at('20:00:00');
    expect((await calc()).amounts.item_discount).toBe(0);
  });

  it('an order placed at 18:00:01 is priced with it; at 17:59:59 without', async () => {
    const amountsOf = async (local: string) => {
      at(local);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/webapp/order',
        payload: pickupOrder(ids),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().order.amounts as { item_discount: number; total: number };
    };
    expect(await amountsOf('17:59:59')).toMatchObject({ item_discount: 0 });
    expect(await amountsOf('18:00:01')).toMatchObject({ item_discount: 1000 });
  });

  it('a scheduled order is priced by when it is placed, not by its slot (ADR 1485)', async () => {
    const scheduled = async (local: string, slot: string) => {
      at(local);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/webapp/order',
        payload: pickupOrder(ids, { priority: 'later', scheduled_at: slot }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().order.amounts.item_discount as number;
    };
    // Placed before the window for a slot inside it: full price; placed inside it for a later slot: reduced.
    expect(await scheduled('16:00:00', '2026-03-09 18:30')).toBe(0);
    expect(await scheduled('18:30:00', '2026-03-09 21:00')).toBe(1000);
  });

  it('the storefront receives the window and reads it at its own moment', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/webapp/v5/restaurant/shop' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().discounts.pickup.happyHours).toEqual([
      expect.objectContaining({
        scope: 'category',
        target_id: foodId,
        value: 50,
        from_minute: 1080,
        to_minute: 1200,
      }),
    ]);
    // Not laid over the always-on table, which stays as the owner set it.
    expect(res.json().discounts.pickup.categoriesDiscounts).toEqual({});
  });

  it('one always-on discount and one happy hour per target; a second happy hour is refused', async () => {
    const always = await team.manager.post('/discounts', happyHour({ happy_hour: null, value: 10 }));
    expect(always.statusCode, always.body).toBe(201);
    const again = await team.manager.post('/discounts', happyHour({ value: 20 }));
    expect(again.statusCode).toBe(422);
    expect(again.json().details.fields).toHaveProperty('target_id');
    at('17:00:00');
    await expect.poll(async () => (await calc()).amounts.item_discount).toBe(200);
    at('18:30:00');
    expect((await calc()).amounts.item_discount).toBe(1000);
    // Saturday (day 5) is not one of its days: the always-on 10 % stands.
    clock = new Date('2026-03-14T18:30:00+03:00');
    expect((await calc()).amounts.item_discount).toBe(200);
    at('12:00:00'); // back to Monday: the sessions are a day old at most
  });

  it('refuses a window without days, an empty window and another business’s category', async () => {
    const noDays = await team.manager.post(
      '/discounts',
      happyHour({ selling_type: 'delivery', happy_hour: { days: [], from_minute: 60, to_minute: 120 } }),
    );
    expect(noDays.statusCode).toBe(422);
    expect(Object.keys(noDays.json().details.fields).join()).toContain('happy_hour');
    const empty = await team.manager.post(
      '/discounts',
      happyHour({ selling_type: 'delivery', happy_hour: { days: [1], from_minute: 60, to_minute: 60 } }),
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().details.fields).toHaveProperty('happy_hour');
    const [theirs] = await ctx.database.db.select().from(s.items).where(eq(s.items.id, other.burger.id));
    const foreign = await team.manager.post(
      '/discounts',
      happyHour({ selling_type: 'delivery', target_id: theirs?.categoryId }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().details.fields).toHaveProperty('target_id');
  });

  it('staff get 403, another business’s owner 404, a stranger 401', async () => {
    expect((await team.staff.post('/discounts', happyHour({ selling_type: 'dinein' }))).statusCode).toBe(403);
    expect((await team.otherOwner.post('/discounts', happyHour({ selling_type: 'dinein' }))).statusCode).toBe(
      404,
    );
    expect((await adminCalls(ctx.app, 'shop').post('/discounts', happyHour())).statusCode).toBe(401);
  });
});
