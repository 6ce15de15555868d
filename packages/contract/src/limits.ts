/**
 * Longest accepted text per order request field. A plain module (no zod) so the checkout's inputs
 * can carry the same `maxLength` without loading the schemas (ADR 500): typing past a limit is
 * stopped in the field instead of answered with a 422.
 */
export const ORDER_TEXT_LIMITS = {
  name: 100,
  phone: 250,
  coupon_code: 64,
  notes: 1000,
  comment: 1000,
  line_comment: 500,
  table: 60,
  gift_value: 500,
  car: { brand: 60, color: 40, plate: 20 },
  address: {
    city: 200,
    street: 200,
    block: 100,
    postcode: 40,
    building: 100,
    avenue: 100,
    intercom: 100,
    floor: 40,
    apartment: 40,
    parking: 100,
    note: 500,
    house_number: 40,
    office_number: 40,
    paci: 40,
    form_type: 40,
  },
} as const;

export type AddressTextField = keyof typeof ORDER_TEXT_LIMITS.address;

/** An order's read token (ADR 400): anything shorter or longer names no order. */
export const ORDER_TOKEN_LENGTH = { min: 8, max: 100 } as const;

/** Whether a string can be an order token at all (pages answer their not-found otherwise). */
export const isOrderTokenShape = (token: string): boolean =>
  token.length >= ORDER_TOKEN_LENGTH.min && token.length <= ORDER_TOKEN_LENGTH.max;

/** Longest order-rating comment (ADR 781): the field carries it as `maxLength`, without the schemas. */
export const RATING_COMMENT_MAX = 1000;
