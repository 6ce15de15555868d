import { placeOrderResponseSchema } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../platform/test/eventually.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { startPushStandIn } from '../../platform/test/push-stand-in.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { atPushService } from './push-sender.ts';

// Web Push for order status (ADR 909), end to end against a push service stand-in that checks the
// VAPID signature and decrypts the message as a browser would.
let ctx: TestContext;
let ids: ShopIds;
let staff: string;
let service: Awaited<ReturnType<typeof startPushStandIn>>;

const texts = {
  title: 'Bayt Al Bahar',
  '1': 'Your order was accepted',
  '3': 'Your order is ready',
  '4': 'Your order is on its way',
  '5': 'Your order was delivered',
};

beforeAll(async () => {
  service = await startPushStandIn();
  ctx = await createTestApp([orderSeed()], {
    now: () => NOON,
    env: { PUSH_SERVICE_ORIGINS: service.origin },
  });
  ids = await shopIds(ctx.database.db);
  staff = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
});
afterAll(async () => {
  await ctx.close();
  await service.close();
});

async function place() {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: pickupOrder(ids) });
  return await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
}
const subscribe = (orderId: number, token: string, subscription: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/webapp/order/${orderId}/push`,
    headers: { 'x-order-token': token },
    payload: { subscription, texts },
  });
const move = (orderId: number, status: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/status`,
    payload: { status },
    headers: { authorization: `Bearer ${staff}` },
  });

describe('order status by Web Push (ADR 909)', () => {
  it('gives the VAPID public key a page subscribes with', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/webapp/push/key' });
    expect(res.statusCode).toBe(200);
    expect(res.json().public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('sends accepted and ready to the subscribed device: signed, encrypted, one message per status', async () => {
    const placed = await place();
    const device = service.subscribe();
    expect((await subscribe(placed.order.id, placed.token, device)).statusCode).toBe(200);
    // The same device again: still one subscription.
    expect((await subscribe(placed.order.id, placed.token, device)).statusCode).toBe(200);
    const key = (await ctx.app.inject({ method: 'GET', url: '/api/webapp/push/key' })).json().public_key;

    expect((await move(placed.order.id, 1)).statusCode).toBe(200);
    const first = await eventually(
      async () => service.received.filter((r) => r.endpoint === device.endpoint),
      (r) => r.length >= 1,
      15_000,
    );
    expect(service.refused).toEqual([]);
    expect(first).toHaveLength(1);
    expect(first[0]?.vapidKey).toBe(key);
    expect(first[0]?.claims.aud).toBe(service.origin);
    expect(first[0]?.headers.urgency).toBe('high');
    // The topic and tag name the order by its public reference, never its id (ADR 1471).
    expect(first[0]?.headers.topic).toBe(`order-${placed.order.public_ref}`);
    expect(JSON.parse(first[0]?.text ?? '{}')).toEqual({
      title: texts.title,
      body: texts['1'],
      url: placed.order_url,
      tag: `order-${placed.order.public_ref}`,
      status: 1,
    });

    expect((await move(placed.order.id, 3)).statusCode).toBe(200);
    const both = await eventually(
      async () => service.received.filter((r) => r.endpoint === device.endpoint),
      (r) => r.length >= 2,
      15_000,
    );
    expect(both.map((r) => JSON.parse(r.text).status)).toEqual([1, 3]);
  });

  it('a subscription the push service forgot (410) is deleted', async () => {
    const placed = await place();
    const device = service.subscribe();
    await subscribe(placed.order.id, placed.token, device);
    service.gone(device.endpoint);
    await move(placed.order.id, 1);
    const rows = await eventually(
      async () =>
        (
          await ctx.database.pool.query('SELECT id FROM push_subscriptions WHERE order_id = $1', [
            placed.order.id,
          ])
        ).rows,
      (r) => r.length === 0,
      15_000,
    );
    expect(rows).toEqual([]);
  });

  it('refuses a wrong token, and an endpoint that is not a known push service', async () => {
    const placed = await place();
    expect((await subscribe(placed.order.id, 'x'.repeat(22), service.subscribe())).statusCode).toBe(404);
    const elsewhere = { ...service.subscribe(), endpoint: 'https://attacker.example/push/1' };
    const res = await subscribe(placed.order.id, placed.token, elsewhere);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 1 });
    const bad = await subscribe(placed.order.id, placed.token, { endpoint: 'not a url', keys: {} });
    expect(bad.statusCode).toBe(400);
  });

  it('notifies at most five devices per order', async () => {
    const placed = await place();
    for (let i = 0; i < 5; i++)
      expect((await subscribe(placed.order.id, placed.token, service.subscribe())).statusCode).toBe(200);
    const sixth = await subscribe(placed.order.id, placed.token, service.subscribe());
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toMatchObject({ error: 1, code: 'PUSH_DEVICES_FULL' });
  });
});

describe('atPushService', () => {
  it('takes only the configured services’ origins, and subdomains where a wildcard says so', () => {
    const origins = ['https://fcm.googleapis.com', 'https://*.notify.windows.com'];
    expect(atPushService('https://fcm.googleapis.com/fcm/send/abc', origins)).toBe(true);
    expect(atPushService('https://wns2-by3p.notify.windows.com/w/?token=x', origins)).toBe(true);
    expect(atPushService('https://fcm.googleapis.com.evil.example/x', origins)).toBe(false);
    expect(atPushService('http://fcm.googleapis.com/x', origins)).toBe(false);
    expect(atPushService('https://notify.windows.com.evil.example/x', origins)).toBe(false);
    expect(atPushService('https://127.0.0.1/x', origins)).toBe(false);
  });
});
