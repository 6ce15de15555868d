import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { createTestDatabase } from '../../platform/test/test-database.ts';
import { framesOf } from './error-reporter.ts';
import { scrubText, scrubValue } from './scrub.ts';
import { envelopeOf, parseDsn } from './sentry-envelope.ts';

const KEY = 'f00dcafe0123456789abcdef01234567';

/**
 * A stand-in for Sentry's ingestion on 127.0.0.1, after its documentation: `POST
 * /api/{project_id}/envelope/` with `X-Sentry-Auth: Sentry sentry_version=7, sentry_key=…`; the
 * body is newline-separated JSON — envelope header (event_id, dsn), item header (type, length =
 * the payload's bytes), the event. 200 `{ id }`; a wrong key 403; `failNext` answers 429/503.
 */
function sentryStandIn() {
  const events: { envelope: Record<string, unknown>; event: Record<string, unknown> }[] = [];
  const invalid: string[] = [];
  const state = { failNext: [] as number[], requests: 0 };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => {
      raw += d;
    });
    req.on('end', () => {
      state.requests++;
      const send = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url !== '/api/42/envelope/' || req.method !== 'POST') return send(404, { detail: 'not found' });
      const auth = req.headers['x-sentry-auth'] ?? '';
      if (
        !String(auth).startsWith('Sentry ') ||
        !String(auth).includes(`sentry_key=${KEY}`) ||
        !String(auth).includes('sentry_version=7')
      )
        return send(403, { detail: 'bad auth' });
      const fail = state.failNext.shift();
      if (fail) return send(fail, { detail: 'later' });
      const [head, item, payload] = raw.split('\n');
      try {
        const envelope = JSON.parse(head ?? '');
        const itemHeader = JSON.parse(item ?? '');
        if (itemHeader.type !== 'event' || itemHeader.length !== Buffer.byteLength(payload ?? ''))
          throw new Error('item');
        const event = JSON.parse(payload ?? '');
        if (event.event_id !== envelope.event_id || !/^[0-9a-f]{32}$/.test(event.event_id))
          throw new Error('id');
        events.push({ envelope, event });
        send(200, { id: event.event_id });
      } catch (e) {
        invalid.push((e as Error).message);
        send(400, { detail: 'bad envelope' });
      }
    });
  });
  return { server, events, invalid, state };
}

let stand: ReturnType<typeof sentryStandIn>;
let ctx: TestContext;
let dsn: string;

beforeAll(async () => {
  stand = sentryStandIn();
  await new Promise<void>((resolve) => stand.server.listen(0, '127.0.0.1', resolve));
  dsn = `http://${KEY}@127.0.0.1:${(stand.server.address() as AddressInfo).port}/42`;
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    JOBS_POLL_SECONDS: '0.5',
    SENTRY_DSN: dsn,
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    errorReports: { retries: 2, backoffSeconds: 1 },
  });
  // A route that fails the way a bug would.
  app.get('/boom', async () => {
    throw new Error('kaboom for +965 5012 3456 sara@example.com');
  });
  await app.ready();
  ctx = {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => stand.server.close(() => resolve()));
});
beforeEach(() => {
  stand.events.length = 0;
  stand.state.failNext = [];
});

describe('scrubbing', () => {
  it('removes phones, e-mails, tokens and secrets in query strings', () => {
    const text = scrubText(
      'call +965 5012-3456 or sara@x.io; /shop/order/12?token=abcDEF123 Bearer eyJhbGciOi.x.y key=sk_live_123 id QmFzZTY0VG9rZW5UaGF0SXNMb25nMTIz',
    );
    expect(text).not.toMatch(/5012|sara@|abcDEF|eyJ|sk_live|QmFzZTY0/);
    expect(text).toContain('/shop/order/12?token=[redacted]');
    expect(scrubText('order 42 for 3 items at 12:30')).toBe('order 42 for 3 items at 12:30');
    expect(scrubValue({ phone: '5', nested: { authorization: 'x', msg: 'a@b.co' } })).toEqual({
      phone: '[redacted]',
      nested: { authorization: '[redacted]', msg: '[email]' },
    });
  });
  it('parses the DSN and writes an envelope whose item length counts bytes', () => {
    const parsed = parseDsn('https://pub@o1.ingest.sentry.io/99');
    if (!parsed) throw new Error('DSN not parsed');
    expect(parsed).toMatchObject({
      envelopeUrl: 'https://o1.ingest.sentry.io/api/99/envelope/',
      publicKey: 'pub',
    });
    expect(parseDsn('https://o1.ingest.sentry.io/99')).toBeNull();
    const lines = envelopeOf(
      {
        event_id: 'a'.repeat(32),
        timestamp: 1,
        platform: 'node',
        level: 'error',
        release: 'r',
        environment: 'e',
        message: { formatted: 'é' },
      },
      parsed,
      new Date(0),
    ).split('\n');
    expect(JSON.parse(lines[1] ?? '').length).toBe(Buffer.byteLength(lines[2] ?? ''));
    expect(framesOf('Error: x\n    at f (/a.js:1:2)\n    at /b.js:3:4').map((f) => f.lineno)).toEqual([3, 1]);
  });
});

describe('error reports reach Sentry through the job queue', () => {
  it('a 500 is reported, scrubbed, with the release and the request', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/boom?token=secret123' })).statusCode).toBe(500);
    await expect.poll(() => stand.events.length, { timeout: 15_000 }).toBe(1);
    const [sent] = stand.events;
    expect(sent?.envelope.dsn).toBe(dsn);
    expect(sent?.event).toMatchObject({
      platform: 'node',
      level: 'error',
      release: 'dev',
      environment: 'test',
      exception: { values: [{ type: 'Error', value: 'kaboom for [phone] [email]' }] },
      request: { method: 'GET', url: '/boom?token=[redacted]' },
    });
    expect(JSON.stringify(sent?.event)).toMatch(/"frames":\[\{/);
  });

  it('client errors (3xx–4xx) are not reported', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/webapp/order/abc' })).statusCode).toBeLessThan(
      500,
    );
    await ctx.app.inject({
      method: 'POST',
      url: '/api/errors',
      payload: { message: 'after', url: 'http://x/' },
    });
    await expect.poll(() => stand.events.length, { timeout: 15_000 }).toBe(1);
    expect(stand.events[0]?.event).toMatchObject({ exception: { values: [{ value: 'after' }] } });
  });

  it("a browser's report is validated, scrubbed and sent; 429 and 503 are retried", async () => {
    stand.state.failNext = [429, 503];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/errors',
      payload: {
        message: 'TypeError: x is undefined (order for 96550123456)',
        type: 'TypeError',
        stack: 'TypeError: x\n    at render (https://menu.example/assets/a-1.js:1:200)',
        url: 'https://menu.example/shop/order/5?token=Zk9sdGVzdDEyMzQ1Njc4OTA',
        release: 'abc123',
      },
    });
    expect(res.statusCode).toBe(202);
    await expect.poll(() => stand.events.length, { timeout: 20_000 }).toBe(1);
    const event = stand.events[0]?.event;
    expect(event).toMatchObject({ platform: 'javascript', release: 'abc123', tags: { origin: 'browser' } });
    expect(JSON.stringify(event)).not.toMatch(/96550123456|Zk9sdGVzdDEy/);
    expect(stand.invalid).toEqual([]);
  });

  it('a malformed browser report is a 400 with a message', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/errors', payload: { message: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Invalid/);
  });
});
