import { placeOrderResponseSchema, staffOrdersResponseSchema } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { deliveryOrder, pickupOrder, type ShopIds, twoShops } from '../orders/order-test-fixture.ts';
import { hashStaffToken, issueStaffToken } from './staff-tokens.ts';

let ctx: TestContext;
let ids: ShopIds;
let token: string;
let otherToken: string;

beforeAll(async () => {
  ({ ctx, ids, token, otherToken } = await twoShops());
});
afterAll(() => ctx.close());

const asStaff = (t: string) => ({ authorization: `Bearer ${t}` });

async function place(body: unknown) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: body as object });
  return await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
}

const setStatus = (orderId: number, status: number, t = token) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/status`,
    payload: { status },
    headers: asStaff(t),
  });

const board = async (t = token, scope = 'live') =>
  staffOrdersResponseSchema.parse(
    (await ctx.app.inject({ url: `/api/staff/orders?scope=${scope}`, headers: asStaff(t) })).json(),
  );

describe('staff tokens', () => {
  it('are opaque, stored only as a hash, and open one business', async () => {
    expect(token).toMatch(/^sst_[A-Za-z0-9_-]{32}$/);
    const rows = await ctx.database.db.select().from(s.staffTokens);
    expect(rows.map((r) => r.tokenHash)).toContain(hashStaffToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await board()).business.reference_id).toBe('shop');
    expect(await issueStaffToken(ctx.database.db, 'nowhere')).toBeNull();
  });

  it('every staff route answers 401 without a valid token, and after revocation', async () => {
    for (const headers of [{}, asStaff('sst_wrong')]) {
      const res = await ctx.app.inject({ url: '/api/staff/orders', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 1, code: 'unauthorized' });
    }
    // A malformed Authorization header is refused by the §7 header check before any route.
    expect(
      (await ctx.app.inject({ url: '/api/staff/orders', headers: { authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(400);
    expect((await setStatus(1, 1, 'sst_wrong')).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/staff/events' })).statusCode).toBe(401);
    const revoked = (await issueStaffToken(ctx.database.db, 'shop', 'temp')) ?? '';
    await ctx.database.db
      .update(s.staffTokens)
      .set({ revokedAt: new Date() })
      .where(eq(s.staffTokens.name, 'temp'));
    expect((await ctx.app.inject({ url: '/api/staff/orders', headers: asStaff(revoked) })).statusCode).toBe(
      401,
    );
  });
});

describe('the staff board', () => {
  it('lists live orders of its own business with lines and the next allowed statuses', async () => {
    const placed = await place(pickupOrder(ids));
    const live = await board();
    const row = live.orders.find((o) => o.id === placed.order.id);
    expect(row).toMatchObject({ branch_name: 'Shop Main', next_statuses: [1, 2, 9], status: 0 });
    expect(row?.lines?.[0]?.name).toBe('Burger');
    expect((await board(otherToken)).orders.find((o) => o.id === placed.order.id)).toBeUndefined();
  });

  it('does not list an online order until it is paid', async () => {
    const unpaid = await place(pickupOrder(ids, { payment_type: 4 }));
    expect((await board()).orders.some((o) => o.id === unpaid.order.id)).toBe(false);
    expect(
      (await board(token, 'recent')).orders.find((o) => o.id === unpaid.order.id)?.next_statuses,
    ).toEqual([2, 9]);
  });
});

describe('status transitions (ADR 401)', () => {
  it('allowed: pending → accepted → ready → out → delivered for a delivery order, each recorded', async () => {
    const placed = await place(deliveryOrder(ids));
    for (const status of [1, 3, 4, 5]) {
      const res = await setStatus(placed.order.id, status);
      expect(res.statusCode, `→ ${status}`).toBe(200);
      expect(res.json().order.status).toBe(status);
    }
    const full = (
      await ctx.app.inject({ url: `/api/webapp/order/${placed.order.id}/${placed.token}?full=true` })
    ).json();
    expect(full.order.status).toBe(5);
    expect(full.order.events.map((e: { status: number; actor: string }) => [e.status, e.actor])).toEqual([
      [0, 'customer'],
      [1, 'staff'],
      [3, 'staff'],
      [4, 'staff'],
      [5, 'staff'],
    ]);
    expect((await board()).orders.some((o) => o.id === placed.order.id)).toBe(false);
  });

  it('refused with 409 and the domain’s code: skipping, going back, leaving a final status', async () => {
    const placed = await place(pickupOrder(ids));
    const skip = await setStatus(placed.order.id, 3);
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ error: 1, code: 'TRANSITION_NOT_ALLOWED' });
    await setStatus(placed.order.id, 1);
    await setStatus(placed.order.id, 3);
    expect((await setStatus(placed.order.id, 4)).json().code).toBe('OUT_ONLY_FOR_DELIVERY');
    expect((await setStatus(placed.order.id, 1)).json().code).toBe('TRANSITION_NOT_ALLOWED');
    expect((await setStatus(placed.order.id, 9)).statusCode).toBe(200);
    expect((await setStatus(placed.order.id, 0)).json().code).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('an unpaid online order can only be rejected or cancelled (AWAITING_PAYMENT)', async () => {
    const unpaid = await place(pickupOrder(ids, { payment_type: 4 }));
    const accept = await setStatus(unpaid.order.id, 1);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().code).toBe('AWAITING_PAYMENT');
    expect((await setStatus(unpaid.order.id, 2)).statusCode).toBe(200);
  });

  it('a scheduled order is accepted from status 10', async () => {
    const later = await place(pickupOrder(ids, { priority: 'later', scheduled_at: '2026-03-09 15:00' }));
    expect(later.order.status).toBe(10);
    expect((await setStatus(later.order.id, 1)).json().order.status).toBe(1);
  });

  it('two staff pressing at once: one wins, the other gets 409', async () => {
    const placed = await place(pickupOrder(ids));
    const results = await Promise.all([setStatus(placed.order.id, 1), setStatus(placed.order.id, 2)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('another business’s order is a 404, and an unknown status a 400', async () => {
    const placed = await place(pickupOrder(ids));
    expect((await setStatus(placed.order.id, 1, otherToken)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/staff/orders/${placed.order.id}`, headers: asStaff(otherToken) }))
        .statusCode,
    ).toBe(404);
    expect((await setStatus(placed.order.id, 7)).statusCode).toBe(400);
  });
});
