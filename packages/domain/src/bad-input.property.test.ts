import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCartItem } from './cart.ts';
import { DomainError } from './errors.ts';
import { resolveLanguage } from './language.ts';
import { type OrderSummaryInput, summarizeOrder } from './order-summary.ts';
import { menuById } from './price-lines.ts';
import { coupon, group, item, label, line, modifier, tax, zone } from './test-fixtures.ts';

const good = (): OrderSummaryInput => ({
  lines: [line({ modifiers: [{ id: 101, quantity: 1 }] })],
  menu: menuById([item({ modifier_groups: [group()], taxes: [tax()] })]),
  discounts: {
    delivery: {
      itemsDiscounts: {},
      categoriesDiscounts: {},
      allMenuDiscount: { id: 1, type: 'percent', value: 5 },
    },
  },
  sellingType: 'delivery',
  coupon: coupon(),
  isAuthenticated: false,
  delivery: { kind: 'zone', zone: zone() },
  wallet: { enabled: true, useWallet: true, balance: 100 },
  currency: 'KWD',
  exclusiveTaxes: true,
});

/** Paths into the input where garbage is planted. */
const targets: ((input: OrderSummaryInput, junk: unknown) => OrderSummaryInput)[] = [
  (i, j) => ({ ...i, lines: j as never }),
  (i, j) => ({ ...i, lines: [j as never] }),
  (i, j) => ({ ...i, lines: [{ ...line(), count: j as never }] }),
  (i, j) => ({ ...i, lines: [{ ...line(), id: j as never }] }),
  (i, j) => ({ ...i, lines: [{ ...line(), price_label: j as never }] }),
  (i, j) => ({ ...i, lines: [{ ...line(), modifiers: j as never }] }),
  (i, j) => ({ ...i, lines: [{ ...line(), modifiers: [j as never] }] }),
  (i, j) => ({ ...i, menu: j as never }),
  (i, j) => ({ ...i, menu: menuById([{ ...item(), price_labels: j as never }]) }),
  (i, j) => ({ ...i, menu: menuById([{ ...item(), price_labels: [j as never] }]) }),
  (i, j) => ({ ...i, menu: menuById([item({ price_labels: [label({ price: j as never })] })]) }),
  (i, j) => ({ ...i, menu: menuById([{ ...item(), modifier_groups: j as never }]) }),
  (i, j) => ({ ...i, menu: menuById([item({ modifier_groups: [j as never] })]) }),
  (i, j) => ({ ...i, menu: menuById([item({ modifier_groups: [group({ modifiers: j as never })] })]) }),
  (i, j) => ({
    ...i,
    menu: menuById([item({ modifier_groups: [group({ modifiers: [modifier({ price: j as never })] })] })]),
  }),
  (i, j) => ({ ...i, menu: menuById([item({ modifier_groups: [group({ min: j as never })] })]) }),
  (i, j) => ({ ...i, menu: menuById([{ ...item(), taxes: j as never }]) }),
  (i, j) => ({ ...i, menu: menuById([item({ taxes: [j as never] })]) }),
  (i, j) => ({ ...i, menu: menuById([{ ...item(), types: j as never }]) }),
  (i, j) => ({ ...i, menu: menuById([{ ...item(), branch_ids: j as never }]), branchId: 1 }),
  (i, j) => ({ ...i, discounts: j as never }),
  (i, j) => ({ ...i, discounts: { delivery: j as never } }),
  (i, j) => ({
    ...i,
    discounts: { delivery: { itemsDiscounts: {}, categoriesDiscounts: {}, allMenuDiscount: j as never } },
  }),
  (i, j) => ({ ...i, coupon: j as never }),
  (i, j) => ({ ...i, coupon: { ...coupon(), item_ids: j as never, all_menu: false } }),
  (i, j) => ({ ...i, coupon: { ...coupon(), discount_value: j as never } }),
  (i, j) => ({ ...i, delivery: j as never }),
  (i, j) => ({ ...i, delivery: { kind: 'zone', zone: j as never } }),
  (i, j) => ({ ...i, delivery: { kind: 'zone', zone: { ...zone(), fees: j as never } } }),
  (i, j) => ({ ...i, delivery: { kind: 'shipping', country: j as never } }),
  (i, j) => ({ ...i, wallet: j as never }),
  (i, j) => ({ ...i, wallet: { enabled: true, useWallet: true, balance: j as never } }),
  (i, j) => ({ ...i, currency: j as never }),
  (i, j) => ({ ...i, sellingType: j as never }),
  (i, j) => ({ ...i, branchId: j as never }),
];

describe('bad input: rejected with a typed error naming the field; never NaN, negative money or a TypeError', () => {
  it('property: garbage anywhere in the input gives a DomainError or a clean summary', () => {
    fc.assert(
      fc.property(fc.nat(targets.length - 1), fc.anything({ withNullPrototype: false }), (t, junk) => {
        const input = (targets[t] as (typeof targets)[number])(good(), junk);
        let summary: ReturnType<typeof summarizeOrder>;
        try {
          summary = summarizeOrder(input);
        } catch (error) {
          expect(error).toBeInstanceOf(DomainError);
          expect((error as DomainError).field).not.toBe('');
          return;
        }
        const figures = [
          summary.subtotal,
          summary.itemDiscount,
          summary.couponDiscount,
          summary.exclusiveTax,
          summary.deliveryFee,
          summary.walletDiscount,
          summary.total,
        ];
        for (const v of figures) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('bad input: named fields', () => {
  it('names the field of a malformed menu item, line, coupon or selection', () => {
    const base = good();
    const withItem = (over: object) => ({ ...base, menu: menuById([{ ...item(), ...over } as never]) });
    expect(() => summarizeOrder(withItem({ grand_category_id: 'x' }))).toThrowError(
      expect.objectContaining({ field: 'menu.1.grand_category_id' }),
    );
    expect(() => summarizeOrder(withItem({ price_labels: [{ ...label(), maximum: -1 }] }))).toThrowError(
      expect.objectContaining({ field: 'menu.1.price_labels.0.maximum' }),
    );
    expect(() => summarizeOrder({ ...base, lines: [{ ...line(), note: 5 as never }] })).toThrowError(
      expect.objectContaining({ field: 'lines.0.note' }),
    );
    expect(() =>
      summarizeOrder({ ...base, coupon: { ...coupon(), user_type: 'staff' as never } }),
    ).toThrowError(expect.objectContaining({ field: 'coupon.user_type' }));
    expect(() => summarizeOrder({ ...base, delivery: { kind: 'drone' } as never })).toThrowError(
      expect.objectContaining({ field: 'delivery.kind' }),
    );
    expect(() => summarizeOrder({ ...base, branchId: 'main' as never })).toThrowError(
      expect.objectContaining({ field: 'branchId' }),
    );
    expect(() => buildCartItem(item(), { price_label_id: 11, note: 5 as never }, 'en')).toThrowError(
      expect.objectContaining({ field: 'selection.note' }),
    );
    expect(() => buildCartItem(item(), null as never, 'en')).toThrowError(
      expect.objectContaining({ field: 'selection' }),
    );
    expect(() => resolveLanguage({ browser: 'en', businessLocales: 'en' as never })).toThrowError(
      expect.objectContaining({ field: 'businessLocales' }),
    );
    expect(resolveLanguage({ browser: [42, 'ar'] as never, businessLocales: ['ar', 7] as never })).toBe('ar');
  });
});
