import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  CouponProblem,
  type CouponTerms,
  checkCoupon,
  couponAudienceProblem,
  couponTermsProblem,
  couponUnits,
} from './coupon.ts';
import { coupon } from './test-fixtures.ts';
import type { DiscountKey } from './types.ts';

const lines = [
  { itemId: 1, count: 2, unitPrice: 1000 },
  { itemId: 2, count: 3, unitPrice: 500 },
  { itemId: 3, count: 1, unitPrice: 2000 },
];

describe('§5 coupon rules', () => {
  it('§5 coupon: guest-only coupons do not apply to logged-in users', () => {
    expect(couponAudienceProblem({ user_type: 'guests' }, true)).toEqual({
      code: CouponProblem.guestsOnly,
      field: 'coupon',
    });
    expect(couponAudienceProblem({ user_type: 'guests' }, false)).toBeNull();
  });

  it('§5 coupon: auth_users coupons do not apply to guests', () => {
    expect(couponAudienceProblem({ user_type: 'auth_users' }, false)).toEqual({
      code: CouponProblem.authUsersOnly,
      field: 'coupon',
    });
    expect(couponAudienceProblem({ user_type: 'auth_users' }, true)).toBeNull();
    expect(couponAudienceProblem({ user_type: null }, false)).toBeNull();
  });

  it('§5 coupon: an item-restricted coupon applies only to listed items', () => {
    const c = coupon({ all_menu: false, item_ids: [2], discount_value: 10 });
    const r = applyCoupon(c, lines);
    expect(r.units).toEqual([0, 3, 0]);
    expect(r.amounts).toEqual([0, 150, 0]);
    expect(r.base).toBe(1500);
  });

  it('§5 coupon: up to max_allowed_items units in total, in cart order', () => {
    const c = coupon({ all_menu: false, item_ids: [1, 2], max_allowed_items: 3 });
    expect(couponUnits(c, lines)).toEqual([2, 1, 0]);
    expect(applyCoupon(c, lines).amounts).toEqual([200, 50, 0]);
    expect(couponUnits(coupon({ all_menu: false, item_ids: [1], max_allowed_items: 0 }), lines)).toEqual([
      0, 0, 0,
    ]);
  });

  it('§5 coupon: a whole-menu coupon covers every unit, max_allowed_items notwithstanding', () => {
    expect(couponUnits(coupon({ all_menu: true, max_allowed_items: 1 }), lines)).toEqual([2, 3, 1]);
  });

  it('§5 coupon: a fixed whole-menu coupon becomes the equivalent percentage of the net subtotal', () => {
    // 1100 of 5500 is 20 %: each line gets 20 % of its amount.
    const r = applyCoupon(coupon({ discount_type: 'fixed', discount_value: 1100 }), lines);
    expect(r.amounts).toEqual([400, 300, 400]);
    expect(r.total).toBe(1100);
  });

  it('§5 coupon: a fixed coupon discount is capped at its value (and at its base)', () => {
    expect(applyCoupon(coupon({ discount_type: 'fixed', discount_value: 333 }), lines).total).toBe(333);
    const big = applyCoupon(coupon({ discount_type: 'fixed', discount_value: 99_999 }), lines);
    expect(big.total).toBe(5500);
    expect(big.amounts).toEqual([2000, 1500, 2000]);
  });

  it('§9 a fixed coupon in CHF is spread in 0.05 steps', () => {
    const r = applyCoupon(coupon({ discount_type: 'fixed', discount_value: 333 }), lines, 5);
    expect(r.total).toBe(330);
    for (const a of r.amounts) expect(a % 5).toBe(0);
  });

  it('bad input: a coupon outside its range is a DomainError naming the field', () => {
    expect(() => checkCoupon(coupon({ discount_value: 150 }))).toThrowError(
      expect.objectContaining({ field: 'coupon.discount_value' }),
    );
    expect(() => checkCoupon(coupon({ discount_type: 'fixed', discount_value: -1 }))).toThrowError(
      expect.objectContaining({ code: 'NEGATIVE_AMOUNT' }),
    );
    expect(() => checkCoupon(coupon({ discount_type: 'x' as 'fixed' }))).toThrowError(
      expect.objectContaining({ field: 'coupon.discount_type' }),
    );
    expect(() => checkCoupon(coupon({ max_allowed_items: Number.NaN }))).toThrowError(
      expect.objectContaining({ field: 'coupon.max_allowed_items' }),
    );
    expect(() => checkCoupon(coupon({ all_menu: false, item_ids: null as never }))).toThrowError(
      expect.objectContaining({ field: 'coupon.item_ids' }),
    );
  });

  it('property: a coupon never discounts more than its base, nor any line more than its amount', () => {
    const lineArb = fc.record({
      itemId: fc.integer({ min: 1, max: 5 }),
      count: fc.integer({ min: 1, max: 20 }),
      unitPrice: fc.integer({ min: 0, max: 100_000 }),
    });
    const couponArb = fc.record({
      discount_type: fc.constantFrom('percent' as const, 'fixed' as const),
      discount_value: fc.integer({ min: 0, max: 100 }),
      fixedValue: fc.integer({ min: 0, max: 1_000_000 }),
      all_menu: fc.boolean(),
      item_ids: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }),
      max_allowed_items: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), couponArb, fc.constantFrom(1, 5), (ls, c, step) => {
        const value = c.discount_type === 'fixed' ? c.fixedValue : c.discount_value;
        const r = applyCoupon(coupon({ ...c, discount_value: value }), ls, step);
        expect(r.total).toBeLessThanOrEqual(r.base);
        if (c.discount_type === 'fixed') expect(r.total).toBeLessThanOrEqual(value);
        r.amounts.forEach((a, i) => {
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual((ls[i]?.unitPrice ?? 0) * (r.units[i] ?? 0));
        });
        if (!c.all_menu && c.max_allowed_items !== null) {
          expect(r.units.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(c.max_allowed_items);
        }
      }),
    );
  });
});

describe('couponTermsProblem (ADR 1100)', () => {
  const terms: CouponTerms = {
    min_order: 5000,
    starts_at: new Date('2026-03-01T00:00:00Z'),
    ends_at: new Date('2026-04-01T00:00:00Z'),
    usage_limit: 2,
    selling_types: ['pickup'],
  };
  const at = (iso: string) => new Date(iso);
  const ok: { now: Date; uses: number; discountKey: DiscountKey | null } = {
    now: at('2026-03-15T00:00:00Z'),
    uses: 1,
    discountKey: 'pickup',
  };

  it('lets an order in its window, under its limit, of its selling type, past its minimum', () => {
    expect(couponTermsProblem(terms, ok)).toBeNull();
    expect(couponTermsProblem(terms, { ...ok, itemsAfterDiscounts: 5000 })).toBeNull();
    expect(
      couponTermsProblem(
        { min_order: 0, starts_at: null, ends_at: null, usage_limit: null, selling_types: [] },
        { now: ok.now, uses: 99, discountKey: null, itemsAfterDiscounts: 0 },
      ),
    ).toBeNull();
  });
  const reason = (o: Partial<typeof ok> & { itemsAfterDiscounts?: number }) =>
    couponTermsProblem(terms, { ...ok, ...o })?.meta?.reason;

  it('refuses it before its start and from its end on, as a code that is not valid', () => {
    expect(couponTermsProblem(terms, { ...ok, now: at('2026-02-28T23:59:59Z') })).toEqual({
      code: 'COUPON_NOT_FOUND',
      field: 'coupon',
      meta: { reason: 'not_started' },
    });
    expect(reason({ now: at('2026-04-01T00:00:00Z') })).toBe('expired');
    expect(reason({ now: at('2026-03-31T23:59:59Z') })).toBeUndefined();
  });
  it('refuses it used up, for another selling type, or under its minimum', () => {
    expect(reason({ uses: 2 })).toBe('used_up');
    expect(reason({ discountKey: 'delivery' })).toBe('selling_type');
    expect(reason({ discountKey: null })).toBe('selling_type');
    expect(couponTermsProblem(terms, { ...ok, itemsAfterDiscounts: 4999 })).toEqual({
      code: 'MIN_ORDER_NOT_MET',
      field: 'coupon',
      meta: { reason: 'coupon_min_order', min_order: 5000, missing: 1 },
    });
  });
});
