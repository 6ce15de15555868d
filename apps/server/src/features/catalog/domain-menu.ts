// The loaded business → the @sufra/domain menu and discounts that pricing reads. The pricing rules
// live in the domain; this file only translates, so the server and the storefront price from the
// same data the same way (ADR 609).
import type { Discounts } from '@sufra/contract';
import type { Discount, DiscountKey, DiscountsBySellingType, MenuItem, Tax } from '@sufra/domain';
import { soldOutAt } from './branch-operations.ts';
import type { BusinessData } from './business-data.ts';
// One presence rule for the menu shown and the menu priced: no entry, or one that cannot be read, is present.
import { categoryTypes, labelFigures, presenceAt } from './menu-builder.ts';
import { itemTaxIdsOf } from './tax-reach.ts';

/**
 * The domain reads an empty `branch_ids` as "no branch restriction"; an item sold out at every
 * branch (ADR 1003) must not read so: it lists no real branch (0 is no branch's id) instead.
 */
const soldAt = (ids: number[]) => (ids.length ? ids : [0]);

/**
 * The menu of one branch as pricing sees it. An item is visible when it, its category and its
 * parent category are visible (at this branch too); `branch_ids` lists the branches where it is
 * available, so an item sold out here is refused with ITEM_NOT_IN_BRANCH.
 */
export function toDomainMenu(data: BusinessData, branchId: number): Map<number, MenuItem> {
  const taxes = new Map<number, Tax>(
    data.taxes.map((t) => [t.id, { id: t.id, name: t.name, rate: t.rate, inclusive: t.inclusive }]),
  );
  const taxesOf = (ids: number[]) => ids.flatMap((id) => taxes.get(id) ?? []);
  const itemTaxIds = itemTaxIdsOf(data);
  const categories = new Map(data.categories.map((c) => [c.id, c]));
  const labels = Map.groupBy(data.priceLabels, (p) => p.itemId);
  const groups = Map.groupBy(data.groups, (g) => g.itemId);
  const modifiers = Map.groupBy(data.modifiers, (m) => m.groupId);
  const branchIds = data.branches.map((b) => b.id);
  const typesIn = categoryTypes(data.categories);
  const categoryVisible = (id: number | null): boolean => {
    const c = id === null ? undefined : categories.get(id);
    if (!c) return true;
    return c.visible && presenceAt(c.branches, branchId).visible;
  };
  const menu = new Map<number, MenuItem>();
  for (const row of data.items) {
    const category = categories.get(row.categoryId);
    const parentId = category?.parentId ?? null;
    menu.set(row.id, {
      id: row.id,
      name: row.name,
      category_id: row.categoryId,
      grand_category_id: parentId,
      visible:
        row.visible &&
        presenceAt(row.branches, branchId).visible &&
        categoryVisible(row.categoryId) &&
        categoryVisible(parentId),
      price_option_kind: row.priceOptionKind as MenuItem['price_option_kind'],
      price_labels: (labels.get(row.id) ?? []).map((p) => ({
        ...labelFigures(p),
        label: p.label,
        preparation_time_type:
          p.preparationTimeType === 'hour' ? 'hour' : p.preparationTime ? 'minute' : null,
      })),
      modifier_groups: (groups.get(row.id) ?? []).map((g) => ({
        id: g.id,
        locales: g.name,
        min: g.min,
        max: g.max,
        modifiers: (modifiers.get(g.id) ?? []).map((m) => ({
          id: m.id,
          locales: m.name,
          price: m.price,
          taxes: taxesOf(m.taxIds),
          image: m.image,
          // Sold out at this branch (ADR 1080): the order checks refuse it.
          ...(soldOutAt(m.soldOut, branchId) ? { available: false } : {}),
        })),
      })),
      taxes: taxesOf(itemTaxIds(row)),
      // Left out of a selling type by its category (ADR 1151): refused as not sold so.
      types: typesIn(row.categoryId, row.types),
      comment_required: row.commentRequired,
      branch_ids: soldAt(branchIds.filter((id) => presenceAt(row.branches, id).available)),
      image: row.image,
    });
  }
  return menu;
}

const discountKeyOf = (sellingType: string): DiscountKey =>
  sellingType === 'delivery' ? 'delivery' : sellingType === 'pickup' ? 'pickup' : 'dinein';

/**
 * [product: Selling types] discounts per selling type, keyed by item or category id; a discount
 * with a window is a happy hour (ADR 1485), listed apart and laid over the table by whoever reads
 * it at its moment (`allDiscountsAt`): the order's pricing at placement, the menu when it is drawn.
 */
export function toDomainDiscounts(data: BusinessData): DiscountsBySellingType {
  const out: DiscountsBySellingType = {};
  for (const d of data.discounts) {
    const key = discountKeyOf(d.sellingType);
    out[key] ??= { itemsDiscounts: {}, categoriesDiscounts: {}, allMenuDiscount: null };
    const table = out[key];
    const discount: Discount = { id: d.id, type: d.type === 'fixed' ? 'fixed' : 'percent', value: d.value };
    const scope = d.scope === 'item' || d.scope === 'category' ? d.scope : 'all';
    if (d.days && d.fromMinute !== null && d.toMinute !== null) {
      table.happyHours ??= [];
      table.happyHours.push({
        ...discount,
        scope,
        target_id: scope === 'all' ? null : d.targetId,
        days: d.days,
        from_minute: d.fromMinute,
        to_minute: d.toMinute,
      });
    } else if (scope === 'all') table.allMenuDiscount = discount;
    else if (scope === 'item' && d.targetId) table.itemsDiscounts[d.targetId] = discount;
    else if (scope === 'category' && d.targetId) table.categoriesDiscounts[d.targetId] = discount;
  }
  return out;
}

/**
 * [product: Selling types] discounts keyed per selling type; reserv_* and product_service count as
 * dinein. The pricing's own tables (one builder), each type present; happy hours ride along.
 */
export function buildDiscounts(data: BusinessData): Discounts {
  const tables = toDomainDiscounts(data);
  const empty = () => ({ itemsDiscounts: {}, categoriesDiscounts: {}, allMenuDiscount: null });
  return {
    delivery: tables.delivery ?? empty(),
    pickup: tables.pickup ?? empty(),
    dinein: tables.dinein ?? empty(),
  };
}
