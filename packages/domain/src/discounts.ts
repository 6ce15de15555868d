// [product: Selling types]/§5 discounts per selling type: an item's own discount wins over its category's (then its
// grand category's), which wins over the whole-menu discount. Percent or fixed, floored at 0.
import { DomainError, DomainErrorCode, requireNonNegative, requirePercent } from './errors.ts';
import { div, mul } from './ratio.ts';
import { roundToStep } from './rounding.ts';
import { discountKeyOf, type SellingTypeAlias } from './selling-types.ts';
import type { Discount, DiscountsBySellingType, MenuItem, SellingTypeDiscounts } from './types.ts';

/** The discount table of a selling type, or null when it has none. */
export function discountsFor(
  all: DiscountsBySellingType | null | undefined,
  sellingType: SellingTypeAlias,
): SellingTypeDiscounts | null {
  const key = discountKeyOf(sellingType);
  return (key && all?.[key]) || null;
}

/** The single discount that applies to an item under a table (item > category > grand category > menu). */
export function discountForItem(
  item: Pick<MenuItem, 'id' | 'category_id' | 'grand_category_id'>,
  table: SellingTypeDiscounts | null,
): Discount | null {
  if (!table) return null;
  return (
    table.itemsDiscounts?.[item.id] ??
    table.categoriesDiscounts?.[item.category_id] ??
    (item.grand_category_id === null ? undefined : table.categoriesDiscounts?.[item.grand_category_id]) ??
    table.allMenuDiscount ??
    null
  );
}

/** Throws DomainError unless the discount is percent in [0, 100] or a fixed amount ≥ 0. */
export function checkDiscount(discount: Discount, field = 'discount'): Discount {
  if (typeof discount !== 'object' || discount === null) {
    throw new DomainError(DomainErrorCode.invalidValue, field);
  }
  const v = discount.value;
  if (
    typeof v === 'number' &&
    v >= 0 &&
    (discount.type === 'fixed' ? v < Number.POSITIVE_INFINITY : v <= 100)
  ) {
    if (discount.type === 'percent' || discount.type === 'fixed') return discount;
  }
  if (discount.type === 'percent') requirePercent(discount.value, `${field}.value`);
  else if (discount.type === 'fixed') requireNonNegative(discount.value, `${field}.value`);
  else throw new DomainError(DomainErrorCode.invalidValue, `${field}.type`);
  return discount;
}

/**
 * The discounted unit price: percent takes its share off, fixed takes its amount off (both
 * rounded to the currency step); never below 0.
 */
export function applyDiscount(
  unitPrice: number,
  discount: Discount | null,
  step = 1,
  field = 'discount',
): number {
  if (!discount) return unitPrice;
  checkDiscount(discount, field);
  const off = roundToStep(
    discount.type === 'percent' ? div(mul(unitPrice, discount.value), 100) : discount.value,
    step,
  );
  return Math.max(0, unitPrice - off);
}
