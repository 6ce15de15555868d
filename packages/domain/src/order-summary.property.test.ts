import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyInfo } from './currency.ts';
import { summarizeOrder } from './order-summary.ts';
import { menuById } from './price-lines.ts';
import { coupon, group, item, label, modifier, tax, zone } from './test-fixtures.ts';
import type { Coupon, Discount, DiscountsBySellingType, MenuItem } from './types.ts';

const money = fc.integer({ min: 0, max: 50_000 });
const taxArb = fc.record({
  id: fc.integer({ min: 1, max: 4 }),
  rate: fc.double({ min: 0, max: 30, noNaN: true }),
  inclusive: fc.boolean(),
});
const discountArb: fc.Arbitrary<Discount> = fc.oneof(
  fc.record({
    id: fc.nat(99),
    type: fc.constant('percent' as const),
    value: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({ id: fc.nat(99), type: fc.constant('fixed' as const), value: money }),
);

const itemArb = (id: number): fc.Arbitrary<MenuItem> =>
  fc
    .record({
      prices: fc.array(money, { minLength: 1, maxLength: 3 }),
      modPrices: fc.array(money, { maxLength: 3 }),
      taxes: fc.uniqueArray(taxArb, { selector: (t) => t.id, maxLength: 2 }),
      modTaxes: fc.uniqueArray(taxArb, { selector: (t) => t.id, maxLength: 2 }),
      category: fc.integer({ min: 1, max: 3 }),
      weight: fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: null }),
    })
    .map((r) =>
      item({
        id,
        category_id: r.category,
        price_labels: r.prices.map((price, k) => label({ id: id * 10 + k, price, weight: r.weight })),
        modifier_groups: [
          group({
            id,
            modifiers: r.modPrices.map((price, k) =>
              modifier({ id: id * 100 + k, price, taxes: r.modTaxes.map((t) => tax(t)) }),
            ),
          }),
        ],
        taxes: r.taxes.map((t) => tax(t)),
      }),
    );

const menuArb = fc.tuple(itemArb(1), itemArb(2), itemArb(3), itemArb(4));

const scenarioArb = menuArb.chain((items) =>
  fc.record({
    items: fc.constant(items),
    lines: fc.array(
      fc.record({
        pick: fc.nat(3),
        labelPick: fc.nat(2),
        mods: fc.array(fc.record({ k: fc.nat(2), q: fc.integer({ min: 1, max: 3 }) }), { maxLength: 3 }),
        count: fc.integer({ min: 1, max: 9 }),
      }),
      { maxLength: 12 },
    ),
    discounts: fc.record({
      itemsDiscounts: fc.dictionary(fc.constantFrom('1', '2', '3', '4'), discountArb),
      categoriesDiscounts: fc.dictionary(fc.constantFrom('1', '2', '3'), discountArb),
      allMenuDiscount: fc.option(discountArb, { nil: null }),
    }),
    coupon: fc.option(
      fc.record({
        discount_type: fc.constantFrom('percent' as const, 'fixed' as const),
        pct: fc.integer({ min: 0, max: 100 }),
        fixed: fc.integer({ min: 0, max: 200_000 }),
        all_menu: fc.boolean(),
        item_ids: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 4 }),
        max_allowed_items: fc.option(fc.nat(20), { nil: null }),
        free_delivery: fc.boolean(),
        user_type: fc.constantFrom(null, 'guests' as const, 'auth_users' as const),
      }),
      { nil: null },
    ),
    isAuthenticated: fc.boolean(),
    sellingType: fc.constantFrom('delivery' as const, 'pickup' as const, 'dinein' as const),
    fee: money,
    wallet: fc.option(
      fc.record({
        enabled: fc.boolean(),
        useWallet: fc.boolean(),
        balance: fc.integer({ min: 0, max: 500_000 }),
      }),
      { nil: null },
    ),
    currency: fc.constantFrom('KWD', 'USD', 'JPY', 'CHF'),
    exclusiveTaxes: fc.boolean(),
  }),
);

describe('summarizeOrder invariants (property tests)', () => {
  it('no total or line is ever negative; lines sum to the subtotal; a coupon never discounts more than its base', () => {
    fc.assert(
      fc.property(scenarioArb, (sc) => {
        const lines = sc.lines.map((l) => {
          const it = sc.items[l.pick] as MenuItem;
          const lbl = it.price_labels[l.labelPick % it.price_labels.length] ?? it.price_labels[0];
          const mods = it.modifier_groups[0]?.modifiers ?? [];
          return {
            id: it.id,
            price_label: { id: lbl?.id ?? 0 },
            modifiers:
              mods.length === 0
                ? []
                : l.mods.map((m) => ({ id: (mods[m.k % mods.length] ?? mods[0])?.id ?? 0, quantity: m.q })),
            count: l.count,
            note: '',
          };
        });
        const c: Coupon | null = sc.coupon
          ? coupon({
              ...sc.coupon,
              discount_value: sc.coupon.discount_type === 'fixed' ? sc.coupon.fixed : sc.coupon.pct,
            })
          : null;
        const discounts: DiscountsBySellingType = {
          [sc.sellingType === 'dinein' ? 'dinein' : sc.sellingType]: sc.discounts,
        };
        const s = summarizeOrder({
          lines,
          menu: menuById(sc.items),
          discounts,
          sellingType: sc.sellingType,
          coupon: c,
          isAuthenticated: sc.isAuthenticated,
          delivery: { kind: 'zone', zone: zone({ fees: sc.fee }) },
          wallet: sc.wallet,
          currency: sc.currency,
          exclusiveTaxes: sc.exclusiveTaxes,
        });
        const step = currencyInfo(sc.currency).rounding;
        const figures = [
          s.subtotal,
          s.itemDiscount,
          s.couponDiscount,
          s.exclusiveTax,
          s.inclusiveTax,
          s.deliveryFee,
          s.walletDiscount,
          s.total,
        ];
        for (const v of figures) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        let gross = 0;
        let net = 0;
        let couponBase = 0;
        for (const l of s.lines) {
          for (const v of [
            l.unitPrice,
            l.discountedUnitPrice,
            l.gross,
            l.itemDiscount,
            l.couponDiscount,
            l.net,
          ]) {
            expect(Number.isInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(l.discountedUnitPrice).toBeLessThanOrEqual(l.unitPrice);
          expect(l.couponDiscount).toBeLessThanOrEqual(l.discountedUnitPrice * l.couponUnits);
          gross += l.gross;
          net += l.net;
          couponBase += l.discountedUnitPrice * l.couponUnits;
        }
        expect(gross).toBe(s.subtotal);
        expect(net).toBe(s.subtotal - s.itemDiscount - s.couponDiscount);
        expect(s.couponDiscount).toBeLessThanOrEqual(couponBase);
        if (c?.discount_type === 'fixed') expect(s.couponDiscount).toBeLessThanOrEqual(c.discount_value);
        expect(s.total).toBe(
          s.subtotal - s.itemDiscount - s.couponDiscount + s.exclusiveTax + s.deliveryFee - s.walletDiscount,
        );
        for (const v of [
          s.subtotal,
          s.itemDiscount,
          s.couponDiscount,
          s.exclusiveTax,
          s.deliveryFee,
          s.walletDiscount,
          s.total,
        ]) {
          expect(v % step).toBe(0);
        }
        if (s.freeDelivery) expect(s.deliveryFee).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
