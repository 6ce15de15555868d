// [product: Discounts, coupons and taxes] tax entries and §5 "tax is the sum of the item's tax rates in percent". Amounts are the
// line's amount after discounts and coupon; the item's taxes apply to its price-label share and
// each modifier's taxes to that modifier's share. Inclusive rates are already inside the amount,
// so the pre-tax amount is amount × 100 / (100 + Σ inclusive rates) and every rate applies to it.
import { isNonNegative, requireNonNegative } from './errors.ts';
import { add, div, mul, type Ratio, ZERO } from './ratio.ts';
import { roundToStep } from './rounding.ts';
import type { Tax, TaxEntry } from './types.ts';

interface Bucket {
  tax: Tax;
  inclusive: boolean;
  /** Exact, unrounded sums of this tax over the order's lines. */
  item: Ratio;
  modifiers: Ratio;
}

/**
 * Accumulates unrounded tax per tax id across lines, then rounds once per entry, so a 200-line
 * cart does not pile up 200 roundings.
 */
export class TaxAccumulator {
  readonly #buckets = new Map<number, Bucket>();
  readonly #exclusiveTaxes: boolean;

  /** `exclusiveTaxes` off (the business setting) treats every tax as already in the price. */
  constructor(exclusiveTaxes: boolean) {
    this.#exclusiveTaxes = exclusiveTaxes;
  }

  /** Adds the taxes on `amount` (minor units, possibly fractional), as item or modifier tax. */
  add(taxes: readonly Tax[], amount: number, part: 'item' | 'modifiers', field: string): void {
    if (taxes.length === 0 || amount <= 0) return;
    let inclusiveRate: Ratio = ZERO;
    for (let i = 0; i < taxes.length; i++) {
      const tax = taxes[i] as Tax;
      if (!isNonNegative(tax.rate)) requireNonNegative(tax.rate, `${field}.taxes.${i}.rate`);
      if (this.#inclusive(tax)) inclusiveRate = add(inclusiveRate, tax.rate);
    }
    // Exact: amount × 100 / (100 + Σ inclusive rates), then each tax's share of it.
    const preTax = div(mul(amount, 100), add(100, inclusiveRate));
    for (const tax of taxes) {
      let bucket = this.#buckets.get(tax.id);
      if (!bucket) {
        bucket = { tax, inclusive: this.#inclusive(tax), item: ZERO, modifiers: ZERO };
        this.#buckets.set(tax.id, bucket);
      }
      bucket[part] = add(bucket[part], div(mul(preTax, tax.rate), 100));
    }
  }

  #inclusive(tax: Tax): boolean {
    return tax.inclusive || !this.#exclusiveTaxes;
  }

  /** The §3 tax entries, rounded to the currency step, in first-seen order. */
  entries(step = 1): TaxEntry[] {
    const out: TaxEntry[] = [];
    for (const b of this.#buckets.values()) {
      const taxValue = roundToStep(b.item, step);
      const modifiersTaxValue = roundToStep(b.modifiers, step);
      out.push({
        taxId: b.tax.id,
        taxName: b.tax.name,
        rate: b.tax.rate,
        inclusive: b.inclusive,
        taxValue,
        modifiersTaxValue,
        totalTaxValue: taxValue + modifiersTaxValue,
      });
    }
    return out;
  }
}

/** Σ totalTaxValue of entries added on top of prices (exclusive) and of those inside them. */
export function splitTaxTotals(entries: readonly TaxEntry[]): { exclusive: number; inclusive: number } {
  let exclusive = 0;
  let inclusive = 0;
  for (const e of entries) {
    if (e.inclusive) inclusive += e.totalTaxValue;
    else exclusive += e.totalTaxValue;
  }
  return { exclusive, inclusive };
}
