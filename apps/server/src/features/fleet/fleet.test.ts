import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { orderIdOf } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { createAdminSessions } from '../admin/admin-auth.ts';
import { addMember, ownerSessionToken } from '../admin/admin-test-support.ts';
import {
  deliveryOrder,
  INSIDE,
  NOON,
  orderSeed,
  pickupOrder,
  type ShopIds,
  shopIds,
} from '../orders/order-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';

// Own fleet (ADR 1410–1414): who sees what, the steps in order, positions only from the carrier,
// the diner's driver only while out, the report's cash owed.
let ctx: TestContext;
let db: Db;
let ids: ShopIds;
let otherIds: ShopIds;
let base: string;
let board: string;
let otherBoard: string;
const drivers: Record<'a' | 'b' | 'other', { id: number; token: string }> = {} as never;

async function driver(ref: string, phone: string, name: string) {
  const member = await addMember(db, ref, phone, 'driver');
  await db.update(s.staffMembers).set({ name }).where(eq(s.staffMembers.id, member.id));
  return { id: member.id, token: await createAdminSessions({ db, now: () => new Date() }).issue(member.id) };
}

const call = async (
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: object,
  extra = {},
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
  });

async function place(body: object) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json() as { order: { public_ref: string; amounts: { total: number } }; token: string };
  const id = await orderIdOf(ctx.database.db, placed.order.public_ref);
  return { order: { id, total: placed.order.amounts.total }, token: placed.token };
}

async function ready(orderId: number, token = board) {
  for (const status of [1, 3])
    expect((await call('POST', `/staff/orders/${orderId}/status`, token, { status })).statusCode).toBe(200);
}

const drops = (d: { token: string }, ref = 'shop') => call('GET', `/staff/driver/${ref}/drops`, d.token);
const step = (d: { token: string }, orderId: number, body: object) =>
  call('POST', `/staff/driver/shop/drops/${orderId}/step`, d.token, body);
const position = (d: { token: string }, body: object) =>
  call('POST', '/staff/driver/shop/position', d.token, body);
const dinerDriver = (orderId: number, token: string) =>
  call('GET', `/webapp/order/${orderId}/driver`, null, undefined, { 'x-order-token': token });

beforeAll(async () => {
  ctx = await createTestApp([orderSeed(), orderSeed('other')], { now: () => NOON });
  db = ctx.database.db;
  ids = await shopIds(db);
  otherIds = await shopIds(db, 'other');
  board = (await issueStaffToken(db, 'shop')) ?? '';
  otherBoard = (await issueStaffToken(db, 'other')) ?? '';
  drivers.a = await driver('shop', '+96551410001', 'Ahmad Driver');
  drivers.b = await driver('shop', '+96551410002', 'Bilal Driver');
  drivers.other = await driver('other', '+96551410003', 'Omar Other');
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

describe('own fleet', () => {
  let one: Awaited<ReturnType<typeof place>>;
  let two: Awaited<ReturnType<typeof place>>;
  let pickup: Awaited<ReturnType<typeof place>>;

  it('a driver opens neither the board nor the back office, only their page (ADR 1410)', async () => {
    expect((await call('GET', '/staff/orders', drivers.a.token)).statusCode).toBe(401);
    expect((await call('GET', '/staff/fleet', drivers.a.token)).statusCode).toBe(401);
    expect((await call('GET', '/admin/shop/team', drivers.a.token)).statusCode).toBe(403);
    expect((await call('GET', '/admin/shop/fleet/report', drivers.a.token)).statusCode).toBe(403);
    expect((await call('GET', '/admin/shop/menu', drivers.a.token)).statusCode).toBe(403);
    // Who they are, which sends them to their own page.
    expect((await call('GET', '/admin/shop/me', drivers.a.token)).json().member).toMatchObject({
      role: 'driver',
    });
    const mine = await drops(drivers.a);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ run: null, drops: [], driver: { name: 'Ahmad Driver' } });
    // Another business's driver, at this business's page: nothing.
    expect((await drops(drivers.other)).statusCode).toBe(404);
    // A back-office owner is not a driver.
    expect((await drops({ token: await ownerSessionToken(db, 'shop', '+96551410009') })).statusCode).toBe(
      403,
    );
  });

  it('assigns ready delivery orders as one run, reassigns before pick-up, refuses what cannot go', async () => {
    one = await place(deliveryOrder(ids));
    two = await place(deliveryOrder(ids));
    pickup = await place(pickupOrder(ids));
    for (const o of [one, two, pickup]) await ready(o.order.id);
    const fleet = await call('GET', '/staff/fleet', board);
    expect(fleet.json().drivers.map((d: { name: string; state: string }) => [d.name, d.state])).toEqual([
      ['Ahmad Driver', 'free'],
      ['Bilal Driver', 'free'],
    ]);
    expect(Object.values(fleet.json().suggested)).toContain(drivers.a.id);
    const assigned = await call('POST', '/staff/fleet/assign', board, {
      driver_id: drivers.a.id,
      order_ids: [one.order.id, two.order.id],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().drivers[0]).toMatchObject({ state: 'assigned', drops: 2 });
    const mine = (await drops(drivers.a)).json();
    expect(mine.drops.map((d: { order_id: number; seq: number }) => [d.order_id, d.seq])).toEqual([
      [one.order.id, 1],
      [two.order.id, 2],
    ]);
    expect(mine.drops[0]).toMatchObject({
      cash_due: one.order.total,
      address: { block: '10' },
      phone: expect.any(String),
    });
    expect((await drops(drivers.b)).json().drops).toEqual([]);
    // Reassigned before pick-up: it leaves A's run.
    expect(
      (
        await call('POST', '/staff/fleet/assign', board, {
          driver_id: drivers.b.id,
          order_ids: [two.order.id],
        })
      ).statusCode,
    ).toBe(200);
    expect((await drops(drivers.a)).json().drops.map((d: { order_id: number }) => d.order_id)).toEqual([
      one.order.id,
    ]);
    expect((await drops(drivers.b)).json().drops.map((d: { order_id: number }) => d.order_id)).toEqual([
      two.order.id,
    ]);
    // A pickup order is not a delivery.
    const bad = await call('POST', '/staff/fleet/assign', board, {
      driver_id: drivers.a.id,
      order_ids: [pickup.order.id],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('ORDER_NOT_DISPATCHABLE');
    // Another business's board: neither this business's orders nor its drivers.
    expect(
      (
        await call('POST', '/staff/fleet/assign', otherBoard, {
          driver_id: drivers.a.id,
          order_ids: [one.order.id],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/staff/fleet', otherBoard)).json().drivers.map((d: { name: string }) => d.name),
    ).toEqual(['Omar Other']);
    expect(
      (await call('POST', '/staff/fleet/assign', board, { driver_id: 0, order_ids: [] })).statusCode,
    ).toBe(400);
  });

  it('takes the steps in order only; a driver cannot touch another’s drop', async () => {
    const early = await step(drivers.a, one.order.id, { step: 'arrived' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('DROP_STEP_OUT_OF_ORDER');
    expect((await step(drivers.b, one.order.id, { step: 'picked_up' })).statusCode).toBe(404);
    expect((await step(drivers.other, one.order.id, { step: 'picked_up' })).statusCode).toBe(404);
    expect((await step(drivers.a, one.order.id, { step: 'flying' })).statusCode).toBe(400);
    const picked = await step(drivers.a, one.order.id, { step: 'picked_up' });
    expect(picked.statusCode, picked.body).toBe(200);
    const [order] = await db.select().from(s.orders).where(eq(s.orders.id, one.order.id));
    expect(order?.status).toBe(4);
    // Out on a run: nothing more joins it.
    const more = await call('POST', '/staff/fleet/assign', board, {
      driver_id: drivers.a.id,
      order_ids: [two.order.id],
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('DRIVER_ON_RUN');
  });

  it('takes positions only in range and only from the order’s carrier; the diner alone sees them, live', async () => {
    // Not out yet: the diner of order two sees no driver.
    expect((await dinerDriver(two.order.id, two.token)).statusCode).toBe(404);
    expect((await dinerDriver(one.order.id, two.token)).statusCode).toBe(404);
    expect((await dinerDriver(one.order.id, one.token)).json()).toEqual({ error: 0, driver: null });
    for (const bad of [
      { order_id: one.order.id, lat: 91, lng: 48 },
      { order_id: one.order.id, lat: 29, lng: -181 },
      { order_id: one.order.id, lat: 'north', lng: 48 },
      { order_id: one.order.id, lat: 29 },
    ])
      expect((await position(drivers.a, bad)).statusCode).toBe(400);
    const notMine = await position(drivers.b, { order_id: one.order.id, lat: 29.3, lng: 48 });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().code).toBe('DRIVER_NOT_ON_ORDER');
    // B has order two but has not picked it up.
    expect((await position(drivers.b, { order_id: two.order.id, lat: 29.3, lng: 48 })).statusCode).toBe(403);
    // Another business's driver: not at this business's page, nor for this order at their own.
    const fix = { order_id: one.order.id, lat: 29.3, lng: 48 };
    expect((await call('POST', '/staff/driver/shop/position', drivers.other.token, fix)).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/staff/driver/other/position', drivers.other.token, fix)).statusCode).toBe(
      403,
    );
    expect(await db.select().from(s.driverPositions)).toEqual([]);
    // The stream, like the snapshot: the order's own token only.
    const events = (orderId: number, token?: string) =>
      fetch(`${base}/api/webapp/order/${orderId}/driver/events${token ? `?token=${token}` : ''}`);
    for (const res of [await events(one.order.id, two.token), await events(one.order.id)]) {
      expect(res.status).toBe(404);
      await res.body?.cancel();
    }

    const stream = await fetch(`${base}/api/webapp/order/${one.order.id}/driver/events?token=${one.token}`);
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    let text = '';
    void (async () => {
      for (;;) {
        const chunk = await reader?.read().catch(() => undefined);
        if (!chunk || chunk.done) return;
        text += new TextDecoder().decode(chunk.value);
      }
    })();
    const far = { order_id: one.order.id, lat: INSIDE.lat - 0.03, lng: INSIDE.lng };
    expect((await position(drivers.a, far)).statusCode).toBe(200);
    const first = (await dinerDriver(one.order.id, one.token)).json().driver;
    expect(first).toMatchObject({ name: 'Ahmad', lat: far.lat, lng: far.lng });
    expect(first.distance_m).toBeGreaterThan(3000);
    expect(
      await eventually(
        async () => text,
        (t) => t.includes('event: driver'),
        5000,
      ),
    ).toContain('event: driver');
    // The speed comes from the last fix (read with the carrier check, ADR 1415): 100 s ago here.
    await db.update(s.driverPositions).set({ at: new Date(Date.now() - 100_000) });
    expect((await position(drivers.a, { ...far, lat: INSIDE.lat - 0.005 })).statusCode).toBe(200);
    const [moved] = await db.select().from(s.driverPositions);
    // 0.025° of latitude (about 2,780 m) in 100 s.
    expect(moved?.speed).toBeCloseTo(27.8, 0);
    const nearer = (await dinerDriver(one.order.id, one.token)).json().driver;
    expect(nearer.distance_m).toBeLessThan(first.distance_m);
    expect(nearer.eta_minutes).toBeLessThanOrEqual(first.eta_minutes);
    const twice = await eventually(
      async () => text,
      (t) => t.split('event: driver').length > 2,
      5000,
    );
    expect(twice.split('event: driver').length).toBeGreaterThan(2);

    // Delivered: the stream ends, the position is gone, the diner sees no driver any more.
    expect((await step(drivers.a, one.order.id, { step: 'arrived' })).statusCode).toBe(200);
    const noCash = await step(drivers.a, one.order.id, { step: 'delivered' });
    expect(noCash.statusCode).toBe(400);
    const done = await step(drivers.a, one.order.id, { step: 'delivered', cash_collected: one.order.total });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ run: null, drops: [], can_return: true, delivered_today: 1 });
    expect(
      await eventually(
        async () => text,
        (t) => t.includes('event: end'),
        5000,
      ),
    ).toContain('event: end');
    expect(await db.select().from(s.driverPositions)).toEqual([]);
    expect((await dinerDriver(one.order.id, one.token)).statusCode).toBe(404);
    const after = await events(one.order.id, one.token);
    expect(after.status).toBe(404);
    await after.body?.cancel();
    expect((await position(drivers.a, far)).statusCode).toBe(403);
  });

  it('a second Delivered is a 409 and records nothing twice', async () => {
    const again = await Promise.all([
      step(drivers.a, one.order.id, { step: 'delivered', cash_collected: 1 }),
      step(drivers.a, one.order.id, { step: 'delivered', cash_collected: 1 }),
    ]);
    expect(again.map((r) => r.statusCode)).toEqual([409, 409]);
    const delivered = await db
      .select()
      .from(s.orderEvents)
      .where(and(eq(s.orderEvents.orderId, one.order.id), eq(s.orderEvents.status, 5)));
    expect(delivered).toHaveLength(1);
    const [drop] = await db.select().from(s.deliveryDrops).where(eq(s.deliveryDrops.orderId, one.order.id));
    expect(drop?.cashCollected).toBe(one.order.total);
  });

  it('reports deliveries and the cash each driver owes, until a manager counts it in (ADR 1414)', async () => {
    const owner = await ownerSessionToken(db, 'shop', '+96551410010');
    const report = await call('GET', '/admin/shop/fleet/report', owner);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().rows).toEqual([
      expect.objectContaining({
        driver_id: drivers.a.id,
        driver_name: 'Ahmad Driver',
        deliveries: 1,
        cash_collected: one.order.total,
        cash_owed: one.order.total,
      }),
    ]);
    expect((await call('GET', '/admin/other/fleet/report', owner)).statusCode).toBe(404);
    expect((await call('GET', '/admin/shop/fleet/report?day=yesterday', owner)).statusCode).toBe(400);
    const settled = await call('POST', '/admin/shop/fleet/settle', owner, { driver_id: drivers.a.id });
    expect(settled.json()).toEqual({ error: 0, settled: one.order.total });
    expect((await call('GET', '/admin/shop/fleet/report', owner)).json().rows[0]).toMatchObject({
      cash_owed: 0,
    });
    expect(
      (await call('POST', '/admin/shop/fleet/settle', owner, { driver_id: drivers.a.id })).statusCode,
    ).toBe(404);
    // "Back at branch" after the run: first in line for the branch again.
    expect((await call('POST', '/staff/driver/shop/back', drivers.a.token)).json()).toMatchObject({
      can_return: false,
    });
    const fleet = (await call('GET', '/staff/fleet', board)).json();
    expect(fleet.drivers.find((d: { id: number }) => d.id === drivers.a.id).state).toBe('back');
    expect(fleet.suggested[String(ids.main)]).toBe(drivers.a.id);
    void otherIds;
  });

  it('a drop the board delivered is delivered once; one the restaurant cancelled leaves the run (409)', async () => {
    // B carries order two; the counter taps Delivered on the board first.
    expect((await step(drivers.b, two.order.id, { step: 'picked_up' })).statusCode).toBe(200);
    expect((await dinerDriver(two.order.id, two.token)).statusCode).toBe(200);
    expect(
      (await call('POST', `/staff/orders/${two.order.id}/status`, board, { status: 5 })).statusCode,
    ).toBe(200);
    // Delivered for the diner: their driver is no longer theirs to see, before B's own step.
    expect((await dinerDriver(two.order.id, two.token)).statusCode).toBe(404);
    expect((await step(drivers.b, two.order.id, { step: 'arrived' })).statusCode).toBe(200);
    const done = await step(drivers.b, two.order.id, { step: 'delivered', cash_collected: two.order.total });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ run: null, drops: [] });
    const delivered = await db
      .select()
      .from(s.orderEvents)
      .where(and(eq(s.orderEvents.orderId, two.order.id), eq(s.orderEvents.status, 5)));
    expect(delivered).toHaveLength(1);

    const three = await place(deliveryOrder(ids));
    await ready(three.order.id);
    expect(
      (
        await call('POST', '/staff/fleet/assign', board, {
          driver_id: drivers.b.id,
          order_ids: [three.order.id],
        })
      ).statusCode,
    ).toBe(200);
    expect((await step(drivers.b, three.order.id, { step: 'picked_up' })).statusCode).toBe(200);
    expect((await position(drivers.b, { order_id: three.order.id, lat: 29.3, lng: 48 })).statusCode).toBe(
      200,
    );
    const stream = await fetch(
      `${base}/api/webapp/order/${three.order.id}/driver/events?token=${three.token}`,
    );
    expect(stream.status).toBe(200);
    let text = '';
    void (async () => {
      const reader = stream.body?.getReader();
      for (;;) {
        const chunk = await reader?.read().catch(() => undefined);
        if (!chunk || chunk.done) return;
        text += new TextDecoder().decode(chunk.value);
      }
    })();
    expect(
      await eventually(
        async () => text,
        (t) => t.includes('event: driver'),
        5000,
      ),
    ).toContain('event: driver');
    expect(
      (await call('POST', `/staff/orders/${three.order.id}/status`, board, { status: 9 })).statusCode,
    ).toBe(200);
    // Cancelled: the diner's map ends at once and their driver is not theirs to see any more.
    expect(
      await eventually(
        async () => text,
        (t) => t.includes('event: end'),
        5000,
      ),
    ).toContain('event: end');
    expect((await dinerDriver(three.order.id, three.token)).statusCode).toBe(404);
    const gone = await step(drivers.b, three.order.id, { step: 'arrived' });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('ORDER_CLOSED_MEANWHILE');
    expect((await drops(drivers.b)).json()).toMatchObject({ run: null, drops: [] });
    expect(await db.select().from(s.driverPositions)).toEqual([]);
  });
});
