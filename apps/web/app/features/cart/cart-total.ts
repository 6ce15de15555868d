import { applyDiscount, type CartItem, currencyInfo, discountForItem } from '@sufra/domain';
import type { StorefrontData } from '../../shell/use-storefront.ts';

/** The cart's total after the selling type's discounts, as the cart bar and the desktop basket show it. */
export function discountedTotal(
  items: readonly CartItem[],
  storefront: Pick<StorefrontData, 'grandOf' | 'discounts'>,
  currency: string,
): number {
  const step = currencyInfo(currency).rounding;
  return items.reduce((sum, line) => {
    const discount = discountForItem(
      {
        id: line.id,
        category_id: line.category_id,
        grand_category_id: storefront.grandOf[line.category_id] ?? null,
      },
      storefront.discounts,
    );
    return sum + applyDiscount(line.price, discount, step) * line.count;
  }, 0);
}
