import { calcOrderResponseSchema } from '@sufra/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { MAX_ORDER_AMOUNT } from './order-evaluation.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from './order-test-fixture.ts';

// A cart the request schema allows (200 lines of 999) of an ordinary 12 KWD item adds up to
// 2.4 billion fils, past what an order's amounts can hold (PostgreSQL integer): that is a 422
// ORDER_TOO_LARGE with the limit, on placing and in calc-order — not a 500 from the insert.
let ctx: TestContext;
let ids: ShopIds;

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => NOON });
  ids = await shopIds(ctx.database.db);
  await ctx.database.db
    .update(s.priceLabels)
    .set({ price: 12_000 })
    .where(eq(s.priceLabels.id, ids.latte.labels[0] ?? 0));
});
afterAll(() => ctx.close());

const latteLines = (count: number) =>
  Array.from({ length: count }, () => ({
    item_id: ids.latte.id,
    price_label_id: ids.latte.labels[0],
    quantity: 999,
    modifiers: String(ids.fullFat),
  }));

const orderCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(s.orders))[0]?.n ?? 0;

describe('an order larger than its amounts can hold', () => {
  it('is refused with ORDER_TOO_LARGE and stores nothing', async () => {
    const before = await orderCount();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids, { order_lines: latteLines(200) }),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
    expect(res.json()).toMatchObject({
      error: 1,
      code: 'ORDER_TOO_LARGE',
      message: expect.any(String),
      details: { problems: [{ code: 'ORDER_TOO_LARGE', meta: { max: MAX_ORDER_AMOUNT } }] },
    });
    expect(await orderCount()).toBe(before);
  });

  it('calc-order says it cannot be placed, and why', async () => {
    const calc = calcOrderResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/service/pos/calc-order/${ids.main}`,
          payload: pickupOrder(ids, { order_lines: latteLines(200) }),
        })
      ).json(),
    );
    expect(calc.can_place).toBe(false);
    expect(calc.problems.map((p) => p.code)).toContain('ORDER_TOO_LARGE');
    expect(calc.amounts.total).toBeGreaterThan(MAX_ORDER_AMOUNT);
  });

  it('the same cart at half the size is placed (the limit is the storage, not a policy)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids, { order_lines: latteLines(100) }),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json().order.amounts.total).toBe(12_000 * 999 * 100);
  });
});
