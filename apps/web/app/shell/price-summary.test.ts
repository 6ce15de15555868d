import { describe, expect, it } from 'vitest';
import { priceSummary } from './price-summary.ts';

const labels = [
  { label: 'Medium', price: 1250 },
  { label: 'Large', price: 1500 },
];
const plain = { hidePrice: false, discount: null, step: 1 };

describe('priceSummary', () => {
  it('shows nothing when prices are hidden', () => {
    expect(
      priceSummary({ price_option_kind: 0, price_labels: labels }, { ...plain, hidePrice: true }),
    ).toEqual({
      kind: 'hidden',
    });
  });
  it('one label is its price, whatever the kind', () => {
    expect(priceSummary({ price_option_kind: 1, price_labels: [labels[0] as never] }, plain)).toEqual({
      kind: 'single',
      price: { label: 'Medium', price: 1250, original: null },
    });
  });
  it('kind 0 starts from the cheapest label', () => {
    const s = priceSummary({ price_option_kind: 0, price_labels: [...labels].reverse() }, plain);
    expect(s).toEqual({ kind: 'from', price: { label: 'Medium', price: 1250, original: null } });
  });
  it('kind 1 lists every option in menu order', () => {
    const s = priceSummary({ price_option_kind: 1, price_labels: labels }, plain);
    expect(s.kind === 'options' && s.options.map((o) => o.label)).toEqual(['Medium', 'Large']);
  });
  it('kind 2 is priced on selection', () => {
    expect(priceSummary({ price_option_kind: 2, price_labels: labels }, plain)).toEqual({
      kind: 'onSelection',
    });
  });
  it('kind 3 is the min–max range', () => {
    const s = priceSummary({ price_option_kind: 3, price_labels: labels }, plain);
    expect(s.kind === 'range' && [s.min.price, s.max.price]).toEqual([1250, 1500]);
  });
  it('a discount shows the lower price with the original', () => {
    const s = priceSummary(
      { price_option_kind: 0, price_labels: [labels[0] as never] },
      { ...plain, discount: { id: 1, type: 'percent', value: 10 } },
    );
    expect(s).toEqual({ kind: 'single', price: { label: 'Medium', price: 1125, original: 1250 } });
  });
  it('no labels, no price', () => {
    expect(priceSummary({ price_option_kind: 0, price_labels: [] }, plain)).toEqual({ kind: 'none' });
  });
});
