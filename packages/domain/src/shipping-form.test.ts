import { describe, expect, it } from 'vitest';
import { missingShippingFields } from './shipping-form.ts';

const form = {
  fields: [
    { name: 'city', required: true },
    { name: 'street', required: true },
    { name: 'postcode', required: false },
    { name: 'building', required: true },
  ],
};

describe('missingShippingFields', () => {
  it('names every required field that is absent, blank or not text, in the form order', () => {
    expect(missingShippingFields(form, { street: '   ', building: 12, postcode: '' })).toEqual([
      'city',
      'street',
    ]);
  });

  it('is empty when every required field is filled, optional ones may stay blank', () => {
    expect(missingShippingFields(form, { city: 'Riyadh', street: 'Olaya', building: '7' })).toEqual([]);
  });

  it('treats a missing address as every required field missing', () => {
    expect(missingShippingFields(form, null)).toEqual(['city', 'street', 'building']);
  });
});
