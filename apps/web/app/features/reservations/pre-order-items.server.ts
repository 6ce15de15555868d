import type { RestaurantResponse } from '@sufra/contract';
import { allItems } from '../menu/menu-view.server.ts';

import type { PreOrderItem } from './reservation-request.ts';

/**
 * What a diner can pre-order with a booking (ADR 800, 803): visible items sold for reservations,
 * one line per price option. Items that need choices first (required options, a required note)
 * are left to the menu, where their sheet asks for them.
 */
export function preOrderItems(menu: RestaurantResponse['menu']): PreOrderItem[] {
  return allItems(menu.categories)
    .map(({ item }) => item)
    .filter(
      (item) =>
        item.visible &&
        item.types.reservation &&
        !item.comment_required &&
        item.modifier_groups.every((g) => (g.min ?? 0) === 0),
    )
    .flatMap((item) =>
      item.price_labels.map((l) => ({
        id: item.id,
        labelId: l.id,
        name: item.name,
        label: item.price_labels.length > 1 ? l.label : '',
        price: l.price,
        image: item.image ?? null,
      })),
    )
    .slice(0, 60);
}
