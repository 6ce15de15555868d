import { describe, expect, it } from 'vitest';
import { activeShipping, countryName, shippingAddressLine } from '../../shell/shipping-choice.ts';
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

describe('activeShipping ([product: Delivery, areas and shipping] shipping resets)', () => {
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

describe('shippingAddressLine', () => {
  const address = {
    city: 'Riyadh',
    postcode: '12211',
    note: 'ring',
    building: '12',
    street: 'Olaya',
    form_type: 'shipping',
    zone: 'North',
  };
  it('reads street first and city last, with fields a branch adds after them, never the note', () => {
    expect(shippingAddressLine(address, 'en')).toBe('Olaya, 12, Riyadh, 12211, North');
  });
  it('uses the Arabic comma in Arabic, and is empty without an address', () => {
    expect(shippingAddressLine({ street: 'العليا', city: 'الرياض' }, 'ar')).toBe('العليا، الرياض');
    expect(shippingAddressLine(null, 'en')).toBe('');
  });
});
