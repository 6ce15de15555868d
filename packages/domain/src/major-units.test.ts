import { describe, expect, it } from 'vitest';
import { averageMinor, parseMajorUnits } from './major-units.ts';
import { toMajorUnits } from './online-payments.ts';

describe('parseMajorUnits', () => {
  it('reads exact minor units in the currency’s digits', () => {
    expect(parseMajorUnits('1.250', 'KWD')).toBe(1250);
    expect(parseMajorUnits('1,25', 'KWD')).toBe(1250);
    expect(parseMajorUnits(' 3 ', 'KWD')).toBe(3000);
    expect(parseMajorUnits('0.1', 'USD')).toBe(10);
    expect(parseMajorUnits('500', 'JPY')).toBe(500);
  });
  it('refuses what is not a plain amount, never rounding', () => {
    for (const bad of ['', '-1', '1.2345', '1e3', 'abc', '1.2.3', '١٢'])
      expect(parseMajorUnits(bad, 'KWD')).toBeNull();
    expect(parseMajorUnits('1.5', 'JPY')).toBeNull();
  });
  it('round-trips toMajorUnits', () => {
    for (const minor of [0, 1, 999, 1250, 123456789])
      expect(parseMajorUnits(toMajorUnits(minor, 'KWD'), 'KWD')).toBe(minor);
  });
});

describe('averageMinor', () => {
  it('divides exactly and rounds half up once', () => {
    expect(averageMinor(10_000, 3, 'KWD')).toBe(3333);
    expect(averageMinor(5, 2, 'KWD')).toBe(3);
    expect(averageMinor(0, 0, 'KWD')).toBe(0);
  });
});
