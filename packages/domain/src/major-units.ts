import { currencyDigits } from './currency.ts';
import { ratio } from './ratio.ts';
import { roundMoney } from './rounding.ts';

/**
 * A price typed by a person ("1.250", "1,25", "3") as exact minor units of the currency, or null
 * when it is not one: no float ever touches it, more decimals than the currency has are refused
 * rather than rounded (a spreadsheet edit must mean exactly what it says).
 */
export function parseMajorUnits(text: string, currency: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d+))?\s*$/.exec(text);
  if (!match) return null;
  const digits = currencyDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The average of `count` amounts summing to `total` minor units, rounded for the currency (exact). */
export function averageMinor(total: number, count: number, currency: string): number {
  if (count <= 0) return 0;
  return roundMoney(ratio(total, count), currency);
}
