// A cap on scheduled orders per time slot (ADR 1433): the owner sets it on the
// bookings page; a full slot leaves the storefront's slots, calc-order says so, placing into it is
// refused with SLOT_FULL, and orders racing for a slot's last place never go past the cap.
import type { AdminBookings } from '@sufra/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { type AdminCalls, adminTestApp, signInTeam } from '../admin/admin-test-support.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from './order-test-fixture.ts';

let ctx: TestContext;
let ids: ShopIds;
let owner: AdminCalls;
let manager: AdminCalls;
let staff: AdminCalls;
let stranger: AdminCalls;

beforeAll(async () => {
  let channel: Awaited<ReturnType<typeof adminTestApp>>['channel'];
  ({ ctx, channel } = await adminTestApp([orderSeed('shop'), orderSeed('other')], { now: () => NOON }));
  ids = await shopIds(ctx.database.db);
  ({ owner, manager, staff, stranger } = await signInTeam(ctx, channel, 43, {
    owner: { role: 'owner' },
    manager: { role: 'manager' },
    staff: { role: 'staff' },
    stranger: { ref: 'other', role: 'owner' },
  }));
});
afterAll(() => ctx.close());

/** The bookings page's write with this branch's cap changed. */
async function capBody(cap: number | null, who = owner) {
  const res = await who.get('/bookings');
  expect(res.statusCode, res.body).toBe(200);
  const b = res.json().bookings as AdminBookings;
  return {
    reservation: b.reservation,
    branches: b.branches.map((x) => ({
      id: x.id,
      capacity: x.capacity,
      scheduled_orders: x.scheduled_orders,
      orders_per_slot: x.id === ids.main ? cap : x.orders_per_slot,
    })),
    version: b.version,
  };
}
const setCap = async (cap: number | null, who = owner) => who.post('/bookings', await capBody(cap));

const later = (at: string) => pickupOrder(ids, { priority: 'later', scheduled_at: `2026-03-09 ${at}` });
const place = (body: object) => ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: body });
const pickupSlots = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/webapp/v5/shifts/shop' });
  expect(res.statusCode).toBe(200);
  const day = (res.json().slots.pickup as { date: string; slots: { from: string }[] }[]).find(
    (d) => d.date === '2026-03-09',
  );
  return day?.slots.map((x) => x.from) ?? [];
};

describe('the cap on scheduled orders per slot', () => {
  it('is set by owners and managers on the bookings page; staff get 403, another business never', async () => {
    const staffTry = await staff.post('/bookings', await capBody(1));
    expect(staffTry.statusCode).toBe(403);
    const strangerTry = await stranger.post('/bookings', await capBody(1));
    expect([403, 404]).toContain(strangerTry.statusCode);
    expect(
      ((await owner.get('/bookings')).json().bookings as AdminBookings).branches[0]?.orders_per_slot,
    ).toBe(null);
    const bad = await setCap(0);
    expect(bad.statusCode).toBe(422);
    const saved = await setCap(2, manager);
    expect(saved.statusCode, saved.body).toBe(200);
    const main = (saved.json().bookings as AdminBookings).branches.find((b) => b.id === ids.main);
    expect(main?.orders_per_slot).toBe(2);
    // The other branch keeps no cap.
    expect(
      (saved.json().bookings as AdminBookings).branches.find((b) => b.id !== ids.main)?.orders_per_slot,
    ).toBe(null);
  });

  it('a full slot is no longer offered, calc-order and placing say SLOT_FULL; a cancel frees it', async () => {
    expect((await setCap(2)).statusCode).toBe(200);
    expect(await pickupSlots()).toContain('14:00');
    for (let i = 0; i < 2; i += 1) expect((await place(later('14:00'))).statusCode).toBe(201);
    // "Now" orders are not slot orders: busy mode and pauses govern them (ADR 1080).
    expect((await place(pickupOrder(ids))).statusCode).toBe(201);
    const offered = await pickupSlots();
    expect(offered).not.toContain('14:00');
    expect(offered).toContain('13:30');
    expect(offered).toContain('14:30');

    const refused = await place(later('14:00'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('SLOT_FULL');
    const calc = await ctx.app.inject({
      method: 'POST',
      url: `/api/service/pos/calc-order/${ids.main}`,
      payload: later('14:00'),
    });
    expect(calc.json().problems.map((p: { code: string }) => p.code)).toEqual(['SLOT_FULL']);
    expect(calc.json().can_place).toBe(false);
    // The next slot takes orders.
    expect((await place(later('14:30'))).statusCode).toBe(201);

    // A cancelled order gives its place back.
    const [one] = await ctx.database.db
      .select({ id: s.orders.id })
      .from(s.orders)
      .where(
        and(
          eq(s.orders.branchId, ids.main),
          eq(s.orders.slot, { date: '2026-03-09', from: '14:00', to: '14:30' }),
        ),
      )
      .limit(1);
    await ctx.database.db
      .update(s.orders)
      .set({ status: 9 })
      .where(eq(s.orders.id, one?.id ?? 0));
    expect(await pickupSlots()).toContain('14:00');
    expect((await place(later('14:00'))).statusCode).toBe(201);
  });

  it('orders racing for a slot never go past the cap; without a cap, all are taken', async () => {
    expect((await setCap(3)).statusCode).toBe(200);
    const codes = (await Promise.all(Array.from({ length: 8 }, () => place(later('16:00'))))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 422)).toHaveLength(5);
    expect((await setCap(null)).statusCode).toBe(200);
    expect(await pickupSlots()).toContain('16:00');
    expect((await place(later('16:00'))).statusCode).toBe(201);
  });
});
