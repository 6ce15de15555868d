import { describe, expect, it, vi } from 'vitest';
import { invalidFields, storedReader } from './stored-values.ts';

describe('stored value readers (ADR 005)', () => {
  it('an unset value takes its default silently; a malformed one takes it and is reported', () => {
    const report = vi.fn();
    const r = storedReader(report);
    expect(r.bool('a', undefined, true)).toBe(true);
    expect(r.int('b', 3, 1)).toBe(3);
    expect(report).not.toHaveBeenCalled();
    expect(r.int('c', 1.5, 1)).toBe(1);
    expect(r.num('d', Number.NaN, 0.43)).toBe(0.43);
    expect(r.strOrNull('e', 7)).toBeNull();
    expect(r.strRecord('f', { a: 'x', b: null })).toEqual({ a: 'x' });
    expect(report.mock.calls.map(([field]) => field)).toEqual(['c', 'd', 'e', 'f']);
  });

  it('logs the invalid fields of one build once, with the business id', () => {
    const warn = vi.fn();
    const invalid = invalidFields({ warn }, 7);
    invalid.flush();
    expect(warn).not.toHaveBeenCalled();
    invalid.report('min_order');
    invalid.report('min_order');
    invalid.report('social_links');
    invalid.flush();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      { businessId: 7, fields: ['min_order', 'social_links'] },
      'malformed stored values replaced by defaults',
    );
  });
});
