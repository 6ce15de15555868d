// Refunds people can see (ADR 1430): the real app on a real port, its Tap adapter
// talking to the stand-in of Tap's API. A cancelled paid order is refunded at once through the job
// queue; a manager refunds part of an order (lines or an amount, with a reason), also after
// delivery; the sum never exceeds what was paid, even when two refunds race.
import { randomBytes } from 'node:crypto';
import { orderViewSchema, placeOrderResponseSchema, staffOrderResponseSchema } from '@sufra/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../../platform/db/schema/index.ts';
import { eventually } from '../../../platform/test/eventually.ts';
import { freePort } from '../../../platform/test/free-port.ts';
import { withOrderId } from '../../../platform/test/order-ids.ts';
import { startTapStandIn, type TapStandIn } from '../../../platform/test/tap-stand-in.ts';
import { createTestApp, type TestContext } from '../../../platform/test/test-app.ts';
import { createAdminSessions } from '../../admin/admin-auth.ts';
import { addMember, memberSession } from '../../admin/admin-test-support.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../../orders/order-test-fixture.ts';
import { issueStaffToken } from '../../staff/staff-tokens.ts';

const PLATFORM_KEY = 'sk_test_platformKey0001';

let tap: TapStandIn;
let ctx: TestContext;
let ids: ShopIds;
let origin: string;
let manager: string;
let owner: string;
let staffRole: string;
let device: string;
let otherOwner: string;

beforeAll(async () => {
  tap = await startTapStandIn({ keys: [PLATFORM_KEY] });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  ctx = await createTestApp([orderSeed(), orderSeed('other')], {
    now: () => NOON,
    env: {
      PAYMENT_PROVIDER: 'tap',
      TAP_API_URL: tap.apiUrl,
      TAP_SECRET_KEY: PLATFORM_KEY,
      PUBLIC_URL: origin,
      PAYMENT_KEYS_SECRET: randomBytes(32).toString('hex'),
    },
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  ids = await shopIds(ctx.database.db);
  const db = ctx.database.db;
  [owner, manager, staffRole, otherOwner] = await Promise.all([
    memberSession(db, 'shop', 'owner'),
    memberSession(db, 'shop', 'manager'),
    memberSession(db, 'shop', 'staff'),
    memberSession(db, 'other', 'owner'),
  ]);
  device = (await issueStaffToken(db, 'shop')) ?? '';
});
afterAll(async () => {
  await ctx.close();
  await tap.close();
});

const call = (path: string, token: string, body?: unknown) =>
  fetch(`${origin}/api/staff/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const refund = (orderId: number, body: unknown, token = manager) =>
  call(`orders/${orderId}/refunds`, token, body);
const staffOrder = async (orderId: number) =>
  staffOrderResponseSchema.parse(await (await call(`orders/${orderId}`, manager)).json()).order;
const dinerView = async (id: number, token: string) =>
  orderViewSchema.parse(
    (
      (await (await fetch(`${origin}/api/webapp/order/${id}/${token}?full=true`)).json()) as {
        order: unknown;
      }
    ).order,
  );

/** An order of two burgers paid by KNET through Tap. */
async function placePaid(quantity = 2) {
  const order = pickupOrder(ids, {
    payment_type: 4,
    order_lines: [{ item_id: ids.burger.id, price_label_id: ids.burger.labels[0], quantity }],
  });
  const res = await fetch(`${origin}/api/webapp/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(order),
  });
  expect(res.status).toBe(201);
  const placed = await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(await res.json()));
  const chargeId = new URL(placed.payment?.url ?? '').pathname.split('/').pop() ?? '';
  const { location } = await tap.pay(chargeId, true);
  await fetch(location, { redirect: 'manual' });
  await eventually(
    () => dinerView(placed.order.id, placed.token),
    (o) => o.payment_state === 'paid',
    10_000,
  );
  return { ...placed, chargeId };
}

const tapRefunded = (chargeId: string) =>
  tap.refunds
    .filter((r) => r.charge_id === chargeId)
    .reduce((sum, r) => sum + Math.round(r.amount * 1000), 0);

describe('a cancelled paid order is refunded at once, and everyone sees it', () => {
  it('the rest of what was paid goes to Tap through the job queue; board and diner see "refunded"', async () => {
    const placed = await placePaid();
    const paid = placed.order.amounts.total;
    const cancelled = await call(`orders/${placed.order.id}/status`, manager, { status: 9 });
    expect(cancelled.status).toBe(200);
    // No sweep (every 5 minutes) in between: the board sends it at once.
    const sent = await eventually(
      async () => tapRefunded(placed.chargeId),
      (n) => n === paid,
      10_000,
    );
    expect(sent).toBe(paid);
    const diner = await eventually(
      () => dinerView(placed.order.id, placed.token),
      (o) => o.refunds?.[0]?.status === 'refunded',
      10_000,
    );
    expect(diner.refunds).toEqual([
      expect.objectContaining({
        amount: paid,
        status: 'refunded',
        reason: 'order_cancelled',
        via: 'gateway',
      }),
    ]);
    expect(await staffOrder(placed.order.id)).toMatchObject({ refundable: 0 });
    // The attempt itself stays paid: no second, full refund by the old REFUND_DUE sweep.
    const [payment] = await ctx.database.db
      .select()
      .from(s.payments)
      .where(eq(s.payments.reference, placed.payment?.reference ?? ''));
    expect(payment).toMatchObject({ status: 'paid', failureCode: null });
  });
});

describe('partial refunds', () => {
  it('a line, then an amount, with reasons, audited; more than is left is refused; a cancel gives back the rest', async () => {
    const placed = await placePaid(2);
    const paid = placed.order.amounts.total;
    const before = await staffOrder(placed.order.id);
    expect(before.refundable).toBe(paid);
    const line = before.lines?.[0];
    expect(line?.quantity).toBe(2);
    const oneBurger = Math.floor((line?.net ?? 0) / 2);

    const byLine = await refund(placed.order.id, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'Burger was cold',
    });
    expect(byLine.status).toBe(200);
    const afterLine = staffOrderResponseSchema.parse(await byLine.json()).order;
    expect(afterLine.refunds?.[0]).toMatchObject({
      amount: oneBurger,
      reason: 'Burger was cold',
      lines: [{ position: 0, quantity: 1 }],
    });
    expect(afterLine.refundable).toBe(paid - oneBurger);

    const byAmount = await refund(placed.order.id, { amount: 100, reason: 'Late' }, owner);
    expect(byAmount.status).toBe(200);
    await eventually(
      async () => tapRefunded(placed.chargeId),
      (n) => n === oneBurger + 100,
      10_000,
    );
    expect(tap.refunds.filter((r) => r.charge_id === placed.chargeId).map((r) => r.reason)).toEqual([
      'Partial refund by the restaurant',
      'Partial refund by the restaurant',
    ]);

    const left = paid - oneBurger - 100;
    const over = await refund(placed.order.id, { amount: left + 1, reason: 'Too much' });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ error: 1, code: 'REFUND_EXCEEDS_PAID' });
    const badLine = await refund(placed.order.id, { lines: [{ position: 0, quantity: 3 }], reason: 'x' });
    expect(badLine.status).toBe(400);
    expect(await badLine.json()).toMatchObject({ code: 'REFUND_LINE_QUANTITY' });
    for (const body of [
      { amount: 5 },
      { amount: 5, lines: [{ position: 0, quantity: 1 }], reason: 'x' },
      { amount: 0, reason: 'x' },
    ])
      expect((await refund(placed.order.id, body)).status).toBe(400);

    const audit = await ctx.database.db
      .select()
      .from(s.adminAudit)
      .where(and(eq(s.adminAudit.entity, 'refund')));
    expect(audit.map((a) => (a.after as { reason: string }).reason)).toEqual(
      expect.arrayContaining(['Burger was cold', 'Late']),
    );

    expect((await call(`orders/${placed.order.id}/status`, manager, { status: 9 })).status).toBe(200);
    await eventually(
      async () => tapRefunded(placed.chargeId),
      (n) => n === paid,
      10_000,
    );
    const diner = await eventually(
      () => dinerView(placed.order.id, placed.token),
      (o) => (o.refunds ?? []).every((r) => r.status === 'refunded') && o.refunds?.length === 3,
      10_000,
    );
    expect(diner.refunds?.map((r) => r.amount)).toEqual([oneBurger, 100, left]);
  });

  it('two refunds at once never give back more than was paid', async () => {
    const placed = await placePaid(2);
    const paid = placed.order.amounts.total;
    const half = Math.floor(paid / 2) + 1;
    const answers = await Promise.all([
      refund(placed.order.id, { amount: half, reason: 'one' }),
      refund(placed.order.id, { amount: half, reason: 'two' }, owner),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await ctx.database.db
      .select()
      .from(s.orderRefunds)
      .where(eq(s.orderRefunds.orderId, placed.order.id));
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBeLessThanOrEqual(paid);
    expect(rows).toHaveLength(1);
  });

  it('after delivery of a cash order, a refund is recorded as handed back; before it nothing was paid', async () => {
    const res = await fetch(`${origin}/api/webapp/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pickupOrder(ids, { payment_type: 2 })),
    });
    const placed = await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(await res.json()));
    const early = await refund(placed.order.id, { amount: 100, reason: 'x' });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'REFUND_NOTHING_PAID' });
    let order = await staffOrder(placed.order.id);
    while (order.status !== 5) {
      const next = order.next_statuses.find((x) => x !== 2 && x !== 9);
      expect(next).toBeDefined();
      const moved = await call(`orders/${placed.order.id}/status`, manager, { status: next });
      expect(moved.status).toBe(200);
      order = await staffOrder(placed.order.id);
    }
    const after = await refund(placed.order.id, { amount: 300, reason: 'Wrong drink' });
    expect(after.status).toBe(200);
    const view = staffOrderResponseSchema.parse(await after.json()).order;
    expect(view.refunds?.[0]).toMatchObject({ via: 'cash', status: 'refunded', amount: 300 });
    expect(view.refundable).toBe(placed.order.amounts.total - 300);
  });
});

describe('who may refund', () => {
  it('owners and managers; a staff member and a kitchen tablet get 403; another business 404', async () => {
    const placed = await placePaid(1);
    for (const token of [staffRole, device]) {
      const res = await refund(placed.order.id, { amount: 100, reason: 'x' }, token);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'role_not_allowed' });
    }
    expect((await refund(placed.order.id, { amount: 100, reason: 'x' }, otherOwner)).status).toBe(404);
    expect((await refund(placed.order.id, { amount: 100, reason: 'x' }, 'sst_nothing')).status).toBe(401);
    // A manager bound to the other branch: this branch's order is not theirs to refund (404).
    const elsewhere = await addMember(ctx.database.db, 'shop', '+96559876001', 'manager', ids.second);
    const elsewhereToken = await createAdminSessions({ db: ctx.database.db, now: () => new Date() }).issue(
      elsewhere.id,
    );
    expect((await refund(placed.order.id, { amount: 100, reason: 'x' }, elsewhereToken)).status).toBe(404);
    const rows = await ctx.database.db
      .select()
      .from(s.orderRefunds)
      .where(eq(s.orderRefunds.orderId, placed.order.id));
    expect(rows).toEqual([]);
  });
});
