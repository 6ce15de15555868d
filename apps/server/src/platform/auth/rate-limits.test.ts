import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import {
  NOON,
  orderSeed,
  pickupOrder,
  type ShopIds,
  shopIds,
} from '../../features/orders/order-test-fixture.ts';
import { issueStaffToken } from '../../features/staff/staff-tokens.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { postgresLimitStore } from './limit-store.ts';
import { ROUTE_LIMITS } from './rate-limits.ts';

// ADR 742: per-client limits, 429 + Retry-After + the JSON error shape, addresses that cannot be
// forged, and failures counted against guessing.

const apps: TestContext[] = [];
let ids: ShopIds;
afterAll(async () => {
  for (const ctx of apps) await ctx.close();
});

async function appWith(env: Record<string, string>) {
  const ctx = await createTestApp([orderSeed()], { now: () => NOON, env });
  apps.push(ctx);
  ids ??= await shopIds(ctx.database.db);
  return ctx;
}

const order = (ctx: TestContext, from: string, headers: Record<string, string> = {}, body?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    payload: body ?? pickupOrder(ids),
    remoteAddress: from,
    headers,
  });

function expectLimited(res: Awaited<ReturnType<typeof order>>) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(res.json()).toMatchObject({
    error: 1,
    code: 'rate_limited',
    message: expect.stringMatching(/try again in \d+ second/),
  });
}

describe('order placement', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await appWith({
      RATE_LIMITS: JSON.stringify({ order: { perIp: 5, perCustomer: 3, windowSec: 60 } }),
    });
  });

  it('per address: the 6th in the window is a 429 with Retry-After; a forged X-Forwarded-For does not dodge it', async () => {
    for (let i = 0; i < 5; i++) expect((await order(ctx, '10.0.0.1')).statusCode).toBe(201);
    expectLimited(await order(ctx, '10.0.0.1'));
    expectLimited(await order(ctx, '10.0.0.1', { 'x-forwarded-for': '198.51.100.7' }));
    // Another address has its own count.
    expect((await order(ctx, '10.0.0.2')).statusCode).toBe(201);
  });

  it('per signed-in customer, whatever the address', async () => {
    const asCustomer = { authorization: 'Bearer customer-token-1' };
    for (const from of ['10.1.0.1', '10.1.0.2', '10.1.0.3'])
      expect((await order(ctx, from, asCustomer)).statusCode).toBe(201);
    expectLimited(await order(ctx, '10.1.0.4', asCustomer));
    expect((await order(ctx, '10.1.0.4')).statusCode).toBe(201);
  });
});

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For only when configured (then each forwarded client counts alone)', async () => {
    const ctx = await appWith({ TRUST_PROXY: 'true', RATE_LIMITS: JSON.stringify({ order: { perIp: 1 } }) });
    expect((await order(ctx, '10.2.0.1', { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(201);
    expectLimited(await order(ctx, '10.2.0.1', { 'x-forwarded-for': '203.0.113.1' }));
    expect((await order(ctx, '10.2.0.1', { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(201);
  });
});

describe('the other limited calls', () => {
  it('calc-order, paying, geocoding and live streams each have a limit', async () => {
    const one = { perIp: 2, perCustomer: 2, windowSec: 60 };
    const ctx = await appWith({
      RATE_LIMITS: JSON.stringify({ calcOrder: one, payment: one, geocode: one, stream: one }),
    });
    const calls = [
      { method: 'POST' as const, url: `/api/service/pos/calc-order/${ids.main}`, payload: pickupOrder(ids) },
      {
        method: 'POST' as const,
        url: '/api/webapp/order/1/pay',
        payload: { token: 'abcdefgh12', payment_type: 4 },
      },
      { method: 'GET' as const, url: '/api/webapp/geocode/search?q=marina' },
      { method: 'GET' as const, url: '/api/webapp/order/1/events?token=abcdefgh12' },
    ];
    for (const call of calls) {
      for (let i = 0; i < 2; i++) {
        const res = await ctx.app.inject({ ...call, remoteAddress: '10.3.0.1' });
        expect(res.statusCode, call.url).not.toBe(429);
      }
      expectLimited(await ctx.app.inject({ ...call, remoteAddress: '10.3.0.1' }));
    }
    // The diner's driver stream (ADR 1413) counts against the same stream budget: refused at once
    // from the address whose order streams used it up, and limited from a fresh one.
    const driver = { method: 'GET' as const, url: '/api/webapp/order/1/driver/events?token=abcdefgh12' };
    expectLimited(await ctx.app.inject({ ...driver, remoteAddress: '10.3.0.1' }));
    for (let i = 0; i < 2; i++)
      expect((await ctx.app.inject({ ...driver, remoteAddress: '10.3.0.2' })).statusCode).not.toBe(429);
    expectLimited(await ctx.app.inject({ ...driver, remoteAddress: '10.3.0.2' }));
  });

  it('the defaults let 50 diners on one Wi-Fi order (each with a few cart recalculations)', async () => {
    const ctx = await appWith({});
    const statuses = new Set<number>();
    await Promise.all(
      Array.from({ length: 50 }, async (_, diner) => {
        for (let i = 0; i < 4; i++) {
          const calc = await ctx.app.inject({
            method: 'POST',
            url: `/api/service/pos/calc-order/${ids.main}`,
            payload: pickupOrder(ids),
            remoteAddress: '192.168.1.1',
          });
          statuses.add(calc.statusCode);
        }
        statuses.add(
          (await order(ctx, '192.168.1.1', { 'idempotency-key': `diner-${diner}-order-1` })).statusCode,
        );
      }),
    );
    expect([...statuses].sort()).toEqual([200, 201]);
  });
});

describe('the shared table (ADR 1474)', () => {
  it('joining, lines and the bill have a limit; a round counts as an order, a part paid as a payment', async () => {
    const two = { perIp: 2, perCustomer: 2, windowSec: 60 };
    const ctx = await appWith({
      RATE_LIMITS: JSON.stringify({ sharedTable: two, order: two, payment: two, stream: two }),
    });
    const table = { table: 'x'.repeat(32) };
    const calls = [
      { method: 'POST' as const, url: `/api/webapp/shared-table/${ids.main}/join`, payload: table },
      { method: 'POST' as const, url: `/api/webapp/shared-table/${ids.main}/lines`, payload: table },
      { method: 'POST' as const, url: `/api/webapp/shared-table/${ids.main}/lines/1`, payload: table },
      { method: 'POST' as const, url: `/api/webapp/shared-table/${ids.main}/bill`, payload: table },
      { method: 'POST' as const, url: `/api/webapp/shared-table/${ids.main}/rounds`, payload: table },
      { method: 'POST' as const, url: `/api/webapp/shared-table/${ids.main}/parts/1/pay`, payload: table },
      { method: 'GET' as const, url: '/api/webapp/shared-table/session/1/events' },
    ];
    // Each call from its own address, so that calls sharing a budget do not use up each other's.
    let n = 0;
    for (const call of calls) {
      const remoteAddress = `10.5.0.${++n}`;
      for (let i = 0; i < 2; i++) {
        const res = await ctx.app.inject({ ...call, remoteAddress });
        expect(res.statusCode, call.url).not.toBe(429);
        expect(res.statusCode, call.url).toBeLessThan(500);
      }
      expectLimited(await ctx.app.inject({ ...call, remoteAddress }));
    }
    // The view a phone reads after each notice is not limited: it is what a busy table does most.
    for (let i = 0; i < 5; i++) {
      const view = await ctx.app.inject({
        method: 'POST',
        url: `/api/webapp/shared-table/${ids.main}/view`,
        payload: table,
        remoteAddress: '10.5.0.99',
      });
      expect(view.statusCode).not.toBe(429);
    }
  });

  it('every limited call names a route that exists', async () => {
    const ctx = await appWith({});
    const missing = Object.keys(ROUTE_LIMITS).filter((key) => {
      const [method, url] = key.split(' ') as ['GET' | 'POST', string];
      return !ctx.app.hasRoute({ method, url });
    });
    expect(missing).toEqual([]);
  });
});

describe('guessing', () => {
  it('staff tokens: past 5 wrong ones an address is refused; the right token from it still gets in (ADR 1320)', async () => {
    const ctx = await appWith({
      RATE_LIMITS: JSON.stringify({ staffTokenFailures: { perIp: 5, windowSec: 900 } }),
    });
    const token = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
    const board = (t: string, from: string) =>
      ctx.app.inject({
        url: '/api/staff/orders',
        headers: { authorization: `Bearer ${t}` },
        remoteAddress: from,
      });
    for (let i = 0; i < 5; i++) expect((await board(`sst_guess${i}`, '10.4.0.1')).statusCode).toBe(401);
    expectLimited(await board('sst_guess6', '10.4.0.1'));
    // The real board behind the same Wi-Fi is not locked out by the guesser.
    expect((await board(token, '10.4.0.1')).statusCode).toBe(200);
    expectLimited(await board('sst_guess7', '10.4.0.1'));
    expect((await board(token, '10.4.0.2')).statusCode).toBe(200);
  });

  it('coupon codes: past 3 unknown ones, coupon checks from the address are refused; carts without one go on', async () => {
    const ctx = await appWith({
      RATE_LIMITS: JSON.stringify({ couponFailures: { perIp: 3, windowSec: 900 } }),
    });
    const calc = (coupon: string | null) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/service/pos/calc-order/${ids.main}`,
        payload: pickupOrder(ids, coupon ? { coupon_code: coupon } : {}),
        remoteAddress: '10.5.0.1',
      });
    for (const guess of ['AAAA', 'BBBB', 'CCCC']) {
      const res = await calc(guess);
      expect(res.statusCode).toBe(200);
      expect(JSON.stringify(res.json())).toContain('COUPON_NOT_FOUND');
    }
    expectLimited(await calc('WELCOME10'));
    expectLimited(await order(ctx, '10.5.0.1', {}, pickupOrder(ids, { coupon_code: 'DDDD' })));
    expect((await calc(null)).statusCode).toBe(200);
  });
});

describe('floods from many addresses (ADR 1320)', () => {
  it('guest orders: per phone number and per branch, whatever the address; a signed-in diner is not held by the branch’s', async () => {
    const ctx = await appWith({ RATE_LIMITS: JSON.stringify({ guestOrders: { perIp: 3, perCustomer: 6 } }) });
    const samePhone: number[] = [];
    for (let i = 0; i < 4; i++) samePhone.push((await order(ctx, `10.8.0.${i}`)).statusCode);
    expect(samePhone.slice(0, 3).every((s) => s < 300)).toBe(true);
    expect(samePhone[3]).toBe(429);
    // Other numbers from other addresses: the branch's guest budget (6 a window) ends the flood.
    const flood: number[] = [];
    for (let i = 0; i < 4; i++)
      flood.push(
        (await order(ctx, `10.8.1.${i}`, {}, pickupOrder(ids, { phone: `5012${String(3400 + i)}` })))
          .statusCode,
      );
    expect(flood.slice(0, 3).every((s) => s < 300)).toBe(true);
    expect(flood[3]).toBe(429);
  });

  it('newsletter sign-ups, surveys and counters are limited per address', async () => {
    const ctx = await appWith({
      RATE_LIMITS: JSON.stringify({ engagement: { perIp: 3 }, counter: { perIp: 5 } }),
    });
    const signUps: number[] = [];
    for (let i = 0; i < 4; i++)
      signUps.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/webapp/newsletter/shop',
            payload: { email: `stranger${i}@example.com`, consent: true },
            remoteAddress: '10.9.9.9',
          })
        ).statusCode,
      );
    expect(signUps[3]).toBe(429);
    const visits: number[] = [];
    for (let i = 0; i < 6; i++)
      visits.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/webapp/visit/shop',
            payload: {},
            remoteAddress: '10.9.9.8',
          })
        ).statusCode,
      );
    expect(visits[5]).toBe(429);
  });
});

describe('a shared store across instances (issue 33 point 4, ADR 1385)', () => {
  it('two instances on one database share a limit: the 5th call across both is refused on either', async () => {
    const env = { RATE_LIMITS: JSON.stringify({ order: { perIp: 4, perCustomer: 4, windowSec: 60 } }) };
    const first = await appWith(env);
    const second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS_POLL_SECONDS: '0.5', ...env }),
      database: first.database,
      logger: false,
      now: () => NOON,
    });
    await second.ready();
    try {
      const other = { ...first, app: second };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await order(i % 2 ? other : first, '10.10.0.1')).statusCode);
      expect(statuses).toEqual([201, 201, 201, 201]);
      expectLimited(await order(first, '10.10.0.1'));
      expectLimited(await order(other, '10.10.0.1'));
    } finally {
      await second.close();
    }
  });

  it('counts atomically: 40 concurrent calls on one key reach exactly 40; ended windows are pruned', async () => {
    const ctx = await appWith({});
    const store = postgresLimitStore(ctx.database.pool);
    const incr = (key: string, windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          key,
          (error, result) => (error || !result ? reject(error) : resolve(result)),
          windowMs,
          10,
        ),
      );
    const counts = await Promise.all(Array.from({ length: 40 }, () => incr('test:ip:10.11.0.1', 60_000)));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(Math.max(...counts.map((c) => c.ttl))).toBeLessThanOrEqual(60_000);
    // A window that ended starts again at 1.
    await ctx.database.pool.query(
      "UPDATE rate_limit_counts SET expires_at = now() - interval '2 minutes' WHERE key = 'test:ip:10.11.0.1'",
    );
    expect((await incr('test:ip:10.11.0.1', 60_000)).current).toBe(1);
    await ctx.database.pool.query(
      "UPDATE rate_limit_counts SET expires_at = now() - interval '2 minutes' WHERE key = 'test:ip:10.11.0.1'",
    );
    expect(await store.prune()).toBe(1);
    const { rows } = await ctx.database.pool.query('SELECT count(*)::int AS n FROM rate_limit_counts');
    expect(rows[0].n).toBe(0);
  });
});
