// The one place money is rounded (ADR 101). Amounts computed from rates (percentages, per-kg fees,
// inclusive tax shares) are exact ratios of integers (ratio.ts); they are rounded here, once, to
// whole minor units and to the currency's settlement step (CHF 0.05), half away from zero unless
// told otherwise. Integer arithmetic throughout: exact at any amount a number can hold.
import { currencyInfo } from './currency.ts';
import { requireNumber } from './errors.ts';
import { add, compare, div, mul, type Ratio, type RoundingMode, ratioOf, roundRatio, ZERO } from './ratio.ts';

export type { RoundingMode } from './ratio.ts';

/** Round an amount of minor units — a number as written, or an exact ratio — to a multiple of `step`. */
export function roundToStep(value: number | Ratio, step: number, mode: RoundingMode = 'halfUp'): number {
  const exact = typeof value === 'number' ? ratioOf(requireNumber(value, 'amount')) : value;
  return roundRatio(exact, step, mode);
}

/** Round an amount of minor units to what the currency can settle. */
export function roundMoney(value: number | Ratio, currency: string, mode: RoundingMode = 'halfUp'): number {
  return roundToStep(value, currencyInfo(currency).rounding, mode);
}

/** Minor units → major units, for display or Intl. */
export function toMajor(minor: number, currency: string): number {
  return requireNumber(minor, 'amount') / 10 ** currencyInfo(currency).decimal_digits;
}

/**
 * Split `total` minor units across `weights` in proportion, in multiples of `step`, so the parts
 * sum exactly to `total` and no part exceeds its weight (largest remainder first; ties go to the
 * earlier part). Used to spread a whole-order amount, such as a fixed coupon, over lines.
 */
export function allocateProportionally(total: number, weights: readonly number[], step = 1): number[] {
  const parts = new Array<number>(weights.length).fill(0);
  let sum: Ratio = ZERO;
  for (const w of weights) sum = add(sum, w);
  if (total <= 0 || sum.n <= 0n) return parts;
  const remainders: Ratio[] = [];
  let given = 0;
  for (let i = 0; i < weights.length; i++) {
    // weight × total / sum, in steps.
    const exact = div(mul(weights[i] ?? 0, total), mul(sum, step));
    const whole = roundRatio(exact, 1, 'down');
    parts[i] = whole * step;
    given += parts[i] ?? 0;
    remainders.push({ n: exact.n - BigInt(whole) * exact.d, d: exact.d });
  }
  const order = remainders
    .map((_r, i) => i)
    .sort((a, b) => compare(remainders[b] ?? ZERO, remainders[a] ?? ZERO) || a - b);
  for (let k = 0; given < total && k < order.length * 2; k++) {
    const i = order[k % order.length] ?? 0;
    const next = (parts[i] ?? 0) + step;
    if (next <= (weights[i] ?? 0)) {
      parts[i] = next;
      given += step;
    }
  }
  return parts;
}
