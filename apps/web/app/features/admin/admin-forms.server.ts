import { currencyDigits } from '@sufra/domain';

/** Reading the back office's form posts: texts per locale, money in major units, whole numbers. */

export const formText = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

/** `name.en`, `name.ar`… → { en, ar } for the business's locales. */
export function localizedFrom(
  form: FormData,
  prefix: string,
  locales: readonly string[],
): Record<string, string> {
  return Object.fromEntries(locales.map((l) => [l, formText(form, `${prefix}.${l}`)]));
}

/**
 * A price typed in major units ("4.5", "4,500" in a decimal-comma locale is not guessed: a comma is
 * read as the decimal separator only when there is no dot) → minor units of the currency; NaN when
 * it is not a price, so the server names the field.
 */
export function minorUnits(typed: string, currency: string): number {
  const clean = typed.replace(/\s/g, '');
  const normal = clean.includes('.') ? clean.replaceAll(',', '') : clean.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normal)) return Number.NaN;
  const digits = currencyDigits(currency);
  const [whole = '0', fraction = ''] = normal.split('.');
  if (fraction.length > digits) return Number.NaN;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

// Minor units → what the price field shows: also rendered in the browser (the group edit form).
export { majorUnits } from './price-field.ts';

export const wholeNumber = (typed: string): number => (/^\d{1,6}$/.test(typed) ? Number(typed) : Number.NaN);
