import { describe, expect, it } from 'vitest';
import type { ItemCard } from '../../shell/menu-types.ts';
import { normalize } from '../../shell/normalize.ts';
import { indexEntries, type SearchEntry, searchCards, suggestCategories } from './search.ts';

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
const entry = (c: ItemCard, names: string[] = [], categories: string[] = []): SearchEntry => ({
  card: c,
  names,
  categories,
});
const index = indexEntries([
  entry(card(1, 'Spanish Latte', 'espresso and condensed milk'), ['سبانش لاتيه'], ['Coffee', 'القهوة']),
  entry(card(2, 'Latte'), ['لاتيه'], ['Coffee', 'القهوة']),
  entry(card(3, 'إسبريسو'), ['Espresso'], ['القهوة', 'Coffee']),
  entry(card(4, 'Karak chai', 'with milk'), ['شاي كرك'], ['Tea & Karak', 'الشاي والكرك']),
  entry(card(5, 'Mixed Grill Platter'), ['مشاوي مشكّلة'], ['Mains']),
  entry(card(6, 'Hibiscus Iced Tea'), ['كركديه مثلّج'], ['Tea & Karak', 'الشاي والكرك']),
  entry(card(7, 'Cappuccino'), ['كابتشينو'], ['Coffee']),
]);
const ids = (q: string) => searchCards(index, q).map((c) => c.id);

describe('menu search (ADR 900)', () => {
  it('matches every word; whole words and word starts, never the inside of a word (docs/product.md)', () => {
    // "latte" is inside "Platter": not a match.
    expect(ids('latte')).toEqual([2, 1]);
    expect(ids('lat')).toEqual([2, 1]);
    expect(ids('spanish milk')).toEqual([1]);
    expect(ids('milk')).toEqual([1, 4]);
  });
  it('the whole word "كرك" puts karak before hibiscus (كركديه), and the article is no obstacle', () => {
    expect(ids('كرك')[0]).toBe(4);
    expect(ids('كرك')).toContain(6);
    expect(ids('الكرك')[0]).toBe(4);
  });
  it('tolerates one typo (a letter wrong, missing, extra or swapped) in words of four letters or more', () => {
    expect(ids('latet')).toContain(2);
    expect(ids('capuccino')).toEqual([7]);
    expect(ids('cappuccinno')).toEqual([7]);
    expect(ids('espreso')).toEqual([3, 1]);
    // Two typos, or a typo in a three-letter word, find nothing.
    expect(ids('capucino')).toEqual([]);
    expect(ids('lwt')).toEqual([]);
  });
  it('matches every language of the business and the category names', () => {
    expect(ids('لاتيه')).toEqual([2, 1]);
    expect(ids('espresso')).toEqual([3, 1]);
    expect(ids('coffee')).toEqual([1, 2, 3, 7]);
  });
  it('folds Arabic letter forms and case', () => {
    expect(normalize('إسبريسو')).toBe(normalize('اسبريسو'));
    expect(ids('اسبريسو')).toEqual([3]);
  });
  it('returns every match, however many (the list is windowed, the count is the real one)', () => {
    const many = indexEntries(Array.from({ length: 500 }, (_, i) => entry(card(i + 1, `Salad ${i + 1}`))));
    expect(searchCards(many, 'salad')).toHaveLength(500);
  });
  it('finds by tag and diet, in any language; inside a word only in scripts without spaces', () => {
    const tagged = indexEntries([
      { ...entry(card(1, 'Falafel Wrap')), tags: ['Vegan', 'نباتي صرف', 'ヴィーガン'] },
      entry(card(2, 'Shakshuka')),
      entry(card(3, 'カフェラテ')),
    ]);
    const found = (q: string) => searchCards(tagged, q).map((c) => c.id);
    expect(found('vegan')).toEqual([1]);
    expect(found('نباتي')).toEqual([1]);
    expect(found('ヴィーガン')).toEqual([1]);
    expect(found('ラテ')).toEqual([3]);
  });
  it('an empty query finds nothing', () => {
    expect(ids('  ')).toEqual([]);
  });
  it('suggests the categories near the query first, then the others', () => {
    const cats = [
      { id: 1, names: ['Coffee', 'القهوة'] },
      { id: 2, names: ['Desserts', 'الحلويات'] },
      { id: 3, names: ['Tea & Karak'] },
    ];
    expect(suggestCategories(cats, 'desert').map((c) => c.id)).toEqual([2, 1, 3]);
    expect(suggestCategories(cats, '').map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
