// [product: Tips and handover] the optional tip: off unless the business offers it, a preset
// percentage of what the items cost the diner or an amount they type, always worked out here
// from the server's prices (ADR 790). Integer minor units; percentages are exact ratios rounded once.
import { currencyInfo } from './currency.ts';
import type { Problem } from './errors.ts';
import { div, mul } from './ratio.ts';
import { roundToStep } from './rounding.ts';
import type { Minor } from './types.ts';

export interface TipSettings {
  enabled: boolean;
  /** Whole percentages the diner can pick, e.g. [5, 10, 15]. */
  presets: readonly number[];
}

/** What the diner chose: a preset percentage or an amount of their own (minor units). */
export type TipChoice = { percent: number } | { amount: Minor };

export const TipProblem = {
  notOffered: 'TIP_NOT_OFFERED',
  invalid: 'TIP_INVALID',
  tooLarge: 'TIP_TOO_LARGE',
} as const;

export const DEFAULT_TIP_PRESETS: readonly number[] = [5, 10, 15];
/** Presets a business may set: whole percentages from 1 to this. */
export const MAX_TIP_PERCENT = 50;

/**
 * The tip for `base` (the items after their discounts and the coupon: never taxes, the delivery
 * fee or the tip itself). A custom amount may not exceed the base, so a mistyped zero cannot
 * turn a 3 KWD order into 30. No choice, or a zero one, is no tip.
 */
export function tipFor(
  choice: TipChoice | null | undefined,
  base: Minor,
  settings: TipSettings,
  step: number,
): { tip: Minor; problem: Problem | null } {
  const none = { tip: 0, problem: null };
  if (!choice) return none;
  const asked = 'percent' in choice ? choice.percent : choice.amount;
  if (!Number.isSafeInteger(asked) || asked < 0)
    return { tip: 0, problem: { code: TipProblem.invalid, field: 'tip' } };
  if (asked === 0) return none;
  if (!settings.enabled) return { tip: 0, problem: { code: TipProblem.notOffered, field: 'tip' } };
  if ('percent' in choice) {
    if (!settings.presets.includes(choice.percent))
      return {
        tip: 0,
        problem: { code: TipProblem.invalid, field: 'tip', meta: { percent: choice.percent } },
      };
    return { tip: roundToStep(div(mul(Math.max(0, base), choice.percent), 100), step), problem: null };
  }
  if (choice.amount % step !== 0)
    return { tip: 0, problem: { code: TipProblem.invalid, field: 'tip', meta: { step } } };
  if (choice.amount > base)
    return { tip: 0, problem: { code: TipProblem.tooLarge, field: 'tip', meta: { max: Math.max(0, base) } } };
  return { tip: choice.amount, problem: null };
}

/** A business's presets as stored: whole percentages in range, distinct, ascending, at most 4. */
export function tipPresetsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [...DEFAULT_TIP_PRESETS];
  const ok = value.filter((v): v is number => Number.isInteger(v) && v >= 1 && v <= MAX_TIP_PERCENT);
  const presets = [...new Set(ok)].sort((a, b) => a - b).slice(0, 4);
  return presets.length ? presets : [...DEFAULT_TIP_PRESETS];
}

const DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * A tip the diner typed, in major units ("1.5", "١٫٥", "1,5"), as minor units of `currency`;
 * null when it is not a plain non-negative amount with at most the currency's decimals.
 */
export function parseTipAmount(text: string, currency: string): Minor | null {
  const plain = text
    .trim()
    .replace(DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .replace(/[\u066b,]/, '.');
  const digits = currencyInfo(currency).decimal_digits;
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(plain);
  if (!match || (match[2]?.length ?? 0) > digits) return null;
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  return Number(match[1]) * 10 ** digits + (digits ? Number(fraction) : 0);
}
