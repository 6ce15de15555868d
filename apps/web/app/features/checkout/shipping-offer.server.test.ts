import type { ZonesResponse } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import { shippingOffer } from './shipping-offer.server.ts';

const form = { type: 'shipping', fields: [{ name: 'city', required: true }] };
const country = (iso: string, branch: number) => ({
  id: branch * 10,
  country: iso,
  country_iso: iso.toLowerCase(),
  icon: null,
  fees_per_kg: 2000,
  fixed_fees: 1500,
  min_order: 0,
  branch_id: branch,
});
const zones = (countries: ZonesResponse['countries']): ZonesResponse => ({
  error: 0,
  zones: [],
  countries,
  shipping_form: form,
});

describe('shippingOffer', () => {
  it("keeps the branch's countries (ISO upper-cased) with the form", () => {
    const offer = shippingOffer(zones([country('SA', 1), country('QA', 2)]), 1);
    expect(offer?.countries.map((c) => [c.iso, c.perKg, c.fixed])).toEqual([['SA', 2000, 1500]]);
    expect(offer?.form).toEqual(form);
  });

  it('is null (shipping off) when the branch ships nowhere or there is no form', () => {
    expect(shippingOffer(zones([country('QA', 2)]), 1)).toBeNull();
    expect(shippingOffer({ ...zones([country('SA', 1)]), shipping_form: null }, 1)).toBeNull();
  });
});
