import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { escapeLike } from './search-ranking.ts';

/** The categories of a business: the visibility of an item depends on its whole category chain. */
export function categoriesOf(db: Db, businessId: number) {
  return db
    .select({
      id: s.categories.id,
      parentId: s.categories.parentId,
      name: s.categories.name,
      visible: s.categories.visible,
      branches: s.categories.branches,
    })
    .from(s.categories)
    .where(and(eq(s.categories.businessId, businessId), isNull(s.categories.deletedAt)));
}

/**
 * Items of one business whose search haystack (every locale's name and description, normalized)
 * contains every word of the needle, or is trigram-similar to it (pg_trgm `<%`, GIN index of
 * migration 0001). Best trigram similarity first. Only items shown at the branch are candidates
 * (visible, not hidden there, in a shown category): filtered before the LIMIT, so hidden matches
 * cannot crowd out visible ones.
 */
export function searchCandidates(
  db: Db,
  scope: { businessId: number; branchId: number; shownCategoryIds: number[] },
  needle: string,
  limit: number,
) {
  const words = needle.split(' ').filter(Boolean);
  const similarity = sql<number>`word_similarity(${needle}, ${s.items.searchText})`;
  const allWords = and(...words.map((w) => sql`${s.items.searchText} LIKE ${`%${escapeLike(w)}%`}`));
  const hiddenHere = JSON.stringify([{ branch_id: scope.branchId, visible: false }]);
  return db
    .select({
      id: s.items.id,
      name: s.items.name,
      description: s.items.description,
      visible: s.items.visible,
      branches: s.items.branches,
      categoryId: s.items.categoryId,
      similarity,
    })
    .from(s.items)
    .where(
      and(
        eq(s.items.businessId, scope.businessId),
        eq(s.items.visible, true),
        isNull(s.items.deletedAt),
        inArray(s.items.categoryId, scope.shownCategoryIds),
        sql`NOT (${s.items.branches} @> ${hiddenHere}::jsonb)`,
        sql`(${allWords} OR ${needle} <% ${s.items.searchText})`,
      ),
    )
    .orderBy(desc(similarity), asc(s.items.sort), asc(s.items.id))
    .limit(limit);
}

/** What the tags-ingredients call needs: every tag, and which items carry which. */
export async function tagUsage(db: Db, businessId: number) {
  const [tags, items, categories] = await Promise.all([
    db.select().from(s.tags).where(eq(s.tags.businessId, businessId)).orderBy(asc(s.tags.id)),
    db
      .select({
        id: s.items.id,
        tagIds: s.items.tagIds,
        visible: s.items.visible,
        branches: s.items.branches,
        categoryId: s.items.categoryId,
      })
      .from(s.items)
      .where(and(eq(s.items.businessId, businessId), isNull(s.items.deletedAt)))
      .orderBy(asc(s.items.sort), asc(s.items.id)),
    categoriesOf(db, businessId),
  ]);
  return { tags, items, categories };
}

/**
 * The branch's most ordered items since `since` (units, not orders; rejected and cancelled
 * orders do not count), most first: "popular" for the cart's suggestions (ADR 792).
 */
export async function popularItemIds(db: Db, businessId: number, branchId: number, since: Date, limit = 24) {
  const rows = await db
    .select({ itemId: s.orderLines.itemId, units: sql<number>`sum(${s.orderLines.quantity})::int` })
    .from(s.orderLines)
    .innerJoin(s.orders, eq(s.orders.id, s.orderLines.orderId))
    .where(
      and(
        eq(s.orders.businessId, businessId),
        eq(s.orders.branchId, branchId),
        sql`${s.orders.createdAt} >= ${since}`,
        sql`${s.orders.status} NOT IN (2, 9)`,
      ),
    )
    .groupBy(s.orderLines.itemId)
    .orderBy(desc(sql`sum(${s.orderLines.quantity})`), asc(s.orderLines.itemId))
    .limit(limit);
  return rows.map((r) => r.itemId);
}
