import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { cartLineOfOrderLine, modifiersOfOrderLine } from './order-line-parse.ts';

describe('§3 order line modifiers, read back', () => {
  it('counts the comma-separated ids, one per unit of quantity', () => {
    expect(modifiersOfOrderLine({ modifiers: '3,3,7' })).toEqual([
      { id: 3, quantity: 2 },
      { id: 7, quantity: 1 },
    ]);
    expect(modifiersOfOrderLine({ modifiers: ' 5 , 5 ' })).toEqual([{ id: 5, quantity: 2 }]);
  });

  it('prefers modifiers_details (ids with quantities), merging duplicates', () => {
    expect(
      modifiersOfOrderLine({
        modifiers: '9',
        modifiers_details: [
          { id: 3, quantity: 1 },
          { id: 3, quantity: 2 },
        ],
      }),
    ).toEqual([{ id: 3, quantity: 3 }]);
  });

  it('no modifiers: empty string, null or nothing', () => {
    expect(modifiersOfOrderLine({ modifiers: '' })).toEqual([]);
    expect(modifiersOfOrderLine({ modifiers: null, modifiers_details: [] })).toEqual([]);
    expect(modifiersOfOrderLine({})).toEqual([]);
  });

  it('throws a DomainError naming the field for a malformed id list or quantity', () => {
    expect(() => modifiersOfOrderLine({ modifiers: '3,x' }, 'lines.0')).toThrow(/lines\.0\.modifiers/);
    expect(() => modifiersOfOrderLine({ modifiers: '3,,4' })).toThrow(DomainError);
    expect(() => modifiersOfOrderLine({ modifiers: '-1' })).toThrow(DomainError);
    expect(() => modifiersOfOrderLine({ modifiers_details: [{ id: 1, quantity: 0 }] })).toThrow(
      /modifiers_details\.0\.quantity/,
    );
  });
});

describe('order line → pricing line', () => {
  it('keeps identities, counts and the comment; ignores every figure', () => {
    const line = cartLineOfOrderLine({
      item_id: 1,
      quantity: 2,
      price_label_id: 11,
      modifiers: '101',
      comment: '  no sugar ',
      ...({ unit_price: 1, total_price: 1 } as object),
    });
    expect(line).toEqual({
      id: 1,
      price_label: { id: 11 },
      modifiers: [{ id: 101, quantity: 1 }],
      count: 2,
      note: 'no sugar',
    });
    expect(cartLineOfOrderLine({ item_id: 1, quantity: 1, price_label_id: 2 }).note).toBe('');
  });

  it('refuses a zero quantity or a missing id', () => {
    expect(() => cartLineOfOrderLine({ item_id: 1, quantity: 0, price_label_id: 2 })).toThrow(/quantity/);
    expect(() => cartLineOfOrderLine({ item_id: 0, quantity: 1, price_label_id: 2 })).toThrow(/item_id/);
  });
});
