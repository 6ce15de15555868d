import { getPopularItems } from '@sufra/contract/client';
import { chosenDiets } from '../features/diets/diet-choice.server.ts';
import { offeredType, viewFor } from '../features/storefront/storefront.server.ts';
import { cartSuggestions, suggestionQuery } from '../features/upsell/cart-suggestions.server.ts';
import { apiFor } from '../platform/api-context.ts';
import { loadBusiness } from '../shell/business.server.ts';
import type { Route } from './+types/cart-suggestions';

/**
 * `/{ref}/{type}/cart-suggestions?items=…&gap=…`: the cart's "complete your meal" cards (ADR 792),
 * asked by the cart once its stored lines are known (the cart lives in the browser, ADR 305).
 */
export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const type = offeredType(business, args.params.type);
  const { items, gap } = suggestionQuery(new URL(args.request.url));
  if (!items.length) return { cards: [] };
  const api = apiFor(args.context, business.contentLanguage);
  // Without the popular list the cart still suggests what its items suggest.
  const popular = await getPopularItems(api, business.restaurant.branch_id)
    .then((r) => r.item_ids)
    .catch(() => []);
  return {
    cards: cartSuggestions(
      business,
      viewFor(business, type, new Date(), chosenDiets(args.request, business.restaurant.reference_id)),
      items,
      popular,
      gap,
    ),
  };
}
