import type { OrderProblem, OrderProblemCode, StaffProblemCode } from '@sufra/contract';
import { formatMoney, type Problem } from '@sufra/domain';
import { Refused } from '../../platform/failures.ts';
import { TABLE_PROBLEM_MESSAGES } from '../tables/table-problems.ts';

/** Codes the server adds to the domain's (ADR 406 lists them all). */
export const ServerOrderProblem = {
  invalidRequest: 'INVALID_REQUEST',
  orderingPaused: 'ORDERING_PAUSED',
  branchNotFound: 'BRANCH_NOT_FOUND',
  sellingTypeDisabled: 'SELLING_TYPE_DISABLED',
  paymentMethodDisabled: 'PAYMENT_METHOD_DISABLED',
  couponsDisabled: 'COUPONS_DISABLED',
  couponNotFound: 'COUPON_NOT_FOUND',
  outsideDeliveryZone: 'OUTSIDE_DELIVERY_ZONE',
  areaNotFound: 'AREA_NOT_FOUND',
  addressIncomplete: 'ADDRESS_INCOMPLETE',
  shippingCountryNotFound: 'SHIPPING_COUNTRY_NOT_FOUND',
  shippingAddressIncomplete: 'SHIPPING_ADDRESS_INCOMPLETE',
  tableNotFound: 'TABLE_NOT_FOUND',
  tableTokenRequired: 'TABLE_TOKEN_REQUIRED',
  giftNotAvailable: 'GIFT_NOT_AVAILABLE',
  walletNotAvailable: 'WALLET_NOT_AVAILABLE',
  noContactDeliveryOnly: 'NO_CONTACT_DELIVERY_ONLY',
  phoneInvalid: 'PHONE_INVALID',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  idempotencyKeyInvalid: 'IDEMPOTENCY_KEY_INVALID',
  orderTooLarge: 'ORDER_TOO_LARGE',
  cartChanged: 'CART_CHANGED',
  slotFull: 'SLOT_FULL',
} as const;

type Message = string | ((m: Record<string, string | number>) => string);

/**
 * An amount of a problem's meta (minor units) as a person reads it: "KWD 2.750", never "2750"
 * (docs/product.md). The figure stays in minor units in `meta` for clients to format.
 */
const amount = (m: Record<string, string | number>, key: string) =>
  typeof m.currency === 'string' && typeof m[key] === 'number'
    ? formatMoney(m[key] as number, m.currency, 'en')
    : String(m[key]);

// Typed by the contract's list: a code added there needs its message here, and back.
const messages: Record<OrderProblemCode | StaffProblemCode, Message> = {
  INVALID_REQUEST: 'The order request is malformed',
  BRANCH_NOT_FOUND: 'This branch does not exist',
  SELLING_TYPE_DISABLED: 'This branch does not take this kind of order',
  PAYMENT_METHOD_DISABLED: 'This payment method is not available',
  COUPONS_DISABLED: 'Coupons are not accepted here',
  // A coupon's terms say which one refused it (ADR 1100).
  COUPON_NOT_FOUND: (m) =>
    ({
      not_started: 'This coupon cannot be used yet',
      expired: 'This coupon has expired',
      used_up: 'This coupon has been used up',
      selling_type: 'This coupon is not for this kind of order',
    })[String(m.reason)] ?? 'This coupon code is not valid',
  COUPON_GUESTS_ONLY: 'This coupon is for guests only',
  COUPON_AUTH_USERS_ONLY: 'Sign in to use this coupon',
  COUPON_NO_ELIGIBLE_ITEMS: 'This coupon does not apply to any item in the cart',
  OUTSIDE_DELIVERY_ZONE: 'We do not deliver to this location',
  AREA_NOT_FOUND: 'We do not deliver to this area',
  ADDRESS_INCOMPLETE: (m) => `The address needs its ${String(m.field).replace('_', ' ')}`,
  SHIPPING_COUNTRY_NOT_FOUND: 'We do not ship to this country',
  SHIPPING_ADDRESS_INCOMPLETE: (m) => `Fill in the shipping address: ${m.fields}`,
  DELIVERY_TARGET_REQUIRED: 'Choose a delivery address, area or shipping country',
  ...TABLE_PROBLEM_MESSAGES,
  CAR_DETAILS_REQUIRED: (m) => `Tell us your car (${m.fields}) so we can bring the order out`,
  GIFT_NOT_AVAILABLE: 'Gift orders are not available',
  WALLET_NOT_AVAILABLE: 'The wallet is not available',
  TIP_NOT_OFFERED: 'This restaurant does not take tips online',
  TIP_INVALID: 'This tip is not one of the amounts offered',
  TIP_TOO_LARGE: (m) => `A tip can be at most ${m.max}`,
  NO_CONTACT_DELIVERY_ONLY: 'Leaving the order at the door is for deliveries only',
  CART_EMPTY: 'The cart is empty',
  CART_CHANGED: 'The cart changed since the order was confirmed; check it and place the order again',
  ORDER_TOO_LARGE: 'This order is too large to place online; split it into smaller orders',
  MIN_ORDER_NOT_MET: (m) =>
    `The minimum order is ${amount(m, 'min_order')}; add ${amount(m, 'missing')} more`,
  ITEM_NOT_FOUND: 'An item in the cart does not exist',
  ITEM_HIDDEN: 'An item in the cart is no longer on the menu',
  ITEM_NOT_SOLD_AS_TYPE: 'An item in the cart is not sold for this kind of order',
  ITEM_NOT_IN_BRANCH: 'An item in the cart is not available at this branch',
  PRICE_LABEL_NOT_FOUND: 'This price option does not belong to the item',
  MODIFIER_NOT_FOUND: 'This option does not belong to the item',
  MODIFIER_SOLD_OUT: 'This option is sold out right now; choose another',
  MODIFIER_GROUP_BELOW_MIN: (m) => `Choose at least ${m.min} in this group`,
  MODIFIER_GROUP_ABOVE_MAX: (m) => `Choose at most ${m.max} in this group`,
  QUANTITY_BELOW_MINIMUM: (m) => `The minimum quantity is ${m.minimum}`,
  QUANTITY_ABOVE_MAXIMUM: (m) => `The maximum quantity is ${m.maximum}`,
  COMMENT_REQUIRED: 'This item needs a note',
  SHOP_CLOSED: 'The shop is closed now; schedule the order for later',
  ORDERING_PAUSED: (m) => `This branch has paused these orders until ${m.until}; try again then`,
  SCHEDULE_REQUIRED: 'This order must be scheduled',
  SCHEDULING_NOT_AVAILABLE: 'Scheduled orders are not available for this kind of order',
  SCHEDULED_AT_INVALID: 'The scheduled time is not valid',
  SLOT_TOO_SOON: 'This time is too soon; choose a later slot',
  SLOT_TOO_FAR: 'This time is too far ahead',
  SLOT_NOT_OFFERED: 'The shop does not take orders for this time',
  SLOT_FULL: 'This time is full; choose the next free time',
  PHONE_NOT_A_NUMBER: 'The phone number is not a number',
  PHONE_TOO_SHORT: 'The phone number is too short',
  PHONE_TOO_LONG: 'The phone number is too long',
  PHONE_INVALID_COUNTRY: 'The phone number has an unknown country code',
  PHONE_INVALID: 'The phone number is not valid',
  TRANSITION_NOT_ALLOWED: (m) => `An order cannot go from status ${m.from} to ${m.to}`,
  OUT_ONLY_FOR_DELIVERY: 'Only delivery orders go out for delivery',
  AWAITING_PAYMENT: 'This order is not paid yet: it can only be rejected or cancelled',
  ORDER_NOT_PAYABLE: 'This order cannot be paid (already paid, or closed)',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for another request',
  IDEMPOTENCY_KEY_INVALID: 'The Idempotency-Key must be 8 to 255 visible characters',
};

export function describeProblem(problem: Problem, currency?: string): OrderProblem {
  const entry = (messages as Record<string, Message | undefined>)[problem.code];
  const meta = problem.meta ?? {};
  const message =
    typeof entry === 'function' ? entry(currency ? { ...meta, currency } : meta) : (entry ?? problem.code);
  return {
    code: problem.code,
    field: problem.field,
    message,
    ...(problem.meta ? { meta: problem.meta } : {}),
  };
}

/** The 422 for a refused order: the first problem names it; all of them are in `details`. */
export function orderRefused(problems: readonly Problem[], currency?: string) {
  const described = problems.map((p) => describeProblem(p, currency));
  const first = described[0] ?? describeProblem({ code: ServerOrderProblem.invalidRequest, field: '' });
  return new Refused(first.code, first.message, { problems: described });
}
