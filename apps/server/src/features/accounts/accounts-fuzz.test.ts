import { ACCOUNT_PROBLEM_CODES } from '@sufra/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { orderSeed } from '../orders/order-test-fixture.ts';
import { recordingChannel } from './accounts-test-support.ts';

// Every account call with random path values, queries, headers and bodies (valid ones mixed in so
// calls reach their services): never a 5xx, every 4xx JSON with a message, every 422 code listed.
let ctx: TestContext;
let token = '';
let userId = '';
let requestId = '';

beforeAll(async () => {
  const channel = recordingChannel();
  ctx = await createTestApp([orderSeed()], {
    accounts: { channel, delivery: { retries: 1, backoffSeconds: 0 } },
  });
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/send-otp',
    payload: { reference_id: 'shop', phone: '+96550102030' },
  });
  requestId = sent.json().request_id;
  const code = await channel.codeTo('+96550102030');
  const signed = await ctx.app.inject({
    method: 'POST',
    url: '/api/verify-otp',
    payload: { request_id: requestId, code },
  });
  token = signed.json().token;
  userId = String(signed.json().user.id);
});
afterAll(() => ctx.close());

const value = () =>
  fc.oneof(
    fc.constantFrom(
      '',
      '0',
      '-1',
      '1e3',
      'NaN',
      '%00',
      '%zz',
      '99999999999999999999',
      'shop',
      userId,
      requestId,
    ),
    fc.string({ maxLength: 40 }).map(encodeURIComponent),
  );
const body = () =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.constantFrom('', '{', 'null', '{"__proto__":{"x":1}}'),
    fc
      .tuple(
        fc.constantFrom(
          'phone',
          'code',
          'request_id',
          'name',
          'channel',
          'reference_id',
          'form_type',
          'lat',
          'orders',
          'confirm',
        ),
        fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.constantFrom('+96550102030', '١٢٣٤٥٦', 'whatsapp', 'house', 'DELETE'),
        ),
      )
      .map(([k, v]) =>
        JSON.stringify({
          reference_id: 'shop',
          phone: '50102031',
          request_id: requestId,
          code: '123456',
          form_type: 'house',
          [k]: v,
        }),
      ),
  );
const headers = () =>
  fc.record(
    {
      authorization: fc.constantFrom(`Bearer ${token}`, 'Bearer sfs_nope', 'Bearer x', 'Basic y'),
      'x-webapp': fc.constantFrom('true', 'x'),
      cookie: fc.constantFrom(`sufra_session=${token}`, 'sufra_session=', 'sufra_session=%%%', 'a=b'),
      locale: fc.constantFrom('ar', 'en', '??'),
    },
    { requiredKeys: [] },
  );

const routes: { method: 'GET' | 'POST' | 'DELETE'; path: (a: string) => string; body?: boolean }[] = [
  { method: 'POST', path: () => '/api/send-otp', body: true },
  { method: 'POST', path: () => '/api/verify-otp', body: true },
  { method: 'POST', path: () => '/api/webapp/login', body: true },
  { method: 'POST', path: () => '/api/webapp/register', body: true },
  { method: 'POST', path: () => '/api/webapp/register-whatsapp', body: true },
  { method: 'POST', path: () => '/api/webapp/verify', body: true },
  { method: 'POST', path: () => '/api/webapp/verify-by-whatsapp', body: true },
  { method: 'POST', path: () => '/api/webapp/verify-phone', body: true },
  { method: 'GET', path: (a) => `/api/webapp/resend-otp?request_id=${a}` },
  { method: 'POST', path: () => '/api/webapp/resend-otp', body: true },
  { method: 'GET', path: (a) => `/api/webapp/otp-status/${a}` },
  { method: 'GET', path: (a) => `/api/webapp/auth-options/${a}` },
  { method: 'GET', path: (a) => `/api/webapp/profile/${a}` },
  { method: 'POST', path: () => '/api/webapp/update-profile', body: true },
  { method: 'POST', path: () => '/api/webapp/create-password', body: true },
  { method: 'GET', path: (a) => `/api/webapp/account/delete/${a}` },
  { method: 'POST', path: () => '/api/webapp/orders/claim', body: true },
  { method: 'GET', path: () => '/api/webapp/locations' },
  { method: 'POST', path: () => '/api/webapp/locations', body: true },
  { method: 'POST', path: (a) => `/api/webapp/locations/${a}`, body: true },
  { method: 'DELETE', path: (a) => `/api/webapp/locations/${a}` },
];

describe('every account call, fuzzed', () => {
  for (const route of routes) {
    it(`${route.method} ${route.path(':a')} never answers 5xx; every 4xx is JSON with a message`, async () => {
      await fc.assert(
        fc.asyncProperty(value(), headers(), body(), async (a, h, payload) => {
          const hs: Record<string, string> = { ...h };
          const options: InjectOptions = {
            method: route.method,
            url: route.path(a),
            headers: hs,
            remoteAddress: `10.${a.length % 250}.0.1`,
          };
          if (route.body) {
            options.payload = payload;
            hs['content-type'] = 'application/json';
          }
          const res = await ctx.app.inject(options);
          const what = `${route.method} ${options.url} ${JSON.stringify(hs)} ${payload}`;
          expect(res.statusCode, what).toBeLessThan(500);
          if (res.statusCode < 400) return;
          expect(res.json(), what).toMatchObject({ error: 1, message: expect.any(String) });
          if (res.statusCode === 422)
            expect(ACCOUNT_PROBLEM_CODES as readonly string[], what).toContain(res.json().code);
        }),
        { numRuns: 40 },
      );
    });
  }
});
