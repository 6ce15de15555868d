import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { orderIdOf } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from './order-test-fixture.ts';

let ctx: TestContext;
let ids: ShopIds;
let now = NOON;

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], {
    now: () => now,
    // Two signed-in customers, for the scoping of keys by caller.
    resolveCustomer: async (token) => {
      const id = ({ 'user-one': 1, 'user-two': 2 } as Record<string, number>)[token];
      return id === undefined ? null : { id, businessId: ids.businessId };
    },
  });
  ids = await shopIds(ctx.database.db);
});
afterAll(() => ctx.close());

const place = (body: unknown, key?: string, authorization?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    payload: body as object,
    headers: { ...(key ? { 'idempotency-key': key } : {}), ...(authorization ? { authorization } : {}) },
  });

const ordersWithKey = async (key: string) =>
  (
    await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.orders)
      .where(like(s.orders.idempotencyKey, `%:${key}`))
  )[0]?.n ?? 0;

describe('Idempotency-Key on POST webapp/order', () => {
  it('a retried submission returns the first result (same order, same token)', async () => {
    const first = await place(pickupOrder(ids), 'key-retry-0001');
    const second = await place(pickupOrder(ids), 'key-retry-0001');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().order.public_ref).toBe(first.json().order.public_ref);
    expect(second.json().token).toBe(first.json().token);
    expect(await ordersWithKey('key-retry-0001')).toBe(1);
  });

  it('key order in the JSON body does not make it another body', async () => {
    const body = pickupOrder(ids);
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const a = await place(body, 'key-order-0001');
    const b = await place(reversed, 'key-order-0001');
    expect(b.json().order.public_ref).toBe(a.json().order.public_ref);
  });

  it('the same key with a different body is a 422 IDEMPOTENCY_KEY_REUSED', async () => {
    await place(pickupOrder(ids), 'key-reuse-0001');
    const other = await place(pickupOrder(ids, { name: 'Someone else' }), 'key-reuse-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ordersWithKey('key-reuse-0001')).toBe(1);
  });

  it('a retry returns the first result even after the rules would refuse it (the shop closed)', async () => {
    const first = await place(
      pickupOrder(ids, { branch_id: ids.second, priority: 'later', scheduled_at: '2026-03-09 21:00' }),
      'key-late-0001',
    );
    expect(first.statusCode).toBe(201);
    now = new Date('2026-03-09T22:00:00+03:00');
    try {
      const retry = await place(
        pickupOrder(ids, { branch_id: ids.second, priority: 'later', scheduled_at: '2026-03-09 21:00' }),
        'key-late-0001',
      );
      expect(retry.statusCode).toBe(201);
      expect(retry.json().order.public_ref).toBe(first.json().order.public_ref);
    } finally {
      now = NOON;
    }
  });

  it('a refused order is not remembered: the same key may be used once the order is fixed', async () => {
    const bad = await place(pickupOrder(ids, { coupon_code: 'NOPE' }), 'key-fix-00001');
    expect(bad.statusCode).toBe(422);
    const good = await place(pickupOrder(ids), 'key-fix-00001');
    expect(good.statusCode).toBe(201);
  });

  it('a malformed key is a 422 IDEMPOTENCY_KEY_INVALID', async () => {
    const res = await place(pickupOrder(ids), 'short');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
  });

  it('50 concurrent submissions with one key create exactly one order (the unique index decides)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => place(pickupOrder(ids), 'key-burst-0001')),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const orderIds = new Set(responses.map((r) => r.json().order.public_ref));
    expect(orderIds.size).toBe(1);
    expect(await ordersWithKey('key-burst-0001')).toBe(1);
    const [row] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.orderLines)
      .innerJoin(s.orders, eq(s.orders.id, s.orderLines.orderId))
      .where(like(s.orders.idempotencyKey, '%:key-burst-0001'));
    expect(row?.n).toBe(1);
  });

  it('the database itself refuses a second order with the same key in the business', async () => {
    const first = await place(pickupOrder(ids), 'key-constraint-1');
    const [row] = await ctx.database.db
      .select()
      .from(s.orders)
      .where(eq(s.orders.publicRef, first.json().order.public_ref));
    const { id: _id, ...copy } = row as typeof s.orders.$inferSelect;
    await expect(
      ctx.database.db.insert(s.orders).values({ ...copy, token: 'another-token-0000000' }),
    ).rejects.toMatchObject({ cause: { code: '23505', constraint: 'orders_business_idempotency_key' } });
  });

  it('keys are kept with their order (at least 72 hours)', async () => {
    const res = await place(pickupOrder(ids), 'key-kept-0001');
    await ctx.database.db
      .update(s.orders)
      .set({ createdAt: new Date(NOON.getTime() - 73 * 3600_000) })
      .where(eq(s.orders.publicRef, res.json().order.public_ref));
    const retry = await place(pickupOrder(ids), 'key-kept-0001');
    expect(retry.json().order.public_ref).toBe(res.json().order.public_ref);
  });

  it('keys are scoped by caller: two guests (two phones) choosing one key get their own orders', async () => {
    const sara = await place(pickupOrder(ids), 'checkout-1');
    const omar = await place(pickupOrder(ids, { name: 'Omar', phone: '60123456' }), 'checkout-1');
    expect(sara.statusCode).toBe(201);
    expect(omar.statusCode).toBe(201);
    expect(omar.headers['idempotent-replayed']).toBeUndefined();
    expect(omar.json().order.public_ref).not.toBe(sara.json().order.public_ref);
    expect(omar.json().token).not.toBe(sara.json().token);
    expect(await ordersWithKey('checkout-1')).toBe(2);
    // Each one's retry still finds its own order.
    const saraAgain = await place(pickupOrder(ids), 'checkout-1');
    expect(saraAgain.json().order.public_ref).toBe(sara.json().order.public_ref);
    const omarAgain = await place(pickupOrder(ids, { name: 'Omar', phone: '60123456' }), 'checkout-1');
    expect(omarAgain.json().order.public_ref).toBe(omar.json().order.public_ref);
  });

  it('keys are scoped by caller: two signed-in customers, even with the same body, never share an order', async () => {
    const one = await place(pickupOrder(ids), 'checkout-2', 'Bearer user-one');
    const two = await place(pickupOrder(ids), 'checkout-2', 'Bearer user-two');
    const guest = await place(pickupOrder(ids), 'checkout-2');
    expect([one.statusCode, two.statusCode, guest.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([one, two, guest].map((r) => r.json().order.public_ref)).size).toBe(3);
    const oneAgain = await place(pickupOrder(ids), 'checkout-2', 'Bearer user-one');
    expect(oneAgain.headers['idempotent-replayed']).toBe('true');
    expect(oneAgain.json().order.public_ref).toBe(one.json().order.public_ref);
  });

  it('without a key every submission is a new order', async () => {
    const a = await place(pickupOrder(ids));
    const b = await place(pickupOrder(ids));
    expect(a.json().order.public_ref).not.toBe(b.json().order.public_ref);
  });
});

describe('order ids (ADR 746)', () => {
  it('a replay draws no id: 20 replays, and the next order takes the very next id', async () => {
    // The numbers are the staff's, read from the database (the diner's answer has none, ADR 1472).
    const first = (await place(pickupOrder(ids), 'key-ids-0001')).json();
    const firstId = await orderIdOf(ctx.database.db, first.order.public_ref);
    for (let i = 0; i < 20; i++) {
      const replay = await place(pickupOrder(ids), 'key-ids-0001');
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json().order.public_ref).toBe(first.order.public_ref);
    }
    const next = (await place(pickupOrder(ids), 'key-ids-0002')).json();
    expect(await orderIdOf(ctx.database.db, next.order.public_ref)).toBe(firstId + 1);
  });
});
