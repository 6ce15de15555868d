import { AddressType } from './enums.ts';

/**
 * The delivery address form by type ([product: Delivery, areas and shipping]), in the order the form offers the types. Kuwait's
 * PACI-style addresses are found by block, street and the number on the door; the avenue (jadda)
 * and the PACI number help but are often unknown, so they stay optional (ADR 500).
 */
export const ADDRESS_KINDS = ['house', 'apartment', 'company'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** Each kind's fields in form order; `true` marks a required one. */
export const ADDRESS_FORM: Record<AddressKind, readonly (readonly [string, boolean])[]> = {
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
    // Offices are found by the office number on a building's directory; the floor is a courtesy.
    ['floor', false],
    ['office_number', true],
    ['paci', false],
  ],
};

/** The §4 number stored with the address (0 company, 1 house, 2 apartment), not the form's order. */
export const addressTypeCode = (kind: AddressKind): number => AddressType[kind];

/** The kind of a stored address: its §4 number, else its `form_type` name, else house. */
export function addressKindOf(code: unknown, formType?: unknown): AddressKind {
  const byCode = ADDRESS_KINDS.find((kind) => code != null && AddressType[kind] === Number(code));
  return byCode ?? ADDRESS_KINDS.find((kind) => kind === formType) ?? 'house';
}

/** Names of the kind's required fields left empty (or blank), in form order. */
export function missingAddressFields(kind: AddressKind, values: Readonly<Record<string, unknown>>): string[] {
  return ADDRESS_FORM[kind]
    .filter(([field, required]) => required && !String(values[field] ?? '').trim())
    .map(([field]) => field);
}
