/** SPEC §3 address types and the fields each asks for; `true` marks a required field. */
export const ADDRESS_TYPES = ['house', 'apartment', 'company'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

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
