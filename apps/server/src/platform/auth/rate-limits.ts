import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { RateLimited } from '../failures.ts';
import { postgresLimitStore } from './limit-store.ts';

/**
 * Per-client limits on the calls worth abusing (ADR 742), counted by @fastify/rate-limit in
 * PostgreSQL (limit-store.ts, ADR 1385): every instance on one database shares them. Each limited call counts per address (`request.ip`: the socket's, unless
 * TRUST_PROXY names the proxies to believe) and, for a signed-in customer, per customer too.
 * Defaults are generous: 50 diners behind one restaurant Wi-Fi share one address.
 */
export type Limit = { perIp: number; perCustomer: number; windowSec: number };

export const DEFAULT_LIMITS = {
  /** Placing orders: ~1 per diner a minute on one Wi-Fi, with room for retries. */
  order: { perIp: 120, perCustomer: 20, windowSec: 60 },
  /** The cart's figures, recomputed on every change. */
  calcOrder: { perIp: 1200, perCustomer: 200, windowSec: 60 },
  /** Paying (again) for an order. */
  payment: { perIp: 60, perCustomer: 20, windowSec: 60 },
  /** One-time codes sent by SMS or WhatsApp: each costs money. */
  otpSend: { perIp: 120, perCustomer: 5, windowSec: 600 },
  /** Checking a one-time code. */
  otpVerify: { perIp: 300, perCustomer: 20, windowSec: 600 },
  /** Our geocoder proxy (upstream it is paced and cached anyway, ADR 744). */
  geocode: { perIp: 300, perCustomer: 120, windowSec: 60 },
  /** Opening live streams (SSE): order pages and staff boards reconnect after a drop. */
  stream: { perIp: 1200, perCustomer: 120, windowSec: 60 },
  /** Browser error reports (ADR 841): a broken page may loop; a few a minute tell the story. */
  errorReport: { perIp: 30, perCustomer: 30, windowSec: 60 },
  /** Wrong staff tokens: past this many failures an address is refused until the window ends. */
  staffTokenFailures: { perIp: 20, perCustomer: 20, windowSec: 900 },
  /** Unknown coupon codes: past this many, coupon checks from the address are refused a while. */
  couponFailures: { perIp: 30, perCustomer: 10, windowSec: 900 },
  /** Table bookings (and their pre-orders): 24 fake ones in 6 s filled an evening (ADR 1320). */
  booking: { perIp: 10, perCustomer: 5, windowSec: 600 },
  /** Surveys, newsletter sign-ups and ratings: one diner's few, not a script's thousands. */
  engagement: { perIp: 30, perCustomer: 10, windowSec: 600 },
  /**
   * A shared table's changes (join, add or change a line, split the bill): a table of diners
   * tapping, not a script filling tables with lines (ADR 1474). Rounds count as orders, parts'
   * payments as payments.
   */
  sharedTable: { perIp: 600, perCustomer: 200, windowSec: 60 },
  /** Banner reach and visit counters: a page view's beacons, not a loop's. */
  counter: { perIp: 240, perCustomer: 120, windowSec: 60 },
  /**
   * Guest orders and bookings per phone number (`perIp`: per number) and per branch (`perCustomer`:
   * a branch's guest orders a window): a flood from many addresses is held back by the numbers it
   * gives and by the branch's own budget; signed-in diners (verified by a code) are not counted
   * against the branch's (ADR 1320).
   */
  guestOrders: { perIp: 10, perCustomer: 120, windowSec: 60 },
} satisfies Record<string, Limit>;

/** Limits that count failures (guessing), not calls. */
const FAILURE_LIMITS = new Set<string>(['staffTokenFailures', 'couponFailures', 'guestOrders']);

export type LimitName = keyof typeof DEFAULT_LIMITS;

/** Which call counts against which limit: `METHOD url-pattern` as Fastify routes it. */
export const ROUTE_LIMITS: Record<string, LimitName> = {
  'POST /api/webapp/order': 'order',
  'POST /api/service/pos/calc-order/:branchId': 'calcOrder',
  'POST /api/webapp/order/:orderId/pay': 'payment',
  // Accounts' routes (ADR 701). The domain has its own per-number and per-address send limits
  // (OTP_POLICY); this is an outer per-address guard on the calls themselves, refused or not.
  'POST /api/send-otp': 'otpSend',
  'POST /api/webapp/login': 'otpSend',
  'POST /api/webapp/register': 'otpSend',
  'POST /api/webapp/register-whatsapp': 'otpSend',
  'GET /api/webapp/resend-otp': 'otpSend',
  'POST /api/webapp/resend-otp': 'otpSend',
  // A phone change sends a code to the new number (account-service: sendForPhoneChange).
  'POST /api/webapp/update-profile': 'otpSend',
  'POST /api/verify-otp': 'otpVerify',
  'POST /api/webapp/verify': 'otpVerify',
  'POST /api/webapp/verify-phone': 'otpVerify',
  'POST /api/webapp/verify-by-whatsapp': 'otpVerify',
  'GET /api/webapp/geocode/reverse': 'geocode',
  'GET /api/webapp/geocode/search': 'geocode',
  'POST /api/webapp/getAddress': 'geocode',
  'POST /api/webapp/setAddress': 'geocode',
  'GET /api/webapp/order/:orderId/events': 'stream',
  // The diner's driver, live (ADR 1413): a stream like the order's own.
  'GET /api/webapp/order/:orderId/driver/events': 'stream',
  'POST /api/errors': 'errorReport',
  'GET /api/staff/events': 'stream',
  'GET /api/staff/reservations/events': 'stream',
  'POST /api/webapp/reserve-table': 'booking',
  'POST /api/webapp/survey/:id': 'engagement',
  'POST /api/webapp/newsletter/:id': 'engagement',
  'POST /api/users/rate': 'engagement',
  'POST /api/webapp/banners/reach': 'counter',
  // The shared table (ADR 1474): a round is a real order on the board, a part's payment a payment.
  'POST /api/webapp/shared-table/:branchId/join': 'sharedTable',
  'POST /api/webapp/shared-table/:branchId/lines': 'sharedTable',
  'POST /api/webapp/shared-table/:branchId/lines/:lineId': 'sharedTable',
  'POST /api/webapp/shared-table/:branchId/bill': 'sharedTable',
  'POST /api/webapp/shared-table/:branchId/rounds': 'order',
  'POST /api/webapp/shared-table/:branchId/parts/:partId/pay': 'payment',
  'GET /api/webapp/shared-table/session/:sessionId/events': 'stream',
  'POST /api/webapp/visit/:id': 'counter',
};

/** Calls that place a guest's order or booking: counted per phone and per branch (`guestOrders`). */
const GUEST_ORDER_ROUTES = new Set(['POST /api/webapp/order', 'POST /api/webapp/reserve-table']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own limit (for routes not in ROUTE_LIMITS). */
    limit?: LimitName;
  }
}

/** `RATE_LIMITS`: `off`, or JSON overriding some limits (`{"order":{"perIp":60}}`). */
export function parseRateLimits(value: string | undefined): Record<LimitName, Limit> | null {
  if (value?.trim() === 'off') return null;
  const overrides = value?.trim() ? (JSON.parse(value) as Partial<Record<LimitName, Partial<Limit>>>) : {};
  const limits = { ...DEFAULT_LIMITS } as Record<LimitName, Limit>;
  for (const [name, override] of Object.entries(overrides)) {
    if (!(name in DEFAULT_LIMITS)) throw new Error(`unknown limit '${name}'`);
    const merged = { ...limits[name as LimitName], ...override };
    for (const n of Object.values(merged))
      if (!Number.isInteger(n) || n < 1) throw new Error(`limit '${name}' needs positive integers`);
    limits[name as LimitName] = merged;
  }
  return limits;
}

export const tooManyRequests = (retryAfterSec: number) =>
  new RateLimited(
    'rate_limited',
    `Too many requests; try again in ${retryAfterSec} second${retryAfterSec === 1 ? '' : 's'}`,
    retryAfterSec,
  );

/**
 * The signed-in caller's key: a hash of the bearer token (never the token itself, which may end
 * up in a heap dump). A forged token only adds a count: the address's count applies first.
 */
export function bearerKey(authorization: string | undefined): string | null {
  if (!authorization?.startsWith('Bearer ')) return null;
  return createHash('sha256').update(authorization).digest('base64url').slice(0, 22);
}

/** Who the signed-in customer is (an id), or null for a guest. */
export type IdentifyCustomer = (request: FastifyRequest) => Promise<string | number | null>;

type Check = (
  request: FastifyRequest,
  options?: { increment: boolean },
) => Promise<{
  isAllowed: boolean;
  isExceeded?: boolean;
  remaining?: number;
  ttlInSeconds?: number;
}>;

/** Registers the limits as one onRequest hook on the whole app. `null` limits: none (tests, benches). */
export async function registerRateLimits(
  app: FastifyInstance,
  limits: Record<LimitName, Limit> | null,
  /** Where the counts live: the app's database, shared by its instances (ADR 1385). */
  pool: pg.Pool,
  identify: IdentifyCustomer,
  /** Whether a bearer token is a live staff token: the real board is never locked out (ADR 1320). */
  isStaffToken: (token: string) => Promise<boolean> = async () => false,
): Promise<void> {
  if (!limits) return;
  const store = postgresLimitStore(pool);
  // The plugin constructs its store with `new`; the methods are closures over the pool.
  class SharedLimitStore {
    incr = store.incr;
    read = store.read;
    child = store.child;
  }
  await app.register(rateLimit, { global: false, store: SharedLimitStore });
  const customerOf = new WeakMap<FastifyRequest, Promise<string | number | null>>();
  const customer = (request: FastifyRequest) => {
    let found = customerOf.get(request);
    if (!found) {
      found = identify(request).catch(() => null);
      customerOf.set(request, found);
    }
    return found;
  };
  const create = (app as unknown as { createRateLimit: (o: object) => Check }).createRateLimit;
  const checks = new Map<LimitName, Check[]>();
  for (const [name, limit] of Object.entries(limits) as [LimitName, Limit][]) {
    if (FAILURE_LIMITS.has(name)) continue;
    const timeWindow = limit.windowSec * 1000;
    checks.set(name, [
      create({ max: limit.perIp, timeWindow, keyGenerator: (r: FastifyRequest) => `${name}:ip:${r.ip}` }),
      create({
        max: limit.perCustomer,
        timeWindow,
        // A guest counts by address alone (above); `allowList` skips this count for them.
        keyGenerator: async (r: FastifyRequest) => `${name}:customer:${await customer(r)}`,
        allowList: async (r: FastifyRequest) => (await customer(r)) === null,
      }),
    ]);
  }
  const refuse = (reply: FastifyReply, result: Awaited<ReturnType<Check>>) => {
    const retryAfter = Math.max(1, result.ttlInSeconds ?? 1);
    reply.header('retry-after', String(retryAfter));
    return tooManyRequests(retryAfter);
  };
  app.addHook('onRequest', async (request, reply) => {
    const name =
      request.routeOptions.config?.limit ?? ROUTE_LIMITS[`${request.method} ${request.routeOptions.url}`];
    if (!name) return;
    for (const check of checks.get(name) ?? []) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw refuse(reply, result);
    }
  });

  // Guessing (ADR 742): failures are counted per address; past the limit the address is refused
  // (429) until the window ends — 3,000 staff-token guesses took 2 s, every demo coupon 0.1 s.
  const failures = (name: LimitName) => {
    const limit = limits[name];
    const count = create({
      max: limit.perIp,
      timeWindow: limit.windowSec * 1000,
      keyGenerator: (r: FastifyRequest) => `${name}:ip:${r.ip}`,
    });
    return {
      blocked: async (request: FastifyRequest) => {
        const result = await count(request, { increment: false });
        // Refused once the count is reached: `perIp` failures are all an address gets.
        return !result.isAllowed && (result.remaining ?? 1) <= 0 ? result : null;
      },
      fail: (request: FastifyRequest) => count(request),
    };
  };
  const staffTokens = failures('staffTokenFailures');
  const coupons = failures('couponFailures');
  const isStaffCall = (request: FastifyRequest) =>
    request.routeOptions.url?.startsWith('/api/staff/') ?? false;
  const checksCoupon = (request: FastifyRequest) =>
    COUPON_ROUTES.has(`${request.method} ${request.routeOptions.url}`);
  app.addHook('onRequest', async (request, reply) => {
    if (!isStaffCall(request)) return;
    const blocked = await staffTokens.blocked(request);
    if (!blocked) return;
    // The lock is the guesser's, not the board's (ADR 1320): a live token from the same
    // Wi-Fi still gets in, every wrong one is refused. A 192-bit token is not found by guessing;
    // the lock only keeps a guesser from costing us a lookup per try.
    const authorization = request.headers.authorization;
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
    if (token && (await isStaffToken(token).catch(() => false))) return;
    throw refuse(reply, blocked);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!checksCoupon(request)) return;
    const code = (request.body as { coupon_code?: unknown } | null)?.coupon_code;
    if (typeof code !== 'string' || !code) return;
    const blocked = await coupons.blocked(request);
    if (blocked) throw refuse(reply, blocked);
  });
  // Guest orders and bookings (ADR 1320): per phone number and, for guests, per branch;
  // counted in the shared store like every limit here.
  const guest = limits.guestOrders;
  const phoneOf = (r: FastifyRequest) => {
    const phone = (r.body as { phone?: unknown } | null)?.phone;
    return typeof phone === 'string' ? phone.replace(/\D/g, '').slice(-12) : '';
  };
  const branchOf = (r: FastifyRequest) => {
    const branch = (r.body as { branch_id?: unknown } | null)?.branch_id;
    return typeof branch === 'number' || typeof branch === 'string' ? String(branch).slice(0, 20) : '';
  };
  const perPhone = create({
    max: guest.perIp,
    timeWindow: guest.windowSec * 1000,
    keyGenerator: (r: FastifyRequest) => `guestOrders:phone:${phoneOf(r)}`,
  });
  const perBranch = create({
    max: guest.perCustomer,
    timeWindow: guest.windowSec * 1000,
    keyGenerator: (r: FastifyRequest) => `guestOrders:branch:${branchOf(r)}`,
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!GUEST_ORDER_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
    if (phoneOf(request)) {
      const result = await perPhone(request);
      if (!result.isAllowed && result.isExceeded) throw refuse(reply, result);
    }
    if (branchOf(request) && (await customer(request)) === null) {
      const result = await perBranch(request);
      if (!result.isAllowed && result.isExceeded) throw refuse(reply, result);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 401 && isStaffCall(request)) await staffTokens.fail(request);
    // calc-order lists the problem in a 200, placing refuses with a 422: either names the code.
    else if (checksCoupon(request) && String(payload).includes('"COUPON_NOT_FOUND"'))
      await coupons.fail(request);
    return payload;
  });
}

const COUPON_ROUTES = new Set(['POST /api/webapp/order', 'POST /api/service/pos/calc-order/:branchId']);
