import { describe, expect, it } from 'vitest';
import { activeShipping, countryName } from './shipping-choice.ts';
import type { ShippingOffer } from './shipping-offer.server.ts';

const sa = {
  iso: 'SA',
  name: 'Saudi Arabia',
  icon: null,
  perKg: 2000,
  fixed: 1500,
  minOrder: 0,
  branchId: 1,
};
const offer: ShippingOffer = { countries: [sa], form: { type: 'shipping', fields: [] } };
const choice = { country_iso: 'sa', branch_id: 1, address: { city: 'Riyadh' } };

describe('activeShipping (SPEC §4 shipping resets)', () => {
  it('keeps a choice of an offered country of this branch', () => {
    expect(activeShipping(choice, offer, 1)).toEqual({ choice, country: sa });
  });

  it('drops it when the branch ships nowhere (shipping disabled)', () => {
    expect(activeShipping(choice, null, 1)).toBeNull();
  });

  it('drops it when the chosen country belongs to another branch', () => {
    expect(activeShipping({ ...choice, branch_id: 2 }, offer, 1)).toBeNull();
    const elsewhere = { ...offer, countries: [{ ...sa, branchId: 2 }] };
    expect(activeShipping(choice, elsewhere, 1)).toBeNull();
  });

  it('drops it when the country is no longer offered', () => {
    expect(activeShipping({ ...choice, country_iso: 'FR' }, offer, 1)).toBeNull();
  });
});

describe('countryName', () => {
  it('names a country from its code in the page language', () => {
    expect(countryName('sa', 'en')).toBe('Saudi Arabia');
    expect(countryName('KW', 'ar')).toBe('الكويت');
  });
});
