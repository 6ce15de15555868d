/**
 * A plain module (no zod, importable as `@sufra/contract/problem-codes`), so the storefront can
 * hold its catalogs to it without loading the schemas: each code needs a `problem.<CODE>` text in
 * every language, and the server an English message (its map is typed by these lists).
 *
 * Every `code` a 422 from the order and payment calls can carry (ADR 406): POST webapp/order,
 * calc-order's `problems`, POST webapp/order/{id}/pay. One list, so a client can map each code to
 * a message of its own and a test can hold the server to it.
 */
export const ORDER_PROBLEM_CODES = [
  // The request itself
  'INVALID_REQUEST',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  // Branch, selling type, payment
  'BRANCH_NOT_FOUND',
  'SELLING_TYPE_DISABLED',
  'PAYMENT_METHOD_DISABLED',
  'ORDER_NOT_PAYABLE',
  // Contact
  'PHONE_NOT_A_NUMBER',
  'PHONE_TOO_SHORT',
  'PHONE_TOO_LONG',
  'PHONE_INVALID_COUNTRY',
  'PHONE_INVALID',
  // Lines
  'CART_EMPTY',
  // The lines are not the cart the diner confirmed (ADR 1346).
  'CART_CHANGED',
  'ORDER_TOO_LARGE',
  'ITEM_NOT_FOUND',
  'ITEM_HIDDEN',
  'ITEM_NOT_SOLD_AS_TYPE',
  'ITEM_NOT_IN_BRANCH',
  'PRICE_LABEL_NOT_FOUND',
  'MODIFIER_NOT_FOUND',
  'MODIFIER_SOLD_OUT',
  'MODIFIER_GROUP_BELOW_MIN',
  'MODIFIER_GROUP_ABOVE_MAX',
  'QUANTITY_BELOW_MINIMUM',
  'QUANTITY_ABOVE_MAXIMUM',
  'COMMENT_REQUIRED',
  // Delivery target and minimum
  'DELIVERY_TARGET_REQUIRED',
  'OUTSIDE_DELIVERY_ZONE',
  'AREA_NOT_FOUND',
  'ADDRESS_INCOMPLETE',
  'SHIPPING_COUNTRY_NOT_FOUND',
  'SHIPPING_ADDRESS_INCOMPLETE',
  'MIN_ORDER_NOT_MET',
  // Coupon, table, gift, wallet
  'COUPONS_DISABLED',
  'COUPON_NOT_FOUND',
  'COUPON_GUESTS_ONLY',
  'COUPON_AUTH_USERS_ONLY',
  'COUPON_NO_ELIGIBLE_ITEMS',
  'TABLE_NOT_FOUND',
  'TABLE_TOKEN_REQUIRED',
  'CAR_DETAILS_REQUIRED',
  'GIFT_NOT_AVAILABLE',
  'WALLET_NOT_AVAILABLE',
  // Tip and handover (ADR 790, 791)
  'TIP_NOT_OFFERED',
  'TIP_INVALID',
  'TIP_TOO_LARGE',
  'NO_CONTACT_DELIVERY_ONLY',
  // Timing
  'SHOP_CLOSED',
  'SCHEDULE_REQUIRED',
  'SCHEDULING_NOT_AVAILABLE',
  'SCHEDULED_AT_INVALID',
  'SLOT_TOO_SOON',
  'SLOT_TOO_FAR',
  'SLOT_NOT_OFFERED',
  // A slot at its branch's cap (ADR 1433)
  'SLOT_FULL',
  // Paused from the back office (ADR 1080)
  'ORDERING_PAUSED',
] as const;

export type OrderProblemCode = (typeof ORDER_PROBLEM_CODES)[number];

/** The staff board's refusals of a status change (409, ADR 401), shown like order problems. */
export const STAFF_PROBLEM_CODES = [
  'TRANSITION_NOT_ALLOWED',
  'OUT_ONLY_FOR_DELIVERY',
  'AWAITING_PAYMENT',
] as const;
export type StaffProblemCode = (typeof STAFF_PROBLEM_CODES)[number];

const known: ReadonlySet<string> = new Set(ORDER_PROBLEM_CODES);
export const isOrderProblemCode = (code: string): code is OrderProblemCode => known.has(code);

/**
 * The one other 422: a payment provider's callback whose amount or currency differs from the
 * attempt's (answered to the gateway, never shown to a customer).
 */
export const PAYMENT_CALLBACK_PROBLEM_CODES = ['AMOUNT_MISMATCH'] as const;
