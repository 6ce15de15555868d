import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatOrderRef } from '@sufra/contract/order-ref';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../platform/test/eventually.ts';
import { orderIdOf } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { createTwilioVerifyChannel } from '../accounts/twilio-verify-channel.ts';
import { adminCalls, memberSession } from '../admin/admin-test-support.ts';
import { HOUSE, NOON, orderSeed, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';

// ADR 1478: a phone order's caller hears of each status move by SMS or WhatsApp, through the job
// queue and Twilio's Messaging API (a stand-in on 127.0.0.1 here), in the order's language, naming
// the order by its public reference; a caller who said no, or who unsubscribed, hears nothing.

const ACCOUNT = `AC${'1b'.repeat(16)}`;
const SERVICE = `MG${'2c'.repeat(16)}`;
const KEY = 'SKmessagingkey';
const SECRET = 'messaging-secret';

type Sent = { path: string; form: Record<string, string> };

/**
 * Twilio's Messages resource after its documentation: a form-encoded POST with Basic auth to
 * /2010-04-01/Accounts/{AccountSid}/Messages.json answers 201 with the message's `sid`; a number
 * that replied STOP is refused with 21610 (400), an invalid one with 21211 (400).
 */
function messagingStandIn() {
  const sent: Sent[] = [];
  const unsubscribed = new Set<string>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const send = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`)
        return send(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`)
        return send(404, { code: 20404, message: 'Not found', status: 404 });
      const to = form.To ?? '';
      if (!/^(whatsapp:)?\+\d{8,15}$/.test(to) || form.MessagingServiceSid !== SERVICE || !form.Body)
        return send(400, { code: 21211, message: "Invalid 'To' Phone Number", status: 400 });
      if (unsubscribed.has(to.replace('whatsapp:', '')))
        return send(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 });
      sent.push({ path: req.url, form });
      return send(201, { sid: `SM${'3d'.repeat(16)}`, status: 'accepted', to, body: form.Body });
    });
  });
  return { server, sent, unsubscribed };
}

let stand: ReturnType<typeof messagingStandIn>;
let ctx: TestContext;
let ids: ShopIds;
let phoneDesk: ReturnType<typeof adminCalls>;
let boardToken: string;

beforeAll(async () => {
  stand = messagingStandIn();
  await new Promise<void>((resolve) => stand.server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(stand.server.address() as AddressInfo).port}`;
  const channel = createTwilioVerifyChannel({
    baseUrl,
    username: KEY,
    password: SECRET,
    serviceSid: `VA${'a1'.repeat(16)}`,
    whatsapp: true,
    messaging: { baseUrl, accountSid: ACCOUNT, serviceSid: SERVICE },
  });
  ctx = await createTestApp([orderSeed('shop')], { now: () => NOON, accounts: { channel } });
  ids = await shopIds(ctx.database.db, 'shop');
  const staff = await memberSession(ctx.database.db, 'shop', 'staff');
  phoneDesk = adminCalls(ctx.app, 'shop', staff);
  boardToken = staff;
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => stand.server.close(() => resolve()));
});

const order = (phone: string, over: Record<string, unknown> = {}) => ({
  branch_id: ids.main,
  selling_types: 'car_pickup',
  order_lines: [{ item_id: ids.burger.id, price_label_id: ids.burger.labels[0], quantity: 1 }],
  name: 'Caller',
  phone,
  payment_type: 2,
  car: { brand: 'Kia', color: 'Red', plate: '777' },
  ...over,
});

async function place(body: object) {
  const res = await phoneDesk.post('/phone-orders', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { id: number; public_ref: string };
}

async function move(id: number, status: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${id}/status`,
    headers: { authorization: `Bearer ${boardToken}` },
    payload: { status },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const to = (e164: string) => () => Promise.resolve(stand.sent.filter((m) => m.form.To?.endsWith(e164)));

describe('status messages to a phone order’s caller', () => {
  it('the phone-order page is told SMS and WhatsApp are offered, in the business’s languages', async () => {
    const setup = await phoneDesk.get('/phone-orders/setup');
    expect(setup.json()).toMatchObject({ message_channels: ['sms', 'whatsapp'], locales: ['en', 'ar'] });
  });

  it('each move reaches the caller by SMS, in Arabic, with the public reference and no id', async () => {
    const placed = await place(order('50111301', { locale: 'ar' }));
    // A pending order is no news: nothing sent on placing.
    expect(await to('50111301')()).toEqual([]);
    // Minutes apart in a kitchen: each move waits for its message here.
    for (const [i, status] of [1, 3, 5].entries()) {
      await move(placed.id, status);
      await eventually(to('50111301'), (m) => m.length > i, 15_000);
    }
    const messages = await to('50111301')();
    expect(messages.map((m) => m.form.To)).toEqual(['+96550111301', '+96550111301', '+96550111301']);
    const bodies = messages.map((m) => m.form.Body ?? '');
    const ref = formatOrderRef(placed.public_ref);
    expect(bodies.every((b) => b.includes(ref))).toBe(true);
    expect(bodies[0]).toContain('تم قبول طلبك');
    expect(bodies[1]).toContain('جاهز');
    // Picked up: "complete", not "delivered".
    expect(bodies[2]).toContain('اكتمل طلبك');
    expect(bodies.some((b) => b.includes(`#${placed.id}`) || b.includes(` ${placed.id} `))).toBe(false);
  });

  it('by WhatsApp when the caller chose it, in the business’s first language when none was said', async () => {
    const placed = await place(
      order('50111302', {
        status_messages: 'whatsapp',
        selling_types: 'delivery',
        area_id: ids.areaId,
        address: HOUSE,
        car: null,
        order_lines: [{ item_id: ids.burger.id, price_label_id: ids.burger.labels[0], quantity: 2 }],
      }),
    );
    for (const [i, status] of [1, 3, 4, 5].entries()) {
      await move(placed.id, status);
      await eventually(to('50111302'), (m) => m.length > i, 15_000);
    }
    const messages = await to('50111302')();
    expect(new Set(messages.map((m) => m.form.To))).toEqual(new Set(['whatsapp:+96550111302']));
    expect(messages.map((m) => m.form.Body)).toEqual([
      expect.stringContaining('is accepted'),
      expect.stringContaining('is ready'),
      expect.stringContaining('is on its way'),
      expect.stringContaining('was delivered'),
    ]);
  });

  it('a driver’s steps tell the caller too: on its way, then delivered', async () => {
    const driverToken = await memberSession(ctx.database.db, 'shop', 'driver');
    const placed = await place(
      order('50111310', {
        selling_types: 'delivery',
        area_id: ids.areaId,
        address: HOUSE,
        car: null,
        order_lines: [{ item_id: ids.burger.id, price_label_id: ids.burger.labels[0], quantity: 2 }],
      }),
    );
    for (const [i, status] of [1, 3].entries()) {
      await move(placed.id, status);
      await eventually(to('50111310'), (m) => m.length > i, 15_000);
    }
    const driverId = (
      await ctx.database.db.execute<{ id: number }>(
        sql`SELECT id FROM staff_members WHERE role = 'driver' ORDER BY id DESC LIMIT 1`,
      )
    ).rows[0]?.id;
    const call = (url: string, token: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
    const assigned = await call('/staff/fleet/assign', boardToken, {
      driver_id: driverId,
      order_ids: [placed.id],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const step = (body: object) => call(`/staff/driver/shop/drops/${placed.id}/step`, driverToken, body);
    expect((await step({ step: 'picked_up' })).statusCode).toBe(200);
    await eventually(to('50111310'), (m) => m.length > 2, 15_000);
    expect((await step({ step: 'arrived' })).statusCode).toBe(200);
    const total = (
      await ctx.database.db.execute<{ total: number }>(sql`SELECT total FROM orders WHERE id = ${placed.id}`)
    ).rows[0]?.total;
    const done = await step({ step: 'delivered', cash_collected: total });
    expect(done.statusCode, done.body).toBe(200);
    const messages = await eventually(to('50111310'), (m) => m.length > 3, 15_000);
    expect(messages.slice(2).map((m) => m.form.Body)).toEqual([
      expect.stringContaining('is on its way'),
      expect.stringContaining('was delivered'),
    ]);
  });

  it('a move overtaken before its job ran is not sent: the newer one is', async () => {
    const placed = await place(order('50111309'));
    await move(placed.id, 1);
    await move(placed.id, 9);
    const messages = await eventually(
      to('50111309'),
      (m) => m.some((x) => x.form.Body?.includes('was cancelled')),
      15_000,
    );
    // Never "accepted" after "cancelled".
    expect(messages.at(-1)?.form.Body).toContain('was cancelled');
  });

  it('a caller who said no hears nothing; a cancellation is told', async () => {
    const quiet = await place(order('50111303', { status_messages: 'none' }));
    const told = await place(order('50111304'));
    await move(quiet.id, 1);
    await move(told.id, 9);
    const cancelled = await eventually(to('50111304'), (m) => m.length >= 1, 15_000);
    expect(cancelled[0]?.form.Body).toContain('was cancelled');
    expect(await to('50111303')()).toEqual([]);
  });

  it('a storefront order is not a phone order: its diner is not texted', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: { ...order('50111305'), priority: 'now' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = await orderIdOf(ctx.database.db, res.json().order.public_ref);
    await move(id, 1);
    // The phone order after it is told: the queue has run past the storefront order's move.
    const after = await place(order('50111306'));
    await move(after.id, 1);
    await eventually(to('50111306'), (m) => m.length >= 1, 15_000);
    expect(await to('50111305')()).toEqual([]);
  });

  it('an unsubscribed caller is not retried, and not tried again at the next move', async () => {
    stand.unsubscribed.add('+96550111307');
    const placed = await place(order('50111307'));
    await move(placed.id, 1);
    const off = await eventually(
      async () =>
        (
          await ctx.database.db.execute<{ status_messages: string | null }>(
            sql`SELECT status_messages FROM orders WHERE id = ${placed.id}`,
          )
        ).rows[0]?.status_messages,
      (v) => v === null,
      15_000,
    );
    expect(off).toBeNull();
    await move(placed.id, 3);
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'order-messages.status'
          AND data->>'orderId' = ${String(placed.id)}`,
    );
    // One job, for the accepted move; none for ready.
    expect(rows[0]?.n).toBe(1);
  });

  it('a way the channel does not send, or a bad value, is a clear 422/400', async () => {
    const res = await phoneDesk.post('/phone-orders', order('50111308', { status_messages: 'pigeon' }));
    expect(res.statusCode).toBe(400);
  });

  it('the queue holds the order’s id and status only, never the phone', async () => {
    const { rows } = await ctx.database.db.execute<{ data: string }>(
      sql`SELECT data::text AS data FROM pgboss.job WHERE name = 'order-messages.status'`,
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(Object.keys(JSON.parse(row.data)).sort()).toEqual(['orderId', 'status']);
      expect(row.data).not.toMatch(/5011130/);
    }
  });
});
