// Database rows → @sufra/domain shapes. The pricing rules live in the domain; this file only
// translates, so the server and the storefront price from the same data the same way.
import type {
  Area,
  AreaShape,
  Coupon,
  Discount,
  DiscountKey,
  DiscountsBySellingType,
  MenuItem,
  ShippingCountry,
  Tax,
  Zone,
} from '@sufra/domain';
import type { BusinessData } from '../storefront/restaurant-repository.ts';
import type { CouponRow, ShippingCountryRow, ZoneRows } from './order-catalog-repository.ts';

type Presence = { branch_id: number; available: boolean; visible: boolean }[];

// Same default as the menu the storefront shows: a branch missing from the list sells the item.
const presenceAt = (branches: Presence, branchId: number) =>
  branches.find((b) => b.branch_id === branchId) ?? { branch_id: branchId, available: true, visible: true };

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

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
  const categories = new Map(data.categories.map((c) => [c.id, c]));
  const labels = groupBy(data.priceLabels, (p) => p.itemId);
  const groups = groupBy(data.groups, (g) => g.itemId);
  const modifiers = groupBy(data.modifiers, (m) => m.groupId);
  const branchIds = data.branches.map((b) => b.id);
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
        id: p.id,
        label: p.label,
        price: p.price,
        weight: p.weight,
        shippingWeight: p.shippingWeight,
        minimum: p.minimum,
        maximum: p.maximum,
        isQty: p.isQty,
        unit: p.unit,
        preparation_time: p.preparationTime,
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
        })),
      })),
      taxes: taxesOf(row.taxIds),
      types: row.types,
      comment_required: row.commentRequired,
      branch_ids: soldAt(branchIds.filter((id) => presenceAt(row.branches, id).available)),
      image: row.image,
    });
  }
  return menu;
}

const discountKeyOf = (sellingType: string): DiscountKey =>
  sellingType === 'delivery' ? 'delivery' : sellingType === 'pickup' ? 'pickup' : 'dinein';

/** [product: Selling types] discounts per selling type, keyed by item or category id. */
export function toDomainDiscounts(data: BusinessData): DiscountsBySellingType {
  const out: DiscountsBySellingType = {};
  for (const d of data.discounts) {
    const key = discountKeyOf(d.sellingType);
    out[key] ??= { itemsDiscounts: {}, categoriesDiscounts: {}, allMenuDiscount: null };
    const table = out[key];
    const discount: Discount = { id: d.id, type: d.type === 'fixed' ? 'fixed' : 'percent', value: d.value };
    if (d.scope === 'all') table.allMenuDiscount = discount;
    else if (d.scope === 'item' && d.targetId) table.itemsDiscounts[d.targetId] = discount;
    else if (d.scope === 'category' && d.targetId) table.categoriesDiscounts[d.targetId] = discount;
  }
  return out;
}

export function toDomainCoupon(row: CouponRow): Coupon {
  return {
    code: row.code,
    discount_type: row.discountType === 'fixed' ? 'fixed' : 'percent',
    discount_value: row.discountValue,
    all_menu: row.allMenu,
    user_type: row.userType === 'guests' || row.userType === 'auth_users' ? row.userType : null,
    max_allowed_items: row.maxAllowedItems,
    item_ids: row.itemIds,
    free_delivery: row.freeDelivery,
  };
}

export function toDomainZones(rows: ZoneRows): Zone[] {
  const areas = groupBy(rows.areas, (a) => a.zoneId);
  return rows.zones.map((z) => ({
    id: z.id,
    visible: z.visible,
    fees: z.fees,
    min_order: z.minOrder,
    delivery_time: z.deliveryTime,
    unit: z.unit === 'hour' || z.unit === 'day' ? z.unit : 'minute',
    branch: z.branchId,
    name: z.name,
    color: z.color,
    areas: (areas.get(z.id) ?? []).map(
      (a): Area => ({
        id: a.id,
        name: a.name,
        parent_name: a.parentName,
        shape: a.shape as AreaShape,
        osm_id: a.osmId,
        zone_id: a.zoneId,
      }),
    ),
    shape: null,
  }));
}

export function toDomainShippingCountry(row: ShippingCountryRow): ShippingCountry {
  return {
    country: row.country,
    country_iso: row.countryIso,
    icon: row.icon,
    fees_per_kg: row.feesPerKg,
    fixed_fees: row.fixedFees,
    min_order: row.minOrder,
    branch_id: row.branchId,
  };
}
