import type { OrderStatusEvent } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../platform/test/eventually.ts';
import { orderIdOf } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { createOrderEventsHub, type OrderEventsHub } from './order-events-hub.ts';
import { findOrderSnapshot } from './order-repository.ts';
import { createOrderStatusFeed, eventFromNotice, snapshotEvent } from './order-status-feed.ts';
import { NOON, orderSeed, pickupOrder, shopIds } from './order-test-fixture.ts';

// The feed between the hub and a customer stream, on a real database and a real LISTEN
// connection. The snapshot read is held at a chosen point (a gate), which is how a slow read
// interleaves with a change in production.

let ctx: TestContext;
let hub: OrderEventsHub;
let staffToken: string;

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => NOON });
  staffToken = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
  hub = createOrderEventsHub(ctx.database.pool.options, { warn: () => {}, error: () => {} });
  await hub.ready();
});
afterAll(async () => {
  await hub.close();
  await ctx.close();
});

async function placeOrder(): Promise<number> {
  const ids = await shopIds(ctx.database.db);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: pickupOrder(ids) });
  return orderIdOf(ctx.database.db, res.json().order.public_ref);
}

const accept = (orderId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/status`,
    headers: { authorization: `Bearer ${staffToken}` },
    payload: { status: 1 },
  });

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** A feed of one order wired to the hub, whose snapshot read waits for `hold` where told. */
function feedOf(orderId: number, hold: { before?: Promise<void>; after?: Promise<void> }) {
  const sent: OrderStatusEvent[] = [];
  // The order's own 'placed' notice may still arrive after subscribing: only its status change counts.
  const notices: { e: number; n: number; k: string }[] = [];
  const feed = createOrderStatusFeed({
    readSnapshot: async () => {
      await hold.before;
      const row = await findOrderSnapshot(ctx.database.db, orderId);
      await hold.after;
      return row && snapshotEvent(row);
    },
    send: (event) => sent.push(event),
  });
  const unsubscribe = hub.subscribeOrder(orderId, (notice) => {
    if (!notice) return;
    notices.push({ e: notice.e, n: notice.n, k: notice.k });
    feed.live(eventFromNotice(notice));
  });
  return { feed, sent, notices, unsubscribe };
}

describe('order status feed', () => {
  it('a snapshot read before a change is not sent after it (the change comes last)', async () => {
    const orderId = await placeOrder();
    const held = gate();
    const { feed, sent, notices, unsubscribe } = feedOf(orderId, { after: held.opened });
    const resync = feed.resync();
    // The snapshot (status 0) is read; meanwhile the order is accepted and its notice arrives.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await accept(orderId)).statusCode).toBe(200);
    await eventually(
      async () => notices.some((n) => n.k === 'status'),
      (seen) => seen,
    );
    expect(sent).toEqual([]);
    held.open();
    await resync;
    expect(sent.map((e) => [e.kind, e.status])).toEqual([
      ['snapshot', 0],
      ['status', 1],
    ]);
    expect(sent[1]?.event_id).toBeGreaterThan(sent[0]?.event_id ?? 0);
    unsubscribe();
  });

  it('a change the snapshot already includes is not sent again, and nothing older follows', async () => {
    const orderId = await placeOrder();
    const held = gate();
    const { feed, sent, notices, unsubscribe } = feedOf(orderId, { before: held.opened });
    const resync = feed.resync();
    expect((await accept(orderId)).statusCode).toBe(200);
    await eventually(
      async () => notices.some((n) => n.k === 'status'),
      (seen) => seen,
    );
    held.open();
    await resync;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'snapshot',
      status: 1,
      event_id: notices.find((n) => n.k === 'status')?.n,
    });
    // A late copy of an older event (a duplicate delivery) changes nothing either.
    feed.live({ ...(sent[0] as OrderStatusEvent), kind: 'placed', status: 0, event_id: 1 });
    expect(sent).toHaveLength(1);
    unsubscribe();
  });
});
