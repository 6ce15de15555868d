import {
  isOrderProblemCode,
  isReservationProblemCode,
  PAYMENT_CALLBACK_PROBLEM_CODES,
  placeOrderResponseSchema,
} from '@sufra/contract';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOON,
  orderSeed,
  pickupOrder,
  type ShopIds,
  shopIds,
} from '../../features/orders/order-test-fixture.ts';
import { reservationSeed } from '../../features/reservations/reservation-test-fixture.ts';
import { issueStaffToken } from '../../features/staff/staff-tokens.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

// A property test over every API route (issues #4 and #5): whatever a client sends in the path,
// the query, the §7 headers or the body, the answer is never a 5xx, and every 4xx is JSON with
// `error: 1` and a message (plus a code on a 422). Valid values are mixed into the random ones so
// the calls get past their first check and into the services.
let ctx: TestContext;
let ids: ShopIds;
let valid: { orderId: string; token: string; staff: string; branch: string; reference: string };

beforeAll(async () => {
  // One signed-in customer (member-7) so the account paths (history, orders by account) are fuzzed too.
  // 'shop' also takes reservations (its seed is the order seed plus reservations and tables).
  ctx = await createTestApp([reservationSeed(), orderSeed('other')], {
    now: () => NOON,
    resolveCustomer: async (token) => (token === 'member-7' ? { id: 7, businessId: ids.businessId } : null),
  });
  ids = await shopIds(ctx.database.db);
  const placed = placeOrderResponseSchema.parse(
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/webapp/order',
        payload: pickupOrder(ids, { payment_type: 4 }),
      })
    ).json(),
  );
  valid = {
    orderId: String(placed.order.id),
    token: placed.token,
    staff: (await issueStaffToken(ctx.database.db, 'shop')) ?? '',
    branch: String(ids.main),
    reference: placed.payment?.reference ?? '',
  };
});
afterAll(() => ctx.close());

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
});

/** A raw path segment or query value: already URL-safe (encoded) or deliberately broken. */
const rawValue = () =>
  fc.oneof(
    fc.constantFrom('', '0', '-1', '1.5', '1e3', '0x1f', 'NaN', 'null', 'true', '2147483648'),
    fc.constantFrom('99999999999999999999', '%00', '%', '%zz', '%C0%AF', '..%2F..', '%E2%80%AE'),
    {
      arbitrary: fc.constantFrom('shop', 'other', valid.branch, valid.orderId, valid.token, valid.reference),
      weight: 6,
    },
    fc.integer().map(String),
    fc.double().map(String),
    fc.string({ maxLength: 40, unit: 'grapheme' }).map(encodeURIComponent),
    fc.string({ maxLength: 300 }).map(encodeURIComponent),
  );

const queryNames = [
  'branch_id',
  'branch',
  'locale',
  'page',
  'full',
  'token',
  'after',
  'shipping',
  'date',
  'theme_id',
  'wv',
  'limit',
  'scope',
  'q',
  'lat',
  'lon',
  '__proto__',
  'constructor',
];
const query = () =>
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...queryNames), fc.string({ maxLength: 8 }).map(encodeURIComponent)),
        rawValue(),
      ),
      {
        maxLength: 5,
      },
    )
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

const headerValue = () =>
  fc.oneof(
    printable,
    fc.constantFrom(
      '5',
      '4',
      'true',
      'ar',
      'en',
      'ar-KW',
      '2026-03-09T12:00:00+03:00',
      '2026-02-30T25:00:00Z',
    ),
    fc.constantFrom(`Bearer ${'x'.repeat(600)}`, 'Bearer', 'Bearer ', 'Basic abc', 'Bearer a b'),
    fc.constantFrom(
      `Bearer ${valid.staff}`,
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
    ),
    fc.constantFrom('*;q=0', 'identity;q=0, *;q=0', 'br;q=abc', 'gzip, deflate, br', '"abc"', 'W/"x", *'),
  );
const headerNames = [
  'locale',
  'x-api-version',
  'x-webapp',
  'x-current-time',
  'authorization',
  'cache-control',
  'idempotency-key',
  'x-order-token',
  'sandbox-signature',
  'accept-language',
  'accept-encoding',
  'if-none-match',
  'content-encoding',
];
/** Mostly well-formed headers (so the call reaches its service), sometimes garbage in any of them. */
const headers = () =>
  fc.oneof(
    fc.constant({}),
    fc.record(
      {
        locale: fc.constantFrom('ar', 'en', 'fr', 'ar-KW'),
        'x-api-version': fc.constant('5'),
        'x-webapp': fc.constantFrom('true', '0'),
        'x-current-time': fc.constantFrom('2026-03-09T12:00:00+03:00', '2026-03-09T23:59:59Z'),
        authorization: fc.constantFrom(`Bearer ${valid.staff}`, 'Bearer sst_unknown', 'Bearer member-7'),
        'x-order-token': fc.constantFrom(valid.token, 'x'.repeat(22)),
      },
      { requiredKeys: [] },
    ),
    fc.dictionary(fc.constantFrom(...headerNames), headerValue(), { maxKeys: 3 }),
  );

/** JSON-ish bodies: random values, huge numbers, deep nesting, broken JSON, a mutated valid order. */
const body = () =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.constantFrom('', 'null', '{', '{"a":', '"x"', `${'['.repeat(5000)}${']'.repeat(5000)}`, '1e999'),
    fc.constantFrom('{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'),
    // Shaped like the small bodies (staff status, pay, banner reach, visit) with a random value.
    fc
      .tuple(
        fc.constantFrom('status', 'payment_type', 'banners', 'visitor_id', 'token', 'decision'),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([k, v]) => JSON.stringify({ token: valid.token, business: 'shop', [k]: v })),
    fc.integer({ min: -2, max: 12 }).map((status) => JSON.stringify({ status })),
    fc
      .integer({ min: -1, max: 10 })
      .map((payment_type) => JSON.stringify({ token: valid.token, payment_type })),
    fc
      .tuple(
        fc.constantFrom(...Object.keys(pickupOrder(ids)), 'coupon', 'address', 'scheduled_at', 'total_price'),
        fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(1e308, -1, 2 ** 53, 0.5, '١٢٣', null)),
      )
      .map(([k, v]) => JSON.stringify(pickupOrder(ids, { [k]: v }))),
    fc.tuple(fc.nat({ max: 3 }), fc.jsonValue({ maxDepth: 2 })).map(([i, v]) =>
      JSON.stringify(
        pickupOrder(ids, {
          order_lines: [
            {
              ...pickupOrder(ids).order_lines[0],
              [['item_id', 'price_label_id', 'quantity', 'modifiers'][i] ?? 'x']: v,
            },
          ],
        }),
      ),
    ),
  );

type Route = {
  method: 'GET' | 'POST';
  path: (a: string, b: string) => string;
  body?: boolean;
  stream?: boolean;
};

/** Every API route, its parameters filled from the arbitraries. */
const routes: Route[] = [
  { method: 'GET', path: (a) => `/api/webapp/v5/restaurant/${a}` },
  { method: 'GET', path: (a) => `/api/webapp/v5/restaurant-domain/${a}` },
  { method: 'GET', path: (a, b) => `/api/webapp/v5/restaurant-domain/${a}/${b}` },
  { method: 'GET', path: (a) => `/api/webapp/v5/menu/${a}` },
  { method: 'GET', path: (a, b) => `/api/webapp/v5/item/${a}/${b}` },
  { method: 'GET', path: (a, b) => `/api/webapp/search/${a}?branch_id=${b}` },
  { method: 'GET', path: (a, b) => `/api/tags-ingredients?branch_id=${a}&locale=${b}` },
  { method: 'GET', path: (a) => `/api/webapp/v5/shifts/${a}` },
  { method: 'GET', path: (a) => `/api/webapp/branches/${a}` },
  { method: 'GET', path: (a) => `/api/webapp/zones/${a}` },
  { method: 'GET', path: (a) => `/api/webapp/tables/${a}` },
  // Table QR links (ADR 750, 751)
  { method: 'POST', path: (a) => `/api/webapp/tables/${a}/link`, body: true },
  { method: 'GET', path: () => '/api/staff/tables' },
  { method: 'POST', path: (a) => `/api/staff/tables/${a}/token`, body: true },
  { method: 'GET', path: (a, b) => `/api/webapp/banners/${a}?date=${b}` },
  { method: 'POST', path: () => '/api/webapp/banners/reach', body: true },
  { method: 'POST', path: (a) => `/api/webapp/visit/${a}`, body: true },
  { method: 'POST', path: () => '/api/webapp/order', body: true },
  { method: 'POST', path: (a) => `/api/service/pos/calc-order/${a}`, body: true },
  { method: 'GET', path: (a) => `/api/webapp/order/${a}` },
  { method: 'GET', path: (a, b) => `/api/webapp/order/${a}/${b}` },
  { method: 'GET', path: (a, b) => `/api/webapp/update-order-events/${a}/${b}` },
  { method: 'GET', path: (a, b) => `/api/webapp/v5/orders/${a}?page=${b}` },
  { method: 'GET', path: (a, b) => `/api/webapp/order/${a}/events?token=${b}`, stream: true },
  { method: 'POST', path: (a) => `/api/webapp/order/${a}/pay`, body: true },
  { method: 'GET', path: (a, b) => `/api/webapp/transaction/${a}/${b}` },
  { method: 'GET', path: (a) => `/api/payments/${a}/return` },
  { method: 'POST', path: () => '/api/payments/sandbox/callback', body: true },
  { method: 'GET', path: (a) => `/api/payments/sandbox/${a}` },
  { method: 'POST', path: (a) => `/api/payments/sandbox/${a}`, body: true },
  { method: 'GET', path: () => '/api/staff/orders' },
  { method: 'GET', path: (a) => `/api/staff/orders/${a}` },
  { method: 'POST', path: (a) => `/api/staff/orders/${a}/status`, body: true },
  { method: 'GET', path: () => '/api/staff/events', stream: true },
  // Reservations (ADR 802)
  { method: 'GET', path: (a) => `/api/webapp/reservation-slots/${a}` },
  { method: 'POST', path: () => '/api/webapp/reserve-table', body: true },
  { method: 'GET', path: (a) => `/api/webapp/reservation/${a}` },
  { method: 'POST', path: (a) => `/api/webapp/reservation/${a}/cancel`, body: true },
  { method: 'POST', path: (a) => `/api/webapp/reservations/${a}`, body: true },
  { method: 'GET', path: (a) => `/api/webapp/reservation/${a}/events`, stream: true },
  { method: 'GET', path: () => '/api/staff/reservations' },
  { method: 'POST', path: (a) => `/api/staff/reservations/${a}/status`, body: true },
  { method: 'GET', path: () => '/api/staff/reservations/events', stream: true },
];

/** What every answer must look like: never 5xx; a 4xx is `{ error: 1, message }` JSON. */
function expectWellFormed(res: Response, what: string): void {
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode < 400) return;
  // The sandbox's hosted page is a browser page: its 404, and its 403 to a browser that does not
  // hold the attempt's secret (ADR 722), are HTML on purpose.
  if (/\/payments\/sandbox\/[^/]+$/.test(what.split(' ')[1] ?? '') && [403, 404].includes(res.statusCode))
    return;
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  const json = res.json();
  expect(json, what).toMatchObject({ error: 1, message: expect.any(String) });
  expect(json.message.length, what).toBeGreaterThan(0);
  // A 422 code is one a client can map to its own message: on the contract's list (ADR 406).
  if (res.statusCode === 422) {
    const known =
      isOrderProblemCode(json.code) ||
      isReservationProblemCode(json.code) ||
      (PAYMENT_CALLBACK_PROBLEM_CODES as readonly string[]).includes(json.code);
    expect(known, `${what} → ${json.code}`).toBe(true);
  }
}

describe('every API route, fuzzed', () => {
  for (const route of routes) {
    it(`${route.method} ${route.path(':a', ':b')} never answers 5xx and every 4xx is JSON with a message`, async () => {
      await fc.assert(
        fc.asyncProperty(rawValue(), rawValue(), query(), headers(), body(), async (a, b, q, h, payload) => {
          const hs: Record<string, string> = { ...h };
          // A stream that authenticates stays open: only the refusals are fuzzed there.
          if (route.stream && hs.authorization === `Bearer ${valid.staff}`) delete hs.authorization;
          const path = route.path(a, b);
          const extra = path.includes('?') ? q.replace('?', '&') : q;
          // An order stream opened with the order's token stays open: only refusals are fuzzed.
          const url = route.stream ? `${path}${extra}`.replaceAll(valid.token, 'x') : `${path}${extra}`;
          const options: InjectOptions = { method: route.method, url, headers: hs };
          if (route.body) {
            options.payload = payload;
            hs['content-type'] ??= 'application/json';
          }
          const res = await ctx.app.inject(options);
          expectWellFormed(
            res,
            `${route.method} ${url.slice(0, 200)} ${JSON.stringify(hs).slice(0, 200)} ${payload.slice(0, 200)}`,
          );
        }),
        { numRuns: 60 },
      );
    });
  }
});
