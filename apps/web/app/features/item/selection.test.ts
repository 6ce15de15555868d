import { describe, expect, it } from 'vitest';
import { initialSelection, isValid, problemsOf, selectLabel, toggleModifier } from './selection.ts';

const label = (id: number, minimum = 1) => ({
  id,
  label: { en: 'L' },
  price: 1000,
  weight: null,
  shippingWeight: null,
  minimum,
  maximum: 4,
  isQty: false,
  unit: null,
  preparation_time: null,
  preparation_time_type: null,
});
const group = {
  id: 5,
  locales: { en: 'Milk' },
  min: 1,
  max: 1,
  modifiers: [
    { id: 51, locales: { en: 'Oat' }, price: 250, taxes: [], image: null },
    { id: 52, locales: { en: 'Full' }, price: 0, taxes: [], image: null },
  ],
};
const view = {
  item: { id: 1 },
  labels: [{ id: 10, minimum: 2 }],
  domainItem: {
    id: 1,
    name: { en: 'Latte' },
    category_id: 1,
    grand_category_id: null,
    visible: true,
    price_option_kind: 0 as const,
    price_labels: [label(10, 2)],
    modifier_groups: [group],
    taxes: [],
    types: { dine_in: true, delivery: true, car_pickup: true, reservation: false },
    comment_required: true,
    branch_ids: [1],
  },
};

describe('item selection', () => {
  it('starts on the first label at its minimum quantity', () => {
    expect(initialSelection(view as never)).toMatchObject({ labelId: 10, count: 2 });
  });
  it('reports a required group and a required comment until they are filled', () => {
    const s = initialSelection(view as never);
    const p = problemsOf(view as never, s);
    expect(p.groups.get(5)).toBe('min');
    expect(p.note).toBe(true);
    const filled = { ...toggleModifier(s, group, 51), note: 'no ice' };
    expect(isValid(problemsOf(view as never, filled))).toBe(true);
  });
  it('a one-choice group swaps its choice', () => {
    const s = toggleModifier(toggleModifier(initialSelection(view as never), group, 51), group, 52);
    expect([...s.modifiers]).toEqual([52]);
  });
  it('quantity below the label minimum is a problem', () => {
    const s = { ...toggleModifier(initialSelection(view as never), group, 51), note: 'x', count: 1 };
    expect(problemsOf(view as never, s).quantity).toBe(true);
  });
  it('switching label keeps the quantity within the new label: raised to its minimum, capped at its maximum', () => {
    const labels = {
      labels: [
        { id: 1, minimum: 1, maximum: 10 },
        { id: 2, minimum: 3, maximum: 5 },
        { id: 3, minimum: 1, maximum: null },
      ],
    };
    const s = { labelId: 1, modifiers: new Set<number>(), count: 8, note: '' };
    expect(selectLabel(labels as never, s, 2)).toMatchObject({ labelId: 2, count: 5 });
    expect(selectLabel(labels as never, { ...s, count: 1 }, 2).count).toBe(3);
    expect(selectLabel(labels as never, { ...s, count: 4 }, 2).count).toBe(4);
    expect(selectLabel(labels as never, { ...s, count: 40 }, 3).count).toBe(40);
  });
});
