import type { RestaurantResponse } from '@sufra/contract';
import { allItems } from '../menu/menu-view.server.ts';
import type { PreOrderGroup, PreOrderItem } from './reservation-request.ts';

/**
 * What a diner can pre-order with a booking (ADR 800, 803): visible items sold for reservations,
 * one line per price option. Items that need choices first (required options, a required note)
 * are left to the menu, where their sheet asks for them.
 */
export function preOrderItems(menu: RestaurantResponse['menu']): PreOrderGroup[] {
  const groups = new Map<string, PreOrderItem[]>();
  const offered = allItems(menu.categories)
    .filter(({ item }) => isOffered(item))
    .slice(0, 120);
  for (const { item, category } of offered) {
    const list = groups.get(category.name) ?? [];
    list.push(
      ...item.price_labels.map((l) => ({
        id: item.id,
        labelId: l.id,
        name: item.name,
        label: item.price_labels.length > 1 ? l.label : '',
        price: l.price,
        image: item.image ?? null,
      })),
    );
    groups.set(category.name, list);
  }
  return [...groups.entries()].map(([category, items]) => ({ category, items }));
}

type Item = RestaurantResponse['menu']['categories'][number]['items'][number];

const isOffered = (item: Item): boolean =>
  item.visible &&
  item.types.reservation &&
  !item.comment_required &&
  item.modifier_groups.every((g) => (g.min ?? 0) === 0);
