import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { deliveryOrder, NOON, type OpenShop, openShop, pickupOrder } from '../orders/order-test-fixture.ts';

// The restaurant's time promise (ADR 1040): set with acceptance, validated, stored from the
// database's clock, and read by the diner's order page.
let shop: OpenShop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop.ctx.close());
const place = (body: unknown) => shop.place(body);

const setStatus = (orderId: number, payload: object) =>
  shop.ctx.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/status`,
    payload,
    headers: { authorization: `Bearer ${shop.staff}` },
  });
const dinerView = async (id: number, orderToken: string) =>
  (await shop.ctx.app.inject({ url: `/api/webapp/order/${id}/${orderToken}` })).json().order;

describe('"ready in N min" when accepting', () => {
  it('stores now + N minutes, shows it to the staff and to the diner', async () => {
    const placed = await place(pickupOrder(shop.ids));
    expect(placed.order.ready_at).toBeNull();
    const before = Date.now();
    const res = await setStatus(placed.order.id, { status: 1, ready_in_minutes: 20 });
    expect(res.statusCode).toBe(200);
    const readyAt = Date.parse(res.json().order.ready_at);
    // The database's clock: within a few seconds of this process's, twenty minutes ahead.
    expect(readyAt - before).toBeGreaterThan(19.9 * 60_000);
    expect(readyAt - Date.now()).toBeLessThan(20.1 * 60_000);
    expect(Date.parse((await dinerView(placed.order.id, placed.token)).ready_at)).toBe(readyAt);
  });

  it('busy mode adds its minutes for the order’s own type, pickup and dine-in too (ADR 1160)', async () => {
    const until = new Date(NOON.getTime() + 60 * 60_000).toISOString();
    const busy = { car_pickup: { until, extra_minutes: 15 }, dine_in: { until, extra_minutes: 25 } };
    await shop.ctx.database.db
      .update(s.branches)
      .set({
        settings: sql`jsonb_set(settings, '{operations}', ${JSON.stringify({ paused: {}, busy })}::jsonb)`,
      })
      .where(eq(s.branches.id, shop.ids.main));
    const minutesAhead = async (body: unknown, minutes: number) => {
      const placed = await place(body);
      const before = Date.now();
      const order = (await setStatus(placed.order.id, { status: 1, ready_in_minutes: minutes })).json().order;
      return (Date.parse(order.ready_at) - before) / 60_000;
    };
    const pickup = await minutesAhead(pickupOrder(shop.ids), 20);
    expect(pickup).toBeGreaterThan(34.9);
    expect(pickup).toBeLessThan(35.1);
    const dineIn = await minutesAhead(pickupOrder(shop.ids, { selling_types: 'dine_in', car: null }), 10);
    expect(dineIn).toBeGreaterThan(34.9);
    expect(dineIn).toBeLessThan(35.1);
    // Delivery is not busy here: its promise is what the staff said.
    const delivery = await minutesAhead(deliveryOrder(shop.ids), 30);
    expect(delivery).toBeLessThan(30.1);
    await shop.ctx.database.db
      .update(s.branches)
      .set({ settings: sql`settings - 'operations'` })
      .where(eq(s.branches.id, shop.ids.main));
  });

  it('keeps the promise through the next statuses; accepting without minutes promises nothing', async () => {
    const promised = await place(deliveryOrder(shop.ids));
    const accepted = (await setStatus(promised.order.id, { status: 1, ready_in_minutes: 45 })).json().order;
    const ready = (await setStatus(promised.order.id, { status: 3 })).json().order;
    expect(ready.ready_at).toBe(accepted.ready_at);
    const silent = await place(pickupOrder(shop.ids));
    expect((await setStatus(silent.order.id, { status: 1 })).json().order.ready_at).toBeNull();
  });

  it('refuses minutes with another status, and minutes out of 1–240, as a 400 that changes nothing', async () => {
    const placed = await place(pickupOrder(shop.ids));
    const wrongStatus = await setStatus(placed.order.id, { status: 2, ready_in_minutes: 10 });
    expect(wrongStatus.statusCode).toBe(400);
    expect(wrongStatus.json()).toMatchObject({ error: 1, code: 'READY_MINUTES_ONLY_WHEN_ACCEPTING' });
    for (const ready_in_minutes of [0, 241, 12.5, '20', -5]) {
      const res = await setStatus(placed.order.id, { status: 1, ready_in_minutes });
      expect(res.statusCode, String(ready_in_minutes)).toBe(400);
      expect(res.json().error).toBe(1);
    }
    const view = await dinerView(placed.order.id, placed.token);
    expect(view.status).toBe(0);
    expect(view.ready_at).toBeNull();
  });
});
