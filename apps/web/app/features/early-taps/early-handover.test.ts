import { describe, expect, it } from 'vitest';
import { earlyHandover } from './early-place.server.ts';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

describe('tip and handover posted before the scripts run (ADR 790, 791)', () => {
  it('a preset is kept as its percentage, never as a figure', () => {
    expect(earlyHandover(form({ tip: 'p10', tip_amount: '9' }), 'KWD').tip).toEqual({ percent: 10 });
  });
  it('a custom amount in the page’s digits becomes minor units; an unreadable one no tip', () => {
    expect(earlyHandover(form({ tip: 'custom', tip_amount: '٠٫٥' }), 'KWD').tip).toEqual({ amount: 500 });
    expect(earlyHandover(form({ tip: 'custom', tip_amount: 'lots' }), 'KWD').tip).toBeNull();
    expect(earlyHandover(form({ tip: 'none' }), 'KWD').tip).toBeNull();
  });
  it('cutlery unticked is "no" once asked, "not asked" without the section', () => {
    expect(earlyHandover(form({ handover: '1' }), 'KWD').cutlery).toBe(false);
    expect(earlyHandover(form({ handover: '1', cutlery: '1' }), 'KWD').cutlery).toBe(true);
    expect(earlyHandover(form({}), 'KWD').cutlery).toBeNull();
  });
  it('leave at the door only when ticked', () => {
    expect(earlyHandover(form({ no_contact: '1' }), 'KWD').noContact).toBe(true);
    expect(earlyHandover(form({}), 'KWD').noContact).toBe(false);
  });
});
