import { describe, expect, it } from 'vitest';
import { ADDRESS_KINDS, addressKindOf, addressTypeCode, missingAddressFields } from './address-form.ts';
import { AddressType } from './enums.ts';

describe('§4 address types: 0 company, 1 house, 2 apartment', () => {
  it('stores the spec number of each kind, whatever order the form shows them in', () => {
    expect(addressTypeCode('company')).toBe(AddressType.company);
    expect(addressTypeCode('house')).toBe(1);
    expect(addressTypeCode('apartment')).toBe(2);
    expect(addressTypeCode('company')).toBe(0);
  });

  it('reads a stored number back as the same kind; then form_type; house when absent or unknown', () => {
    for (const kind of ADDRESS_KINDS) expect(addressKindOf(addressTypeCode(kind))).toBe(kind);
    expect(addressKindOf(undefined)).toBe('house');
    expect(addressKindOf(null, 'apartment')).toBe('apartment');
    expect(addressKindOf(0, 'apartment')).toBe('company');
    expect(addressKindOf(7)).toBe('house');
  });
});

describe('required address fields by kind (ADR 500)', () => {
  it('a house needs block, street and house number', () => {
    expect(missingAddressFields('house', {})).toEqual(['block', 'street', 'house_number']);
    expect(missingAddressFields('house', { block: '4', street: ' ', house_number: '12' })).toEqual([
      'street',
    ]);
    expect(missingAddressFields('house', { block: '4', street: 'Gulf', house_number: '12' })).toEqual([]);
  });

  it('an apartment adds building, floor and apartment; an office building and office number', () => {
    const base = { block: '4', street: 'Gulf' };
    expect(missingAddressFields('apartment', base)).toEqual(['building', 'floor', 'apartment']);
    expect(missingAddressFields('company', base)).toEqual(['building', 'office_number']);
    expect(missingAddressFields('company', { ...base, building: '7', office_number: '12' })).toEqual([]);
  });
});
