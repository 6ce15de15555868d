import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { LineProblem, minimumCount, resolveLine, validateSelection } from './line-pricing.ts';
import { group, item, label, line, modifier } from './test-fixtures.ts';

const burger = item({
  price_labels: [label({ id: 11, price: 1000 }), label({ id: 12, price: 1500, minimum: 3, maximum: 5 })],
  modifier_groups: [
    group({
      id: 1,
      min: 1,
      max: 2,
      modifiers: [modifier({ id: 101, price: 200 }), modifier({ id: 102, price: 300 })],
    }),
    group({ id: 2, min: 0, max: 0, modifiers: [modifier({ id: 201, price: 50 })] }),
  ],
});

const resolved = (l = line()) => {
  const r = resolveLine(l, burger);
  if (!r.ok) throw new Error('expected a resolved line');
  return r.line;
};

describe('§3 cart item price: unit price plus modifiers', () => {
  it('§3 cart item: price is the label price plus each modifier × its quantity', () => {
    const r = resolved(
      line({
        modifiers: [
          { id: 101, quantity: 2 },
          { id: 201, quantity: 1 },
        ],
      }),
    );
    expect(r.labelPrice).toBe(1000);
    expect(r.modifiersPrice).toBe(450);
    expect(r.unitPrice).toBe(1450);
  });

  it('§5 the price label and modifiers must belong to the item', () => {
    const r = resolveLine(line({ price_label: { id: 99 }, modifiers: [{ id: 999, quantity: 1 }] }), burger);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems.map((p) => p.code)).toEqual([
        LineProblem.priceLabelNotFound,
        LineProblem.modifierNotFound,
      ]);
      expect(r.problems.map((p) => p.field)).toContain('line.price_label.id');
    }
    const onlyModifier = resolveLine(line({ modifiers: [{ id: 999, quantity: 1 }] }), burger);
    expect(onlyModifier.ok).toBe(false);
  });

  it('bad input: malformed counts, quantities and shapes are DomainErrors naming the field', () => {
    expect(() => resolveLine(line({ count: 0 }), burger)).toThrowError(
      expect.objectContaining({ field: 'line.count' }),
    );
    expect(() => resolveLine(line({ count: Number.NaN }), burger)).toThrowError(DomainError);
    expect(() => resolveLine(line({ modifiers: [{ id: 101, quantity: -1 }] }), burger)).toThrowError(
      expect.objectContaining({ field: 'line.modifiers.0.quantity' }),
    );
    expect(() => resolveLine({ ...line(), price_label: null as never }, burger)).toThrowError(
      expect.objectContaining({ field: 'line.price_label' }),
    );
    expect(() => resolveLine({ ...line(), modifiers: 'x' as never }, burger)).toThrowError(
      expect.objectContaining({ field: 'line.modifiers' }),
    );
    const broken = item({ price_labels: [label({ price: -5 })] });
    expect(() => resolveLine(line(), broken)).toThrowError(
      expect.objectContaining({ code: 'NEGATIVE_AMOUNT' }),
    );
  });
});

describe('§5 order-placement checks', () => {
  it('§5 the price label minimum applies when above 1', () => {
    expect(minimumCount({ minimum: 0 })).toBe(1);
    expect(minimumCount({ minimum: 1 })).toBe(1);
    expect(minimumCount({ minimum: 3 })).toBe(3);
    const l = line({ price_label: { id: 12 }, count: 2, modifiers: [{ id: 101, quantity: 1 }] });
    expect(validateSelection(resolved(l), l).map((p) => p.code)).toEqual([LineProblem.quantityBelowMinimum]);
  });

  it('quantity within the label maximum', () => {
    const l = line({ price_label: { id: 12 }, count: 6, modifiers: [{ id: 101, quantity: 1 }] });
    expect(validateSelection(resolved(l), l)).toEqual([
      { code: LineProblem.quantityAboveMaximum, field: 'line.count', meta: { maximum: 5 } },
    ]);
  });

  it('modifier group min and max (0 means no maximum)', () => {
    const none = line();
    expect(validateSelection(resolved(none), none).map((p) => p.code)).toEqual([
      LineProblem.modifierGroupBelowMin,
    ]);
    const many = line({
      modifiers: [
        { id: 101, quantity: 2 },
        { id: 102, quantity: 1 },
        { id: 201, quantity: 9 },
      ],
    });
    expect(validateSelection(resolved(many), many)).toEqual([
      { code: LineProblem.modifierGroupAboveMax, field: 'line.modifiers', meta: { group: 1, max: 2 } },
    ]);
    const ok = line({ modifiers: [{ id: 102, quantity: 2 }] });
    expect(validateSelection(resolved(ok), ok)).toEqual([]);
  });

  it('a required comment must be given', () => {
    const strict = item({ comment_required: true });
    const l = line({ note: '  ' });
    const r = resolveLine(l, strict);
    expect(r.ok && validateSelection(r.line, l)).toEqual([
      { code: LineProblem.commentRequired, field: 'line.note' },
    ]);
    const given = line({ note: 'well done' });
    const r2 = resolveLine(given, strict);
    expect(r2.ok && validateSelection(r2.line, given)).toEqual([]);
  });
});
