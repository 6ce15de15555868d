// [product: Cart] "Complete your meal": what the cart suggests, and which dishes close the gap to
// a delivery's minimum order (ADR 792). Pure: the candidates come priced and filtered (sold as
// this type, available) by the caller.
import type { Minor } from './types.ts';

export interface SuggestionCandidate {
  id: number;
  categoryId: number;
  /** What one costs the diner here, after its discount (minor units); null when not shown. */
  price: Minor | null;
  /** Added with one tap (no choices to make): only these can fill a gap at once. */
  quick: boolean;
}

export type SuggestionReason = 'suggested' | 'popular' | 'fills_minimum';
export interface Suggestion {
  id: number;
  reason: SuggestionReason;
}

export interface SuggestionInput {
  cart: ReadonlyArray<{ id: number; categoryId: number }>;
  candidates: readonly SuggestionCandidate[];
  /** The cart items' own suggestions, in their order (empty when the business turned them off). */
  suggestedIds: readonly number[];
  /** The branch's most ordered items, most first. */
  popularIds: readonly number[];
  /** What the cart still misses to reach the minimum order (0: none). */
  gap: Minor;
  limit?: number;
}

export const MAX_SUGGESTIONS = 6;

/**
 * With a gap to the minimum: first the cheapest one-tap dishes that close it alone, then the rest.
 * Otherwise: the cart items' own suggestions, then popular dishes of categories the cart does not
 * have yet (a side, a drink, a dessert rather than a second main), then popular ones of the rest.
 * Never an item already in the cart; never twice.
 */
export function pickSuggestions(input: SuggestionInput): Suggestion[] {
  const limit = input.limit ?? MAX_SUGGESTIONS;
  const inCart = new Set(input.cart.map((l) => l.id));
  const cartCategories = new Set(input.cart.map((l) => l.categoryId));
  const byId = new Map(input.candidates.filter((c) => !inCart.has(c.id)).map((c) => [c.id, c]));
  const out: Suggestion[] = [];
  const taken = new Set<number>();
  const take = (id: number, reason: SuggestionReason) => {
    if (out.length >= limit || taken.has(id) || !byId.has(id)) return;
    taken.add(id);
    out.push({ id, reason });
  };
  if (input.gap > 0) {
    const filling = [...byId.values()]
      .filter((c) => c.quick && c.price !== null && c.price >= input.gap)
      .sort((a, b) => (a.price ?? 0) - (b.price ?? 0) || a.id - b.id);
    for (const c of filling.slice(0, 3)) take(c.id, 'fills_minimum');
  }
  for (const id of input.suggestedIds) take(id, 'suggested');
  const popular = input.popularIds.filter((id) => byId.has(id));
  for (const id of popular) if (!cartCategories.has(byId.get(id)?.categoryId ?? -1)) take(id, 'popular');
  for (const id of popular) take(id, 'popular');
  return out;
}
