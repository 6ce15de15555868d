import type { RestaurantResponse } from '@sufra/contract';
import type { LoadedBusiness } from '../../shell/business.server.ts';
import { allItems, type Located, menuViewOf } from '../../shell/menu-view.server.ts';
import { type ItemView, itemViewOf } from '../item/item-view.server.ts';
import type { PreOrderGroup, PreOrderItem } from './reservation-request.ts';

type Item = RestaurantResponse['menu']['categories'][number]['items'][number];

/** What a booking's pre-order offers: visible items sold for reservations (ADR 800). */
const isForReservation = (l: Located) => l.item.visible && l.item.types.reservation;

/**
 * Items with choices (option groups, a required note) open the menu's item sheet in the
 * pre-order (ADR 804); the others are a quantity per price option.
 */
const needsChoices = (item: Item) =>
  item.comment_required || item.modifier_groups.some((g) => g.modifiers.length > 0);

const MAX_ITEMS = 120;

/**
 * What a diner can pre-order with a booking (ADR 800, 804): items sold for reservations by
 * category, one line per price option for plain items, one "Choose" per item with choices, and
 * those items' sheets (their views as on the item page, priced as dine-in: reservations count
 * as dine-in for discounts, [product: Discounts, coupons and taxes]). The prices are shown only; the server prices the order.
 */
export function preOrderItems(business: LoadedBusiness): { groups: PreOrderGroup[]; sheets: ItemView[] } {
  const groups = new Map<string, PreOrderItem[]>();
  const view = menuViewOf(business, 'dinein', true);
  const sheets: ItemView[] = [];
  const offered = allItems(business.menu.categories).filter(isForReservation).slice(0, MAX_ITEMS);
  for (const { item, category } of offered) {
    const list = groups.get(category.name) ?? [];
    // Every price here is the item view's, as the menu and the item sheet show it: discounted as
    // the server prices a reservation's order (ADR 1381). The raw price label was shown before.
    const sheet = itemViewOf(business, view, item.id, isForReservation);
    if (!sheet) continue;
    if (needsChoices(item)) {
      // The sheet's own suggestions lead to the menu, not to this booking.
      sheets.push({ ...sheet, suggested: [] });
      const from = Math.min(...sheet.labels.map((l) => l.price));
      list.push({
        id: item.id,
        labelId: 0,
        name: item.name,
        label: '',
        price: from,
        image: item.image ?? null,
        choices: true,
      });
    } else {
      list.push(
        ...sheet.labels.map((l) => ({
          id: item.id,
          labelId: l.id,
          name: item.name,
          label: sheet.labels.length > 1 ? l.label : '',
          price: l.price,
          image: item.image ?? null,
          choices: false,
        })),
      );
    }
    groups.set(category.name, list);
  }
  return { groups: [...groups.entries()].map(([category, items]) => ({ category, items })), sheets };
}
