// Tap Payments end to end (ADR 720): the real app on a real port and a real database, its Tap
// adapter talking HTTP to the stand-in of Tap's API on 127.0.0.1, which calls the app's webhook
// and sends the payer back to the return URL, as Tap documents.
import { randomBytes } from 'node:crypto';
import { placeOrderResponseSchema, transactionResponseSchema } from '@sufra/contract';
import { toMajorUnits } from '@sufra/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import * as s from '../../../platform/db/schema/index.ts';
import { eventually } from '../../../platform/test/eventually.ts';
import { freePort } from '../../../platform/test/free-port.ts';
import { withOrderId } from '../../../platform/test/order-ids.ts';
import { startTapStandIn, type TapStandIn } from '../../../platform/test/tap-stand-in.ts';
import { createTestApp, type TestContext } from '../../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../../orders/order-test-fixture.ts';
import { issueStaffToken } from '../../staff/staff-tokens.ts';
import { createGateways } from '../gateways.ts';
import { createPaymentService } from '../payment-service.ts';

const PLATFORM_KEY = 'sk_test_platformKey0001';
const BUSINESS_KEY = 'sk_test_businessKey0002';
const KEYS_SECRET = randomBytes(32).toString('hex');

let tap: TapStandIn;
let ctx: TestContext;
let ids: ShopIds;
let origin: string;
let staffToken: string;
let env: Record<string, string>;

beforeAll(async () => {
  tap = await startTapStandIn({ keys: [PLATFORM_KEY, BUSINESS_KEY] });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  env = {
    PAYMENT_PROVIDER: 'tap',
    TAP_API_URL: tap.apiUrl,
    TAP_SECRET_KEY: PLATFORM_KEY,
    PUBLIC_URL: origin,
    PAYMENT_KEYS_SECRET: KEYS_SECRET,
  };
  const inCurrency = (referenceId: string, currency: string, payment_methods: number[]) => {
    const seed = orderSeed(referenceId);
    return { ...seed, currency, settings: { ...seed.settings, payment_methods } };
  };
  ctx = await createTestApp(
    [
      orderSeed(),
      orderSeed('other'),
      inCurrency('riyadh', 'SAR', [2, 4, 5, 7]),
      inCurrency('manama', 'BHD', [2, 4, 5, 7]),
    ],
    { now: () => NOON, env },
  );
  await ctx.app.listen({ port, host: '127.0.0.1' });
  ids = await shopIds(ctx.database.db);
  staffToken = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
});
afterAll(async () => {
  await ctx.close();
  await tap.close();
});

async function place(method = 4) {
  const res = await fetch(`${origin}/api/webapp/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(pickupOrder(ids, { payment_type: method })),
  });
  expect(res.status).toBe(201);
  const placed = await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(await res.json()));
  const chargeId = new URL(placed.payment?.url ?? '').pathname.split('/').pop() ?? '';
  return { ...placed, chargeId };
}

const transaction = async (id: number, token: string) =>
  transactionResponseSchema.parse(
    await (await fetch(`${origin}/api/webapp/transaction/${id}/${token}`)).json(),
  );

/** The payer on Tap's hosted page: decides, and follows Tap's redirect back to us. */
async function payOnTap(chargeId: string, approve: boolean): Promise<string> {
  const page = await fetch(`${tap.baseUrl}/gateway/${chargeId}`);
  expect(page.status).toBe(200);
  const { location } = await tap.pay(chargeId, approve);
  expect(location).toMatch(
    new RegExp(`^${origin}/api/payments/pay_[A-Za-z0-9_-]+/return\\?tap_id=${chargeId}$`),
  );
  const back = await fetch(location, { redirect: 'manual' });
  expect(back.status).toBe(303);
  return back.headers.get('location') ?? '';
}

const orderEvents = async (id: number, token: string): Promise<string[]> =>
  (
    (await (await fetch(`${origin}/api/webapp/order/${id}/${token}?full=true`)).json()) as {
      order: { events: { kind: string }[] };
    }
  ).order.events.map((e) => e.kind);

const webhook = (body: string, hashstring?: string) =>
  fetch(`${origin}/api/payments/tap/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(hashstring ? { hashstring } : {}) },
    body,
  });

describe('a KNET order paid through Tap', () => {
  it('creates a KNET charge in KWD major units, with our reference, return and webhook URLs', async () => {
    const placed = await place(4);
    expect(placed.order.payment_state).toBe('unpaid');
    expect(placed.payment).toMatchObject({ provider: 'tap' });
    expect(placed.payment?.url).toBe(`${tap.baseUrl}/gateway/${placed.chargeId}`);
    const created = tap.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v2/charges' &&
        JSON.stringify(r.body).includes(placed.payment?.reference ?? '-'),
    );
    expect(created?.body).toMatchObject({
      amount: 2.1,
      currency: 'KWD',
      source: { id: 'src_kw.knet' },
      // The order as the diner and the merchant know it: its public reference (ADR 1471).
      reference: { transaction: placed.payment?.reference, order: placed.order.public_ref },
      description: `shop order ${placed.order.public_ref}`,
      redirect: { url: `${origin}/api/payments/${placed.payment?.reference}/return` },
      post: { url: `${origin}/api/payments/tap/webhook` },
    });
    expect(tap.charges.get(placed.chargeId)?.key).toBe(PLATFORM_KEY);
  });

  it('approved: the webhook (valid hashstring) pays the order, the payer lands on the order page', async () => {
    const placed = await place(4);
    const landing = await payOnTap(placed.chargeId, true);
    expect(landing).toBe(placed.order_url);
    expect(tap.webhookDeliveries.find((d) => d.chargeId === placed.chargeId)?.status).toBe(200);
    const tx = await transaction(placed.order.id, placed.token);
    expect(tx).toMatchObject({ payment_state: 'paid', payment_type: 4 });
    expect(tx.transactions[0]).toMatchObject({
      status: 'paid',
      provider: 'tap',
      amount: 2100,
      currency: 'KWD',
    });
  });

  it('declined: the payer lands on payment/fail and can switch to cash', async () => {
    const placed = await place(4);
    const landing = await payOnTap(placed.chargeId, false);
    expect(landing).toBe(`/shop/payment/fail?order=${placed.order.public_ref}&token=${placed.token}`);
    expect((await transaction(placed.order.id, placed.token)).transactions[0]).toMatchObject({
      status: 'failed',
      failure_code: 'DECLINED',
    });
    const cash = await fetch(`${origin}/api/webapp/order/${placed.order.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: placed.token, payment_type: 2 }),
    });
    expect(await cash.json()).toMatchObject({
      payment: null,
      order: { payment_state: 'none', payment_type: 2 },
    });
  });

  it('declined, then paid again by card: a new charge (src_card), the old one superseded', async () => {
    const placed = await place(4);
    await payOnTap(placed.chargeId, false);
    const again = await fetch(`${origin}/api/webapp/order/${placed.order.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: placed.token, payment_type: 1 }),
    });
    const step = ((await again.json()) as { payment: { url: string } }).payment;
    const chargeId = new URL(step.url).pathname.split('/').pop() ?? '';
    expect(chargeId).not.toBe(placed.chargeId);
    expect(tap.charges.get(chargeId)?.source.id).toBe('src_card');
    expect(await payOnTap(chargeId, true)).toBe(placed.order_url);
    const tx = await transaction(placed.order.id, placed.token);
    expect(tx).toMatchObject({ payment_state: 'paid', payment_type: 1 });
    expect(tx.transactions.map((t) => t.status)).toEqual(['paid', 'failed']);
  });

  it('a lost webhook: the return asks Tap (retrieve) and the captured charge pays the order', async () => {
    const placed = await place(1);
    tap.captureSilently(placed.chargeId);
    const back = await fetch(
      `${origin}/api/payments/${placed.payment?.reference}/return?tap_id=${placed.chargeId}`,
      {
        redirect: 'manual',
      },
    );
    expect(back.headers.get('location')).toBe(placed.order_url);
    expect((await transaction(placed.order.id, placed.token)).payment_state).toBe('paid');
    expect(tap.requests.some((r) => r.method === 'GET' && r.path === `/v2/charges/${placed.chargeId}`)).toBe(
      true,
    );
  });
});

describe('Benefit in BHD, mada in SAR: each currency with its digits, only its own methods', () => {
  it.each([
    ['manama', 'BHD', 5, 'src_bh.benefit', /^\d+\.\d{3} BHD$/],
    ['riyadh', 'SAR', 7, 'src_sa.mada', /^\d+\.\d{2} SAR$/],
  ] as const)('%s (%s)', async (ref, currency, method, source, shown) => {
    const restaurant = (await (await fetch(`${origin}/api/webapp/v5/restaurant/${ref}`)).json()) as {
      restaurant: { payment_methods: number[] };
    };
    expect(restaurant.restaurant.payment_methods).toEqual([2, method]);
    const shop = await shopIds(ctx.database.db, ref);
    const res = await fetch(`${origin}/api/webapp/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pickupOrder(shop, { payment_type: method })),
    });
    expect(res.status).toBe(201);
    const placed = await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(await res.json()));
    const chargeId = new URL(placed.payment?.url ?? '').pathname.split('/').pop() ?? '';
    const charge = tap.charges.get(chargeId);
    expect(charge).toMatchObject({ currency, source: { id: source } });
    expect(charge?.amount).toBe(Number(toMajorUnits(placed.order.amounts.total, currency)));
    const page = await (await fetch(`${tap.baseUrl}/gateway/${chargeId}`)).text();
    expect(/data-testid="tap-amount">([^<]+)</.exec(page)?.[1]).toMatch(shown);
    await tap.pay(chargeId, true);
    expect((await transaction(placed.order.id, placed.token)).payment_state).toBe('paid');
    // KNET cannot take this currency: refused even if asked.
    const knet = await fetch(`${origin}/api/webapp/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pickupOrder(shop, { payment_type: 4 })),
    });
    expect(knet.status).toBe(422);
  });
});

describe('Tap not answering', () => {
  it('placing the order: 503 PAYMENT_GATEWAY_UNAVAILABLE, the order is kept, a retry of the submission gets its page', async () => {
    const body = JSON.stringify(pickupOrder(ids, { payment_type: 4 }));
    const post = () =>
      fetch(`${origin}/api/webapp/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'tap-down-0001' },
        body,
      });
    tap.failNext('/v2/charges', 503);
    const down = await post();
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ error: 1, code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
    const again = await withOrderId(
      ctx.database.db,
      placeOrderResponseSchema.parse(await (await post()).json()),
    );
    expect(again.payment?.url).toMatch(new RegExp(`^${tap.baseUrl}/gateway/chg_`));
    const retried = await withOrderId(
      ctx.database.db,
      placeOrderResponseSchema.parse(await (await post()).json()),
    );
    expect(retried.order.id).toBe(again.order.id);
    // Duplicates are sent to the same charge's page, not a new charge each.
    expect(retried.payment?.url).toBe(again.payment?.url);
  });
});

describe('what Sufra never trusts', () => {
  it('a forged return pays nothing, even naming another captured charge', async () => {
    const paidElsewhere = await place(4);
    await payOnTap(paidElsewhere.chargeId, true);
    const placed = await place(4);
    for (const tapId of ['chg_forged', paidElsewhere.chargeId]) {
      const back = await fetch(`${origin}/api/payments/${placed.payment?.reference}/return?tap_id=${tapId}`, {
        redirect: 'manual',
      });
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(
        `/shop/payment/fail?order=${placed.order.public_ref}&token=${placed.token}`,
      );
    }
    expect((await transaction(placed.order.id, placed.token)).payment_state).toBe('unpaid');
  });

  it('a webhook without or with a wrong hashstring is refused (401) and changes nothing', async () => {
    const placed = await place(4);
    tap.captureSilently(placed.chargeId);
    const { body, hashstring } = tap.webhookFor(placed.chargeId);
    expect((await webhook(body)).status).toBe(401);
    const wrong = `${hashstring.slice(0, -1)}${hashstring.endsWith('0') ? '1' : '0'}`;
    const refused = await webhook(body, wrong);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 1, code: 'SIGNATURE_INVALID' });
    // Signed with another merchant's key: not Tap speaking for this business.
    const other = tap.webhookFor(placed.chargeId, { key: 'sk_test_someoneElse' });
    expect((await webhook(other.body, other.hashstring)).status).toBe(401);
    expect((await transaction(placed.order.id, placed.token)).payment_state).toBe('unpaid');
  });

  it('a replayed webhook is applied once: acknowledged as replayed, nothing changes', async () => {
    const placed = await place(4);
    tap.captureSilently(placed.chargeId);
    const { body, hashstring } = tap.webhookFor(placed.chargeId);
    const first = await webhook(body, hashstring);
    expect(await first.json()).toMatchObject({ error: 0, result: 'paid' });
    const eventsBefore = await orderEvents(placed.order.id, placed.token);
    for (let i = 0; i < 3; i += 1) {
      const again = await webhook(body, hashstring);
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ error: 0, result: 'replayed' });
    }
    const tx = await transaction(placed.order.id, placed.token);
    expect(tx.transactions.filter((t) => t.status === 'paid')).toHaveLength(1);
    expect(await orderEvents(placed.order.id, placed.token)).toEqual(eventsBefore);
  });

  it('the return after the webhook (and the webhook after the return) pay once', async () => {
    const placed = await place(4);
    tap.captureSilently(placed.chargeId);
    // The payer is back first: the return retrieves the capture and pays.
    const back = await fetch(
      `${origin}/api/payments/${placed.payment?.reference}/return?tap_id=${placed.chargeId}`,
      {
        redirect: 'manual',
      },
    );
    expect(back.headers.get('location')).toBe(placed.order_url);
    // Tap's post of the same capture arrives afterwards: acknowledged, nothing more.
    const { body, hashstring } = tap.webhookFor(placed.chargeId);
    expect(await (await webhook(body, hashstring)).json()).toMatchObject({ result: 'replayed' });
    expect(await orderEvents(placed.order.id, placed.token)).toEqual(['placed', 'payment']);
  });

  it('amount mismatch: a captured charge for another amount pays nothing (422)', async () => {
    const placed = await place(4);
    tap.captureSilently(placed.chargeId);
    const { body, hashstring } = tap.webhookFor(placed.chargeId, { amount: 0.1 });
    const res = await webhook(body, hashstring);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'AMOUNT_MISMATCH' });
    expect((await transaction(placed.order.id, placed.token)).payment_state).toBe('unpaid');
  });

  it('currency mismatch: the same figure in another currency pays nothing (422)', async () => {
    const placed = await place(1);
    tap.captureSilently(placed.chargeId);
    const { body, hashstring } = tap.webhookFor(placed.chargeId, { currency: 'BHD' });
    const res = await webhook(body, hashstring);
    expect(res.status).toBe(422);
    expect((await transaction(placed.order.id, placed.token)).payment_state).toBe('unpaid');
  });

  it('a charge that is not the attempt’s own (another charge id, our reference) pays nothing', async () => {
    const placed = await place(4);
    const stranger = await place(4);
    tap.captureSilently(stranger.chargeId);
    const reference = tap.charges.get(stranger.chargeId)?.reference;
    if (!reference) throw new Error('no charge');
    const forged = tap.webhookFor(stranger.chargeId, {
      reference: { ...reference, transaction: placed.payment?.reference ?? '' },
    });
    expect((await webhook(forged.body, forged.hashstring)).status).toBe(422);
    expect((await transaction(placed.order.id, placed.token)).payment_state).toBe('unpaid');
  });
});

describe('money that arrives too late goes back', () => {
  const setStatus = (orderId: number, status: number) =>
    fetch(`${origin}/api/staff/orders/${orderId}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
      body: JSON.stringify({ status }),
    });

  it('late capture after a cancel: REFUND_DUE, and the refund is requested from Tap', async () => {
    const placed = await place(4);
    expect((await setStatus(placed.order.id, 9)).status).toBe(200);
    const landing = await payOnTap(placed.chargeId, true);
    expect(landing).toBe(placed.order_url);
    const tx = await transaction(placed.order.id, placed.token);
    expect(tx.payment_state).toBe('unpaid');
    expect(tx.transactions[0]).toMatchObject({ status: 'failed', failure_code: 'REFUND_DUE' });
    const refunded = await eventually(
      async () => tap.refunds.find((r) => r.charge_id === placed.chargeId),
      Boolean,
      10_000,
    );
    expect(refunded).toMatchObject({
      amount: 2.1,
      currency: 'KWD',
      reference: { merchant: placed.payment?.reference },
    });
    const [row] = await eventually(
      () =>
        ctx.database.db
          .select()
          .from(s.payments)
          .where(eq(s.payments.reference, placed.payment?.reference ?? '')),
      (rows) => rows[0]?.refundStatus === 'refunded',
      10_000,
    );
    expect(row).toMatchObject({ refundStatus: 'refunded', refundRef: refunded?.id });
  });

  it('a refund Tap cannot take right now is retried by the job queue', { timeout: 40_000 }, async () => {
    const placed = await place(4);
    await setStatus(placed.order.id, 9);
    tap.failNext('/v2/refunds', 503);
    await payOnTap(placed.chargeId, true);
    // The refund job failed once and is retried by the job queue (backoff from 5 s).
    const refunded = await eventually(
      async () => tap.refunds.find((r) => r.charge_id === placed.chargeId),
      Boolean,
      30_000,
    );
    expect(refunded).toBeTruthy();
    expect(
      tap.requests.filter((r) => r.path === '/v2/refunds' && JSON.stringify(r.body).includes(placed.chargeId))
        .length,
    ).toBe(2);
  });
});

describe('reconciliation and per-business gateways', () => {
  const service = () => {
    const config = loadConfig({ NODE_ENV: 'test', ...env });
    const gateways = createGateways({ db: ctx.database.db, config, sandbox: null });
    return createPaymentService({
      db: ctx.database.db,
      gateways,
      now: () => NOON,
      publicUrl: origin,
      log: { warn: () => {} },
      onRefundDue: () => {},
    });
  };

  it('an attempt left pending (tab closed) is asked of Tap and settled; one never finished expires', async () => {
    const captured = await place(4);
    const abandoned = await place(4);
    tap.captureSilently(captured.chargeId);
    await ctx.database.db.execute(
      sql`UPDATE payments SET created_at = now() - interval '20 minutes' WHERE provider_ref = ${captured.chargeId}`,
    );
    await ctx.database.db.execute(
      sql`UPDATE payments SET created_at = now() - interval '3 hours' WHERE provider_ref = ${abandoned.chargeId}`,
    );
    const result = await service().reconcile();
    expect(result.asked).toBeGreaterThanOrEqual(2);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await transaction(captured.order.id, captured.token)).payment_state).toBe('paid');
    expect((await transaction(abandoned.order.id, abandoned.token)).transactions[0]).toMatchObject({
      status: 'failed',
      failure_code: 'EXPIRED',
    });
  });

  it('a business with its own key: charges go to its account; the key is stored sealed and never served', async () => {
    const config = loadConfig({ NODE_ENV: 'test', ...env });
    const gateways = createGateways({ db: ctx.database.db, config, sandbox: null });
    await gateways.configure(ids.businessId, 'tap', BUSINESS_KEY);
    const [row] = await ctx.database.db
      .select()
      .from(s.paymentGateways)
      .where(eq(s.paymentGateways.businessId, ids.businessId));
    expect(row?.secretKeySealed).toBeTruthy();
    expect(row?.secretKeySealed).not.toContain(BUSINESS_KEY);
    const placed = await place(4);
    expect(tap.charges.get(placed.chargeId)?.key).toBe(BUSINESS_KEY);
    const restaurant = await (await fetch(`${origin}/api/webapp/v5/restaurant/shop`)).text();
    expect(restaurant).not.toContain(BUSINESS_KEY);
    expect(restaurant).not.toContain(row?.secretKeySealed ?? '-');

    // Online payments switched off for the business: only cash and pay later are offered.
    await gateways.configure(ids.businessId, 'none', null);
    const methods = async (): Promise<number[]> =>
      (
        (await (await fetch(`${origin}/api/webapp/v5/restaurant/shop`)).json()) as {
          restaurant: { payment_methods: number[] };
        }
      ).restaurant.payment_methods;
    const offered = await eventually(methods, (list) => !list.includes(4));
    expect(offered).toEqual([2, 3]);
    const refused = await fetch(`${origin}/api/webapp/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pickupOrder(ids, { payment_type: 4 })),
    });
    expect(refused.status).toBe(422);
    await ctx.database.db.delete(s.paymentGateways).where(eq(s.paymentGateways.businessId, ids.businessId));
  });

  it('a charge opened before the business switched Tap off is still settled when Tap reports it', async () => {
    const config = loadConfig({ NODE_ENV: 'test', ...env });
    const gateways = createGateways({ db: ctx.database.db, config, sandbox: null });
    const placed = await place(4);
    await gateways.configure(ids.businessId, 'none', null);
    tap.captureSilently(placed.chargeId);
    const { body, hashstring } = tap.webhookFor(placed.chargeId);
    expect(await (await webhook(body, hashstring)).json()).toMatchObject({ result: 'paid' });
    expect((await transaction(placed.order.id, placed.token)).payment_state).toBe('paid');
    await ctx.database.db.delete(s.paymentGateways).where(eq(s.paymentGateways.businessId, ids.businessId));
  });
});
