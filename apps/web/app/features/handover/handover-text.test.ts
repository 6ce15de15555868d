import { describe, expect, it } from 'vitest';
import { handoverPhrases, tipLabel } from './handover-text.ts';

const t = (key: string, o?: Record<string, unknown>) => (o ? `${key}:${JSON.stringify(o)}` : key);

describe('handover phrases (ADR 791)', () => {
  it('says what was asked and nothing else', () => {
    expect(handoverPhrases({ cutlery: null, no_contact: false }, t)).toEqual([]);
    expect(handoverPhrases({ cutlery: false, no_contact: true }, t)).toEqual([
      'handover.noContact',
      'handover.noCutlery',
    ]);
    expect(handoverPhrases({ cutlery: true, no_contact: false }, t)).toEqual(['handover.withCutlery']);
  });
  it('names a preset tip by its percentage', () => {
    expect(tipLabel({ tip_percent: 10 }, t, (n) => `٪${n}`)).toBe('order.tipPercent:{"percent":"٪10"}');
    expect(tipLabel({ tip_percent: null }, t, String)).toBe('order.tip');
  });
});
