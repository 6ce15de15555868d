import { describe, expect, it } from 'vitest';
import { allocateByWeights, splitByItems, splitEvenly } from './table-bill.ts';

const sum = (xs: Iterable<number>) => [...xs].reduce((a, b) => a + b, 0);

describe('the shared table bill (ADR 1402)', () => {
  it('splits evenly with the remainder stated and never lost', () => {
    expect(splitEvenly(1000, 3)).toEqual({ parts: [334, 333, 333], remainder: 1 });
    expect(splitEvenly(999, 3)).toEqual({ parts: [333, 333, 333], remainder: 0 });
    for (const [total, n] of [
      [1, 4],
      [12_345, 7],
      [0, 2],
      [7_777_777, 13],
    ] as const) {
      expect(sum(splitEvenly(total, n).parts)).toBe(total);
    }
    expect(() => splitEvenly(10, 0)).toThrow(RangeError);
    expect(() => splitEvenly(10.5, 2)).toThrow(RangeError);
  });

  it('allocates a round total over its lines by their prices, exactly', () => {
    expect(allocateByWeights(1100, [500, 500])).toEqual([550, 550]);
    expect(allocateByWeights(1001, [1, 1, 1])).toEqual([334, 334, 333]);
    expect(sum(allocateByWeights(10_007, [3, 1_250, 0, 999]))).toBe(10_007);
    expect(allocateByWeights(10, [0, 0])).toEqual([5, 5]);
  });

  it('shares a dish among the chosen diners, the rest by who ordered', () => {
    const byDiner = splitByItems([
      { amount: 1500, payers: [1] },
      { amount: 2000, payers: [2] },
      { amount: 1000, payers: [1, 2, 3] },
    ]);
    expect(Object.fromEntries(byDiner)).toEqual({ 1: 1834, 2: 2333, 3: 333 });
    expect(sum(byDiner.values())).toBe(4500);
    expect(() => splitByItems([{ amount: 1, payers: [] }])).toThrow(RangeError);
  });
});
