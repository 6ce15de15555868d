// [product: Discounts, coupons and taxes] coupon rules. A coupon discounts the lines it covers after their item discounts; a fixed
// coupon is an amount for the whole order, spread over the covered lines as the equivalent
// percentage of their net amount and never more than its value or its base.
import { DomainError, DomainErrorCode, type Problem, requireNonNegative, requirePercent } from './errors.ts';
import { div, mul } from './ratio.ts';
import { allocateProportionally, roundToStep } from './rounding.ts';
import type { Coupon, DiscountKey } from './types.ts';

export const CouponProblem = {
  guestsOnly: 'COUPON_GUESTS_ONLY',
  authUsersOnly: 'COUPON_AUTH_USERS_ONLY',
  noEligibleItems: 'COUPON_NO_ELIGIBLE_ITEMS',
} as const;
export type CouponProblem = (typeof CouponProblem)[keyof typeof CouponProblem];

/** Guest-only coupons do not apply to logged-in users; auth_users coupons do not apply to guests. */
export function couponAudienceProblem(
  coupon: Pick<Coupon, 'user_type'>,
  isAuthenticated: boolean,
): Problem | null {
  if (coupon.user_type === 'guests' && isAuthenticated)
    return { code: CouponProblem.guestsOnly, field: 'coupon' };
  if (coupon.user_type === 'auth_users' && !isAuthenticated) {
    return { code: CouponProblem.authUsersOnly, field: 'coupon' };
  }
  return null;
}

export function checkCoupon(coupon: Coupon): Coupon {
  if (typeof coupon !== 'object' || coupon === null)
    throw new DomainError(DomainErrorCode.invalidValue, 'coupon');
  const userType: unknown = coupon.user_type;
  if (userType !== null && userType !== undefined && userType !== 'guests' && userType !== 'auth_users') {
    throw new DomainError(DomainErrorCode.invalidValue, 'coupon.user_type');
  }
  if (coupon.discount_type === 'percent') requirePercent(coupon.discount_value, 'coupon.discount_value');
  else if (coupon.discount_type === 'fixed')
    requireNonNegative(coupon.discount_value, 'coupon.discount_value');
  else throw new DomainError(DomainErrorCode.invalidValue, 'coupon.discount_type');
  if (coupon.max_allowed_items !== null && coupon.max_allowed_items !== undefined) {
    requireNonNegative(coupon.max_allowed_items, 'coupon.max_allowed_items');
  }
  const ids: unknown = coupon.item_ids;
  if (!coupon.all_menu && (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number'))) {
    throw new DomainError(DomainErrorCode.invalidValue, 'coupon.item_ids');
  }
  return coupon;
}

/** A line as the coupon sees it: its item, units and discounted unit price. */
export interface CouponLine {
  itemId: number;
  count: number;
  unitPrice: number;
}

export interface CouponResult {
  /** Units of each line the coupon covers ([product: Discounts, coupons and taxes] couponDiscountCount). */
  units: number[];
  /** Discount on each line ([product: Discounts, coupons and taxes] couponDiscountAmount). */
  amounts: number[];
  /** The amount the coupon could at most discount: Σ covered units × unit price. */
  base: number;
  total: number;
}

/**
 * Which units a coupon covers: every unit for a whole-menu coupon; for an item-restricted coupon
 * only listed items, up to max_allowed_items units in total, taken in cart order.
 */
export function couponUnits(coupon: Coupon, lines: readonly CouponLine[]): number[] {
  if (coupon.all_menu) return lines.map((l) => l.count);
  const listed = new Set(coupon.item_ids);
  let left = coupon.max_allowed_items ?? Number.POSITIVE_INFINITY;
  return lines.map((l) => {
    if (!listed.has(l.itemId) || left <= 0) return 0;
    const units = Math.min(l.count, Math.floor(left));
    left -= units;
    return units;
  });
}

/** The coupon's discount on each line; `step` is the currency's rounding step. */
export function applyCoupon(coupon: Coupon, lines: readonly CouponLine[], step = 1): CouponResult {
  checkCoupon(coupon);
  const units = couponUnits(coupon, lines);
  const bases = lines.map((l, i) => l.unitPrice * (units[i] ?? 0));
  let base = 0;
  for (const b of bases) base += b;
  let amounts: number[];
  if (coupon.discount_type === 'percent') {
    amounts = bases.map((b) => Math.min(b, roundToStep(div(mul(b, coupon.discount_value), 100), step)));
  } else {
    const total = Math.min(roundToStep(coupon.discount_value, step, 'down'), base);
    amounts = allocateProportionally(total, bases, step);
  }
  let total = 0;
  for (const a of amounts) total += a;
  return { units, amounts, base, total };
}

// ---------------------------------------------------------------- a coupon's terms (ADR 1100)

/**
 * Why a coupon's terms refuse an order (`meta.reason`). The codes stay the ones the storefront
 * already words — COUPON_NOT_FOUND ("not valid") and MIN_ORDER_NOT_MET — so its catalog does not
 * grow (ADR 1100); the reason and the server's message say which term.
 */
export const CouponTermsReason = {
  notStarted: 'not_started',
  expired: 'expired',
  usedUp: 'used_up',
  sellingType: 'selling_type',
  minOrder: 'coupon_min_order',
} as const;

/** What the back office sets on a coupon beyond its discount ([product: Discounts, coupons and taxes], ADR 1100). */
export interface CouponTerms {
  /** Minor units the items must reach after their discounts, before the coupon; 0: none. */
  min_order: number;
  starts_at: Date | null;
  /** The first moment it no longer applies. */
  ends_at: Date | null;
  /** Orders that may use it in total; null: no limit. */
  usage_limit: number | null;
  /** Discount keys it applies to; empty: every selling type. */
  selling_types: readonly DiscountKey[];
}

/**
 * Whether a coupon's terms let this order use it: its validity window at `now`, the orders that
 * already used it, the selling type (by its discount key: dine-in, pickup, delivery) and, once the
 * cart is priced, the minimum order (`itemsAfterDiscounts`; omit it to check the rest first).
 */
export function couponTermsProblem(
  terms: CouponTerms,
  order: { now: Date; uses: number; discountKey: DiscountKey | null; itemsAfterDiscounts?: number },
): Problem | null {
  const at = order.now.getTime();
  const invalid = (reason: string): Problem => ({
    code: 'COUPON_NOT_FOUND',
    field: 'coupon',
    meta: { reason },
  });
  if (terms.starts_at && at < terms.starts_at.getTime()) return invalid(CouponTermsReason.notStarted);
  if (terms.ends_at && at >= terms.ends_at.getTime()) return invalid(CouponTermsReason.expired);
  if (terms.usage_limit !== null && order.uses >= terms.usage_limit) return invalid(CouponTermsReason.usedUp);
  if (terms.selling_types.length && (!order.discountKey || !terms.selling_types.includes(order.discountKey)))
    return invalid(CouponTermsReason.sellingType);
  if (order.itemsAfterDiscounts !== undefined && order.itemsAfterDiscounts < terms.min_order)
    return {
      code: 'MIN_ORDER_NOT_MET',
      field: 'coupon',
      meta: {
        reason: CouponTermsReason.minOrder,
        min_order: terms.min_order,
        missing: terms.min_order - order.itemsAfterDiscounts,
      },
    };
  return null;
}
