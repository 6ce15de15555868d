import { describe, expect, it } from 'vitest';
import {
  fromMajorUnits,
  isApplePayMethod,
  isOnlineMethod,
  methodTakesCurrency,
  toMajorUnits,
} from './online-payments.ts';

describe('online methods and currencies (ADR 720)', () => {
  it('KNET and Apple Pay KNET only in KWD, Benefit only in BHD, mada only in SAR', () => {
    expect(methodTakesCurrency(4, 'KWD')).toBe(true);
    expect(methodTakesCurrency(4, 'BHD')).toBe(false);
    expect(methodTakesCurrency(9, 'KWD')).toBe(true);
    expect(methodTakesCurrency(9, 'SAR')).toBe(false);
    expect(methodTakesCurrency(5, 'BHD')).toBe(true);
    expect(methodTakesCurrency(5, 'KWD')).toBe(false);
    expect(methodTakesCurrency(7, 'SAR')).toBe(true);
    expect(methodTakesCurrency(7, 'kwd')).toBe(false);
  });

  it('cards take any currency, Apple Pay the Gulf ones, cash and pay later are not online', () => {
    for (const c of ['KWD', 'BHD', 'SAR', 'EUR']) {
      expect(methodTakesCurrency(1, c)).toBe(true);
      expect(methodTakesCurrency(8, c)).toBe(true);
      expect(methodTakesCurrency(2, c)).toBe(true);
    }
    expect(methodTakesCurrency(6, 'SAR')).toBe(true);
    expect(methodTakesCurrency(6, 'EUR')).toBe(false);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter(isOnlineMethod)).toEqual([1, 4, 5, 6, 7, 8, 9]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter(isApplePayMethod)).toEqual([6, 9]);
  });
});

describe('major units with the currency digits', () => {
  it('KWD and BHD have 3 digits, SAR 2', () => {
    expect(toMajorUnits(2100, 'KWD')).toBe('2.100');
    expect(toMajorUnits(5, 'BHD')).toBe('0.005');
    expect(toMajorUnits(1550, 'SAR')).toBe('15.50');
    expect(toMajorUnits(0, 'SAR')).toBe('0.00');
    expect(toMajorUnits(500, 'JPY')).toBe('500');
    expect(() => toMajorUnits(1.5, 'KWD')).toThrow(RangeError);
  });

  it('reads a gateway figure exactly, refusing digits the currency does not have', () => {
    expect(fromMajorUnits(2.1, 'KWD')).toBe(2100);
    expect(fromMajorUnits('2.100', 'KWD')).toBe(2100);
    expect(fromMajorUnits(0.3, 'BHD')).toBe(300);
    expect(fromMajorUnits(15.5, 'SAR')).toBe(1550);
    expect(fromMajorUnits(1.005, 'SAR')).toBeNull();
    expect(fromMajorUnits('abc', 'KWD')).toBeNull();
    expect(fromMajorUnits(Number.NaN, 'KWD')).toBeNull();
    expect(fromMajorUnits(1e21, 'KWD')).toBeNull();
    // Round trip over many amounts: no floating-point drift.
    for (let minor = 0; minor < 5000; minor += 7) {
      expect(fromMajorUnits(Number(toMajorUnits(minor, 'KWD')), 'KWD')).toBe(minor);
      expect(fromMajorUnits(toMajorUnits(minor, 'SAR'), 'SAR')).toBe(minor);
    }
  });
});
