import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSeed } from '../test/fixtures.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

// ADR 1337: the OpenAPI document, from the routes' zod schemas, checked by an independent
// validator. ADR 1336: Prometheus metrics, behind a bearer token.

const METRICS_TOKEN = 'metrics-token-0123456789';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp([makeSeed('shop')], { env: { METRICS_TOKEN } });
});
afterAll(() => ctx.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3 document of the API, with the schemas the routes declare', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(50);
    // Only the API: no page, asset or operator route.
    expect(paths.every((p) => p.startsWith('/api/'))).toBe(true);
    // A zod-declared body is in the document (the code request's phone).
    const sendOtp = doc.paths['/api/send-otp']?.post;
    expect(JSON.stringify(sendOtp?.requestBody)).toContain('phone');
  });
});

describe('GET /metrics', () => {
  it('is refused without the token and with a wrong one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-metrics-token' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route pattern, latencies, jobs and the pool', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/webapp/v5/restaurant/shop' });
    await ctx.app.inject({ method: 'GET', url: '/api/webapp/v5/restaurant/no-such-shop' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /sufra_http_requests_total\{method="GET",route="\/api\/webapp\/v5\/restaurant\/:referenceId",status="200"\} 1/,
    );
    expect(text).toMatch(/sufra_http_requests_total\{method="GET",route="[^"]+",status="404"\} 1/);
    expect(text).not.toContain('no-such-shop');
    expect(text).toContain('sufra_http_request_duration_seconds_bucket');
    expect(text).toContain('sufra_orders_placed_total 0');
    expect(text).toMatch(/sufra_db_pool_connections \d+/);
    expect(text).toMatch(/# TYPE sufra_jobs gauge/);
    expect(text).toContain('sufra_process_cpu_seconds_total');
  });

  it('is off (404) when no METRICS_TOKEN is configured', async () => {
    const other = await createTestApp([]);
    try {
      expect((await other.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
