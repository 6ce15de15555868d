import { describe, expect, it } from 'vitest';
import {
  addToCart,
  buildCartItem,
  cartCount,
  decreaseItem,
  emptyCart,
  increaseItem,
  lineKey,
  removeItem,
  resetCart,
  resetCartAfterOrder,
} from './cart.ts';
import { group, item, label, modifier, tax } from './test-fixtures.ts';
import type { Cart } from './types.ts';

const burger = item({
  id: 1,
  price_labels: [label({ id: 11, price: 1000 }), label({ id: 12, price: 1500, minimum: 2, maximum: 4 })],
  modifier_groups: [
    group({ modifiers: [modifier({ id: 101, price: 200 }), modifier({ id: 102, price: 100 })] }),
  ],
  taxes: [tax({ id: 1, rate: 5 }), tax({ id: 2, rate: 3, inclusive: true })],
  branch_ids: [1],
  provider: 'pos',
  provider_id: 'B-1',
});

const add = (cart: Cart, over: Parameters<typeof buildCartItem>[1] = { price_label_id: 11 }) =>
  addToCart(cart, buildCartItem(burger, over, 'en'));

describe('§4 cart transitions', () => {
  it('§3 cart item: built from the menu with unit price plus modifiers and its taxes split', () => {
    const c = buildCartItem(
      burger,
      { price_label_id: 11, modifiers: [{ id: 101, quantity: 2 }], count: 3, note: ' no onion ' },
      'ar',
    );
    expect(c).toMatchObject({
      id: 1,
      price: 1400,
      modifiersPrice: 400,
      netPrice: 4200,
      discountedPrice: 4200,
      count: 3,
      note: 'no onion',
    });
    expect(c.price_label).toMatchObject({ id: 11, locale: 'ar' });
    expect(c.modifiers[0]).toMatchObject({ id: 101, quantity: 2, price: 200, provider: null });
    expect(c.taxes.map((t) => t.id)).toEqual([1]);
    expect(c.inclusive_taxes.map((t) => t.id)).toEqual([2]);
    expect(c.key).toBe(lineKey(c));
    expect(c.provider_id).toBe('B-1');
  });

  it('§5 the price label minimum applies when above 1 (default count)', () => {
    expect(buildCartItem(burger, { price_label_id: 12 }, 'en').count).toBe(2);
    expect(buildCartItem(burger, { price_label_id: 11 }, 'en').count).toBe(1);
  });

  it('bad input: an unknown price label or modifier is a DomainError naming the field', () => {
    expect(() => buildCartItem(burger, { price_label_id: 99 }, 'en')).toThrowError(
      expect.objectContaining({ field: 'price_label_id' }),
    );
    expect(() =>
      buildCartItem(burger, { price_label_id: 11, modifiers: [{ id: 9, quantity: 1 }] }, 'en'),
    ).toThrowError(expect.objectContaining({ field: 'selection.modifiers.0.id' }));
    expect(() =>
      addToCart(emptyCart(), { ...buildCartItem(burger, { price_label_id: 11 }, 'en'), count: 0 }),
    ).toThrowError(expect.objectContaining({ field: 'item.count' }));
  });

  it('§4 cart: adding the same id, price label, modifiers and comment raises its count', () => {
    let cart = add(emptyCart(), {
      price_label_id: 11,
      modifiers: [
        { id: 101, quantity: 1 },
        { id: 102, quantity: 1 },
      ],
    });
    cart = add(cart, {
      price_label_id: 11,
      modifiers: [
        { id: 102, quantity: 1 },
        { id: 101, quantity: 1 },
      ],
      count: 2,
    });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ count: 3, netPrice: 3900 });
  });

  it('§4 cart: a different price label, modifiers or comment makes a new line', () => {
    let cart = add(emptyCart());
    cart = add(cart, { price_label_id: 12 });
    cart = add(cart, { price_label_id: 11, modifiers: [{ id: 101, quantity: 1 }] });
    cart = add(cart, { price_label_id: 11, modifiers: [{ id: 101, quantity: 2 }] });
    cart = add(cart, { price_label_id: 11, note: 'extra hot' });
    expect(cart.items).toHaveLength(5);
    expect(cartCount(cart)).toBe(1 + 2 + 1 + 1 + 1);
  });

  it('adding a line without a key computes it; merging never passes the label maximum', () => {
    const item = { ...buildCartItem(burger, { price_label_id: 12, count: 3 }, 'en'), key: '' };
    let cart = addToCart(emptyCart(), item);
    expect(cart.items[0]?.key).toBe(lineKey(item));
    cart = addToCart(cart, item);
    expect(cart.items[0]?.count).toBe(4);
  });

  it('§4 cart: increase/decrease change count and recompute price', () => {
    let cart = add(emptyCart());
    const key = cart.items[0]?.key ?? '';
    cart = increaseItem(cart, key);
    expect(cart.items[0]).toMatchObject({ count: 2, netPrice: 2000, discountedPrice: 2000 });
    cart = decreaseItem(cart, key);
    expect(cart.items[0]).toMatchObject({ count: 1, netPrice: 1000 });
    cart = decreaseItem(cart, key);
    expect(cart.items[0]?.count).toBe(1);
  });

  it('§5 increase stops at the label maximum; decrease stops at its minimum', () => {
    let cart = add(emptyCart(), { price_label_id: 12, count: 4 });
    const key = cart.items[0]?.key ?? '';
    cart = increaseItem(cart, key);
    expect(cart.items[0]?.count).toBe(4);
    cart = decreaseItem(decreaseItem(decreaseItem(cart, key), key), key);
    expect(cart.items[0]?.count).toBe(2);
  });

  it('§4 cart: remove deletes a line; unknown keys leave the cart as is', () => {
    let cart = add(add(emptyCart()), { price_label_id: 12 });
    const before = cart;
    expect(removeItem(cart, 'nope')).toBe(before);
    cart = removeItem(cart, cart.items[0]?.key ?? '');
    expect(cart.items.map((i) => i.price_label.id)).toEqual([12]);
  });

  it('never mutates its input', () => {
    const cart = add(emptyCart());
    const snapshot = JSON.parse(JSON.stringify(cart));
    increaseItem(cart, cart.items[0]?.key ?? '');
    add(cart);
    removeItem(cart, cart.items[0]?.key ?? '');
    resetCart(cart);
    expect(cart).toEqual(snapshot);
  });

  it('§4 cart: reset empties items, note, order type, coupon, queried values and table; §4 schedule clears on reset', () => {
    const full: Cart = {
      ...add(emptyCart()),
      note: 'ring twice',
      orderType: 0,
      coupon: { code: 'X', discount: 100 },
      queriedCouponCode: 'X',
      queriedAddress: { lat: 1, lng: 2 },
      queriedAreaId: 4,
      shipping: { country_iso: 'SA', branch_id: 1, address: { city: 'Riyadh' } },
      table: 'T1',
      name: 'Sara',
      scheduled: { date: '2026-01-01', slot: null },
      orderTime: 'scheduled',
    };
    const reset = resetCart(full);
    expect(reset).toMatchObject({
      items: [],
      note: '',
      orderType: null,
      coupon: null,
      queriedCouponCode: null,
      queriedAddress: null,
      queriedAreaId: null,
      shipping: null,
      table: null,
      scheduled: { date: null, slot: null },
      orderTime: 'now',
    });
    expect(reset.name).toBe('Sara');
    // After an order (ADR 905): the same, but the address with its pin and the area stay.
    const after = resetCartAfterOrder(full);
    expect(after).toMatchObject({ items: [], coupon: null, table: null, name: 'Sara', queriedAreaId: 4 });
    expect(after.queriedAddress).toEqual({ lat: 1, lng: 2 });
  });

  it('§3 cart defaults: payment_type 2, order time now', () => {
    expect(emptyCart()).toMatchObject({ payment_type: 2, orderTime: 'now', calculatedAmounts: { total: 0 } });
  });
});
