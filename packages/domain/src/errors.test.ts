import { describe, expect, it } from 'vitest';
import {
  DomainError,
  isDomainError,
  requireMinor,
  requireNonNegative,
  requireNumber,
  requirePercent,
  requirePositiveInteger,
} from './errors.ts';

describe('bad input: a typed error naming the field, never NaN or a TypeError', () => {
  it('DomainError carries code and field', () => {
    const error = new DomainError('INVALID_NUMBER', 'lines.0.count');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.message).toBe('lines.0.count: INVALID_NUMBER');
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
  });

  it('requireNumber refuses NaN, Infinity and non-numbers', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '1', undefined, null, {}]) {
      expect(() => requireNumber(bad, 'f')).toThrowError(
        expect.objectContaining({ code: 'INVALID_NUMBER', field: 'f' }),
      );
    }
    expect(requireNumber(-1.5, 'f')).toBe(-1.5);
  });

  it('money is never negative and always whole minor units', () => {
    expect(() => requireNonNegative(-1, 'price')).toThrowError(
      expect.objectContaining({ code: 'NEGATIVE_AMOUNT' }),
    );
    expect(() => requireMinor(1.5, 'price')).toThrowError(expect.objectContaining({ code: 'NOT_INTEGER' }));
    expect(requireMinor(0, 'price')).toBe(0);
  });

  it('counts are integers ≥ 1; percentages lie in [0, 100]', () => {
    expect(() => requirePositiveInteger(0, 'count')).toThrowError(
      expect.objectContaining({ code: 'OUT_OF_RANGE' }),
    );
    expect(() => requirePositiveInteger(1.5, 'count')).toThrowError(
      expect.objectContaining({ code: 'NOT_INTEGER' }),
    );
    expect(requirePositiveInteger(3, 'count')).toBe(3);
    expect(() => requirePercent(101, 'rate')).toThrowError(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
    expect(requirePercent(100, 'rate')).toBe(100);
  });
});
