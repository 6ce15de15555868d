import { describe, expect, it } from 'vitest';
import { splitTaxTotals, TaxAccumulator } from './taxes.ts';
import { tax } from './test-fixtures.ts';

describe('§5 tax is the sum of the item’s tax rates in percent', () => {
  it('§3 tax entry: exclusive taxes are added on top, per tax, with item and modifier parts', () => {
    const acc = new TaxAccumulator(true);
    const vat = tax({ id: 1, rate: 5 });
    const service = tax({ id: 2, name: { en: 'Service' }, rate: 10 });
    acc.add([vat, service], 1000, 'item', 'menu.1');
    acc.add([vat], 200, 'modifiers', 'menu.1.modifiers.9');
    expect(acc.entries()).toEqual([
      {
        taxId: 1,
        taxName: { en: 'VAT' },
        rate: 5,
        inclusive: false,
        taxValue: 50,
        modifiersTaxValue: 10,
        totalTaxValue: 60,
      },
      {
        taxId: 2,
        taxName: { en: 'Service' },
        rate: 10,
        inclusive: false,
        taxValue: 100,
        modifiersTaxValue: 0,
        totalTaxValue: 100,
      },
    ]);
  });

  it('§3 inclusive taxes are the share already inside the price', () => {
    const acc = new TaxAccumulator(true);
    acc.add([tax({ rate: 5, inclusive: true })], 1050, 'item', 'menu.1');
    const [entry] = acc.entries();
    expect(entry).toMatchObject({ inclusive: true, taxValue: 50, totalTaxValue: 50 });
  });

  it('§3 with both kinds, every rate applies to the amount net of the inclusive ones', () => {
    const acc = new TaxAccumulator(true);
    acc.add([tax({ id: 1, rate: 5, inclusive: true }), tax({ id: 2, rate: 10 })], 1050, 'item', 'menu.1');
    expect(acc.entries().map((e) => e.totalTaxValue)).toEqual([50, 100]);
  });

  it('§3 exclusiveTaxes off: every tax is treated as inside the price', () => {
    const acc = new TaxAccumulator(false);
    acc.add([tax({ rate: 5 })], 1050, 'item', 'menu.1');
    expect(acc.entries()[0]).toMatchObject({ inclusive: true, totalTaxValue: 50 });
  });

  it('rounds once per entry, not per line', () => {
    const acc = new TaxAccumulator(true);
    for (let i = 0; i < 3; i++) acc.add([tax({ rate: 5 })], 10, 'item', 'menu.1'); // 0.5 each
    expect(acc.entries()[0]?.taxValue).toBe(2); // 1.5 → 2, not 3 × round(0.5)
  });

  it('skips empty tax lists and zero amounts', () => {
    const acc = new TaxAccumulator(true);
    acc.add([], 1000, 'item', 'x');
    acc.add([tax()], 0, 'item', 'x');
    expect(acc.entries()).toEqual([]);
  });

  it('bad input: a negative or non-numeric rate is a DomainError naming the field', () => {
    const acc = new TaxAccumulator(true);
    expect(() => acc.add([tax({ rate: -5 })], 100, 'item', 'menu.7')).toThrowError(
      expect.objectContaining({ field: 'menu.7.taxes.0.rate', code: 'NEGATIVE_AMOUNT' }),
    );
    expect(() => acc.add([tax({ rate: Number.NaN })], 100, 'item', 'menu.7')).toThrowError(
      expect.objectContaining({ code: 'INVALID_NUMBER' }),
    );
  });

  it('splits totals into exclusive (added) and inclusive (shown)', () => {
    const e = (inclusive: boolean, totalTaxValue: number) => ({
      taxId: 1,
      taxName: {},
      rate: 1,
      inclusive,
      taxValue: totalTaxValue,
      modifiersTaxValue: 0,
      totalTaxValue,
    });
    expect(splitTaxTotals([e(true, 5), e(false, 7), e(false, 1)])).toEqual({ exclusive: 8, inclusive: 5 });
  });
});
