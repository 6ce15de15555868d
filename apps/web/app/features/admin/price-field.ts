import { currencyDigits } from '@sufra/domain';

/** Minor units → what the price field shows (no grouping: it is typed back). */
export function majorUnits(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return digits ? (minor / 10 ** digits).toFixed(digits) : String(minor);
}
