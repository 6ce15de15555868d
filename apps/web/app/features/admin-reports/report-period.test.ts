import { describe, expect, it } from 'vitest';
import { change, periodFor } from './report-period.ts';

const none = { from: '2026-01-01', to: '2026-01-01' };

describe('report periods (ADR 1432)', () => {
  it('a day, the 7 days ending on it, its month, or one’s own two days (in order)', () => {
    expect(periodFor('day', '2026-03-09', none)).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(periodFor('week', '2026-03-09', none)).toEqual({ from: '2026-03-03', to: '2026-03-09' });
    expect(periodFor('month', '2026-02-14', none)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodFor('month', '2028-02-14', none)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodFor('month', '2026-12-31', none)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodFor('custom', 'x', { from: '2026-03-09', to: '2026-03-01' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-09',
    });
  });

  it('compares with the period before in whole percent', () => {
    expect(change(150, 100)).toBe(50);
    expect(change(50, 100)).toBe(-50);
    expect(change(5, 0)).toBeNull();
  });
});
