import { placeOrderResponseSchema } from '@sufra/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed, pickupOrder, type ShopIds, shopIds } from '../orders/order-test-fixture.ts';
import { createBusinessDirectory } from '../tenancy/business-directory.ts';
import { createBranchCatalog } from './branch-catalog.ts';

let ctx: TestContext;
let ids: ShopIds;

beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], { now: () => NOON });
  ids = await shopIds(ctx.database.db);
});
afterAll(() => ctx.close());

describe('the branch catalog (ADR 609): one builder of the menu of a branch', () => {
  it('reads and orders share one load per business version; a new version loads again', async () => {
    const catalog = createBranchCatalog(ctx.database.db, createBusinessDirectory(ctx.database.db));
    const ordering = await catalog.forBranch(ids.main);
    if (!ordering) throw new Error('no catalog');
    const head = { id: ordering.businessId, version: ordering.version };
    const read = await catalog.data(head);
    // The very object the order catalog was built from: no second query, no second shape.
    expect(await catalog.data(head)).toBe(read);
    expect(read?.business.version).toBe(ordering.version);
    expect(await catalog.forBranch(ids.main)).toBe(ordering);

    await ctx.database.db
      .update(s.priceLabels)
      .set({ price: 2600 })
      .where(eq(s.priceLabels.id, ids.burger.labels[0] ?? 0));
    const changed = await catalog.forBranch(ids.main);
    expect(changed?.version).toBeGreaterThan(ordering.version);
    expect(changed?.menu.get(ids.burger.id)?.price_labels[0]?.price).toBe(2600);
  });

  it('a moved business takes no orders (null), a missing branch neither', async () => {
    const catalog = createBranchCatalog(ctx.database.db, createBusinessDirectory(ctx.database.db));
    expect(await catalog.forBranch(999_999)).toBeNull();
    await ctx.database.db.update(s.businesses).set({ redirectUrl: 'https://elsewhere.example' });
    try {
      expect(await catalog.forBranch(ids.main)).toBeNull();
    } finally {
      await ctx.database.db.update(s.businesses).set({ redirectUrl: null });
    }
  });

  it('the menu shown and the menu priced read presence the same way: unreadable presence is present', async () => {
    await ctx.database.db
      .update(s.items)
      .set({ branches: sql`'"everywhere"'::jsonb` })
      .where(eq(s.items.id, ids.burger.id));
    const menu = await ctx.app.inject({ method: 'GET', url: `/api/webapp/v5/menu/${ids.main}` });
    expect(menu.statusCode).toBe(200);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids),
    });
    expect(placed.statusCode).toBe(201);
    expect(placeOrderResponseSchema.parse(placed.json()).order.amounts.subtotal).toBeGreaterThan(0);
  });
});
