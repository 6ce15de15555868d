import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import * as s from '../../platform/db/schema/index.ts';

/**
 * Everything the storefront shows of one business, scoped by its id in every query, read in one
 * snapshot so a menu being edited meanwhile is seen wholly before or wholly after the edit.
 */
export function loadBusinessData(db: Db, businessId: number, onlyItems?: readonly number[]) {
  return transaction(db, (tx) => loadSnapshot(tx, businessId, onlyItems), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** `onlyItems` narrows the items (and their labels and modifiers) to those ids, for one-item reads. */
async function loadSnapshot(db: Db, businessId: number, onlyItems?: readonly number[]) {
  const [business] = await db.select().from(s.businesses).where(eq(s.businesses.id, businessId));
  if (!business) return null;
  // One connection holds the snapshot, so the queries run one after another (pg would queue them).
  const branches = await db
    .select()
    .from(s.branches)
    .where(eq(s.branches.businessId, businessId))
    .orderBy(asc(s.branches.sort), asc(s.branches.id));
  const categories = await db
    .select()
    .from(s.categories)
    // Deleted in the back office: on no menu (ADR 1101).
    .where(and(eq(s.categories.businessId, businessId), isNull(s.categories.deletedAt)))
    .orderBy(asc(s.categories.sort), asc(s.categories.id));
  const items = await db
    .select()
    .from(s.items)
    .where(
      and(
        eq(s.items.businessId, businessId),
        isNull(s.items.deletedAt),
        onlyItems ? inArray(s.items.id, [...onlyItems]) : undefined,
      ),
    )
    .orderBy(asc(s.items.sort), asc(s.items.id));
  const taxes = await db.select().from(s.taxes).where(eq(s.taxes.businessId, businessId));
  const tags = await db.select().from(s.tags).where(eq(s.tags.businessId, businessId));
  // `discount` [product: Discounts, coupons and taxes]: a business that switched discounts off has none — on the menu, in calc-order
  // and in the placed order alike, since all three read this snapshot (docs/settings.md).
  const discountsOn = (business.settings as { discount?: unknown } | null)?.discount !== false;
  const discounts = discountsOn
    ? await db.select().from(s.discounts).where(eq(s.discounts.businessId, businessId))
    : [];
  const smartCategories = await db
    .select()
    .from(s.smartCategories)
    .where(eq(s.smartCategories.businessId, businessId))
    .orderBy(asc(s.smartCategories.sort));
  const pixels = await db.select().from(s.pixels).where(eq(s.pixels.businessId, businessId));
  // Labels and modifiers have no business column: they are reached through this business's items.
  const itemIds = items.map((i) => i.id);
  const priceLabels = itemIds.length
    ? await db
        .select()
        .from(s.priceLabels)
        .where(inArray(s.priceLabels.itemId, itemIds))
        .orderBy(asc(s.priceLabels.sort), asc(s.priceLabels.id))
    : [];
  const groups = itemIds.length
    ? await db
        .select()
        .from(s.modifierGroups)
        .where(inArray(s.modifierGroups.itemId, itemIds))
        .orderBy(asc(s.modifierGroups.sort), asc(s.modifierGroups.id))
    : [];
  const groupIds = groups.map((g) => g.id);
  const modifiers = groupIds.length
    ? await db
        .select()
        .from(s.modifiers)
        .where(inArray(s.modifiers.groupId, groupIds))
        .orderBy(asc(s.modifiers.sort), asc(s.modifiers.id))
    : [];
  // Only which gateway (ADR 721), never its sealed key: this snapshot feeds cached responses.
  const [gateway] = await db
    .select({ provider: s.paymentGateways.provider })
    .from(s.paymentGateways)
    .where(eq(s.paymentGateways.businessId, businessId));
  return {
    business,
    paymentGateway: gateway?.provider ?? null,
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

export type BusinessData = NonNullable<Awaited<ReturnType<typeof loadSnapshot>>>;
