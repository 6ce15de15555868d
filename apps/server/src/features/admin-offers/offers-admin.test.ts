import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import { adminCalls, shopTeam } from '../admin/admin-test-support.ts';
import { pickupOrder, type ShopIds } from '../orders/order-test-fixture.ts';

// The back office's discounts, coupons, taxes and item labels (ADR 1100): every write audited,
// checked field by field, version-checked, refused to staff and unknown to another business's
// members; and what they set is what the storefront's orders then cost.
let ctx: TestContext;
let ids: ShopIds;
let other: ShopIds;
let manager: ReturnType<typeof adminCalls>;
let staff: ReturnType<typeof adminCalls>;
let otherOwner: ReturnType<typeof adminCalls>;
let otherAtHome: ReturnType<typeof adminCalls>;

beforeAll(async () => {
  ({ ctx, ids, other, manager, staff, otherOwner, otherAtHome } = await shopTeam(7));
});
afterAll(() => ctx.close());

const audit = (entity: string) =>
  ctx.database.db.select().from(s.adminAudit).where(eq(s.adminAudit.entity, entity)).orderBy(s.adminAudit.id);
const businessVersion = async () => {
  const [row] = await ctx.database.db
    .select({ v: s.businesses.version })
    .from(s.businesses)
    .where(eq(s.businesses.id, ids.businessId));
  return row?.v ?? 0;
};

async function order(over: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/webapp/order', payload: pickupOrder(ids, over) });
}
async function calc(over: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/service/pos/calc-order/${ids.main}`,
    payload: pickupOrder(ids, over),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    can_place: boolean;
    amounts: { item_discount: number; coupon_discount: number; exclusive_tax: number; subtotal: number };
    problems?: { code: string; meta?: { reason?: string } }[];
  };
}
type Problems = {
  problems?: { code: string; meta?: { reason?: string } }[];
  details?: { problems?: Problems['problems'] };
  code?: string;
};
/** Each problem as `CODE` and, when a coupon's term refused it, `CODE:reason`. */
const codesOf = (body: Problems) =>
  (body.details?.problems ?? body.problems ?? [{ code: body.code ?? '' }]).flatMap((p) =>
    p.meta?.reason ? [p.code, `${p.code}:${p.meta.reason}`] : [p.code],
  );

const coupon = (over: Record<string, unknown> = {}) => ({
  code: 'SPRING25',
  discount_type: 'percent',
  discount_value: 25,
  ...over,
});

describe('coupons', () => {
  it('a manager creates one; it is audited and priced at the storefront at once', async () => {
    const res = await manager.post('/coupons', coupon());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().coupon).toMatchObject({ code: 'SPRING25', uses: 0, active: true, selling_types: [] });
    const [entry] = await audit('coupon');
    expect(entry).toMatchObject({ action: 'create', before: null });
    expect(entry?.after).toMatchObject({ code: 'SPRING25', discount_value: 25 });
    const placed = await order({ coupon_code: 'spring25' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(
      placed.json().coupon_discount ?? (await calc({ coupon_code: 'SPRING25' })).amounts.coupon_discount,
    ).toBe(500);
    const listed = await manager.get('/offers');
    expect(listed.json().coupons.find((c: { code: string }) => c.code === 'SPRING25').uses).toBe(1);
  });

  it('counts only this business’s orders as uses of its code', async () => {
    // Another business with a coupon of the same code, used once there.
    expect((await otherAtHome.post('/coupons', coupon())).statusCode).toBe(201);
    const there = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(other, { coupon_code: 'SPRING25' }),
    });
    expect(there.statusCode, there.body).toBe(201);
    const here = await manager.get('/offers');
    expect(here.json().coupons.find((c: { code: string }) => c.code === 'SPRING25').uses).toBe(1);
    const theirs = await otherAtHome.get('/offers');
    expect(theirs.json().coupons.find((c: { code: string }) => c.code === 'SPRING25').uses).toBe(1);
  });

  it('a usage limit counts this business’s orders only: the same code used up elsewhere still works here', async () => {
    expect((await otherAtHome.post('/coupons', coupon({ code: 'SOLO', usage_limit: 1 }))).statusCode).toBe(
      201,
    );
    expect((await manager.post('/coupons', coupon({ code: 'SOLO', usage_limit: 1 }))).statusCode).toBe(201);
    const there = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(other, { coupon_code: 'SOLO' }),
    });
    expect(there.statusCode, there.body).toBe(201);
    const here = await order({ coupon_code: 'SOLO' });
    expect(here.statusCode, here.body).toBe(201);
    // …and now it is used up here too.
    expect((await order({ coupon_code: 'SOLO' })).statusCode).toBe(422);
  });

  it('names every bad field in one 422, the code’s clash whatever its case', async () => {
    const res = await manager.post(
      '/coupons',
      coupon({
        code: 'x',
        discount_value: 150,
        starts_at: '2026-04-01T00:00:00Z',
        ends_at: '2026-03-01T00:00:00Z',
        selling_types: ['boat'],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().details.fields).sort()).toEqual(['code', 'selling_types.0']);
    const amounts = await manager.post(
      '/coupons',
      coupon({
        code: 'OK-CODE',
        discount_value: 150,
        starts_at: '2026-04-01T00:00:00Z',
        ends_at: '2026-03-01T00:00:00Z',
      }),
    );
    expect(Object.keys(amounts.json().details.fields).sort()).toEqual(['discount_value', 'ends_at']);
    const fixed = await manager.post(
      '/coupons',
      coupon({ code: 'HALF', discount_type: 'fixed', discount_value: 2.5 }),
    );
    expect(fixed.json().details.fields).toHaveProperty('discount_value');
    const clash = await manager.post('/coupons', coupon({ code: 'welcome10' }));
    expect(clash.statusCode).toBe(422);
    expect(clash.json().details.fields).toHaveProperty('code');
  });

  it('keeps its terms: window, minimum, selling types, usage limit', async () => {
    const made = async (code: string, over: Record<string, unknown>) => {
      const res = await manager.post('/coupons', coupon({ code, ...over }));
      expect(res.statusCode, res.body).toBe(201);
    };
    await made('LATER', { starts_at: '2026-03-10T00:00:00Z' });
    await made('GONE', { ends_at: '2026-03-09T08:00:00Z' });
    await made('BIGONLY', { min_order: 5000 });
    await made('DELIVERONLY', { selling_types: ['delivery'] });
    await made('PICKUPONLY', { selling_types: ['pickup'] });
    await made('ONCE', { usage_limit: 1 });
    const refused = async (code: string, problem: string) => {
      const res = await order({ coupon_code: code });
      expect(res.statusCode, res.body).toBe(422);
      expect(codesOf(res.json())).toContain(problem);
      const calculated = await calc({ coupon_code: code });
      expect(calculated.can_place).toBe(false);
      expect(codesOf(calculated)).toContain(problem);
    };
    await refused('LATER', 'COUPON_NOT_FOUND:not_started');
    await refused('GONE', 'COUPON_NOT_FOUND:expired');
    await refused('BIGONLY', 'MIN_ORDER_NOT_MET:coupon_min_order');
    await refused('DELIVERONLY', 'COUPON_NOT_FOUND:selling_type');
    expect((await order({ coupon_code: 'PICKUPONLY' })).statusCode).toBe(201);
    // 3 burgers: 6000 ≥ 5000.
    const big = await order({
      coupon_code: 'BIGONLY',
      order_lines: [{ item_id: ids.burger.id, price_label_id: ids.burger.labels[0], quantity: 3 }],
    });
    expect(big.statusCode, big.body).toBe(201);
    expect((await order({ coupon_code: 'ONCE' })).statusCode).toBe(201);
    await refused('ONCE', 'COUPON_NOT_FOUND:used_up');
    const used = await order({ coupon_code: 'ONCE' });
    expect(used.json().message).toBe('This coupon has been used up');
  });

  it('a stale version is a 409; switched off, the code is unknown', async () => {
    const listed = (await manager.get('/offers')).json().coupons as {
      id: number;
      code: string;
      version: string;
    }[];
    const spring = listed.find((c) => c.code === 'SPRING25');
    if (!spring) throw new Error('no coupon');
    const off = await manager.post(
      `/coupons/${spring.id}`,
      coupon({ active: false, version: spring.version }),
    );
    expect(off.statusCode, off.body).toBe(200);
    const stale = await manager.post(
      `/coupons/${spring.id}`,
      coupon({ active: true, version: spring.version }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('changed_elsewhere');
    const res = await order({ coupon_code: 'SPRING25' });
    expect(codesOf(res.json())).toContain('COUPON_NOT_FOUND');
    const updates = (await audit('coupon')).filter((a) => a.action === 'update');
    expect(updates.at(-1)?.before).toMatchObject({ active: true });
    expect(updates.at(-1)?.after).toMatchObject({ active: false });
  });
});

describe('discounts per selling type', () => {
  it('a whole-menu pickup discount reaches the prices at once, one per target, and goes', async () => {
    const before = await businessVersion();
    const res = await manager.post('/discounts', {
      selling_type: 'pickup',
      scope: 'all',
      type: 'percent',
      value: 10,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await businessVersion()).toBeGreaterThan(before);
    await expect.poll(async () => (await calc({})).amounts.item_discount).toBe(200);
    const twice = await manager.post('/discounts', {
      selling_type: 'pickup',
      scope: 'all',
      type: 'fixed',
      value: 100,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().details.fields).toHaveProperty('target_id');
    const { id, version } = res.json().discount as { id: number; version: string };
    const gone = await manager.post(`/discounts/${id}/delete`, { version });
    expect(gone.statusCode, gone.body).toBe(200);
    await expect.poll(async () => (await calc({})).amounts.item_discount).toBe(0);
    expect((await audit('discount')).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('targets only this business’s items and categories', async () => {
    const res = await manager.post('/discounts', {
      selling_type: 'delivery',
      scope: 'item',
      target_id: other.burger.id,
      type: 'fixed',
      value: 100,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details.fields).toHaveProperty('target_id');
  });
});

describe('taxes and item labels', () => {
  it('a new tax on an item is charged; deleted, it leaves the item', async () => {
    const made = await manager.post('/taxes', { name: { en: 'City tax', ar: 'ضريبة البلدية' }, rate: 2.5 });
    expect(made.statusCode, made.body).toBe(201);
    const taxId = made.json().tax.id as number;
    const vat = (await manager.get('/offers')).json().taxes.find((t: { rate: number }) => t.rate === 5).id;
    const labels = await manager.post(`/items/${ids.burger.id}/labels`, {
      tax_ids: [vat, taxId],
      tag_ids: [],
      stickers: ['new'],
    });
    expect(labels.statusCode, labels.body).toBe(200);
    expect(labels.json().item).toMatchObject({ tax_ids: [vat, taxId], stickers: ['new'] });
    // 2000 × (5 % + 2.5 %)
    await expect.poll(async () => (await calc({})).amounts.exclusive_tax).toBe(150);
    const gone = await manager.post(`/taxes/${taxId}/delete`, {});
    expect(gone.statusCode, gone.body).toBe(200);
    const [item] = await ctx.database.db.select().from(s.items).where(eq(s.items.id, ids.burger.id));
    expect(item?.taxIds).toEqual([vat]);
    await expect.poll(async () => (await calc({})).amounts.exclusive_tax).toBe(100);
  });

  it('refuses another business’s tax, an unknown sticker and a rate past 100', async () => {
    const otherTax = (
      await ctx.database.db.select().from(s.taxes).where(eq(s.taxes.businessId, other.businessId))
    )[0];
    const res = await manager.post(`/items/${ids.burger.id}/labels`, {
      tax_ids: [otherTax?.id ?? 0],
      stickers: ['gold'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details.fields).toHaveProperty('stickers.0');
    const tax = await manager.post(`/items/${ids.burger.id}/labels`, { tax_ids: [otherTax?.id ?? 0] });
    expect(tax.json().details.fields).toHaveProperty('tax_ids');
    const rate = await manager.post('/taxes', { name: { en: 'Too much' }, rate: 101 });
    expect(rate.json().details.fields).toHaveProperty('rate');
  });
});

describe('who may', () => {
  it('staff cannot read or change discounts, coupons, taxes or an item’s taxes', async () => {
    expect((await staff.get('/offers')).statusCode).toBe(403);
    expect((await staff.post('/coupons', coupon({ code: 'STAFF1' }))).statusCode).toBe(403);
    expect(
      (await staff.post('/discounts', { selling_type: 'pickup', scope: 'all', type: 'percent', value: 50 }))
        .statusCode,
    ).toBe(403);
    expect((await staff.post('/taxes', { name: { en: 'x' }, rate: 1 })).statusCode).toBe(403);
    expect((await staff.post(`/items/${ids.burger.id}/labels`, { tax_ids: [] })).statusCode).toBe(403);
  });

  it('another business’s owner gets 404, a stranger 401', async () => {
    expect((await otherOwner.get('/offers')).statusCode).toBe(404);
    expect((await otherOwner.post('/coupons', coupon({ code: 'THEIRS' }))).statusCode).toBe(404);
    expect((await adminCalls(ctx.app, 'shop').get('/offers')).statusCode).toBe(401);
  });
});
