/**
 * Texts a language writes exactly as English does, each checked by a reader of that language
 * (ADR 624): German "Name", "Details"; units such as "kcal". Anything else equal to English is an
 * untranslated string, which the completeness test and `npm run i18n:missing` report.
 */
export const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  ca: ['item.ingredients', 'menu.categories', 'shipping.rate', 'order.subtotal', 'order.total'],
  de: [
    'profile.name',
    'reservation.name',
    'item.optional',
    'sticker.bestseller',
    'type.product_service',
    'shipping.field.block',
    'staff.live',
    'order.live',
    'order.details',
    'checkout.name',
    'address.field.block',
  ],
  es: ['order.subtotal', 'order.total'],
  et: ['business.logoAlt'],
  fr: [
    'reservation.table',
    'type.product_service',
    'shipping.field.avenue',
    'address.field.avenue',
    'staff.table',
    'order.total',
    'checkout.lat',
    'checkout.lng',
  ],
  it: ['business.categories', 'nav.home', 'nav.menu', 'order.coupon'],
  ms: ['business.categories', 'business.items_other', 'cart.items_other', 'nav.menu'],
  nl: [
    'type.product_service',
    'shipping.rate',
    'shipping.field.postcode',
    'staff.live',
    'staff.scope.recent',
    'order.live',
    'order.details',
    'checkout.later',
  ],
  nn: ['shipping.rate', 'reservation.people_one'],
  no: ['shipping.rate', 'reservation.people_one'],
  pl: ['business.categories', 'nav.menu'],
  pt: [
    'business.items_one',
    'cart.items_one',
    'order.subtotal',
    'order.total',
    'checkout.lat',
    'checkout.lng',
  ],
  ro: ['order.subtotal', 'order.total', 'payment.method.1'],
  sv: ['shipping.rate', 'reservation.people_one'],
};
