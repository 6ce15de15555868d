// [product: Money] business constants that decide a figure or a yes/no (UI-only constants such as
// breakpoints and colours live in the web app).

/** One-time-code resend timer, in seconds. */
export const OTP_TIMER_SECONDS = 30;
/** Reservation max_users when the business sets none. */
export const DEFAULT_RESERVATION_MAX_USERS = 1;
/** Reservation type 2 means a reservation with an order. */
export const RESERVATION_TYPE_WITH_ORDER = 2;
/** Language cookie ([product: Storefront and looks]): name and lifetime. */
export const LANGUAGE_COOKIE = { name: 'i18n_redirected', maxAgeDays: 365, path: '/' } as const;

/** Whether a reservation config takes an order with it. */
export const isReservationWithOrder = (reservation: { type: number | null | undefined }): boolean =>
  reservation.type === RESERVATION_TYPE_WITH_ORDER;

/** Party size allowed by the reservation config (1 … max_users, default 1). */
export function isPartySizeAllowed(size: number, maxUsers: number | null | undefined): boolean {
  const max = typeof maxUsers === 'number' && maxUsers >= 1 ? maxUsers : DEFAULT_RESERVATION_MAX_USERS;
  return Number.isInteger(size) && size >= 1 && size <= max;
}
