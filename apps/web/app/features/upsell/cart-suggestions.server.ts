import { applyDiscount, pickSuggestions, type Suggestion, type SuggestionReason } from '@sufra/domain';
import type { LoadedBusiness } from '../../shell/business.server.ts';
import type { ItemCard } from '../../shell/menu-types.ts';
import { allItems, discountOf, listed, type MenuView, toCard } from '../../shell/menu-view.server.ts';

export type SuggestedCard = ItemCard & { reason: SuggestionReason };

/** `?items=1,2&gap=750`: the cart's item ids (at most 50) and what it misses to the minimum. */
export function suggestionQuery(url: URL): { items: number[]; gap: number } {
  const items = (url.searchParams.get('items') ?? '')
    .split(',')
    .slice(0, 50)
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  const gap = Number(url.searchParams.get('gap'));
  return { items, gap: Number.isSafeInteger(gap) && gap > 0 ? gap : 0 };
}

/**
 * "Complete your meal" for a cart (ADR 792): cards of what this menu sells as this type and has
 * now, chosen by the domain's pickSuggestions from the cart items' own suggestions (when the
 * business shows them), the branch's popular items and, with a gap, the dishes that close it.
 */
export function cartSuggestions(
  business: LoadedBusiness,
  view: MenuView,
  cartIds: readonly number[],
  popularIds: readonly number[],
  gap: number,
): SuggestedCard[] {
  const all = allItems(business.menu.categories);
  const sold = all.filter(listed(view)).filter((l) => l.item.available);
  const byId = new Map(sold.map((l) => [l.item.id, l]));
  const cards = new Map(sold.map((l) => [l.item.id, toCard(l, view)]));
  const inCart = all.filter((l) => cartIds.includes(l.item.id));
  const suggestedIds = business.restaurant.suggested_items
    ? inCart.flatMap((l) => l.item.suggested_item_ids)
    : [];
  const picked: Suggestion[] = pickSuggestions({
    cart: inCart.map((l) => ({ id: l.item.id, categoryId: l.category.id })),
    candidates: sold.map((l) => {
      const card = cards.get(l.item.id);
      const one = l.item.price_labels.length === 1 ? l.item.price_labels[0] : undefined;
      return {
        id: l.item.id,
        categoryId: l.category.id,
        price: one && !view.hidePrice ? applyDiscount(one.price, discountOf(l, view), view.step) : null,
        quick: !!card?.quick && (one?.minimum ?? 1) <= 1,
      };
    }),
    suggestedIds,
    popularIds,
    gap,
  });
  return picked.flatMap((s) => {
    const card = cards.get(s.id);
    return card && byId.has(s.id) ? [{ ...card, reason: s.reason }] : [];
  });
}
