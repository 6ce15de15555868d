// Database rows → @sufra/domain shapes for what an order looks up beside its branch's catalog
// (coupons, zones, shipping countries). The catalog's menu and discounts: catalog/domain-menu.ts.
import type { Area, AreaShape, Coupon, CouponTerms, DiscountKey, ShippingCountry, Zone } from '@sufra/domain';
import type { CouponRow, ShippingCountryRow, ZoneRows } from './order-catalog-repository.ts';

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

const DISCOUNT_KEYS: readonly string[] = ['dinein', 'pickup', 'delivery'];

/** The terms the back office set on the coupon (ADR 1100). */
export function toCouponTerms(row: CouponRow): CouponTerms {
  return {
    min_order: row.minOrder,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    usage_limit: row.usageLimit,
    selling_types: row.sellingTypes.filter((t): t is DiscountKey => DISCOUNT_KEYS.includes(t)),
  };
}

export function toDomainZones(rows: ZoneRows): Zone[] {
  const areas = Map.groupBy(rows.areas, (a) => a.zoneId);
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
