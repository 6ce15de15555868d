import type { PaymentTypeValue } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { offeredMethods, startingMethod } from './payment-methods.ts';

const m = (...v: number[]) => v as PaymentTypeValue[];

describe('payment methods offered at checkout', () => {
  it('delivery follows the branch cash and credit switches; other types take every enabled method', () => {
    const shop = { payment_methods: [1, 2, 3, 4], default_cash: true };
    expect(offeredMethods(shop, undefined)).toEqual([1, 2, 3, 4]);
    expect(offeredMethods(shop, { cash: false, credit: true })).toEqual([1, 3, 4]);
    expect(offeredMethods(shop, { cash: true, credit: false })).toEqual([2, 3]);
  });

  it('Apple Pay (6) and Apple Pay KNET (9) only where the browser has Apple Pay', () => {
    const shop = { payment_methods: [2, 4, 6, 9], default_cash: true };
    expect(offeredMethods(shop, undefined)).toEqual([2, 4]);
    expect(offeredMethods(shop, undefined, true)).toEqual([2, 4, 6, 9]);
  });

  it('starts on the stored method if offered, else cash when preferred, else the first one', () => {
    expect(startingMethod(4 as PaymentTypeValue, m(1, 2, 4), true)).toBe(4);
    expect(startingMethod(2 as PaymentTypeValue, m(1, 4), true)).toBe(1);
    expect(startingMethod(1 as PaymentTypeValue, m(4, 2), true)).toBe(2);
    expect(startingMethod(1 as PaymentTypeValue, m(4, 2), false)).toBe(4);
    expect(startingMethod(2 as PaymentTypeValue, m(), true)).toBeNull();
  });
});
