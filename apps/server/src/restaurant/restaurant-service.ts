import { createHash } from 'node:crypto';
import { type RestaurantResponse, restaurantResponseSchema } from '@sufra/contract';
import type { Db } from '../db/client.ts';
import { resolveLocale } from '../shared/localize.ts';
import { toBusinessSettings } from './business-settings.ts';
import { buildDiscounts, buildMenu } from './menu-builder.ts';
import {
  type BusinessHead,
  findBusinessHead,
  findBusinessHeadByDomain,
  loadBusinessData,
} from './restaurant-repository.ts';

export type RestaurantResult =
  | { kind: 'ok'; json: string; etag: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'not_found' }
  | { kind: 'branch_not_found' };

type Cached = { json: string; etag: string };

/**
 * Serves the restaurant response (SPEC §7) from an in-memory cache keyed by business, version,
 * branch and locale. The version is read from PostgreSQL on every request, so a change made
 * through any instance invalidates every instance's cache on its next request.
 */
export function createRestaurantService(db: Db, maxEntries = 500) {
  const cache = new Map<string, Cached>();

  async function render(
    head: BusinessHead,
    branchRef: string | undefined,
    requestedLocale: string | undefined,
  ) {
    if (head.redirectUrl) return { kind: 'redirect', url: head.redirectUrl } as const;
    const key = `${head.id}:${head.version}:${branchRef ?? ''}:${requestedLocale ?? ''}`;
    const hit = cache.get(key);
    if (hit) return { kind: 'ok', ...hit } as const;
    const data = await loadBusinessData(db, head.id);
    if (!data) return { kind: 'not_found' } as const;
    const branch = branchRef
      ? data.branches.find((b) => b.referenceId === branchRef)
      : (data.branches.find((b) => b.isMain) ?? data.branches[0]);
    if (!branch) return { kind: branchRef ? 'branch_not_found' : 'not_found' } as const;
    const locale = resolveLocale(requestedLocale, data.business.locales);
    const settings = data.business.settings as Record<string, unknown>;
    const body: RestaurantResponse = {
      error: 0,
      message: null,
      restaurant: toBusinessSettings(data, branch.id, locale),
      discounts: buildDiscounts(data),
      menu: buildMenu(data, branch.id, locale),
      smart_categories: data.smartCategories.map((c) => ({
        id: c.id,
        name: c.name[locale] ?? c.name[data.business.locales[0] ?? 'en'] ?? '',
        icon: c.icon,
        item_ids: c.itemIds,
      })),
      highlightedCat: typeof settings.highlightedCat === 'number' ? settings.highlightedCat : null,
      showStandardSubCats: settings.showStandardSubCats !== false,
      pixels: data.pixels.map((p) => ({ kind: p.kind, pixel_id: p.pixelId })),
      version: data.business.version,
    };
    // Validate once per cache fill: a contract drift fails loudly here, not in a browser.
    const json = JSON.stringify(restaurantResponseSchema.parse(body));
    const etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 20)}"`;
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    cache.set(key, { json, etag });
    return { kind: 'ok', json, etag } as const;
  }

  return {
    async byReference(referenceId: string, branchRef?: string, locale?: string): Promise<RestaurantResult> {
      const head = await findBusinessHead(db, referenceId);
      return head ? render(head, branchRef, locale) : { kind: 'not_found' };
    },
    async byDomain(domain: string, branchRef?: string, locale?: string): Promise<RestaurantResult> {
      const head = await findBusinessHeadByDomain(db, domain);
      if (!head) return { kind: 'not_found' };
      return render(head, branchRef, locale);
    },
  };
}

export type RestaurantService = ReturnType<typeof createRestaurantService>;
