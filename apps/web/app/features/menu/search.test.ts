import { describe, expect, it } from 'vitest';
import type { ItemCard } from './menu-types.ts';
import { normalize, searchCards } from './search.ts';

const card = (id: number, name: string, description = ''): ItemCard => ({
  id,
  categoryId: 1,
  name,
  description,
  image: null,
  price: { kind: 'none' },
  stickers: [],
  calories: null,
  preparationTime: null,
  available: true,
  quick: false,
});
const cards = [
  card(1, 'Spanish Latte', 'espresso and condensed milk'),
  card(2, 'Latte'),
  card(3, 'إسبريسو'),
  card(4, 'Karak chai', 'with milk'),
];

describe('menu search', () => {
  it('matches every word, names first', () => {
    expect(searchCards(cards, 'latte').map((c) => c.id)).toEqual([2, 1]);
    expect(searchCards(cards, 'milk').map((c) => c.id)).toEqual([1, 4]);
    expect(searchCards(cards, 'spanish milk').map((c) => c.id)).toEqual([1]);
  });
  it('folds Arabic letter forms and case', () => {
    expect(normalize('إسبريسو')).toBe(normalize('اسبريسو'));
    expect(searchCards(cards, 'اسبريسو').map((c) => c.id)).toEqual([3]);
  });
  it('returns every match, however many (the list is windowed, the count is the real one)', () => {
    const many = Array.from({ length: 500 }, (_, i) => card(i + 1, `Salad ${i + 1}`));
    expect(searchCards(many, 'salad')).toHaveLength(500);
  });
  it('an empty query finds nothing', () => {
    expect(searchCards(cards, '  ')).toEqual([]);
  });
});
