import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { eventually } from '../../platform/test/eventually.ts';
import type { TestContext } from '../../platform/test/test-app.ts';
import type { RecordingChannel } from '../accounts/accounts-test-support.ts';
import { type AdminCalls, adminTestApp, signInTeam } from '../admin/admin-test-support.ts';
import { NOON, orderSeed, pickupOrder, shopIds } from '../orders/order-test-fixture.ts';

// ADR 1373: a draft's storefront is "coming soon" and takes no order; only its owner publishes it.
let ctx: TestContext;
let channel: RecordingChannel;
let owner: AdminCalls;
let manager: AdminCalls;
let otherOwner: AdminCalls;

beforeAll(async () => {
  ({ ctx, channel } = await adminTestApp([orderSeed('shop'), orderSeed('other')], { now: () => NOON }));
  ({ owner, manager, otherOwner } = await signInTeam(ctx, channel, 38, {
    owner: { role: 'owner' },
    manager: { role: 'manager' },
    otherOwner: { ref: 'other', role: 'owner' },
  }));
  // 'shop' as the operator would create it: a draft.
  await ctx.database.db
    .update(s.businesses)
    .set({ publishedAt: null })
    .where(eq(s.businesses.referenceId, 'shop'));
});
afterAll(() => ctx.close());

const restaurant = (ref: string) => ctx.app.inject({ url: `/api/webapp/v5/restaurant/${ref}` });

describe('draft until ready (ADR 1373)', () => {
  it('a draft says so to the storefront (which shows "coming soon") and takes no order', async () => {
    const draft = await restaurant('shop');
    expect(draft.statusCode).toBe(200);
    expect(draft.json().restaurant.published).toBe(false);
    const ids = await shopIds(ctx.database.db, 'shop');
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids),
    });
    expect(order.statusCode).toBe(433);
    expect(order.json().code).toBe('coming_soon');
    expect(await ctx.database.db.select().from(s.orders)).toHaveLength(0);
    // Seeded and existing businesses are published (the migration's default).
    expect((await restaurant('other')).json().restaurant.published).toBe(true);
    expect((await owner.get('/me')).json().published_at).toBeNull();
  });

  it('only the owner publishes: a manager gets 403, another business’s owner 404', async () => {
    expect((await manager.post('/publish', {})).statusCode).toBe(403);
    expect((await otherOwner.post('/publish', {})).statusCode).toBe(404);
    expect((await restaurant('shop')).json().restaurant.published).toBe(false);
  });

  it('the owner publishes: the storefront opens, orders are taken, the audit says who', async () => {
    const published = await owner.post('/publish', {});
    expect(published.statusCode, published.body).toBe(200);
    const at = published.json().published_at;
    expect(at).toEqual(expect.any(String));
    // The storefront's cache drops the draft when PostgreSQL announces the change (ADR 201).
    const open = await eventually(
      () => restaurant('shop'),
      (r) => r.json().restaurant.published === true,
    );
    expect(open.json().restaurant.published).toBe(true);
    const ids = await shopIds(ctx.database.db, 'shop');
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/order',
      payload: pickupOrder(ids),
    });
    expect(order.statusCode, order.body).toBe(201);
    // Again: nothing changes, and the first date stays.
    expect((await owner.post('/publish', {})).json().published_at).toBe(at);
    const audit = await ctx.database.db
      .select({ action: s.adminAudit.action, by: s.adminAudit.memberName })
      .from(s.adminAudit)
      .where(eq(s.adminAudit.action, 'publish'));
    expect(audit).toEqual([{ action: 'publish', by: 'owner 01' }]);
  });
});
