/** The order types staff take on the phone (ADR 1475): the API's selling types. */
export const PHONE_ORDER_TYPES = ['car_pickup', 'delivery', 'dine_in'] as const;
export type PhoneOrderType = (typeof PHONE_ORDER_TYPES)[number];

export const typeOf = (value: string | null): PhoneOrderType =>
  (PHONE_ORDER_TYPES as readonly string[]).includes(value ?? '') ? (value as PhoneOrderType) : 'car_pickup';
