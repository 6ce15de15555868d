import { describe, expect, it } from 'vitest';
import { pickSuggestions, type SuggestionCandidate } from './cart-suggestions.ts';

const c = (
  id: number,
  categoryId: number,
  price: number | null = 1000,
  quick = true,
): SuggestionCandidate => ({
  id,
  categoryId,
  price,
  quick,
});
// Mains (1), sides (2), drinks (3).
const candidates = [
  c(1, 1, 3000),
  c(2, 1, 2500),
  c(3, 2, 800),
  c(4, 2, 600),
  c(5, 3, 500),
  c(6, 3, 1200, false),
];

describe('pickSuggestions (ADR 792)', () => {
  it('the cart items’ own suggestions first, never what is in the cart', () => {
    const out = pickSuggestions({
      cart: [{ id: 1, categoryId: 1 }],
      candidates,
      suggestedIds: [1, 5, 3],
      popularIds: [],
      gap: 0,
    });
    expect(out).toEqual([
      { id: 5, reason: 'suggested' },
      { id: 3, reason: 'suggested' },
    ]);
  });

  it('then popular dishes of other categories before popular ones of the cart’s own', () => {
    const out = pickSuggestions({
      cart: [{ id: 1, categoryId: 1 }],
      candidates,
      suggestedIds: [],
      popularIds: [2, 4, 5],
      gap: 0,
    });
    expect(out.map((s) => s.id)).toEqual([4, 5, 2]);
    expect(out.every((s) => s.reason === 'popular')).toBe(true);
  });

  it('with a gap to the minimum: the cheapest one-tap dishes that close it alone come first', () => {
    const out = pickSuggestions({
      cart: [{ id: 1, categoryId: 1 }],
      candidates,
      suggestedIds: [5],
      popularIds: [],
      gap: 700,
    });
    // 600 and 500 do not close it; 6 (1200) needs a choice first.
    expect(out.slice(0, 2)).toEqual([
      { id: 3, reason: 'fills_minimum' },
      { id: 2, reason: 'fills_minimum' },
    ]);
    expect(out.map((s) => s.id)).toContain(5);
  });

  it('skips unknown (not sold here) ids, duplicates, and stops at the limit', () => {
    const out = pickSuggestions({
      cart: [],
      candidates,
      suggestedIds: [99, 3, 3],
      popularIds: [3, 4, 5, 2, 1],
      gap: 0,
      limit: 3,
    });
    expect(out.map((s) => s.id)).toEqual([3, 4, 5]);
  });
});
