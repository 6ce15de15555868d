/**
 * Texts a language writes exactly as English does, each checked by a reader of that language
 * (ADR 621): German "Name", "Details"; units such as "kcal". Anything else equal to English is an
 * untranslated string, which the completeness test and `npm run i18n:missing` report.
 */
export const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: [
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
  fr: [
    'type.product_service',
    'shipping.field.avenue',
    'address.field.avenue',
    'staff.table',
    'order.total',
    'checkout.lat',
    'checkout.lng',
  ],
};
