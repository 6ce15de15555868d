import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../platform/db/schema/index.ts';
import { seedBusiness } from '../../platform/db/seed/seed.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../platform/test/test-database.ts';
import { BUSINESS_CHANGED_CHANNEL, startVersionListener } from './version-listener.ts';

let database: TestDatabase;
let alpha: number;
let beta: number;

const versionOf = async (id: number) =>
  (await database.db.select({ v: s.businesses.version }).from(s.businesses).where(eq(s.businesses.id, id)))[0]
    ?.v;

/** Runs `change` and returns how much each business's version moved. */
async function bumps(change: () => Promise<unknown>) {
  const [a0, b0] = [await versionOf(alpha), await versionOf(beta)];
  await change();
  return [((await versionOf(alpha)) ?? 0) - (a0 ?? 0), ((await versionOf(beta)) ?? 0) - (b0 ?? 0)];
}

beforeAll(async () => {
  database = await createTestDatabase();
  alpha = await seedBusiness(database.db, makeSeed('alpha'));
  beta = await seedBusiness(database.db, makeSeed('beta'));
});
afterAll(() => database.drop());

describe('migration 0002: the business version moves on every change the cached responses show', () => {
  it('a settings change of the business itself', async () => {
    expect(
      await bumps(() =>
        database.db.update(s.businesses).set({ logo: '/new.svg' }).where(eq(s.businesses.id, alpha)),
      ),
    ).toEqual([1, 0]);
  });

  it('a writer that sets the version keeps its value', async () => {
    await database.db
      .update(s.businesses)
      .set({ version: 500, logo: '/x.svg' })
      .where(eq(s.businesses.id, alpha));
    expect(await versionOf(alpha)).toBe(500);
  });

  it('items, categories, branches, discounts… of that business only, once per statement', async () => {
    expect(
      await bumps(() =>
        database.db.update(s.items).set({ calories: 10 }).where(eq(s.items.businessId, alpha)),
      ),
    ).toEqual([1, 0]);
    expect(
      await bumps(() =>
        database.db.update(s.categories).set({ sort: 9 }).where(eq(s.categories.businessId, beta)),
      ),
    ).toEqual([0, 1]);
    expect(
      await bumps(() =>
        database.db.update(s.branches).set({ phone: '1' }).where(eq(s.branches.businessId, alpha)),
      ),
    ).toEqual([1, 0]);
    expect(
      await bumps(() => database.db.delete(s.discounts).where(eq(s.discounts.businessId, alpha))),
    ).toEqual([1, 0]);
    expect(
      await bumps(() => database.db.insert(s.pixels).values({ businessId: beta, kind: 2, pixelId: 'G-1' })),
    ).toEqual([0, 1]);
  });

  it('price labels, modifier groups and modifiers reach their business through the item', async () => {
    const [item] = await database.db.select().from(s.items).where(eq(s.items.businessId, beta)).limit(1);
    expect(
      await bumps(() =>
        database.db
          .update(s.priceLabels)
          .set({ price: 1 })
          .where(eq(s.priceLabels.itemId, item?.id ?? 0)),
      ),
    ).toEqual([0, 1]);
    const [group] = await database.db
      .select({ id: s.modifierGroups.id })
      .from(s.modifierGroups)
      .innerJoin(s.items, eq(s.items.id, s.modifierGroups.itemId))
      .where(eq(s.items.businessId, alpha))
      .limit(1);
    expect(
      await bumps(() =>
        database.db
          .update(s.modifiers)
          .set({ price: 5 })
          .where(eq(s.modifiers.groupId, group?.id ?? 0)),
      ),
    ).toEqual([1, 0]);
  });

  it('migration 0006: a row moved to another business moves both versions', async () => {
    await database.db.insert(s.customDomains).values({ domain: 'moving.test', businessId: alpha });
    expect(
      await bumps(() =>
        database.db
          .update(s.customDomains)
          .set({ businessId: beta })
          .where(eq(s.customDomains.domain, 'moving.test')),
      ),
    ).toEqual([1, 1]);
  });

  it('counters and data the cached responses do not show leave it alone', async () => {
    expect(
      await bumps(() => database.db.update(s.banners).set({ reach: sql`${s.banners.reach} + 1` })),
    ).toEqual([0, 0]);
    expect(
      await bumps(() =>
        database.db
          .insert(s.visits)
          .values({ businessId: alpha, visitorId: 'v-12345678', day: '2026-01-01' }),
      ),
    ).toEqual([0, 0]);
    expect(await bumps(() => database.db.update(s.coupons).set({ active: false }))).toEqual([0, 0]);
  });
});

describe('NOTIFY sufra_business_changed', () => {
  it('announces the changed business id to a listener, which reports itself live', async () => {
    const changed: number[] = [];
    const live: boolean[] = [];
    const listener = await startVersionListener(database.pool, {
      onChange: (id) => changed.push(id),
      onLive: (v) => live.push(v),
    });
    expect(live).toEqual([true]);
    await database.db.update(s.items).set({ calories: 99 }).where(eq(s.items.businessId, beta));
    await eventually(
      async () => changed,
      (c) => c.length > 0,
    );
    expect(changed).toEqual([beta]);
    await listener.stop();
    expect(live).toEqual([true, false]);
  });

  it('reconnects after losing its connection, reporting not-live meanwhile', async () => {
    const live: boolean[] = [];
    const listener = await startVersionListener(
      database.pool,
      { onChange: () => {}, onLive: (v) => live.push(v) },
      20,
    );
    const admin = new pg.Client(database.pool.options);
    await admin.connect();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN ${BUSINESS_CHANGED_CHANNEL}%' AND datname = current_database()`,
    );
    await admin.end();
    await eventually(
      async () => live,
      (l) => l.length >= 3,
    );
    expect(live).toEqual([true, false, true]);
    await listener.stop();
  });
});
