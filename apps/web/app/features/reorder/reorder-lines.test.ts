import type { OrderView } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import { group, item, label, modifier } from '../../../../../packages/domain/src/test-fixtures.ts';
import { reorderLines } from './reorder-lines.ts';

type Line = NonNullable<OrderView['lines']>[number];
const past = (over: Partial<Line> = {}): Line => ({
  position: 0,
  item_id: 1,
  price_label_id: 11,
  name: 'Burger',
  label: 'Regular',
  modifiers: [],
  quantity: 2,
  unit_price: 1000,
  gross: 2000,
  item_discount: 0,
  coupon_discount: 0,
  net: 2000,
  discount_id: null,
  comment: 'no onions',
  ...over,
});

const cheese = modifier({ id: 101, price: 200 });
const burger = item({ id: 1, modifier_groups: [group({ modifiers: [cheese] })] });

describe('order again (ADR 1041)', () => {
  it('brings back what is still sold, with its quantity, choices and note, at today’s price', () => {
    const { items, changes } = reorderLines(
      [past({ modifiers: [{ id: 101, name: 'Cheese', quantity: 1, price: 200 }], unit_price: 1200 })],
      (id) => (id === 1 ? burger : null),
      'en',
    );
    expect(changes).toEqual([]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: 1, count: 2, note: 'no onions', price: 1200 });
    expect(items[0]?.modifiers.map((m) => m.id)).toEqual([101]);
  });

  it('says what costs more (or less) now, and adds it at the new price', () => {
    const dearer = item({ id: 1, price_labels: [label({ price: 1250 })] });
    const { items, changes } = reorderLines([past()], () => dearer, 'en');
    expect(items[0]?.price).toBe(1250);
    expect(changes).toEqual([{ kind: 'price', name: 'Burger', was: 1000, now: 1250 }]);
  });

  it('leaves out what is gone: the item, or its size', () => {
    const { items, changes } = reorderLines(
      [
        past(),
        past({ item_id: 2, name: 'Fries' }),
        past({ item_id: 1, price_label_id: 99, name: 'Burger XL' }),
      ],
      (id) => (id === 1 ? burger : null),
      'en',
    );
    expect(items).toHaveLength(1);
    expect(changes).toEqual([
      { kind: 'gone', name: 'Fries' },
      { kind: 'gone', name: 'Burger XL' },
    ]);
  });

  it('drops choices no longer offered and says so; a newly required choice sends the diner to the menu', () => {
    const noCheese = item({ id: 1, modifier_groups: [group({ modifiers: [modifier({ id: 102 })] })] });
    const dropped = reorderLines(
      [past({ modifiers: [{ id: 101, name: 'Cheese', quantity: 1, price: 200 }], unit_price: 1200 })],
      () => noCheese,
      'en',
    );
    expect(dropped.items[0]?.modifiers).toEqual([]);
    expect(dropped.changes).toEqual([{ kind: 'options', name: 'Burger' }]);

    const mustChoose = item({
      id: 1,
      modifier_groups: [group({ min: 1, max: 1, modifiers: [modifier({ id: 102 })] })],
    });
    const refused = reorderLines([past()], () => mustChoose, 'en');
    expect(refused.items).toEqual([]);
    expect(refused.changes).toEqual([{ kind: 'choose', name: 'Burger' }]);
  });
});
