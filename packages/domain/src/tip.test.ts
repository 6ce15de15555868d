import { describe, expect, it } from 'vitest';
import { OrderProblem, type OrderSummaryInput, summarizeOrder } from './order-summary.ts';
import { menuById } from './price-lines.ts';
import { coupon, item, label, line, zone } from './test-fixtures.ts';
import { parseTipAmount, TipProblem, tipFor, tipPresetsOf } from './tip.ts';

const on = { enabled: true, presets: [5, 10, 15] };
const off = { enabled: false, presets: [5, 10, 15] };

describe('tipFor (ADR 790)', () => {
  it('is nothing without a choice or with a zero one, even when the business offers none', () => {
    expect(tipFor(null, 2500, off, 5)).toEqual({ tip: 0, problem: null });
    expect(tipFor({ percent: 0 }, 2500, off, 5)).toEqual({ tip: 0, problem: null });
    expect(tipFor({ amount: 0 }, 2500, off, 5)).toEqual({ tip: 0, problem: null });
  });

  it('is refused while the business does not offer tips', () => {
    expect(tipFor({ percent: 10 }, 2500, off, 5).problem?.code).toBe(TipProblem.notOffered);
    expect(tipFor({ amount: 500 }, 2500, off, 5).problem?.code).toBe(TipProblem.notOffered);
  });

  it('takes only the business presets as percentages', () => {
    expect(tipFor({ percent: 12 }, 2500, on, 5).problem?.code).toBe(TipProblem.invalid);
    expect(tipFor({ percent: 10 }, 2500, on, 5)).toEqual({ tip: 250, problem: null });
  });

  it('rounds a percentage once, half up, to the currency step (integer money)', () => {
    // 15 % of 1.235 KWD = 0.18525 → 0.185 at a 5-fils step.
    expect(tipFor({ percent: 15 }, 1235, on, 5).tip).toBe(185);
    // 5 % of 0.333 = 0.01665 → 0.017 at a 1-fils step.
    expect(tipFor({ percent: 5 }, 333, on, 1).tip).toBe(17);
  });

  it('refuses a custom amount above the items, off the currency step, negative or fractional', () => {
    expect(tipFor({ amount: 2505 }, 2500, on, 5).problem).toEqual({
      code: TipProblem.tooLarge,
      field: 'tip',
      meta: { max: 2500 },
    });
    expect(tipFor({ amount: 2500 }, 2500, on, 5)).toEqual({ tip: 2500, problem: null });
    expect(tipFor({ amount: 502 }, 2500, on, 5).problem?.code).toBe(TipProblem.invalid);
    expect(tipFor({ amount: -5 }, 2500, on, 5).problem?.code).toBe(TipProblem.invalid);
    expect(tipFor({ amount: 1.5 }, 2500, on, 1).problem?.code).toBe(TipProblem.invalid);
  });

  it('reads stored presets: whole, in range, distinct, sorted, at most four; defaults otherwise', () => {
    expect(tipPresetsOf([15, 5, 5, 0, 80, 2.5, 10, 20, 25])).toEqual([5, 10, 15, 20]);
    expect(tipPresetsOf('10')).toEqual([5, 10, 15]);
    expect(tipPresetsOf([])).toEqual([5, 10, 15]);
  });
});

describe('the tip in the order summary', () => {
  const burger = item({ id: 1, category_id: 10, price_labels: [label({ id: 11, price: 1000 })] });
  const menu = menuById([burger]);
  const input = (over: Partial<OrderSummaryInput> = {}): OrderSummaryInput => ({
    lines: [line({ id: 1, price_label: { id: 11 }, count: 2 })],
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

  it('is added to the total', () => {
    const s = summarizeOrder(input({ tip: { choice: { percent: 10 }, settings: on } }));
    expect(s.tip).toBe(200);
    expect(s.total).toBe(2200);
    expect(s.problems).toEqual([]);
  });

  it('is a share of the items after the coupon, and the coupon never discounts it', () => {
    const s = summarizeOrder(
      input({ coupon: coupon({ discount_value: 50 }), tip: { choice: { percent: 10 }, settings: on } }),
    );
    expect(s.couponDiscount).toBe(1000);
    expect(s.tip).toBe(100);
    expect(s.total).toBe(1100);
  });

  it('never fills a delivery minimum', () => {
    const s = summarizeOrder(
      input({
        sellingType: 'delivery',
        delivery: { kind: 'zone', zone: zone({ min_order: 2500, fees: 0 }) },
        tip: { choice: { amount: 1000 }, settings: on },
      }),
    );
    expect(s.tip).toBe(1000);
    expect(s.problems.map((p) => p.code)).toEqual([OrderProblem.minOrderNotMet]);
  });

  it('reports a refused tip as a problem and adds nothing', () => {
    const s = summarizeOrder(input({ tip: { choice: { percent: 10 }, settings: off } }));
    expect(s.tip).toBe(0);
    expect(s.total).toBe(2000);
    expect(s.problems).toEqual([{ code: TipProblem.notOffered, field: 'tip' }]);
  });
});

describe('parseTipAmount', () => {
  it('reads what a diner types in any digits, as exact minor units', () => {
    expect(parseTipAmount('1.5', 'KWD')).toBe(1500);
    expect(parseTipAmount('0.250', 'KWD')).toBe(250);
    expect(parseTipAmount('١٫٥', 'KWD')).toBe(1500);
    expect(parseTipAmount('۲', 'KWD')).toBe(2000);
    expect(parseTipAmount('2,5', 'EUR')).toBe(250);
    expect(parseTipAmount('300', 'JPY')).toBe(300);
  });
  it('refuses anything else', () => {
    for (const bad of ['', '-1', '1.2345', 'abc', '1e3', '0.5.1', '1.5', '1.']) {
      const currency = bad === '1.5' ? 'JPY' : 'KWD';
      if (bad === '1.') expect(parseTipAmount(bad, currency)).toBe(1000);
      else expect(parseTipAmount(bad, currency)).toBeNull();
    }
  });
});
