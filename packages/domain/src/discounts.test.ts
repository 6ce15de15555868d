import { describe, expect, it } from 'vitest';
import { applyDiscount, checkDiscount, discountForItem, discountsFor } from './discounts.ts';
import type { DiscountsBySellingType, SellingTypeDiscounts } from './types.ts';

const table = (over: Partial<SellingTypeDiscounts> = {}): SellingTypeDiscounts => ({
  itemsDiscounts: {},
  categoriesDiscounts: {},
  allMenuDiscount: null,
  ...over,
});

const all: DiscountsBySellingType = {
  dinein: table({ allMenuDiscount: { id: 1, type: 'percent', value: 10 } }),
  pickup: table({ allMenuDiscount: { id: 2, type: 'percent', value: 20 } }),
  delivery: table({ allMenuDiscount: { id: 3, type: 'percent', value: 30 } }),
};

describe('§3 discounts per selling type (pickup, delivery, dinein)', () => {
  it('§4 the selling type picks its table; reserv_* and product_service use dinein', () => {
    expect(discountsFor(all, 'delivery')?.allMenuDiscount?.id).toBe(3);
    expect(discountsFor(all, 'car_pickup')?.allMenuDiscount?.id).toBe(2);
    expect(discountsFor(all, 'reserv_service')?.allMenuDiscount?.id).toBe(1);
    expect(discountsFor(all, 'reservation')).toBeNull();
    expect(discountsFor(null, 'delivery')).toBeNull();
    expect(discountsFor({}, 'delivery')).toBeNull();
  });

  it('§3 item discount wins over category, grand category, then whole menu', () => {
    const t = table({
      itemsDiscounts: { 1: { id: 10, type: 'fixed', value: 100 } },
      categoriesDiscounts: {
        5: { id: 11, type: 'percent', value: 5 },
        9: { id: 12, type: 'percent', value: 9 },
      },
      allMenuDiscount: { id: 13, type: 'percent', value: 1 },
    });
    expect(discountForItem({ id: 1, category_id: 5, grand_category_id: 9 }, t)?.id).toBe(10);
    expect(discountForItem({ id: 2, category_id: 5, grand_category_id: 9 }, t)?.id).toBe(11);
    expect(discountForItem({ id: 2, category_id: 6, grand_category_id: 9 }, t)?.id).toBe(12);
    expect(discountForItem({ id: 2, category_id: 6, grand_category_id: null }, t)?.id).toBe(13);
    expect(discountForItem({ id: 2, category_id: 6, grand_category_id: null }, table())).toBeNull();
    expect(discountForItem({ id: 2, category_id: 6, grand_category_id: null }, null)).toBeNull();
  });

  it('§5 discounts are percent or fixed, floored at 0', () => {
    expect(applyDiscount(1000, { id: 1, type: 'percent', value: 15 })).toBe(850);
    expect(applyDiscount(1005, { id: 1, type: 'percent', value: 10 })).toBe(904);
    expect(applyDiscount(1000, { id: 1, type: 'fixed', value: 250 })).toBe(750);
    expect(applyDiscount(1000, { id: 1, type: 'fixed', value: 5000 })).toBe(0);
    expect(applyDiscount(1000, { id: 1, type: 'percent', value: 100 })).toBe(0);
    expect(applyDiscount(1000, null)).toBe(1000);
  });

  it('§9 percent discounts round to the currency step (CHF 0.05)', () => {
    expect(applyDiscount(1000, { id: 1, type: 'percent', value: 12 }, 5)).toBe(880);
    expect(applyDiscount(1000, { id: 1, type: 'percent', value: 11.3 }, 5)).toBe(885);
  });

  it('bad input: a discount outside its range is a DomainError naming the field', () => {
    expect(() => checkDiscount({ id: 1, type: 'percent', value: 120 })).toThrowError(
      expect.objectContaining({ code: 'OUT_OF_RANGE', field: 'discount.value' }),
    );
    expect(() => checkDiscount({ id: 1, type: 'fixed', value: -1 })).toThrowError(
      expect.objectContaining({ code: 'NEGATIVE_AMOUNT' }),
    );
    expect(() => checkDiscount({ id: 1, type: 'bogus' as 'fixed', value: 1 })).toThrowError(
      expect.objectContaining({ field: 'discount.type' }),
    );
    expect(() => applyDiscount(1000, { id: 1, type: 'percent', value: Number.NaN })).toThrowError(
      expect.objectContaining({ code: 'INVALID_NUMBER' }),
    );
  });
});
