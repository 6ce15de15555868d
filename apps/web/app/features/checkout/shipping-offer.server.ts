import type { ZonesResponse } from '@sufra/contract';

import type { ShippingOffer } from '../../shell/page-data.ts';

export type { CountryChoice, ShippingOffer } from '../../shell/page-data.ts';

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
