import { placeOrderResponseSchema } from '@sufra/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connect } from '../../platform/db/client.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { createEventStreams } from './event-stream.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from './order-test-fixture.ts';

type Sse = { event: string; data: Record<string, unknown>; id?: string };

/** Reads a Server-Sent Events response into an array as events arrive. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: Sse[] = [];
  let raw = '';
  let ended = false;
  const reading = (async () => {
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        raw += decoder.decode(chunk.value, { stream: true });
        let at = raw.indexOf('\n\n');
        while (at >= 0) {
          const block = raw.slice(0, at);
          raw = raw.slice(at + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => !l.startsWith(':') && l.includes(': '))
              .map((l) => [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)]),
          );
          if (fields.event)
            events.push({ event: fields.event, data: JSON.parse(fields.data ?? '{}'), id: fields.id });
          at = raw.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return {
    res,
    events,
    get ended() {
      return ended;
    },
    until: (predicate: (e: Sse) => boolean) =>
      eventually(
        async () => events.find(predicate),
        (e) => e !== undefined,
        5_000,
      ),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

let ctx: TestContext;
let ids: ShopIds;
let base: string;
let staffToken: string;

beforeAll(async () => {
  ctx = await createTestApp([orderSeed(), orderSeed('other')], { now: () => NOON });
  ids = await shopIds(ctx.database.db);
  staffToken = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

async function place(over: Record<string, unknown> = {}) {
  const res = await fetch(`${base}/api/webapp/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(pickupOrder(ids, over)),
  });
  return await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(await res.json()));
}

const setStatus = (app: App | string, orderId: number, status: number) =>
  fetch(`${typeof app === 'string' ? app : base}/api/staff/orders/${orderId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
    body: JSON.stringify({ status }),
  });

describe('live order status over Server-Sent Events', () => {
  it('the customer gets a snapshot, then each change as it is committed', async () => {
    const placed = await place();
    const stream = await openStream(
      `${base}/api/webapp/order/${placed.order.id}/events?token=${placed.token}`,
    );
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const snapshot = await stream.until((e) => e.data.kind === 'snapshot');
    expect(snapshot).toMatchObject({ data: { status: 0 } });
    // The diner's stream names the order by its URL; its events carry no order number (ADR 1472).
    expect(snapshot?.data).not.toHaveProperty('order_id');
    expect((await setStatus(base, placed.order.id, 1)).status).toBe(200);
    const accepted = await stream.until((e) => e.data.status === 1);
    expect(accepted).toMatchObject({ event: 'status', data: { kind: 'status', payment_state: 'none' } });
    expect(Number(accepted?.id)).toBeGreaterThan(0);
    await setStatus(base, placed.order.id, 3);
    expect(await stream.until((e) => e.data.status === 3)).toBeDefined();
    await stream.close();
  });

  it('a wrong token gets the 404 JSON, not a stream', async () => {
    const placed = await place();
    const res = await fetch(`${base}/api/webapp/order/${placed.order.id}/events?token=${'z'.repeat(22)}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 1, code: 'not_found' });
  });

  it('works across server instances: a change made through one reaches a stream on another', async () => {
    const url = String(ctx.database.pool.options.connectionString);
    const database = connect(url, 3);
    const other = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      logger: false,
      now: () => NOON,
    });
    const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const placed = await place();
      const stream = await openStream(
        `${otherBase}/api/webapp/order/${placed.order.id}/events?token=${placed.token}`,
      );
      await stream.until((e) => e.data.kind === 'snapshot');
      expect((await setStatus(base, placed.order.id, 2)).status).toBe(200);
      expect(await stream.until((e) => e.data.status === 2)).toBeDefined();
      await stream.close();
    } finally {
      await other.close();
      await database.close();
    }
  });

  it('survives losing its LISTEN connection: it reconnects, resends a snapshot, and keeps streaming', async () => {
    const placed = await place();
    const stream = await openStream(
      `${base}/api/webapp/order/${placed.order.id}/events?token=${placed.token}`,
    );
    await stream.until((e) => e.data.kind === 'snapshot');
    await ctx.database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query = 'LISTEN sufra_order_events' AND pid <> pg_backend_pid()`,
    );
    await eventually(
      async () => stream.events.filter((e) => e.data.kind === 'snapshot').length,
      (n) => n >= 2,
      5_000,
    );
    await setStatus(base, placed.order.id, 1);
    expect(await stream.until((e) => e.data.status === 1)).toBeDefined();
    await stream.close();
  });

  it('the staff stream announces new orders and changes of its own business only', async () => {
    const stream = await openStream(`${base}/api/staff/events`, { authorization: `Bearer ${staffToken}` });
    await stream.until((e) => e.event === 'ready');
    const placed = await place();
    expect(
      await stream.until((e) => e.data.order_id === placed.order.id && e.data.kind === 'placed'),
    ).toBeDefined();
    await setStatus(base, placed.order.id, 1);
    expect(
      await stream.until((e) => e.data.order_id === placed.order.id && e.data.status === 1),
    ).toBeDefined();
    const foreign = await fetch(`${base}/api/webapp/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pickupOrder(await shopIds(ctx.database.db, 'other'))),
    });
    const foreignId = (
      await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(await foreign.json()))
    ).order.id;
    await new Promise((r) => setTimeout(r, 200));
    expect(stream.events.some((e) => e.data.order_id === foreignId)).toBe(false);
    await stream.close();
  });
});

describe('event streams', () => {
  it('send a heartbeat comment while idle', async () => {
    const app = Fastify();
    const streams = createEventStreams(30);
    app.get('/s', async (_request, reply) => {
      streams.start(reply);
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${url}/s`, { signal: controller.signal });
    const reader = res.body?.getReader();
    let text = '';
    while (!text.includes(': ping')) text += new TextDecoder().decode((await reader?.read())?.value);
    expect(text).toContain('retry: 3000');
    controller.abort();
    streams.closeAll();
    await app.close();
  });

  it('app.close() ends open streams instead of waiting for them', async () => {
    const other = await createTestApp([orderSeed()], { now: () => NOON });
    const otherIds = await shopIds(other.database.db);
    const otherBase = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(otherIds),
    });
    const placed = placeOrderResponseSchema.parse(res.json());
    const stream = await openStream(
      `${otherBase}/api/webapp/order/${placed.order.public_ref}/events?token=${placed.token}`,
    );
    await stream.until((e) => e.data.kind === 'snapshot');
    // The app's close alone: dropping the test database afterwards is no part of it (and takes
    // seconds on a busy machine).
    const started = Date.now();
    await other.app.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    await other.close();
    await eventually(
      async () => stream.ended,
      (v) => v,
      3_000,
    );
    expect(stream.ended).toBe(true);
  });
});
