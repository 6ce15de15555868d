import { describe, expect, it } from 'vitest';
import { LineProblem } from './line-pricing.ts';
import { OrderProblem, type OrderSummaryInput, summarizeOrder } from './order-summary.ts';
import { menuById } from './price-lines.ts';
import { country, coupon, group, item, label, line, modifier, tax, zone } from './test-fixtures.ts';
import type { SellingTypeDiscounts } from './types.ts';

const vat = tax({ id: 1, rate: 5 });
const burger = item({
  id: 1,
  category_id: 10,
  price_labels: [label({ id: 11, price: 1000, weight: 0.5 })],
  modifier_groups: [group({ modifiers: [modifier({ id: 101, price: 200, taxes: [vat] })] })],
  taxes: [vat],
});
const fries = item({ id: 2, category_id: 20, price_labels: [label({ id: 21, price: 500, weight: 0.25 })] });
const menu = menuById([burger, fries]);

const noDiscounts: SellingTypeDiscounts = {
  itemsDiscounts: {},
  categoriesDiscounts: {},
  allMenuDiscount: null,
};

const input = (over: Partial<OrderSummaryInput> = {}): OrderSummaryInput => ({
  lines: [
    line({ id: 1, price_label: { id: 11 }, count: 2 }),
    line({ id: 2, price_label: { id: 21 }, count: 1 }),
  ],
  menu,
  discounts: null,
  sellingType: 'pickup',
  coupon: null,
  isAuthenticated: false,
  delivery: null,
  wallet: null,
  currency: 'KWD',
  exclusiveTaxes: true,
  ...over,
});

describe('summarizeOrder: lines, subtotal, discounts, coupon, taxes, fees, wallet, total', () => {
  it('§3 cart: lines carry unit price plus modifiers × count, and sum to the subtotal', () => {
    const s = summarizeOrder(
      input({
        lines: [line({ id: 1, price_label: { id: 11 }, modifiers: [{ id: 101, quantity: 2 }], count: 3 })],
      }),
    );
    expect(s.lines).toEqual([
      expect.objectContaining({
        index: 0,
        unitPrice: 1400,
        labelPrice: 1000,
        modifiersPrice: 400,
        gross: 4200,
        net: 4200,
      }),
    ]);
    expect(s.subtotal).toBe(4200);
    // VAT 5 % on items (3000 → 150) and on modifiers (1200 → 60).
    expect(s.taxes).toEqual([
      expect.objectContaining({ taxId: 1, taxValue: 150, modifiersTaxValue: 60, totalTaxValue: 210 }),
    ]);
    expect(s.exclusiveTax).toBe(210);
    expect(s.total).toBe(4410);
    expect(s.problems).toEqual([]);
    expect(s.currency).toBe('KWD');
  });

  it('§3 discounts apply per selling type (the pickup table does not touch delivery)', () => {
    const discounts = {
      pickup: { ...noDiscounts, itemsDiscounts: { 2: { id: 7, type: 'fixed' as const, value: 100 } } },
      delivery: { ...noDiscounts, allMenuDiscount: { id: 8, type: 'percent' as const, value: 50 } },
    };
    const pickup = summarizeOrder(input({ discounts }));
    expect(pickup.itemDiscount).toBe(100);
    expect(pickup.lines[1]).toMatchObject({
      discount_id: 7,
      discountedUnitPrice: 400,
      itemDiscount: 100,
      net: 400,
    });
    expect(pickup.lines[0]).toMatchObject({ discount_id: null, itemDiscount: 0 });
    const delivery = summarizeOrder(
      input({ discounts, sellingType: 'delivery', delivery: { kind: 'zone', zone: zone() } }),
    );
    expect(delivery.itemDiscount).toBe(1250);
  });

  it('§4 reserv_dinein uses the dinein discounts', () => {
    const discounts = {
      dinein: { ...noDiscounts, allMenuDiscount: { id: 9, type: 'percent' as const, value: 10 } },
    };
    expect(summarizeOrder(input({ discounts, sellingType: 'reserv_dinein' })).itemDiscount).toBe(250);
  });

  it('§5 coupon: a percent coupon applies after item discounts', () => {
    const discounts = {
      pickup: { ...noDiscounts, allMenuDiscount: { id: 1, type: 'percent' as const, value: 20 } },
    };
    const s = summarizeOrder(input({ discounts, coupon: coupon({ discount_value: 10 }) }));
    expect(s.itemDiscount).toBe(500);
    expect(s.couponDiscount).toBe(200);
    expect(s.couponApplied).toBe(true);
  });

  it('§5 coupon: guest-only coupons do not apply to logged-in users', () => {
    const s = summarizeOrder(input({ coupon: coupon({ user_type: 'guests' }), isAuthenticated: true }));
    expect(s.couponDiscount).toBe(0);
    expect(s.couponApplied).toBe(false);
    expect(s.problems).toEqual([{ code: 'COUPON_GUESTS_ONLY', field: 'coupon' }]);
  });

  it('§5 coupon: auth_users coupons do not apply to guests', () => {
    const s = summarizeOrder(input({ coupon: coupon({ user_type: 'auth_users' }), isAuthenticated: false }));
    expect(s.couponDiscount).toBe(0);
    expect(s.problems.map((p) => p.code)).toEqual(['COUPON_AUTH_USERS_ONLY']);
    expect(
      summarizeOrder(input({ coupon: coupon({ user_type: 'auth_users' }), isAuthenticated: true }))
        .couponDiscount,
    ).toBe(250);
  });

  it('§5 coupon: an item-restricted coupon that covers no cart item does not apply', () => {
    const s = summarizeOrder(input({ coupon: coupon({ all_menu: false, item_ids: [99] }) }));
    expect(s.couponApplied).toBe(false);
    expect(s.problems.map((p) => p.code)).toEqual(['COUPON_NO_ELIGIBLE_ITEMS']);
  });

  it('§5 coupon: item-restricted, up to max_allowed_items units', () => {
    const s = summarizeOrder(
      input({ coupon: coupon({ all_menu: false, item_ids: [1], max_allowed_items: 1, discount_value: 50 }) }),
    );
    expect(s.lines[0]).toMatchObject({ couponUnits: 1, couponDiscount: 500, net: 1500 });
    expect(s.couponDiscount).toBe(500);
  });

  it('§5 coupon: a fixed whole-menu coupon becomes the equivalent percentage of the net subtotal', () => {
    const s = summarizeOrder(input({ coupon: coupon({ discount_type: 'fixed', discount_value: 500 }) }));
    // 500 of 2500 = 20 %: 400 on the burgers, 100 on the fries.
    expect(s.lines.map((l) => l.couponDiscount)).toEqual([400, 100]);
    expect(s.couponDiscount).toBe(500);
  });

  it('§5 coupon: free_delivery zeroes delivery fees', () => {
    const base = input({ sellingType: 'delivery', delivery: { kind: 'zone', zone: zone({ fees: 750 }) } });
    expect(summarizeOrder(base).deliveryFee).toBe(750);
    const free = summarizeOrder({ ...base, coupon: coupon({ discount_value: 0, free_delivery: true }) });
    expect(free.deliveryFee).toBe(0);
    expect(free.freeDelivery).toBe(true);
    // A coupon that does not apply does not give free delivery either.
    const refused = summarizeOrder({
      ...base,
      coupon: coupon({ free_delivery: true, user_type: 'guests' }),
      isAuthenticated: true,
    });
    expect(refused.deliveryFee).toBe(750);
  });

  it('§3 taxes: exclusive taxes are added to the total; inclusive ones are shown, not added', () => {
    const incl = tax({ id: 2, rate: 5, inclusive: true });
    const m = menuById([item({ id: 5, price_labels: [label({ id: 51, price: 1050 })], taxes: [incl] })]);
    const s = summarizeOrder(input({ menu: m, lines: [line({ id: 5, price_label: { id: 51 } })] }));
    expect(s.inclusiveTax).toBe(50);
    expect(s.exclusiveTax).toBe(0);
    expect(s.total).toBe(1050);
  });

  it('§3 taxes are charged on what the customer pays for the line (after discount and coupon)', () => {
    const s = summarizeOrder(
      input({ lines: [line({ id: 1, price_label: { id: 11 } })], coupon: coupon({ discount_value: 50 }) }),
    );
    expect(s.taxes[0]?.taxValue).toBe(25);
  });

  it('§9 delivery fee: the zone fee for delivery; nothing for other selling types', () => {
    const d = { kind: 'zone' as const, zone: zone({ fees: 750 }) };
    expect(summarizeOrder(input({ sellingType: 'delivery', delivery: d })).deliveryFee).toBe(750);
    expect(summarizeOrder(input({ sellingType: 'pickup', delivery: d })).deliveryFee).toBe(0);
  });

  it('§9 delivery fee: shipping by weight × count × fees_per_kg + fixed_fees', () => {
    const s = summarizeOrder(
      input({
        sellingType: 'delivery',
        delivery: { kind: 'shipping', country: country({ fees_per_kg: 2000, fixed_fees: 300 }) },
      }),
    );
    // 2 × 0.5 kg + 1 × 0.25 kg = 1.25 kg → 2500 + 300.
    expect(s.deliveryFee).toBe(2800);
  });

  it('delivery without a zone or country is reported', () => {
    const s = summarizeOrder(input({ sellingType: 'delivery' }));
    expect(s.problems).toEqual([{ code: OrderProblem.deliveryTargetRequired, field: 'delivery' }]);
    expect(s.deliveryFee).toBe(0);
  });

  it('§5 delivery has a minimum order value', () => {
    const s = summarizeOrder(
      input({ sellingType: 'delivery', delivery: { kind: 'zone', zone: zone({ min_order: 3000 }) } }),
    );
    expect(s.minOrder).toBe(3000);
    expect(s.problems).toEqual([
      { code: OrderProblem.minOrderNotMet, field: 'lines', meta: { min_order: 3000, missing: 500 } },
    ]);
    const met = summarizeOrder(
      input({ sellingType: 'delivery', delivery: { kind: 'zone', zone: zone({ min_order: 2500 }) } }),
    );
    expect(met.problems).toEqual([]);
  });

  it('§5 wallet discount is capped at the order total', () => {
    const s = summarizeOrder(input({ wallet: { enabled: true, useWallet: true, balance: 99_999 } }));
    // 2500 of items + 100 VAT on the burgers.
    expect(s.walletDiscount).toBe(2600);
    expect(s.total).toBe(0);
    const partial = summarizeOrder(input({ wallet: { enabled: true, useWallet: true, balance: 1000 } }));
    expect(partial.total).toBe(1600);
  });

  it('§9 CHF: every figure is a multiple of 0.05', () => {
    const chf = menuById([
      item({ id: 1, price_labels: [label({ id: 11, price: 995 })], taxes: [tax({ rate: 7.7 })] }),
    ]);
    const s = summarizeOrder(
      input({
        menu: chf,
        currency: 'CHF',
        lines: [line({ count: 3 })],
        coupon: coupon({ discount_type: 'fixed', discount_value: 333 }),
      }),
    );
    for (const v of [s.couponDiscount, s.exclusiveTax, s.total]) expect(v % 5).toBe(0);
  });

  it('accepts the menu as a record keyed by id too', () => {
    const s = summarizeOrder(input({ menu: { 1: burger, 2: fries } }));
    expect(s.subtotal).toBe(2500);
  });

  it('lines that cannot be ordered are left out and reported with stable codes', () => {
    const hidden = item({ id: 3, visible: false });
    const dineOnly = item({
      id: 4,
      types: { dine_in: true, delivery: false, car_pickup: false, reservation: false },
    });
    const otherBranch = item({ id: 6, branch_ids: [2] });
    const m = menuById([burger, hidden, dineOnly, otherBranch]);
    const s = summarizeOrder(
      input({
        menu: m,
        branchId: 1,
        lines: [
          line({ id: 1, count: 1 }),
          line({ id: 99 }),
          line({ id: 3 }),
          line({ id: 4 }),
          line({ id: 6 }),
          line({ id: 1, price_label: { id: 404 } }),
        ],
      }),
    );
    expect(s.lines.map((l) => l.index)).toEqual([0]);
    expect(s.subtotal).toBe(1000);
    expect(s.problems.map((p) => [p.code, p.field])).toEqual([
      [LineProblem.itemNotFound, 'lines.1.id'],
      [LineProblem.itemHidden, 'lines.2.id'],
      [LineProblem.itemNotSoldAsType, 'lines.3.id'],
      [LineProblem.itemNotInBranch, 'lines.4.id'],
      [LineProblem.priceLabelNotFound, 'lines.5.price_label.id'],
    ]);
  });

  it('placement checks (group min/max, quantity, comment) are reported but the line is still priced', () => {
    const m = menuById([item({ id: 1, comment_required: true })]);
    const s = summarizeOrder(input({ menu: m, lines: [line()] }));
    expect(s.subtotal).toBe(1000);
    expect(s.problems.map((p) => p.code)).toEqual([LineProblem.commentRequired]);
  });

  it('an empty cart is reported', () => {
    const s = summarizeOrder(input({ lines: [], coupon: coupon() }));
    expect(s.problems).toEqual([{ code: OrderProblem.cartEmpty, field: 'lines' }]);
    expect(s.total).toBe(0);
  });

  it('bad input: a typed error naming the field, never a TypeError', () => {
    expect(() => summarizeOrder(null as never)).toThrowError(expect.objectContaining({ field: 'input' }));
    expect(() => summarizeOrder(input({ lines: 'x' as never }))).toThrowError(
      expect.objectContaining({ field: 'lines' }),
    );
    expect(() => summarizeOrder(input({ sellingType: 'takeaway' as never }))).toThrowError(
      expect.objectContaining({ field: 'sellingType' }),
    );
    expect(() => summarizeOrder(input({ currency: '??' }))).toThrowError(
      expect.objectContaining({ field: 'currency' }),
    );
    expect(() => summarizeOrder(input({ lines: [null as never] }))).toThrowError(
      expect.objectContaining({ field: 'lines.0' }),
    );
    expect(() => summarizeOrder(input({ lines: [line({ count: -2 })] }))).toThrowError(
      expect.objectContaining({ field: 'lines.0.count' }),
    );
    expect(() => summarizeOrder(input({ coupon: coupon({ discount_value: Number.NaN }) }))).toThrowError(
      expect.objectContaining({ field: 'coupon.discount_value' }),
    );
    expect(() =>
      summarizeOrder(
        input({
          discounts: { pickup: { ...noDiscounts, allMenuDiscount: { id: 3, type: 'fixed', value: -5 } } },
        }),
      ),
    ).toThrowError(expect.objectContaining({ field: 'discounts.1.value' }));
  });
});
