import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDigits, currencyInfo, DEFAULT_CURRENCY_DIGITS } from './currency.ts';
import { DomainError } from './errors.ts';
import { formatMoney } from './format-money.ts';
import { div, mul } from './ratio.ts';
import { allocateProportionally, roundMoney, roundToStep, toMajor } from './rounding.ts';

// Intl puts a no-break space between code and amount.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('§9 currency digits', () => {
  it('§9 currency digits: USD 2, JPY 0, KWD/BHD/OMR/JOD/TND/LYD 3', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    for (const code of ['KWD', 'BHD', 'OMR', 'JOD', 'TND', 'LYD']) expect(currencyDigits(code)).toBe(3);
  });

  it('§9 currency digits: 3 when the currency is unknown', () => {
    expect(DEFAULT_CURRENCY_DIGITS).toBe(3);
    expect(currencyInfo('XYZ')).toMatchObject({ code: 'XYZ', decimal_digits: 3, rounding: 1 });
    expect(currencyDigits('kwd')).toBe(3);
  });

  it('§9 CHF rounding step 0.05 (5 minor units)', () => {
    expect(currencyInfo('CHF')).toMatchObject({ decimal_digits: 2, rounding: 5 });
  });

  it('§3 currency table: a malformed code is a DomainError naming the field', () => {
    expect(() => currencyInfo('K1')).toThrowError(DomainError);
    expect(() => currencyInfo(42 as unknown as string)).toThrowError(
      expect.objectContaining({ field: 'currency' }),
    );
  });
});

describe('§9 rounding lives in one place', () => {
  it('rounds half away from zero to whole minor units', () => {
    expect(roundMoney(12.5, 'KWD')).toBe(13);
    expect(roundMoney(12.4999, 'KWD')).toBe(12);
    expect(roundMoney(-12.5, 'KWD')).toBe(-13);
    expect(roundMoney(-0.2, 'KWD')).toBe(0);
    expect(Object.is(roundMoney(-0.2, 'KWD'), 0)).toBe(true);
  });

  it('computes exactly: 1005 × 1.1 % is 11.055 and rounds to 11; 2.675 × 100 is 267.5 and rounds to 268', () => {
    expect(roundMoney(div(mul(1005, 1.1), 100), 'KWD')).toBe(11);
    // In binary floating point 2.675 × 100 is 267.49999999999997, which would round to 267.
    expect(roundMoney(mul(2.675, 100), 'USD')).toBe(268);
  });

  it('§9 CHF rounds to 0.05', () => {
    expect(roundMoney(102, 'CHF')).toBe(100);
    expect(roundMoney(103, 'CHF')).toBe(105);
    expect(roundMoney(107.4, 'CHF', 'down')).toBe(105);
    expect(roundMoney(101, 'CHF', 'up')).toBe(105);
  });

  it('modes down and up', () => {
    expect(roundToStep(9.99, 1, 'down')).toBe(9);
    expect(roundToStep(9.01, 1, 'up')).toBe(10);
    expect(roundToStep(10, 1, 'up')).toBe(10);
  });

  it('never returns NaN: non-numbers are a DomainError naming the field', () => {
    expect(() => roundMoney(Number.NaN, 'KWD')).toThrowError(
      expect.objectContaining({ code: 'INVALID_NUMBER', field: 'amount' }),
    );
    expect(() => roundMoney(Number.POSITIVE_INFINITY, 'KWD')).toThrowError(DomainError);
  });

  it('property: rounding is stable and idempotent, within half a step of the input', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.constantFrom('KWD', 'USD', 'JPY', 'CHF', 'XYZ'),
        fc.constantFrom('halfUp' as const, 'down' as const, 'up' as const),
        (x, currency, mode) => {
          const once = roundMoney(x, currency, mode);
          const step = currencyInfo(currency).rounding;
          expect(Number.isInteger(once)).toBe(true);
          expect(once % step === 0).toBe(true);
          expect(roundMoney(once, currency, mode)).toBe(once);
          expect(roundMoney(x, currency, mode)).toBe(once);
          expect(Math.abs(once - x)).toBeLessThanOrEqual(step + 1e-6);
        },
      ),
    );
  });
});

describe('§9 major and minor units', () => {
  it('converts with the currency digits', () => {
    expect(toMajor(1250, 'KWD')).toBe(1.25);
    expect(toMajor(1234, 'USD')).toBe(12.34);
    expect(toMajor(500, 'JPY')).toBe(500);
  });

  it('property: toMajor keeps every whole minor unit (scaling back gives it again)', () => {
    // The API speaks minor units only (ADR 009): nothing converts major to minor but this check.
    const toMinor = (major: number, currency: string) =>
      Math.round(major * 10 ** currencyInfo(currency).decimal_digits);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom('KWD', 'USD', 'JPY'),
        (minor, currency) => {
          expect(toMinor(toMajor(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });
});

describe('§9 prices use the business digits and currency (formatMoney via Intl)', () => {
  it('formats with the currency digits', () => {
    expect(plain(formatMoney(1250, 'KWD', 'en'))).toBe('KWD 1.250');
    expect(formatMoney(1234, 'USD', 'en-US')).toBe('$12.34');
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500');
  });

  it('unknown currencies show 3 digits', () => {
    expect(formatMoney(1234, 'XYZ', 'en')).toMatch(/1\.234/);
  });

  it('formats in the locale (Arabic digits and separators)', () => {
    expect(formatMoney(1250, 'KWD', 'ar-KW')).toMatch(/١٫٢٥٠/);
  });

  it('an unusable locale falls back to English instead of failing the page', () => {
    expect(plain(formatMoney(1250, 'KWD', '!!'))).toBe('KWD 1.250');
    // The second call is served by the formatter cache under the same unusable key.
    expect(plain(formatMoney(1250, 'KWD', '!!'))).toBe('KWD 1.250');
  });

  it('a locale that is not a string is a DomainError naming locale (found by the bad-input property)', () => {
    const junk = { toString: false } as never;
    expect(() => formatMoney(1250, 'KWD', junk)).toThrow(expect.objectContaining({ field: 'locale' }));
    expect(() => formatMoney(1250, 'KWD', junk)).toThrow(DomainError);
  });
});

describe('allocateProportionally (spreading an order amount over lines)', () => {
  it('splits exactly, largest remainder first', () => {
    expect(allocateProportionally(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(allocateProportionally(10, [0, 0])).toEqual([0, 0]);
    expect(allocateProportionally(0, [5])).toEqual([0]);
    expect(allocateProportionally(10, [100, 100], 5)).toEqual([5, 5]);
  });

  it('property: parts sum to the total and never exceed their weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, share) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const total = Math.floor(sum * share);
          const parts = allocateProportionally(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
          parts.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(weights[i] ?? 0);
          });
        },
      ),
    );
  });
});
