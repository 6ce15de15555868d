// [product: Money] currency table and §9 digits: 3 when unknown; CHF is settled in 0.05 steps.
import { DomainError, DomainErrorCode } from './errors.ts';

export interface CurrencyInfo {
  code: string;
  symbol: string;
  /** Digits after the decimal point; one major unit is 10^digits minor units. */
  decimal_digits: number;
  /** Smallest settled step, in minor units (5 for CHF: 0.05). */
  rounding: number;
}

/** [product: Money]: digits are 3 when the currency is unknown. */
export const DEFAULT_CURRENCY_DIGITS = 3;

const row = (code: string, symbol: string, decimal_digits: number, rounding = 1): CurrencyInfo => ({
  code,
  symbol,
  decimal_digits,
  rounding,
});

const TABLE: ReadonlyMap<string, CurrencyInfo> = new Map(
  [
    row('KWD', 'KD', 3),
    row('BHD', 'BD', 3),
    row('OMR', 'OMR', 3),
    row('JOD', 'JD', 3),
    row('TND', 'DT', 3),
    row('LYD', 'LD', 3),
    row('IQD', 'IQD', 3),
    row('USD', '$', 2),
    row('EUR', '€', 2),
    row('GBP', '£', 2),
    row('SAR', 'SAR', 2),
    row('AED', 'AED', 2),
    row('QAR', 'QAR', 2),
    row('EGP', 'EGP', 2),
    row('MAD', 'MAD', 2),
    row('TRY', '₺', 2),
    row('INR', '₹', 2),
    row('CAD', 'CA$', 2),
    row('AUD', 'A$', 2),
    row('CHF', 'CHF', 2, 5),
    row('JPY', '¥', 0),
    row('KRW', '₩', 0),
    row('VND', '₫', 0),
    row('CLP', 'CLP', 0),
    row('ISK', 'ISK', 0),
  ].map((info) => [info.code, info]),
);

const CODE = /^[A-Z]{3}$/;

/** The table row of a currency; unknown (but well-formed) codes get 3 digits and step 1. */
export function currencyInfo(code: string): CurrencyInfo {
  if (typeof code !== 'string') throw new DomainError(DomainErrorCode.invalidValue, 'currency');
  const upper = code.toUpperCase();
  const known = TABLE.get(upper);
  if (known) return known;
  if (!CODE.test(upper)) throw new DomainError(DomainErrorCode.invalidValue, 'currency');
  return row(upper, upper, DEFAULT_CURRENCY_DIGITS);
}

export const currencyDigits = (code: string): number => currencyInfo(code).decimal_digits;

/**
 * An integer amount in minor units as the decimal string of the currency's major unit with all
 * its digits (KWD 2100 → "2.100", SAR 1550 → "15.50", JPY 500 → "500"): what gateways take and
 * what Tap's hashstring is computed over.
 */
export function toMajorUnits(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError('amount must be an integer of minor units');
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits === 0) return sign + abs;
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}
