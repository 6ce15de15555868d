import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { parseKeysSecret, sealKey } from '../../platform/key-seal.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { type Received, sha256, startConversionStandIn } from './conversion-standin.ts';

const SECRET = 'a1'.repeat(32);
const TOKENS = { meta: 'EAAB-meta-token', tiktok: 'tt-token-123', snap: 'snap-token-xyz' };

let stand: Awaited<ReturnType<typeof startConversionStandIn>>;
let ctx: TestContext;
let ids: ShopIds;

beforeAll(async () => {
  stand = await startConversionStandIn(TOKENS);
  ctx = await createTestApp([orderSeed()], {
    now: () => NOON,
    tracking: { retries: 2, backoffSeconds: 1 },
    env: {
      TRACKING_DELIVERY: 'send',
      TRACKING_KEYS_SECRET: SECRET,
      META_GRAPH_URL: stand.url,
      TIKTOK_EVENTS_URL: `${stand.url}/open_api/v1.3`,
      SNAP_CONVERSIONS_URL: `${stand.url}/v3`,
    },
  });
  ids = await shopIds(ctx.database.db);
  const key = parseKeysSecret(SECRET);
  const seal = (t: string) => ({ access_token: sealKey(key, ids.businessId, t) });
  await ctx.database.db.insert(s.pixels).values([
    { businessId: ids.businessId, kind: 1, pixelId: '111' },
    { businessId: ids.businessId, kind: 5, pixelId: '111', config: seal(TOKENS.meta) },
    { businessId: ids.businessId, kind: 6, pixelId: 'TTPIXEL', config: seal(TOKENS.tiktok) },
    { businessId: ids.businessId, kind: 7, pixelId: 'snap-uuid', config: seal(TOKENS.snap) },
  ]);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await stand.close();
});
beforeEach(() => {
  stand.received.length = 0;
  stand.state.failNext = [];
});

const place = async (cookie: string | null, over: Record<string, unknown> = {}) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    payload: pickupOrder(ids, over),
    headers: {
      'user-agent': 'Mozilla/5.0 (test)',
      referer: 'http://shop.test/shop/car_pickup/checkout?token=secret',
      ...(cookie ? { cookie } : {}),
    },
  });
  expect(res.statusCode).toBe(201);
  // The diner's answer names the order by its public reference only (ADR 1472).
  return res.json().order.public_ref as string;
};
const first = (r: Received | undefined) => (r?.body.data as Record<string, unknown>[] | undefined)?.[0];
const okOf = (platform: string) =>
  stand.received.filter((r) => r.platform === platform && (r.body.data as unknown[]).length === 1);

describe('conversion APIs: a confirmed purchase reaches Meta, TikTok and Snapchat through the job queue', () => {
  it('sends one event per platform, authenticated, hashed as each documents, with the shared event id', async () => {
    const orderRef = await place('sufra_consent_shop=granted');
    await expect.poll(() => stand.received.length, { timeout: 20_000 }).toBe(3);
    expect(stand.invalid).toEqual([]);
    // The id the browser pixel sends too: the order's public reference, never its number (ADR 1472).
    const eventId = `order-${orderRef}`;
    expect(orderRef).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);

    const [meta] = okOf('meta');
    expect(meta?.path).toBe('/v21.0/111/events');
    const m = first(meta);
    expect(m).toMatchObject({
      event_name: 'Purchase',
      event_id: eventId,
      action_source: 'website',
      event_source_url: 'http://shop.test/shop/car_pickup/checkout',
      user_data: { ph: [sha256('96550123456')], client_user_agent: 'Mozilla/5.0 (test)' },
      custom_data: { currency: 'KWD', order_id: orderRef, content_type: 'product' },
    });
    // 2000 fils + 5 % VAT = 2.100 KWD, in major units.
    expect(m).toMatchObject({ custom_data: { value: 2.1 } });

    const [tiktok] = okOf('tiktok');
    expect(tiktok?.headers['access-token']).toBe(TOKENS.tiktok);
    expect(tiktok?.body).toMatchObject({ event_source: 'web', event_source_id: 'TTPIXEL' });
    const t = first(tiktok);
    expect(t).toMatchObject({
      event: 'CompletePayment',
      event_id: eventId,
      user: { phone: sha256('+96550123456') },
    });
    expect(t).toMatchObject({ properties: { currency: 'KWD', value: 2.1, order_id: orderRef } });

    const [snap] = okOf('snap');
    expect(snap?.path).toBe('/v3/snap-uuid/events');
    const sn = first(snap);
    expect(sn).toMatchObject({ event_name: 'PURCHASE', event_id: eventId, action_source: 'WEB' });
    expect(sn).toMatchObject({
      custom_data: {
        value: '2.100',
        currency: 'KWD',
        order_id: orderRef,
        contents: [{ id: String(ids.burger.id), quantity: '1', item_price: '2.000' }],
      },
    });

    // No clear phone or token anywhere in what went out, nor in any URL.
    const everything = JSON.stringify(stand.received.map((r) => [r.path, r.body]));
    expect(everything).not.toContain('50123456');
    expect(everything).not.toContain(TOKENS.meta);
  });

  it('sends nothing for a diner who declined (or never answered) where the business asks', async () => {
    const declined = await place('sufra_consent_shop=denied');
    const silent = await place(null);
    // A later consented order is the marker: once it arrives, the earlier two would have too.
    const marker = await place('sufra_consent_shop=granted');
    await expect.poll(() => stand.received.length, { timeout: 20_000 }).toBe(3);
    const ids_ = stand.received.map((r) => JSON.stringify(r.body));
    expect(ids_.every((b) => b.includes(`order-${marker}`))).toBe(true);
    expect(ids_.some((b) => b.includes(`order-${declined}`) || b.includes(`order-${silent}`))).toBe(false);
  });

  it('a business that does not ask for consent has every purchase reported', async () => {
    await ctx.database.db
      .update(s.businesses)
      .set({ settings: sql`settings || '{"tracking_consent": false}'::jsonb` })
      .where(eq(s.businesses.id, ids.businessId));
    try {
      const orderRef = await place(null);
      await expect.poll(() => stand.received.length, { timeout: 20_000 }).toBe(3);
      expect(JSON.stringify(stand.received[0]?.body)).toContain(`order-${orderRef}`);
    } finally {
      await ctx.database.db
        .update(s.businesses)
        .set({ settings: sql`settings - 'tracking_consent'` })
        .where(eq(s.businesses.id, ids.businessId));
    }
  });

  it('an order paid online counts when the payment settles, not when it is placed', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids, { payment_type: 4 }),
      headers: { cookie: 'sufra_consent_shop=granted' },
    });
    expect(res.statusCode).toBe(201);
    const placed = res.json() as { order: { public_ref: string }; payment: { url: string } };
    // The payer's browser opens the sandbox page (it hands over the attempt's secret) and approves.
    const page = await ctx.app.inject({ url: placed.payment.url });
    expect(stand.received).toHaveLength(0);
    const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    const secret = /name="secret" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const decided = await ctx.app.inject({
      method: 'POST',
      url: placed.payment.url,
      payload: `decision=approve&card=4242&secret=${secret}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    });
    expect(decided.statusCode).toBe(303);
    await expect.poll(() => stand.received.length, { timeout: 20_000 }).toBe(3);
    expect(JSON.stringify(stand.received[0]?.body)).toContain(
      `"event_id":"order-${placed.order.public_ref}"`,
    );
  });

  it('retries 5xx and 429 with backoff until the platform takes the event', async () => {
    stand.state.failNext = [503, 429];
    await place('sufra_consent_shop=granted');
    // 3 platforms, two of the first answers failed: 5 requests, 3 accepted.
    await expect.poll(() => stand.received.length, { timeout: 30_000 }).toBe(5);
    await new Promise((r) => setTimeout(r, 500));
    expect(stand.received).toHaveLength(5);
  });

  it('after the last try a failing event lands in the dead-letter queue; the order is untouched', async () => {
    stand.state.failNext = Array.from({ length: 9 }, () => 500);
    const orderRef = await place('sufra_consent_shop=granted');
    // 3 platforms × (1 + 2 retries) = 9 failed attempts.
    await expect.poll(() => stand.received.length, { timeout: 40_000 }).toBe(9);
    const dead = async () =>
      (
        await ctx.database.pool.query(
          `select data from pgboss.job where name = 'tracking.send-conversion.dead'`,
        )
      ).rows.length;
    await expect.poll(dead, { timeout: 20_000 }).toBe(3);
    const [order] = await ctx.database.db.select().from(s.orders).where(eq(s.orders.publicRef, orderRef));
    expect(order?.status).toBe(0);
  }, 70_000);
});
