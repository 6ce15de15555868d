import { applyDiscount, type Discount, PriceOptionKind } from '@sufra/domain';

export type PriceLine = { label: string | null; price: number; original: number | null };

/** What an item card shows for its price, by the item's price option kind ([product: Menu and items]). */
export type PriceSummary =
  | { kind: 'hidden' }
  | { kind: 'none' }
  | { kind: 'single'; price: PriceLine }
  | { kind: 'from'; price: PriceLine }
  | { kind: 'options'; options: PriceLine[] }
  | { kind: 'onSelection' }
  | { kind: 'range'; min: PriceLine; max: PriceLine };

type Labels = ReadonlyArray<{ label: string; price: number }>;

/**
 * One label shows its price; several follow the kind: 0 "starting from" the cheapest, 1 every
 * option, 3 the min–max range; 2 is priced on selection. With `hide_price` nothing is shown.
 * A selling-type discount shows the discounted price with the original beside it.
 */
export function priceSummary(
  item: { price_option_kind: number; price_labels: Labels },
  options: { hidePrice: boolean; discount: Discount | null; step: number },
): PriceSummary {
  if (options.hidePrice) return { kind: 'hidden' };
  if (item.price_option_kind === PriceOptionKind.priceOnSelection) return { kind: 'onSelection' };
  const lines = item.price_labels.map((l): PriceLine => {
    const price = applyDiscount(l.price, options.discount, options.step);
    return { label: l.label || null, price, original: price < l.price ? l.price : null };
  });
  const [first] = lines;
  if (!first) return { kind: 'none' };
  if (lines.length === 1) return { kind: 'single', price: first };
  const sorted = [...lines].sort((a, b) => a.price - b.price);
  const min = sorted[0] as PriceLine;
  const max = sorted[sorted.length - 1] as PriceLine;
  if (item.price_option_kind === PriceOptionKind.multipleOptions) return { kind: 'options', options: lines };
  if (item.price_option_kind === PriceOptionKind.minMax)
    return min.price === max.price ? { kind: 'single', price: min } : { kind: 'range', min, max };
  return { kind: 'from', price: min };
}
