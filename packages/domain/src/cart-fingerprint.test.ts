import { describe, expect, it } from 'vitest';
import { cartFingerprint, EMPTY_CART_FINGERPRINT, isCartFingerprint } from './cart-fingerprint.ts';

const latte = { item_id: 5, price_label_id: 9, quantity: 1, modifiers: '3,7' };
const cake = { item_id: 8, price_label_id: 2, quantity: 2 };

// Issue 31 #8: an order is placed only for the cart the diner confirmed.
describe('the cart fingerprint', () => {
  it('is the same for the same lines, whatever their order or their modifiers’ order', () => {
    expect(cartFingerprint([latte, cake])).toBe(cartFingerprint([cake, { ...latte, modifiers: '7,3' }]));
    expect(isCartFingerprint(cartFingerprint([latte]))).toBe(true);
  });

  it('changes with any line, quantity, option or note — and an empty cart has its own', () => {
    const base = cartFingerprint([latte]);
    expect(cartFingerprint([{ ...latte, quantity: 2 }])).not.toBe(base);
    expect(cartFingerprint([{ ...latte, modifiers: '3' }])).not.toBe(base);
    expect(cartFingerprint([{ ...latte, comment: 'no sugar' }])).not.toBe(base);
    expect(cartFingerprint([latte, cake])).not.toBe(base);
    expect(cartFingerprint([])).toBe(EMPTY_CART_FINGERPRINT);
    expect(EMPTY_CART_FINGERPRINT).not.toBe(base);
  });
});
