import http from 'node:http';
import { Writable } from 'node:stream';
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
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { redactUrl } from './log-redaction.ts';

// ADR 741: redirects stay on this site, other methods are a 405, NUL is a 4xx, tokens stay out of logs.

let ctx: TestContext;
let ids: ShopIds;
beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => NOON });
  ids = await shopIds(ctx.database.db);
});
afterAll(() => ctx.close());

describe('the trailing-slash redirect', () => {
  it('never leaves the site (//evil, /\\evil, ///evil)', async () => {
    // Over a socket: inject would normalise the backslash before the app sees it.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    for (const url of ['//evil.example/', '/\\evil.example/', '///evil.example/', '/\\/evil.example/?a=1']) {
      const res = await rawGet(port, url);
      expect(res.status, url).toBe(301);
      const location = String(res.location);
      expect(location, url).toMatch(/^\/[^/\\]/);
      // Resolved the way a browser does, it stays on this host.
      expect(new URL(location, 'https://menu.example').host, url).toBe('menu.example');
    }
    expect((await ctx.app.inject('//evil.example/?q=1')).headers.location).toBe('/evil.example?q=1');
    expect((await ctx.app.inject('/demo/?table=4')).headers.location).toBe('/demo?table=4');
  });
});

function rawGet(port: number, path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('methods other than GET, HEAD and POST', () => {
  it('are a 405 naming the allowed ones, CORS preflights included', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      for (const url of ['/demo', '/api/webapp/order', '/', '/healthz']) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD, POST');
        expect(res.json()).toMatchObject({ error: 1, code: 'method_not_allowed' });
      }
    }
  });
});

describe('NUL characters', () => {
  it('in an order text are a 422 INVALID_REQUEST, not a 500', async () => {
    for (const url of ['/api/webapp/order', `/api/service/pos/calc-order/${ids.main}`]) {
      for (const patch of [{ name: 'Sa\u0000ra' }, { notes: '\u0000' }, { 'x\u0000': 1 }]) {
        const res = await ctx.app.inject({ method: 'POST', url, payload: { ...pickupOrder(ids), ...patch } });
        expect(res.statusCode, `${url} ${JSON.stringify(patch)}`).toBe(422);
        expect(res.json()).toMatchObject({ error: 1, code: 'INVALID_REQUEST' });
      }
    }
  });

  it('reaching the database from any route is a 400 (the error handling backstop)', async () => {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database: ctx.database,
      logger: false,
    });
    app.get('/probe-nul', async () => ctx.database.pool.query('SELECT $1::text AS t', ['a\u0000b']));
    try {
      const res = await app.inject('/probe-nul');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 1, code: 'bad_request' });
    } finally {
      await app.close();
    }
  });
});

describe('access logs', () => {
  it('never print an order token (path or query)', () => {
    expect(redactUrl('/api/webapp/order/12/abcdEFGH1234?full=true')).toBe(
      '/api/webapp/order/12/[redacted]?full=true',
    );
    expect(redactUrl('/api/webapp/order/12/events?token=abcdEFGH1234')).toBe(
      '/api/webapp/order/12/events?token=[redacted]',
    );
    expect(redactUrl('/api/webapp/update-order-events/12/abcdEFGH1234?after=3')).toBe(
      '/api/webapp/update-order-events/12/[redacted]?after=3',
    );
    expect(redactUrl('/api/webapp/transaction/12/abcdEFGH1234')).toBe(
      '/api/webapp/transaction/12/[redacted]',
    );
    expect(redactUrl('/demo/order/12?lang=ar&token=abcdEFGH1234')).toBe(
      '/demo/order/12?lang=ar&token=[redacted]',
    );
    expect(redactUrl('/api/webapp/order/12')).toBe('/api/webapp/order/12');
    // A table's QR token (ADR 749) in the storefront's dine-in link.
    expect(redactUrl('/demo/dinein?branch=main&table=abcdEFGH1234abcdEFGH1234abcdEFGH')).toBe(
      '/demo/dinein?branch=main&table=[redacted]',
    );
  });

  it('of a running app hold the redacted URL only', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database: ctx.database,
      logger: { level: 'info', stream },
    });
    try {
      await app.inject('/api/webapp/order/99/secretTOKEN123?full=true');
      await app.inject('/api/webapp/order/99/events?token=secretTOKEN456');
      const log = lines.join('');
      expect(log).toContain('/api/webapp/order/99/[redacted]');
      expect(log).not.toContain('secretTOKEN');
    } finally {
      await app.close();
    }
  });
});
