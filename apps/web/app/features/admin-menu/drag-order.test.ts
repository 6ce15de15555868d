import { describe, expect, it } from 'vitest';
import { dropIndex, moved } from './drag-order.tsx';

describe('drag to reorder', () => {
  // Four rows 50 px tall: middles at 25, 75, 125, 175.
  const mids = [25, 75, 125, 175];
  it('lands past every row whose middle it crossed, either way', () => {
    expect(dropIndex(mids, 0, 0)).toBe(0);
    expect(dropIndex(mids, 0, 49)).toBe(0);
    expect(dropIndex(mids, 0, 51)).toBe(1);
    expect(dropIndex(mids, 0, 400)).toBe(3);
    expect(dropIndex(mids, 3, -101)).toBe(1);
    expect(dropIndex(mids, 3, -400)).toBe(0);
  });
  it('moves one id and keeps the others in order', () => {
    expect(moved([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
  });
});
