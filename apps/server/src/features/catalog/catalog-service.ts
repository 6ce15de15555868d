import type { ItemResponse, SearchResponse, TagsResponse, TagUsage } from '@sufra/contract';
import { cacheKey, createLru } from '../../platform/cache/lru.ts';
import type { Db } from '../../platform/db/client.ts';
import { normalizeForSearch } from '../../platform/db/seed/search-text.ts';
import { pickText, resolveLocale } from '../../platform/localize.ts';
import { invalidFields, type WarnLog } from '../../platform/stored-values.ts';
import type { BusinessDirectory } from '../tenancy/business-directory.ts';
import { loadBusinessData } from './business-data.ts';
import { categoriesOf, popularItemIds, searchCandidates, tagUsage } from './catalog-repository.ts';
import { itemMapper, presenceAt, shownAt } from './menu-builder.ts';
import { type Match, rankCandidate } from './search-ranking.ts';

/** Shown candidates fetched before ranking; enough for any page of results (limit ≤ 50). */
const CANDIDATES = 200;
const DEFAULT_LIMIT = 20;
/** "Popular" is what the branch sold most in this window, recounted at most this often (ADR 792). */
const POPULAR_WINDOW_DAYS = 30;
const POPULAR_TTL_MS = 5 * 60_000;

/** Item, search and tag reads of one branch's menu ([product: Menu and items]), scoped by the branch's business. */
export function createCatalogService(db: Db, directory: BusinessDirectory, log?: WarnLog) {
  const popular = createLru<number[]>({ maxEntries: 2_000, ttlMs: POPULAR_TTL_MS });
  /** The items' full API shape, in the order of `ids`; ids not loaded (other business) are skipped. */
  async function menuItems(businessId: number, branchId: number, ids: number[], locale: string) {
    const data = await loadBusinessData(db, businessId, ids);
    if (!data) return { data: null, items: [] };
    const invalid = invalidFields(log, businessId);
    const toItem = itemMapper(data, branchId, locale, invalid.report);
    const rows = new Map(data.items.map((row) => [row.id, row]));
    const items = ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toItem(row)] : [];
    });
    invalid.flush();
    return { data, items };
  }

  return {
    /** Null when the branch or the item is unknown, of another business, or not shown at the branch. */
    async item(branchId: number, itemId: number, requestedLocale?: string): Promise<ItemResponse | null> {
      const found = await directory.byBranch(branchId);
      if (!found) return null;
      const locale = resolveLocale(requestedLocale, found.head.locales);
      const { data, items } = await menuItems(found.head.id, branchId, [itemId], locale);
      const row = data?.items[0];
      const item = items[0];
      if (!data || !row || !item || !shownAt(data, branchId).item(row)) return null;
      return {
        error: 0,
        item,
        category: item.category,
        grand_category: item.grand_category,
        branches: found.head.branches.map((b) => ({ ...presenceAt(row.branches, b.id), branch_id: b.id })),
      };
    },

    async search(term: string, branchId: number, limit = DEFAULT_LIMIT, requestedLocale?: string) {
      const found = await directory.byBranch(branchId);
      if (!found) return null;
      const needle = normalizeForSearch(term);
      const response: SearchResponse = { error: 0, term, items: [] };
      if (!needle) return response;
      const categories = await categoriesOf(db, found.head.id);
      const shown = shownAt({ categories }, branchId);
      const shownCategoryIds = categories.filter((c) => shown.category(c.id)).map((c) => c.id);
      if (shownCategoryIds.length === 0) return response;
      const scope = { businessId: found.head.id, branchId, shownCategoryIds };
      const candidates = await searchCandidates(db, scope, needle, CANDIDATES);
      // The SQL already left out what is hidden here; the same rule in code covers what jsonb
      // containment cannot read (malformed branch lists count as present, ADR 005).
      const ranked = candidates
        .filter((c) => shown.item(c))
        .flatMap((c) => {
          const match = rankCandidate(needle, c, Number(c.similarity));
          return match ? [{ id: c.id, ...match }] : [];
        })
        .sort((a, b) => b.rank - a.rank)
        .slice(0, limit);
      if (ranked.length === 0) return response;
      const locale = resolveLocale(requestedLocale, found.head.locales);
      const byId = new Map<number, Match>(ranked.map((r) => [r.id, r]));
      const { items } = await menuItems(found.head.id, branchId, [...byId.keys()], locale);
      response.items = items.map((item) => ({ ...item, ...(byId.get(item.id) as Match) }));
      return response;
    },

    /** Null when the branch is unknown. */
    async popular(branchId: number): Promise<number[] | null> {
      const found = await directory.byBranch(branchId);
      if (!found) return null;
      const key = cacheKey(found.head.id, 'popular', branchId);
      const hit = popular.get(key);
      if (hit) return hit;
      const since = new Date(Date.now() - POPULAR_WINDOW_DAYS * 86_400_000);
      const ids = await popularItemIds(db, found.head.id, branchId, since);
      popular.set(key, ids);
      return ids;
    },

    async tags(branchId: number, requestedLocale?: string): Promise<TagsResponse | null> {
      const found = await directory.byBranch(branchId);
      if (!found) return null;
      const locale = resolveLocale(requestedLocale, found.head.locales);
      const fallback = found.head.locales[0] ?? 'en';
      const { tags, items, categories } = await tagUsage(db, found.head.id);
      const shown = shownAt({ categories }, branchId);
      const itemsByTag = new Map<number, number[]>();
      for (const item of items) {
        if (!shown.item(item)) continue;
        for (const id of new Set(item.tagIds)) itemsByTag.set(id, [...(itemsByTag.get(id) ?? []), item.id]);
      }
      const out: TagsResponse = { error: 0, tags: [], ingredients: [] };
      for (const tag of tags) {
        const itemIds = itemsByTag.get(tag.id);
        if (!itemIds) continue;
        const usage: TagUsage = {
          id: tag.id,
          name: pickText(tag.name, locale, fallback),
          icon: tag.icon,
          item_ids: itemIds,
        };
        (tag.kind === 'ingredient' ? out.ingredients : out.tags).push(usage);
      }
      return out;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
