import { placeOrderResponseSchema, transactionResponseSchema } from '@sufra/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, shopIds } from '../orders/order-test-fixture.ts';
import { signBody } from './signature.ts';

// Correctly signed callbacks carrying anything: the gateway's secret is the only
// thing that gets a body past the signature, so what lies behind it must hold too. Every answer
// is a 2xx or a JSON 4xx, never a 5xx, and no callback but one matching the attempt's exact
// amount and currency ever marks the order paid.
const SECRET = 'fuzz-webhook-secret-0123456789abcdef';
let ctx: TestContext;
let order: { id: number; token: string; reference: string; total: number };

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => NOON, env: { PAYMENT_WEBHOOK_SECRET: SECRET } });
  const ids = await shopIds(ctx.database.db);
  const placed = await withOrderId(
    ctx.database.db,
    placeOrderResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/webapp/order',
          payload: pickupOrder(ids, { payment_type: 4 }),
        })
      ).json(),
    ),
  );
  order = {
    id: placed.order.id,
    token: placed.token,
    reference: placed.payment?.reference ?? '',
    total: placed.order.amounts.total,
  };
});
afterAll(() => ctx.close());

const callback = (body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/callback',
    payload: body,
    headers: { 'content-type': 'application/json', 'sandbox-signature': signBody(SECRET, body, NOON) },
  });

describe('signed callbacks with anything inside', () => {
  it('never answer 5xx, and never pay with a wrong amount or currency', async () => {
    const field = <T>(valid: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: valid, weight: 3 }, fc.jsonValue({ maxDepth: 2 }));
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 50 }),
      fc
        .record(
          {
            event_id: field(fc.stringMatching(/^evt_[a-z0-9]{8,20}$/)),
            payment_reference: field(
              fc.constantFrom(order.reference, 'pay_unknown_reference_0', `${order.reference}x`),
            ),
            outcome: field(fc.constantFrom('approved', 'declined', 'refunded')),
            amount: field(
              fc
                .oneof(
                  fc.constantFrom(order.total - 1, order.total + 1, 0, -order.total, 2 ** 53, 1e308),
                  fc.integer(),
                  fc.double(),
                )
                .filter((n) => n !== order.total),
            ),
            currency: field(fc.constantFrom('KWD', 'kwd', 'USD', 'KW', 'KWDX', '')),
          },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await callback(b);
        expect(res.statusCode, b).toBeLessThan(500);
        if (res.statusCode >= 400)
          expect(res.json(), b).toMatchObject({ error: 1, message: expect.any(String) });
      }),
      { numRuns: 300 },
    );
    const tx = transactionResponseSchema.parse(
      (await ctx.app.inject({ url: `/api/webapp/transaction/${order.id}/${order.token}` })).json(),
    );
    // Only approved-at-the-exact-amount-in-KWD could pay; the generator never sends that.
    expect(tx.payment_state).not.toBe('paid');
  });
});
