import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';

export type BusinessHead = { id: number; version: number; redirectUrl: string | null; referenceId: string };

/** The cheap per-request lookup: enough to check the cache and the redirect. */
export async function findBusinessHead(db: Db, referenceId: string): Promise<BusinessHead | null> {
  const [row] = await db
    .select({
      id: s.businesses.id,
      version: s.businesses.version,
      redirectUrl: s.businesses.redirectUrl,
      referenceId: s.businesses.referenceId,
    })
    .from(s.businesses)
    .where(eq(s.businesses.referenceId, referenceId))
    .limit(1);
  return row ?? null;
}

export async function findBusinessHeadByDomain(
  db: Db,
  domain: string,
): Promise<(BusinessHead & { branchId: number | null }) | null> {
  const [row] = await db
    .select({
      id: s.businesses.id,
      version: s.businesses.version,
      redirectUrl: s.businesses.redirectUrl,
      referenceId: s.businesses.referenceId,
      branchId: s.customDomains.branchId,
    })
    .from(s.customDomains)
    .innerJoin(s.businesses, eq(s.businesses.id, s.customDomains.businessId))
    .where(eq(s.customDomains.domain, domain.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Everything the storefront shows of one business, scoped by its id in every query. */
export async function loadBusinessData(db: Db, businessId: number) {
  const [business] = await db.select().from(s.businesses).where(eq(s.businesses.id, businessId));
  if (!business) return null;
  const [branches, categories, items, taxes, tags, discounts, smartCategories, pixels] = await Promise.all([
    db.select().from(s.branches).where(eq(s.branches.businessId, businessId)).orderBy(asc(s.branches.sort)),
    db
      .select()
      .from(s.categories)
      .where(eq(s.categories.businessId, businessId))
      .orderBy(asc(s.categories.sort), asc(s.categories.id)),
    db
      .select()
      .from(s.items)
      .where(eq(s.items.businessId, businessId))
      .orderBy(asc(s.items.sort), asc(s.items.id)),
    db.select().from(s.taxes).where(eq(s.taxes.businessId, businessId)),
    db.select().from(s.tags).where(eq(s.tags.businessId, businessId)),
    db.select().from(s.discounts).where(eq(s.discounts.businessId, businessId)),
    db
      .select()
      .from(s.smartCategories)
      .where(eq(s.smartCategories.businessId, businessId))
      .orderBy(asc(s.smartCategories.sort)),
    db.select().from(s.pixels).where(eq(s.pixels.businessId, businessId)),
  ]);
  const itemIds = items.map((i) => i.id);
  const [priceLabels, groups] = itemIds.length
    ? await Promise.all([
        db
          .select()
          .from(s.priceLabels)
          .where(inArray(s.priceLabels.itemId, itemIds))
          .orderBy(asc(s.priceLabels.sort), asc(s.priceLabels.id)),
        db
          .select()
          .from(s.modifierGroups)
          .where(inArray(s.modifierGroups.itemId, itemIds))
          .orderBy(asc(s.modifierGroups.sort), asc(s.modifierGroups.id)),
      ])
    : [[], []];
  const groupIds = groups.map((g) => g.id);
  const modifiers = groupIds.length
    ? await db
        .select()
        .from(s.modifiers)
        .where(inArray(s.modifiers.groupId, groupIds))
        .orderBy(asc(s.modifiers.sort), asc(s.modifiers.id))
    : [];
  return {
    business,
    branches,
    categories,
    items,
    taxes,
    tags,
    discounts,
    smartCategories,
    pixels,
    priceLabels,
    groups,
    modifiers,
  };
}

export type BusinessData = NonNullable<Awaited<ReturnType<typeof loadBusinessData>>>;

export async function findBranchByRef(db: Db, businessId: number, referenceId: string) {
  const [row] = await db
    .select({ id: s.branches.id })
    .from(s.branches)
    .where(and(eq(s.branches.businessId, businessId), eq(s.branches.referenceId, referenceId)));
  return row ?? null;
}
