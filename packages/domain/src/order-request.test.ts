import { describe, expect, it } from 'vitest';
import { addToCart, buildCartItem, emptyCart } from './cart.ts';
import { buildOrderRequest } from './order-request.ts';
import { summarizeOrder } from './order-summary.ts';
import { parsePhone } from './phone.ts';
import { menuById } from './price-lines.ts';
import { coupon, group, item, label, modifier, zone } from './test-fixtures.ts';
import type { Cart } from './types.ts';

const burger = item({
  id: 1,
  price_labels: [label({ id: 11, price: 1000, weight: 0.3, shippingWeight: 0.5, isQty: false })],
  modifier_groups: [
    group({ modifiers: [modifier({ id: 101, price: 200 }), modifier({ id: 102, price: 50 })] }),
  ],
  provider: 'pos',
  provider_id: 'P1',
});
const ghost = item({ id: 2, visible: false });
const phone = parsePhone('50123456');
if (!phone.ok) throw new Error('fixture phone');

const makeCart = (): Cart => {
  let cart = emptyCart();
  cart = addToCart(
    cart,
    buildCartItem(
      burger,
      {
        price_label_id: 11,
        modifiers: [
          { id: 101, quantity: 2 },
          { id: 102, quantity: 1 },
        ],
        count: 2,
        note: 'crispy',
      },
      'en',
    ),
  );
  cart = addToCart(cart, buildCartItem(ghost, { price_label_id: 11 }, 'en'));
  return {
    ...cart,
    note: 'ring the bell',
    name: 'Sara',
    coupon: { code: 'SAVE', discount: 0 },
    payment_type: 4,
  };
};

const summarize = (cart: Cart, over = {}) =>
  summarizeOrder({
    lines: cart.items,
    menu: menuById([burger, ghost]),
    discounts: {
      delivery: {
        itemsDiscounts: { 1: { id: 3, type: 'fixed', value: 100 } },
        categoriesDiscounts: {},
        allMenuDiscount: null,
      },
    },
    sellingType: 'delivery',
    coupon: coupon({ discount_value: 10 }),
    isAuthenticated: false,
    delivery: { kind: 'zone', zone: zone({ fees: 750 }) },
    wallet: { enabled: true, useWallet: true, balance: 100 },
    currency: 'KWD',
    exclusiveTaxes: true,
    ...over,
  });

describe('§3 order request builder', () => {
  it('§3 order request: cart → request with the §3 fields, priced by the summary', () => {
    const cart = makeCart();
    const request = buildOrderRequest({
      cart,
      summary: summarize(cart),
      branchId: 5,
      sellingType: 'delivery',
      phone: phone,
      notes: 'gate 2',
    });
    expect(request).toEqual({
      priority: 'now',
      scheduled_at: null,
      comment: 'ring the bell',
      branch_id: 5,
      order_lines: [
        {
          item_id: 1,
          quantity: 2,
          price_label_id: 11,
          modifiers: '101,101,102',
          modifiers_details: [
            { id: 101, quantity: 2, price: 200 },
            { id: 102, quantity: 1, price: 50 },
          ],
          total_price: 2700,
          discount_id: 3,
          weight: 0.3,
          shippingWeight: 0.5,
          comment: 'crispy',
          isQty: false,
          provider: 'pos',
          provider_id: 'P1',
          unit_price: 1450,
        },
      ],
      name: 'Sara',
      phone: '50123456',
      dial_code: '965',
      coupon_code: 'SAVE',
      notes: 'gate 2',
      fees: 750,
      payment_type: 4,
      use_wallet: true,
      selling_types: 'delivery',
    });
  });

  it('§4 selling types: dinein is sent as dine_in; a reservation sets the flag', () => {
    const cart = makeCart();
    const request = buildOrderRequest({
      cart,
      summary: summarize(cart, {
        sellingType: 'dinein',
        delivery: null,
        wallet: null,
        coupon: coupon({ user_type: 'auth_users' }),
      }),
      branchId: 5,
      sellingType: 'dinein',
      phone,
      reservation: true,
    });
    expect(request).toMatchObject({
      selling_types: 'dine_in',
      reservation: true,
      use_wallet: false,
      coupon_code: null,
      fees: 0,
      notes: '',
    });
  });

  it('§4 order time is now or scheduled: a scheduled order carries its slot', () => {
    const slot = {
      date: '2026-03-10',
      from: '09:00',
      to: '09:30',
      start: '2026-03-10T06:00:00.000Z',
      end: '2026-03-10T06:30:00.000Z',
    };
    const cart: Cart = { ...makeCart(), orderTime: 'scheduled', scheduled: { date: slot.date, slot } };
    const request = buildOrderRequest({
      cart,
      summary: summarize(cart),
      branchId: 5,
      sellingType: 'pickup',
      phone,
    });
    expect(request).toMatchObject({
      priority: 'later',
      scheduled_at: '2026-03-10 09:00',
      selling_types: 'car_pickup',
    });
  });

  it('bad input: a missing phone, slot or mismatched summary is a DomainError naming the field', () => {
    const cart = makeCart();
    const summary = summarize(cart);
    const bad = parsePhone('x');
    expect(() =>
      buildOrderRequest({ cart, summary, branchId: 5, sellingType: 'delivery', phone: bad as never }),
    ).toThrowError(expect.objectContaining({ field: 'phone' }));
    expect(() =>
      buildOrderRequest({
        cart: { ...cart, orderTime: 'scheduled' },
        summary,
        branchId: 5,
        sellingType: 'delivery',
        phone,
      }),
    ).toThrowError(expect.objectContaining({ field: 'scheduled.slot' }));
    expect(() =>
      buildOrderRequest({
        cart: { ...cart, items: [] },
        summary,
        branchId: 5,
        sellingType: 'delivery',
        phone,
      }),
    ).toThrowError(expect.objectContaining({ field: 'items.0' }));
  });
});
