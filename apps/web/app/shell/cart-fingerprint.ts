import type { OrderRequest } from '@sufra/contract';
import type { Cart } from '@sufra/domain';
import { cartFingerprint } from '@sufra/domain';

/** The cart's lines as the order request carries them: identities and counts only (ADR 406). */
export function requestLines(cart: Pick<Cart, 'items'>): OrderRequest['order_lines'] {
  return cart.items.map((item) => ({
    item_id: item.id,
    price_label_id: item.price_label.id,
    quantity: item.count,
    modifiers: item.modifiers.flatMap((m) => Array<number>(m.quantity).fill(m.id)).join(','),
    modifiers_details: item.modifiers.map((m) => ({ id: m.id, quantity: m.quantity })),
    comment: item.note || null,
  }));
}

/**
 * The fingerprint of the cart's lines (ADR 1346): what the diner confirms with "Place order". In
 * the shell because the cart store mirrors it into a cookie for the server-rendered checkout, and
 * the checkout and the early taps compare against it.
 */
export const cartFingerprintOf = (cart: Pick<Cart, 'items'>): string => cartFingerprint(requestLines(cart));
