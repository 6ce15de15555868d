import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connect, type Database } from '../db/client.ts';
import { makeSeed } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

/** A loopback port nothing listens on: connecting to it is refused at once, like a stopped database. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let app: App;
let database: Database;
beforeAll(async () => {
  database = connect(`postgres://sufra:sufra@127.0.0.1:${await deadPort()}/sufra`, 2);
  // The installation's shared secrets are read from PostgreSQL at start (ADR 1330), and a server
  // only starts once its database answers (migrations); this app starts without one, so it is
  // given them, and the outage under test begins after start.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PAYMENT_WEBHOOK_SECRET: 'outage-test-webhook-secret-0123456789abcdef',
    OTP_PEPPER: 'outage-test-pepper-0123456789abcdef0123456789',
  });
  app = await buildApp({ config, database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const expectUnavailable = (res: Awaited<ReturnType<App['inject']>>) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({ error: 1, code: 'unavailable', message: expect.any(String) });
};

describe('a database outage answers 503 with Retry-After, not 500', () => {
  it('on the storefront read calls', async () => {
    for (const url of [
      '/api/webapp/v5/restaurant/alpha',
      '/api/webapp/v5/menu/1',
      '/api/webapp/v5/item/1/1',
      '/api/webapp/search/latte?branch_id=1',
      '/api/webapp/branches/alpha',
    ]) {
      expectUnavailable(await app.inject({ method: 'GET', url }));
    }
  });
});

describe('a database that goes away after start', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp([makeSeed('alpha', 'Alpha')]);
  });
  afterAll(() => ctx.close());

  it('answers 503 once the pool is closed under the running app', async () => {
    // Warm: the directory knows the business, the cache holds nothing for the branch's item.
    expect((await ctx.app.inject('/api/webapp/v5/restaurant/alpha')).statusCode).toBe(200);
    await ctx.database.pool.end();
    expectUnavailable(await ctx.app.inject('/api/webapp/search/latte?branch_id=1'));
  });
});

describe('backends killed mid-request (issue 33 point 9: 5 × 500 during database kills)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp([makeSeed('alpha', 'Alpha')]);
  });
  afterAll(() => ctx.close());

  it('every call answers 2xx or 503 with Retry-After while the database’s backends are terminated', async () => {
    const killer = connect(ctx.database.pool.options.connectionString ?? '', 1);
    const urls = [
      '/api/webapp/v5/restaurant/alpha',
      '/api/webapp/v5/menu/1',
      '/api/webapp/search/latte?branch_id=1',
      '/api/webapp/branches/alpha',
    ];
    const answers: { status: number; retryAfter: unknown; body: string }[] = [];
    let killing = true;
    let killed = 0;
    const kills = (async () => {
      while (killing) {
        const { rows } = await killer.pool.query(
          'SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
        killed += rows[0]?.n ?? 0;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    try {
      for (let round = 0; round < 15; round++) {
        const results = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            ctx.app.inject(
              `${urls[i % urls.length]}${urls[i % urls.length]?.includes('?') ? '&' : '?'}r=${round}-${i}`,
            ),
          ),
        );
        for (const res of results)
          answers.push({ status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.body });
      }
    } finally {
      killing = false;
      await kills;
      await killer.close();
    }
    const failures = answers.filter((a) => a.status >= 300 && !(a.status === 503 && a.retryAfter === '5'));
    expect(failures).toEqual([]);
    // The kills did land: backends serving these calls were terminated.
    expect(killed).toBeGreaterThan(0);
  });
});
