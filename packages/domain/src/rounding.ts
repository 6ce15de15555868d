// The one place money is rounded. Amounts computed from rates (percentages, per-kg fees, inclusive
// tax shares) are fractional minor units; they are rounded here to whole minor units and then to
// the currency's settlement step (CHF 0.05), half away from zero unless told otherwise.
import { currencyInfo } from './currency.ts';
import { requireNumber } from './errors.ts';

export type RoundingMode = 'halfUp' | 'down' | 'up';

// Rates like 1.1 % make products such as 1005 × 1.1 / 100 land a hair off the exact value. A
// tolerance far below any real fraction of a minor unit (and far above float noise for amounts
// under 10^8) makes rounding stable, and keeps it idempotent on whole units.
const EPS = 1e-7;

function roundUnits(units: number, mode: RoundingMode): number {
  const abs = Math.abs(units);
  const rounded =
    mode === 'down'
      ? Math.floor(abs + EPS)
      : mode === 'up'
        ? Math.ceil(abs - EPS)
        : Math.floor(abs + 0.5 + EPS);
  return units < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Round to a multiple of `step` minor units (step ≥ 1). */
export function roundToStep(value: number, step: number, mode: RoundingMode = 'halfUp'): number {
  const x = requireNumber(value, 'amount');
  if (step === 1) return roundUnits(x, mode);
  return roundUnits(x / step, mode) * step;
}

/** Round a (possibly fractional) amount of minor units to what the currency can settle. */
export function roundMoney(value: number, currency: string, mode: RoundingMode = 'halfUp'): number {
  return roundToStep(value, currencyInfo(currency).rounding, mode);
}

/** Major units (e.g. 1.25 KWD) → minor units (1250), rounded for the currency. */
export function toMinor(major: number, currency: string): number {
  const info = currencyInfo(currency);
  return roundToStep(requireNumber(major, 'amount') * 10 ** info.decimal_digits, info.rounding);
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
  let sum = 0;
  for (const w of weights) sum += w;
  if (total <= 0 || sum <= 0) return parts;
  const remainders: number[] = [];
  let given = 0;
  for (let i = 0; i < weights.length; i++) {
    const exact = ((weights[i] ?? 0) * total) / sum / step;
    const whole = Math.floor(exact + EPS);
    parts[i] = whole * step;
    given += parts[i] ?? 0;
    remainders.push(exact - whole);
  }
  const order = remainders
    .map((_r, i) => i)
    .sort((a, b) => (remainders[b] ?? 0) - (remainders[a] ?? 0) || a - b);
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
