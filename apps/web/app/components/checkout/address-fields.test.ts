import { AddressType } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { ADDRESS_TYPES, addressKindOf, addressTypeCode } from './address-fields.ts';

describe('§4 address types: 0 company, 1 house, 2 apartment', () => {
  it('stores the spec number of each kind, whatever order the form shows them in', () => {
    expect(addressTypeCode('company')).toBe(AddressType.company);
    expect(addressTypeCode('house')).toBe(1);
    expect(addressTypeCode('apartment')).toBe(2);
    expect(addressTypeCode('company')).toBe(0);
  });

  it('reads a stored number back as the same kind; house when absent or unknown', () => {
    for (const kind of ADDRESS_TYPES) expect(addressKindOf(addressTypeCode(kind))).toBe(kind);
    expect(addressKindOf(undefined)).toBe('house');
    expect(addressKindOf(7)).toBe('house');
  });
});
