import { describe, expect, it } from 'vitest';
import { orderKeyParam } from './common.ts';
import { formatOrderRef, normalizeOrderRef } from './order-ref.ts';

describe('an order’s public reference as people type and read it (ADR 1471)', () => {
  it('reads case, spaces, dashes and the look-alike letters as the stored reference', () => {
    expect(normalizeOrderRef('K7M2QX9P')).toBe('K7M2QX9P');
    expect(normalizeOrderRef(' k7m2-qx9p ')).toBe('K7M2QX9P');
    expect(normalizeOrderRef('K7M2 QX9P')).toBe('K7M2QX9P');
    // O is 0; I and L are 1 (Crockford).
    expect(normalizeOrderRef('4HJO-TWIE')).toBe('4HJ0TW1E');
    expect(normalizeOrderRef('4hj0twle')).toBe('4HJ0TW1E');
  });

  it('refuses what no reference is: wrong length, U, other scripts, all digits', () => {
    for (const bad of ['', 'K7M2QX9', 'K7M2QX9PP', 'K7M2QX9U', 'K7M2QX9?', 'ك7M2QX9P', '12345678'])
      expect(normalizeOrderRef(bad), bad).toBeNull();
  });

  it('is shown in two groups of four', () => {
    expect(formatOrderRef('K7M2QX9P')).toBe('K7M2-QX9P');
  });

  it('a path names an order by reference or, for an older link, by id', () => {
    expect(orderKeyParam.parse('k7m2-qx9p')).toBe('K7M2QX9P');
    expect(orderKeyParam.parse('1234')).toBe(1234);
    expect(orderKeyParam.parse('12345678')).toBe(12345678);
    for (const bad of ['0', '-1', '12abc', '1e3', 'K7M2QX9U', '99999999999'])
      expect(orderKeyParam.safeParse(bad).success, bad).toBe(false);
  });
});
