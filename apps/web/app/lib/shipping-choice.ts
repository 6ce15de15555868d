import { type CartShipping, keepSelectedCountry } from '@sufra/domain';
import type { CountryChoice, ShippingOffer } from './shipping-offer.server.ts';

/**
 * The cart's shipping choice when it still holds (SPEC §4: shipping resets when the branch ships
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
    return new Intl.DisplayNames([language], { type: 'region' }).of(iso.toUpperCase()) ?? iso;
  } catch {
    return iso;
  }
}
