import { placeOrderResponseSchema } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { withOrderId } from '../../platform/test/order-ids.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';
import { deliveryOrder, NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from './order-test-fixture.ts';

// Tenant isolation of the ordering calls: an id or code of business B used with
// business A is unknown to A — a 422 with the same code as a made-up id when placing, a 404 when
// reading — and never B's data or B's money.
let ctx: TestContext;
let a: ShopIds;
let b: ShopIds;
let orderA: Awaited<ReturnType<typeof place>>;
let orderB: Awaited<ReturnType<typeof place>>;
let staffA: string;

function otherSeed() {
  const seed = orderSeed('other');
  return {
    ...seed,
    coupons: [
      ...seed.coupons,
      { code: 'BONLY', discountType: 'percent' as const, discountValue: 90, allMenu: true },
    ],
    tables: [...seed.tables, { branch: 'main', name: 'B-TABLE', floor: 'Roof', seats: 4 }],
  };
}

async function place(body: unknown) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: body as object });
  expect(res.statusCode, res.body).toBe(201);
  return await withOrderId(ctx.database.db, placeOrderResponseSchema.parse(res.json()));
}

beforeAll(async () => {
  ctx = await createTestApp([orderSeed(), otherSeed()], { now: () => NOON });
  a = await shopIds(ctx.database.db, 'shop');
  b = await shopIds(ctx.database.db, 'other');
  orderA = await place(pickupOrder(a, { payment_type: 4 }));
  orderB = await place(pickupOrder(b, { payment_type: 4 }));
  staffA = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
});
afterAll(() => ctx.close());

/** Places at A's main branch and expects a 422 carrying the code. */
async function refusedAtA(body: unknown, code: string) {
  for (const url of ['/api/webapp/order', `/api/service/pos/calc-order/${a.main}`]) {
    const res = await ctx.app.inject({ method: 'POST', url, payload: body as object });
    const json = res.json();
    const codes =
      res.statusCode === 422 ? [json.code] : (json.problems ?? []).map((p: { code: string }) => p.code);
    expect(codes, `${url} ${res.body.slice(0, 300)}`).toContain(code);
  }
}

describe('placing and calculating at A with B’s ids', () => {
  it('B’s item, price label or modifier is unknown at A', async () => {
    await refusedAtA(
      pickupOrder(a, {
        order_lines: [{ item_id: b.burger.id, price_label_id: b.burger.labels[0], quantity: 1 }],
      }),
      'ITEM_NOT_FOUND',
    );
    await refusedAtA(
      pickupOrder(a, {
        order_lines: [{ item_id: a.burger.id, price_label_id: b.burger.labels[0], quantity: 1 }],
      }),
      'PRICE_LABEL_NOT_FOUND',
    );
    await refusedAtA(
      pickupOrder(a, {
        order_lines: [
          {
            item_id: a.burger.id,
            price_label_id: a.burger.labels[0],
            quantity: 1,
            modifiers: String(b.cheese),
          },
        ],
      }),
      'MODIFIER_NOT_FOUND',
    );
  });

  it('B’s branch id in an A order is B’s order, never a mix: A’s items there are unknown', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(a, { branch_id: b.main }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('ITEM_NOT_FOUND');
  });

  it('B’s coupon, table and delivery area are unknown at A', async () => {
    await refusedAtA(pickupOrder(a, { coupon_code: 'BONLY' }), 'COUPON_NOT_FOUND');
    const [table] = await ctx.database.db
      .select()
      .from(s.diningTables)
      .where(eq(s.diningTables.name, 'B-TABLE'));
    // By name, id or QR token (ADR 751): none of them is a table of A.
    for (const ref of ['B-TABLE', String(table?.id), table?.qrToken ?? ''])
      await refusedAtA(
        pickupOrder(a, { selling_types: 'dine_in', car: null, table: ref }),
        'TABLE_NOT_FOUND',
      );
    await refusedAtA(deliveryOrder(a, { address: null, area_id: b.areaId }), 'AREA_NOT_FOUND');
  });
});

describe('reading and paying A’s order with B’s credentials', () => {
  it('B’s order token opens none of A’s order calls (404, no data)', async () => {
    const id = orderA.order.id;
    const t = orderB.token;
    const answers = await Promise.all([
      ctx.app.inject({ url: `/api/webapp/order/${id}/${t}` }),
      ctx.app.inject({ url: `/api/webapp/order/${id}?token=${t}` }),
      ctx.app.inject({ url: `/api/webapp/order/${id}`, headers: { 'x-order-token': t } }),
      ctx.app.inject({ url: `/api/webapp/update-order-events/${id}/${t}` }),
      ctx.app.inject({ url: `/api/webapp/transaction/${id}/${t}` }),
      ctx.app.inject({ url: `/api/webapp/order/${id}/events?token=${t}` }),
      ctx.app.inject({
        method: 'POST',
        url: `/api/webapp/order/${id}/pay`,
        payload: { token: t, payment_type: 2 },
      }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ error: 1, message: expect.any(String) });
      expect(res.body).not.toContain(orderA.order.phone ?? 'never');
    }
    const [row] = await ctx.database.db.select().from(s.orders).where(eq(s.orders.id, id));
    expect(row?.paymentType).toBe(4);
  });

  it('not yours answers exactly like not found, on every order call (ADR 400: no probing of ids)', async () => {
    const calls = (id: number, t: string) => [
      { url: `/api/webapp/order/${id}/${t}` },
      { url: `/api/webapp/order/${id}`, headers: { 'x-order-token': t } },
      { url: `/api/webapp/order/${id}` },
      { url: `/api/webapp/update-order-events/${id}/${t}` },
      { url: `/api/webapp/transaction/${id}/${t}` },
      { url: `/api/webapp/order/${id}/events?token=${t}` },
      { method: 'POST' as const, url: `/api/webapp/order/${id}/pay`, payload: { token: t, payment_type: 2 } },
    ];
    const mine = calls(orderA.order.id, orderB.token);
    const missing = calls(2_000_000_000, orderB.token);
    for (const [i, call] of mine.entries()) {
      const [yours, none] = await Promise.all([ctx.app.inject(call), ctx.app.inject(missing[i] ?? call)]);
      expect(yours.statusCode, call.url).toBe(404);
      expect(none.statusCode, call.url).toBe(404);
      expect(yours.body, call.url).toBe(none.body);
    }
  });

  it('A’s staff token neither reads nor moves B’s order', async () => {
    const headers = { authorization: `Bearer ${staffA}` };
    const read = await ctx.app.inject({ url: `/api/staff/orders/${orderB.order.id}`, headers });
    expect(read.statusCode).toBe(404);
    const move = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${orderB.order.id}/status`,
      payload: { status: 1 },
      headers,
    });
    expect(move.statusCode).toBe(404);
    const board = (await ctx.app.inject({ url: '/api/staff/orders?scope=recent', headers })).json();
    expect(board.orders.map((o: { id: number }) => o.id)).not.toContain(orderB.order.id);
    const [row] = await ctx.database.db.select().from(s.orders).where(eq(s.orders.id, orderB.order.id));
    expect(row?.status).toBe(orderB.order.status);
  });
});
