import { AddressType as AddressTypeCode } from '@sufra/domain';

/** SPEC §3 address types, in the order the form offers them, and the fields each asks for. */
export const ADDRESS_TYPES = ['house', 'apartment', 'company'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** The §4 number stored with the address (0 company, 1 house, 2 apartment), not the form's order. */
export const addressTypeCode = (kind: AddressType): number => AddressTypeCode[kind];

/** The form's kind for a stored §4 number; house when absent or unknown. */
export function addressKindOf(code: unknown): AddressType {
  return ADDRESS_TYPES.find((kind) => AddressTypeCode[kind] === Number(code)) ?? 'house';
}

// `true` marks a required field.
export const ADDRESS_FIELDS: Record<AddressType, [string, boolean][]> = {
  house: [
    ['block', true],
    ['street', true],
    ['avenue', false],
    ['house_number', true],
    ['paci', false],
  ],
  apartment: [
    ['block', true],
    ['street', true],
    ['avenue', false],
    ['building', true],
    ['floor', true],
    ['apartment', true],
    ['paci', false],
  ],
  company: [
    ['block', true],
    ['street', true],
    ['avenue', false],
    ['building', true],
    ['floor', false],
    ['office_number', true],
    ['paci', false],
  ],
};

/** Names of the required fields left empty. */
export function missingFields(type: AddressType, values: Record<string, unknown>): string[] {
  return ADDRESS_FIELDS[type].filter(([f, req]) => req && !String(values[f] ?? '').trim()).map(([f]) => f);
}
