/**
 * Every `code` a 422 or 409 from the reservation calls can carry besides the order's own (ADR 802).
 * A plain module (no zod): the storefront holds its catalogs to it (`problem.<CODE>` in every
 * language) and the server its English messages.
 */
export const RESERVATION_PROBLEM_CODES = [
  'RESERVATIONS_DISABLED',
  'RESERVATION_ORDER_REQUIRED',
  'RESERVATION_ORDER_NOT_TAKEN',
  'RESERVATION_PARTY_SIZE',
  // No time chosen: the form preselects none (ADR 1499).
  'RESERVATION_TIME_REQUIRED',
  'RESERVATION_SLOT_UNAVAILABLE',
  'RESERVATION_TABLE_NOT_FOUND',
  'RESERVATION_TABLE_TOO_SMALL',
  'RESERVATION_TABLE_TAKEN',
  'RESERVATION_NO_TABLE_FREE',
  'RESERVATION_FULLY_BOOKED',
  'ITEM_NOT_FOR_RESERVATION',
  // Status changes (409, except the missing reason: 422)
  'RESERVATION_TRANSITION_NOT_ALLOWED',
  'RESERVATION_TOO_LATE_TO_CANCEL',
  'RESERVATION_NOT_STARTED',
  'RESERVATION_REASON_REQUIRED',
] as const;
export type ReservationProblemCode = (typeof RESERVATION_PROBLEM_CODES)[number];

const known: ReadonlySet<string> = new Set(RESERVATION_PROBLEM_CODES);
export const isReservationProblemCode = (code: string): code is ReservationProblemCode => known.has(code);
