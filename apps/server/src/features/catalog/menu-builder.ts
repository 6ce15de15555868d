import type { BranchInfo, Category, CategoryRef, MenuItem } from '@sufra/contract';
import {
  allergensOf,
  type DeclaredPart,
  dietsBrokenBy,
  dietsChoosable,
  dietsOf,
  knownCodes,
  parseDiets,
} from '@sufra/domain';
import { pickText } from '../../platform/localize.ts';
import {
  isObject,
  type ReportInvalid,
  type StoredReader,
  storedReader,
} from '../../platform/stored-values.ts';
import { soldOutAt } from './branch-operations.ts';
import type { BusinessData } from './business-data.ts';
import { itemTaxIdsOf } from './tax-reach.ts';

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

type ItemRow = BusinessData['items'][number];

/** A category as items refer to it, with its presence at the branch; null for an unknown id. */
export function categoryRefs(
  data: Pick<BusinessData, 'categories' | 'business'>,
  branchId: number,
  locale: string,
) {
  const fallback = data.business.locales[0] ?? 'en';
  const byId = new Map(data.categories.map((c) => [c.id, c]));
  return (id: number | null): CategoryRef | null => {
    const c = id === null ? undefined : byId.get(id);
    if (!c) return null;
    return {
      id: c.id,
      parent_id: c.parentId,
      name: pickText(c.name, locale, fallback),
      branch: presenceAt(c.branches, branchId),
    };
  };
}

/** A price label's figures, the same for the menu shown and the menu priced (the label text aside). */
export const labelFigures = (p: BusinessData['priceLabels'][number]) => ({
  id: p.id,
  price: p.price,
  weight: p.weight,
  shippingWeight: p.shippingWeight,
  minimum: p.minimum,
  maximum: p.maximum,
  isQty: p.isQty,
  unit: p.unit,
  preparation_time: p.preparationTime,
});

/**
 * An item's or category's presence at a branch; no entry means present. The stored jsonb may be
 * malformed (not a list, flags not booleans): what cannot be read counts as present (ADR 005).
 */
export function presenceAt(branches: unknown, branchId: number): BranchInfo {
  const entry = Array.isArray(branches)
    ? branches.find((b): b is Record<string, unknown> => isObject(b) && b.branch_id === branchId)
    : undefined;
  return {
    branch_id: branchId,
    available: entry?.available !== false,
    visible: entry?.visible !== false,
  };
}

const ITEM_TYPES = ['dine_in', 'delivery', 'car_pickup', 'reservation'] as const;

/** Maps item rows to the API's menu items in one locale, at one branch. */
export function itemMapper(
  data: BusinessData,
  branchId: number,
  locale: string,
  report?: ReportInvalid,
): (row: ItemRow) => MenuItem {
  const r = storedReader(report);
  const fallback = data.business.locales[0] ?? 'en';
  const t = (v: Record<string, string> | null | undefined) => pickText(v, locale, fallback);
  const labelsByItem = groupBy(data.priceLabels, (p) => p.itemId);
  const groupsByItem = groupBy(data.groups, (g) => g.itemId);
  const modsByGroup = groupBy(data.modifiers, (m) => m.groupId);
  const taxesById = new Map(data.taxes.map((x) => [x.id, x]));
  const itemTaxIds = itemTaxIdsOf(data);
  const tagsById = new Map(data.tags.map((x) => [x.id, x]));
  const refOf = categoryRefs(data, branchId, locale);
  const typesIn = categoryTypes(data.categories);
  // Items belong to a category (a foreign key): the placeholder only covers a row read mid-delete.
  const categoryOf = (id: number): CategoryRef =>
    refOf(id) ?? { id, parent_id: null, name: '', branch: presenceAt(null, branchId) };

  // Allergens and diets from what the ingredients and tags declare [product: Menu and items] (ADR 1060).
  const partsOf = (tagIds: readonly number[]): DeclaredPart[] =>
    tagIds.flatMap((id) => {
      const tag = tagsById.get(id);
      if (!tag) return [];
      const codes = tag.codes === null ? null : knownCodes(tag.codes);
      return [{ kind: tag.kind === 'ingredient' ? ('ingredient' as const) : ('tag' as const), codes }];
    });
  const optionCodes = (m: BusinessData['modifiers'][number]) =>
    partsOf(m.tagIds).flatMap((p) => p.codes ?? []);
  /** An option's codes for the item's claim: null when one of its ingredients declares nothing (ADR 1343). */
  const declaredCodes = (m: BusinessData['modifiers'][number]) => {
    const parts = partsOf(m.tagIds);
    return parts.some((p) => p.kind === 'ingredient' && p.codes === null)
      ? null
      : parts.flatMap((p) => p.codes ?? []);
  };

  const groupParts = (groups: readonly { id: number; min: number }[]) =>
    groups.map((g) => ({
      min: g.min,
      options: (modsByGroup.get(g.id) ?? []).map((m) => ({ codes: declaredCodes(m) })),
    }));

  return (row) => {
    const parts = partsOf(row.tagIds);
    const groups = groupsByItem.get(row.id) ?? [];
    return {
      id: row.id,
      category_id: row.categoryId,
      name: t(row.name),
      description: t(row.description),
      image: row.image,
      visible: row.visible,
      available: presenceAt(row.branches, branchId).available,
      price_option_kind: r.intIn(
        'price_option_kind',
        row.priceOptionKind,
        0,
        3,
        0,
      ) as MenuItem['price_option_kind'],
      price_labels: (labelsByItem.get(row.id) ?? []).map((p) => ({
        ...labelFigures(p),
        label: t(p.label),
        preparation_time_type: p.preparationTimeType,
      })),
      modifier_groups: groups.map((g) => ({
        id: g.id,
        name: t(g.name),
        min: g.min,
        max: g.max,
        modifiers: (modsByGroup.get(g.id) ?? []).map((m) => {
          const breaks = dietsBrokenBy(optionCodes(m));
          return {
            id: m.id,
            name: t(m.name),
            price: m.price,
            image: m.image,
            ...(breaks.length ? { breaks } : {}),
            // Sold out at this branch (ADR 1080): shown, not choosable.
            ...(soldOutAt(m.soldOut, branchId) ? { available: false } : {}),
          };
        }),
      })),
      taxes: itemTaxIds(row).flatMap((id) => {
        const tax = taxesById.get(id);
        return tax ? [{ id: tax.id, name: t(tax.name), rate: tax.rate, inclusive: tax.inclusive }] : [];
      }),
      types: typesIn(row.categoryId, itemTypes(row.types, r)),
      comment_required: row.commentRequired,
      calories: row.calories,
      preparation_time: row.preparationTime,
      stickers: row.stickers,
      tags: row.tagIds.flatMap((id) => {
        const tag = tagsById.get(id);
        return tag
          ? [
              {
                id: tag.id,
                kind: tag.kind === 'ingredient' ? ('ingredient' as const) : ('tag' as const),
                name: t(tag.name),
                icon: tag.icon,
                ...claimsOf(tag.codes),
              },
            ]
          : [];
      }),
      allergens: allergensOf(parts),
      diets: dietsOf(parts, groupParts(groups)),
      diets_choosable: dietsChoosable(parts, groupParts(groups)),
      suggested_item_ids: row.suggestedItemIds,
      category: categoryOf(row.categoryId),
      grand_category: refOf(refOf(row.categoryId)?.parent_id ?? null),
    };
  };
}

/** The diets a tag claims, when it claims any (ADR 1060). */
function claimsOf(codes: readonly string[] | null): { claims?: string[] } {
  const claims = parseDiets(codes ?? []);
  return claims.length ? { claims } : {};
}

/** [product: Menu and items] item types; an unset or malformed flag means the item is sold that way. */
function itemTypes(stored: unknown, r: StoredReader): MenuItem['types'] {
  const types = r.obj('types', stored);
  return Object.fromEntries(
    ITEM_TYPES.map((k) => [k, r.bool(`types.${k}`, types[k], true)]),
  ) as MenuItem['types'];
}

/**
 * An item's selling types within its categories (ADR 1151): a category (or its parent) left out of
 * a selling type leaves its items out of it, so that type's menu hides them (and the category,
 * emptied) and an order of that type refuses them. Malformed stored flags read as "sold so".
 */
export function categoryTypes(
  categories: Pick<BusinessData['categories'][number], 'id' | 'parentId' | 'types'>[],
) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const closedIn = (id: number | null, type: (typeof ITEM_TYPES)[number], depth = 0): boolean => {
    const c = id === null ? undefined : byId.get(id);
    if (!c || depth >= 32) return false;
    return (isObject(c.types) && c.types[type] === false) || closedIn(c.parentId, type, depth + 1);
  };
  return <T extends Record<(typeof ITEM_TYPES)[number], boolean>>(categoryId: number, types: T): T => {
    const out = { ...types };
    for (const k of ITEM_TYPES) if (out[k] && closedIn(categoryId, k)) out[k] = false as T[typeof k];
    return out;
  };
}

type CategoryLike = Pick<BusinessData['categories'][number], 'id' | 'parentId' | 'visible' | 'branches'>;

/**
 * Whether an item is shown at a branch: visible, present there, and in a category whose whole
 * chain up to the root is visible and present there (an item of a hidden category is hidden too).
 * The same rule as buildMenu's tree walk, for reads of single items (item page, search, tags).
 */
export function shownAt(data: { categories: CategoryLike[] }, branchId: number) {
  const byId = new Map(data.categories.map((c) => [c.id, c]));
  const memo = new Map<number, boolean>();
  const categoryShown = (id: number | null, depth = 0): boolean => {
    if (id === null) return true;
    const known = memo.get(id);
    if (known !== undefined) return known;
    const c = byId.get(id);
    // depth guards against a cycle in bad data: a category tree is never 32 deep.
    const shown =
      !!c &&
      depth < 32 &&
      c.visible &&
      presenceAt(c.branches, branchId).visible &&
      categoryShown(c.parentId, depth + 1);
    memo.set(id, shown);
    return shown;
  };
  return {
    category: (id: number) => categoryShown(id),
    item: (row: Pick<ItemRow, 'visible' | 'branches' | 'categoryId'>) =>
      row.visible && presenceAt(row.branches, branchId).visible && categoryShown(row.categoryId),
  };
}

/**
 * The menu tree of one branch in one locale: visible categories (with subcategories) holding
 * their visible items. Items hidden at this branch are left out; unavailable ones stay, flagged.
 */
export function buildMenu(
  data: BusinessData,
  branchId: number,
  locale: string,
  report?: ReportInvalid,
): { categories: Category[] } {
  const fallback = data.business.locales[0] ?? 'en';
  const t = (v: Record<string, string> | null | undefined) => pickText(v, locale, fallback);
  const toItem = itemMapper(data, branchId, locale, report);
  const itemsByCategory = groupBy(
    data.items.filter((i) => i.visible && presenceAt(i.branches, branchId).visible),
    (i) => i.categoryId,
  );
  const visibleCategories = data.categories.filter(
    (c) => c.visible && presenceAt(c.branches, branchId).visible,
  );
  const childrenOf = groupBy(visibleCategories, (c) => c.parentId);
  const toCategory = (row: BusinessData['categories'][number]): Category => ({
    id: row.id,
    parent_id: row.parentId,
    name: t(row.name),
    description: t(row.description),
    image: row.image,
    items: (itemsByCategory.get(row.id) ?? []).map(toItem),
    subcategories: (childrenOf.get(row.id) ?? []).map(toCategory),
  });
  return { categories: (childrenOf.get(null) ?? []).map(toCategory) };
}
