import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { orderIdOf } from '../../platform/test/order-ids.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import type { RecordingChannel } from '../accounts/accounts-test-support.ts';
import { type AdminCalls, adminTestApp, signInTeam } from '../admin/admin-test-support.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';

// ADR 1370, 1371: one sign-in for the back office, the board, Today and Import & export; per-branch
// boards; device tokens issued and revoked in the back office; invited members told by message.
let ctx: TestContext;
let channel: RecordingChannel;
let ids: ShopIds;
let owner: AdminCalls;
let manager: AdminCalls;
let staffAll: AdminCalls;
let staffSecond: AdminCalls;
let otherOwner: AdminCalls;
const orderIds = { main: 0, second: 0 };

beforeAll(async () => {
  ({ ctx, channel } = await adminTestApp([orderSeed('shop'), orderSeed('other')], { now: () => NOON }));
  ids = await shopIds(ctx.database.db);
  const team = await signInTeam(ctx, channel, 37, {
    owner: { role: 'owner' },
    manager: { role: 'manager' },
    staffAll: { role: 'staff' },
    staffSecond: { role: 'staff', branchId: ids.second },
    otherOwner: { ref: 'other', role: 'owner' },
  });
  ({ owner, manager, staffAll, staffSecond, otherOwner } = team);
  for (const at of ['main', 'second'] as const) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: pickupOrder(ids) });
    expect(res.statusCode, res.body).toBe(201);
    orderIds[at] = await orderIdOf(ctx.database.db, res.json().order.public_ref);
  }
  // The second order as if placed at the second branch.
  await ctx.database.db
    .update(s.orders)
    .set({ branchId: ids.second })
    .where(eq(s.orders.id, orderIds.second));
});
afterAll(() => ctx.close());

/** A staff API call with a token as the bearer, or as the board's cookie (the browser's way). */
const staffCall = (
  token: string | undefined,
  url: string,
  how: 'bearer' | 'cookie' = 'bearer',
  payload?: object,
) =>
  ctx.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/staff${url}`,
    headers: how === 'bearer' ? { authorization: `Bearer ${token}` } : { cookie: `sufra_staff=${token}` },
    ...(payload ? { payload } : {}),
  });

const boardIds = async (token: string | undefined, how: 'bearer' | 'cookie' = 'bearer') => {
  const res = await staffCall(token, '/orders?scope=recent', how);
  expect(res.statusCode, res.body).toBe(200);
  return { ref: res.json().business.reference_id, ids: res.json().orders.map((o: { id: number }) => o.id) };
};

describe('one sign-in for everything (ADR 1370)', () => {
  it('the back-office session opens the order board, as a bearer token and as the board cookie', async () => {
    expect(await boardIds(owner.token)).toEqual({ ref: 'shop', ids: [orderIds.second, orderIds.main] });
    expect(await boardIds(owner.token, 'cookie')).toEqual({
      ref: 'shop',
      ids: [orderIds.second, orderIds.main],
    });
    expect((await boardIds(staffAll.token)).ids).toHaveLength(2);
    expect((await staffCall('sad_not-a-session', '/orders')).statusCode).toBe(401);
  });

  it('a staff member bound to a branch sees and moves only that branch’s orders', async () => {
    expect(await boardIds(staffSecond.token)).toEqual({ ref: 'shop', ids: [orderIds.second] });
    expect((await staffCall(staffSecond.token, `/orders/${orderIds.main}`)).statusCode).toBe(404);
    const moved = await staffCall(staffSecond.token, `/orders/${orderIds.main}/status`, 'bearer', {
      status: 2,
    });
    expect(moved.statusCode).toBe(404);
    expect((await staffCall(staffSecond.token, `/orders/${orderIds.second}`)).statusCode).toBe(200);
  });

  it('another business’s owner never sees this business’s orders', async () => {
    const board = await boardIds(otherOwner.token);
    expect(board.ref).toBe('other');
    expect(board.ids).not.toContain(orderIds.main);
    expect((await staffCall(otherOwner.token, `/orders/${orderIds.main}`)).statusCode).toBe(404);
  });

  it('Today and Import & export open to owners and managers, not to staff (403) nor another business (404)', async () => {
    const today = (token: string | undefined) => staffCall(token, '/admin/shop/today', 'cookie');
    expect((await today(owner.token)).statusCode).toBe(200);
    expect((await today(manager.token)).statusCode).toBe(200);
    expect((await today(staffAll.token)).statusCode).toBe(403);
    expect((await today(otherOwner.token)).statusCode).toBe(404);
    expect((await staffCall(manager.token, '/admin/shop/items.csv', 'cookie')).statusCode).toBe(200);
    expect((await staffCall(staffAll.token, '/admin/shop/export', 'cookie')).statusCode).toBe(403);
  });
});

describe('kitchen tablets: device tokens from the back office (ADR 1370)', () => {
  it('an owner issues one (the board only) and revokes it; the audit names both', async () => {
    const issued = await owner.post('/devices', { name: 'Kitchen tablet' });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.headers['cache-control']).toBe('no-store');
    const { token, device } = issued.json();
    expect(token).toMatch(/^sst_/);
    // The board opens…
    expect((await boardIds(token)).ids).toHaveLength(2);
    // …Today and the data calls do not.
    const today = await staffCall(token, '/admin/shop/today');
    expect(today.statusCode).toBe(403);
    expect(today.json().code).toBe('role_not_allowed');
    expect((await staffCall(token, '/admin/shop/export')).statusCode).toBe(403);
    // Nor does the back office.
    expect(
      (await ctx.app.inject({ url: '/api/admin/shop/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);

    const listed = (await owner.get('/devices')).json().devices;
    expect(listed.find((d: { id: number }) => d.id === device.id)).toMatchObject({
      name: 'Kitchen tablet',
      revoked_at: null,
    });
    expect(JSON.stringify(listed)).not.toContain(token);

    // Another business's owner cannot revoke it (404), a manager cannot list or revoke (403).
    expect((await otherOwner.post(`/devices/${device.id}/revoke`, {})).statusCode).toBe(404);
    expect((await manager.get('/devices')).statusCode).toBe(403);
    expect((await manager.post(`/devices/${device.id}/revoke`, {})).statusCode).toBe(403);
    expect((await boardIds(token)).ids).toHaveLength(2);

    expect((await owner.post(`/devices/${device.id}/revoke`, {})).statusCode).toBe(200);
    expect((await staffCall(token, '/orders')).statusCode).toBe(401);
    expect((await owner.post(`/devices/${device.id}/revoke`, {})).statusCode).toBe(404);

    const audit = await ctx.database.db
      .select({ action: s.adminAudit.action })
      .from(s.adminAudit)
      .where(eq(s.adminAudit.entity, 'device'));
    expect(audit.map((a) => a.action).sort()).toEqual(['issue', 'revoke']);
  });

  it('refuses a device without a name (422), and staff members (403)', async () => {
    expect((await owner.post('/devices', { name: ' ' })).statusCode).toBe(422);
    expect((await staffAll.post('/devices', { name: 'Tablet' })).statusCode).toBe(403);
  });
});

describe('an invited member is told (ADR 1371)', () => {
  it('sends the sign-in link to the new member’s phone through the message channel', async () => {
    const invited = await owner.post('/team', {
      phone: '+96551370099',
      name: 'Huda',
      role: 'staff',
      branch_id: ids.second,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ notified: true, sign_in_url: '/shop/admin/login' });
    const notice = await eventually(
      async () => channel.notices.find((n) => n.to === '+96551370099'),
      (n) => n !== undefined,
      15_000,
    );
    expect(notice?.text).toContain('/shop/admin/login');
    expect(notice?.channel).toBe('sms');
    // A refused invitation (the phone is on the team) sends nothing more.
    expect(
      (await owner.post('/team', { phone: '+96551370099', name: 'Huda', role: 'staff' })).statusCode,
    ).toBe(409);
    expect(channel.notices.filter((n) => n.to === '+96551370099')).toHaveLength(1);
  });
});
