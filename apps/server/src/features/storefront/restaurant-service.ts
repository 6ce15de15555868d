import {
  type MenuResponse,
  menuResponseSchema,
  type RestaurantResponse,
  restaurantResponseSchema,
} from '@sufra/contract';
import type { CachedBody, ResponseCache } from '../../platform/cache/response-cache.ts';
import { fallbackLanguages, filledTexts, pickText, resolveLocale } from '../../platform/localize.ts';
import {
  asObject,
  invalidFields,
  type ReportInvalid,
  storedReader,
  type WarnLog,
} from '../../platform/stored-values.ts';
import type { BranchCatalogService } from '../catalog/branch-catalog.ts';
import type { BusinessData } from '../catalog/business-data.ts';
import { type PaymentOffer, toBusinessSettings, toPixels } from '../catalog/business-settings.ts';
import { buildDiscounts } from '../catalog/domain-menu.ts';
import { buildMenu } from '../catalog/menu-builder.ts';
import { type BusinessDirectory, pickBranch } from '../tenancy/business-directory.ts';
import type { BranchHead, BusinessHead } from '../tenancy/business-heads.ts';

export type RestaurantResult =
  | { kind: 'ok'; body: CachedBody }
  | { kind: 'redirect'; url: string }
  | { kind: 'not_found' }
  | { kind: 'branch_not_found' };

/** Thrown when a business vanishes between its lookup and its load (deleted meanwhile). */
class Vanished extends Error {}

function menuParts(data: BusinessData, branchId: number, locale: string, report: ReportInvalid) {
  const settings = asObject(data.business.settings);
  const r = storedReader(report);
  const fallback = data.business.locales[0] ?? 'en';
  return {
    menu: buildMenu(data, branchId, locale, report),
    discounts: buildDiscounts(data),
    smart_categories: data.smartCategories.map((c) => ({
      id: c.id,
      name: pickText(c.name, locale, fallback),
      names: filledTexts(c.name),
      icon: c.icon,
      item_ids: c.itemIds,
    })),
    highlightedCat: r.intOrNull('highlightedCat', settings.highlightedCat),
    showStandardSubCats: r.bool('showStandardSubCats', settings.showStandardSubCats, true),
    version: data.business.version,
  };
}

/**
 * The texts of the menu that fall back to another of the business's languages (ADR 1492): the
 * ones the storefront marks with `useTextLang` — dishes (order lines), options, groups, sizes, tags
 * and ingredients. Only fallbacks are listed: a translated menu adds nothing to the response.
 */
function fallbackLangs(data: BusinessData, locale: string): Record<string, string> {
  const fallback = data.business.locales[0] ?? 'en';
  return fallbackLanguages(
    [
      ...data.items.map((i) => i.name),
      ...data.groups.map((g) => g.name),
      ...data.modifiers.map((m) => m.name),
      ...data.priceLabels.map((p) => p.label),
      ...data.tags.map((t) => t.name),
    ],
    locale,
    fallback,
  );
}

/**
 * Serves the restaurant and menu responses ([product: Menu and items]) from the response cache, keyed by business,
 * version, branch and resolved locale. The business head (with its version) comes from the
 * directory, which PostgreSQL's change notifications keep current (ADR 201).
 */
export function createRestaurantService(
  catalog: BranchCatalogService,
  directory: BusinessDirectory,
  cache: ResponseCache,
  log?: WarnLog,
  offer?: PaymentOffer,
) {
  async function cached(
    head: BusinessHead,
    kind: 'restaurant' | 'menu',
    branch: BranchHead,
    requestedLocale: string | undefined,
  ): Promise<RestaurantResult> {
    // The resolved locale, not the header, keys the cache: 'en-US', 'EN' and 'xx' share 'en'.
    const locale = resolveLocale(requestedLocale, head.locales);
    const key = `${head.id}:${head.version}:${kind}:${branch.id}:${locale}`;
    try {
      const body = await cache.get(key, async () => {
        const data = await catalog.data(head);
        if (!data) throw new Vanished();
        const invalid = invalidFields(log, head.id);
        // Validated once per fill: a contract drift fails loudly here, not in a browser.
        if (kind === 'menu') {
          const menu: MenuResponse = {
            error: 0,
            branch_id: branch.id,
            ...menuParts(data, branch.id, locale, invalid.report),
          };
          invalid.flush();
          return JSON.stringify(menuResponseSchema.parse(menu));
        }
        const body: RestaurantResponse = {
          error: 0,
          message: null,
          restaurant: toBusinessSettings(data, branch.id, locale, invalid.report, offer),
          ...menuParts(data, branch.id, locale, invalid.report),
          pixels: toPixels(data),
          fallback_langs: fallbackLangs(data, locale),
        };
        invalid.flush();
        return JSON.stringify(restaurantResponseSchema.parse(body));
      });
      return { kind: 'ok', body };
    } catch (error) {
      if (error instanceof Vanished) return { kind: 'not_found' };
      throw error;
    }
  }

  function restaurant(head: BusinessHead, branchRef: string | undefined, locale: string | undefined) {
    if (head.redirectUrl) return { kind: 'redirect', url: head.redirectUrl } as const;
    const branch = pickBranch(head, branchRef);
    if (!branch) return { kind: branchRef ? 'branch_not_found' : 'not_found' } as const;
    return cached(head, 'restaurant', branch, locale);
  }

  return {
    async byReference(referenceId: string, branchRef?: string, locale?: string): Promise<RestaurantResult> {
      const head = await directory.byReference(referenceId);
      return head ? restaurant(head, branchRef, locale) : { kind: 'not_found' };
    },
    /** A custom domain shows its own branch unless the path names another one. */
    async byDomain(domain: string, branchRef?: string, locale?: string): Promise<RestaurantResult> {
      const found = await directory.byDomain(domain);
      if (!found) return { kind: 'not_found' };
      const domainBranch = found.head.branches.find((b) => b.id === found.branchId)?.referenceId;
      return restaurant(found.head, branchRef ?? domainBranch, locale);
    },
    /** GET webapp/v5/menu/{branchId}: the branch names its business. */
    async menu(branchId: number, locale?: string): Promise<RestaurantResult> {
      const found = await directory.byBranch(branchId);
      if (!found) return { kind: 'not_found' };
      return cached(found.head, 'menu', found.branch, locale);
    },
  };
}

export type RestaurantService = ReturnType<typeof createRestaurantService>;
