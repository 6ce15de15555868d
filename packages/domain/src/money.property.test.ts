import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscount } from './discounts.ts';
import { DomainError } from './errors.ts';
import { ratio, ratioOf, roundRatio } from './ratio.ts';
import { allocateProportionally, roundToStep } from './rounding.ts';

// Money is exact (ADR 101): every rounding is compared here with arithmetic on bigint written
// independently of the domain's, over the whole range an amount can take (any safe integer of
// minor units) and rates with up to four decimals, as a business types them.

/** |n| / d rounded to a multiple of step, by the book: floor((2|n| + d·step) / (2·d·step)) for half up. */
function reference(n: bigint, d: bigint, step: bigint, mode: 'halfUp' | 'down' | 'up'): bigint {
  const negative = n < 0n;
  const a = negative ? -n : n;
  const unit = d * step;
  const q =
    mode === 'down' ? a / unit : mode === 'up' ? (a + unit - 1n) / unit : (2n * a + unit) / (2n * unit);
  const r = q * step;
  return negative ? -r : r;
}

const amount = fc.bigInt({ min: 0n, max: BigInt(Number.MAX_SAFE_INTEGER) });
// Rounded to a step of up to 10, these stay safe integers; results past them are refused, which
// the test below checks on its own (a generator up to the very limit once drew such a case).
const signedAmount = fc.bigInt({
  min: -BigInt(Number.MAX_SAFE_INTEGER - 10),
  max: BigInt(Number.MAX_SAFE_INTEGER - 10),
});
const step = fc.constantFrom(1n, 5n, 10n);
const mode = fc.constantFrom('halfUp' as const, 'down' as const, 'up' as const);
/** A percentage with up to four decimals, 0 to 100: `[hundredths of a basis point, its number]`. */
const percent = fc
  .integer({ min: 0, max: 1_000_000 })
  .map((units) => [BigInt(units), units / 10_000] as const);

describe('exact money rounding (bigint reference)', () => {
  it('rounds any ratio of integers to any step in every mode', () => {
    fc.assert(
      fc.property(signedAmount, fc.bigInt({ min: 1n, max: 10n ** 12n }), step, mode, (n, d, s, m) => {
        expect(BigInt(roundRatio(ratio(n, d), Number(s), m))).toBe(reference(n, d, s, m));
      }),
      { numRuns: 5_000 },
    );
  });

  it('a percentage of any amount is the exact percentage, rounded once', () => {
    fc.assert(
      fc.property(amount, percent, step, (price, [units, rate], s) => {
        // price × rate / 100, with rate = units / 10^4.
        const off = reference(price * units, 1_000_000n, s, 'halfUp');
        const expected = price - off < 0n ? 0n : price - off;
        const got = applyDiscount(Number(price), { id: 1, type: 'percent', value: rate }, Number(s));
        expect(BigInt(got)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it('a result past the safe integers is refused, not rounded by floating point', () => {
    expect(() => roundRatio(ratio(BigInt(Number.MAX_SAFE_INTEGER), 1), 5, 'up')).toThrow(DomainError);
    expect(roundRatio(ratio(BigInt(Number.MAX_SAFE_INTEGER), 1), 1)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('a decimal is read as written: 1.1 is 11/10, 2.675 is 2675/1000', () => {
    expect(ratioOf(1.1)).toEqual({ n: 11n, d: 10n });
    expect(ratioOf(2.675)).toEqual({ n: 107n, d: 40n });
    expect(ratioOf(1e-7)).toEqual({ n: 1n, d: 10_000_000n });
    expect(ratioOf(-12.5)).toEqual({ n: -25n, d: 2n });
    expect(roundToStep(ratio(26_750, 100), 1)).toBe(268);
    // Where floating point goes wrong above 10^8 minor units, the ratio does not.
    expect(applyDiscount(900_719_925_474_099, { id: 1, type: 'percent', value: 12.5 })).toBe(
      788_129_934_789_837,
    );
  });

  it('a proportional split always adds up to the total, within each weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 ** 40 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (weights, wanted) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const total = Math.min(wanted, sum);
          const parts = allocateProportionally(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(sum > 0 ? total : 0);
          parts.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(weights[i] ?? 0);
          });
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
