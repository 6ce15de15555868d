// [product: Storefront and looks]: prices use the business's digits and currency; Intl does the locale work.
import { currencyInfo } from './currency.ts';
import { requireNumber, requireString } from './errors.ts';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, code: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${code}|${digits}`;
  let f = cache.get(key);
  if (!f) {
    const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
    try {
      f = new Intl.NumberFormat(locale, { ...options, style: 'currency', currency: code });
    } catch {
      // An unusable locale tag falls back to English rather than failing a whole page.
      f = new Intl.NumberFormat('en', { ...options, style: 'currency', currency: code });
    }
    cache.set(key, f);
  }
  return f;
}

/** Format minor units, e.g. formatMoney(1250, 'KWD', 'en') → "KWD 1.250". */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const info = currencyInfo(currency);
  const amount = requireNumber(minor, 'amount') / 10 ** info.decimal_digits;
  return formatter(requireString(locale, 'locale'), info.code, info.decimal_digits).format(amount);
}
