import type { ShippingFormBody, ZonesResponse } from '@sufra/contract';

export type CountryChoice = {
  iso: string;
  name: string;
  icon: string | null;
  perKg: number;
  fixed: number;
  minOrder: number;
  branchId: number;
};

/** International shipping as the checkout offers it: the countries and the address form. */
export type ShippingOffer = { countries: CountryChoice[]; form: ShippingFormBody };

/** The branch's shipping countries and form; null when it ships nowhere (shipping is off). */
export function shippingOffer(res: ZonesResponse, branchId: number): ShippingOffer | null {
  const countries = res.countries
    .filter((c) => c.branch_id === branchId)
    .map((c) => ({
      iso: c.country_iso.toUpperCase(),
      name: c.country,
      icon: c.icon,
      perKg: c.fees_per_kg,
      fixed: c.fixed_fees,
      minOrder: c.min_order,
      branchId: c.branch_id,
    }));
  if (!countries.length || !res.shipping_form) return null;
  return { countries, form: res.shipping_form };
}
