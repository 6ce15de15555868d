import { type CartShipping, formatLocale, keepSelectedCountry } from '@sufra/domain';
import { listSeparator } from '../i18n/languages.ts';
import type { CountryChoice, ShippingOffer } from './page-data.ts';

/**
 * The cart's shipping choice when it still holds ([product: Delivery, areas and shipping]: shipping resets when the branch ships
 * nowhere any more, when the country belongs to another branch, or when it is no longer offered).
 */
export function activeShipping(
  choice: CartShipping | null | undefined,
  offer: ShippingOffer | null | undefined,
  branchId: number,
): { choice: CartShipping; country: CountryChoice } | null {
  if (!choice) return null;
  const country = offer?.countries.find((c) => c.iso === choice.country_iso.toUpperCase()) ?? null;
  if (!country || choice.branch_id !== branchId) return null;
  if (!keepSelectedCountry({ branch_id: country.branchId }, branchId, !!offer)) return null;
  return { choice, country };
}

/** The country's name in the page's language, from its ISO code (for orders, which keep only the code). */
export function countryName(iso: string, language: string): string {
  try {
    return new Intl.DisplayNames([formatLocale(language)], { type: 'region' }).of(iso.toUpperCase()) ?? iso;
  } catch {
    return iso;
  }
}

// How an address reads, street first and city last; fields a branch adds come after these.
const READING_ORDER = ['street', 'building', 'floor', 'apartment', 'block', 'avenue', 'city', 'postcode'];
const NOT_SHOWN = new Set(['note', 'form_type', 'type', 'lat', 'lng']);

/** The shipping address in one line, as an address reads (the checkout and the order page agree). */
export function shippingAddressLine(
  address: Record<string, unknown> | null | undefined,
  language: string,
): string {
  if (!address) return '';
  const others = Object.keys(address).filter((k) => !READING_ORDER.includes(k) && !NOT_SHOWN.has(k));
  return (
    [...READING_ORDER, ...others]
      .map((f) => address[f])
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      // The language's own comma (ADR 1361).
      .join(listSeparator(language))
  );
}
