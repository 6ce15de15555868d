import { applyDiscount, keepsDiets, minimumCount, optionBreaks } from '@sufra/domain';
import type { LoadedBusiness } from '../../shell/business.server.ts';
import {
  allItems,
  discountOf,
  happyHourOf,
  type Located,
  listed,
  type MenuView,
  soldAs,
  toCard,
  toDomainItem,
  withBusy,
} from '../../shell/menu-view.server.ts';

export type ItemLabel = {
  id: number;
  label: string;
  price: number;
  original: number | null;
  minimum: number;
  maximum: number | null;
  isQty: boolean;
  unit: string | null;
};

/**
 * Everything the item page and the item sheet show; null when the item is not on this menu.
 * `sold` says which items the menu offers (a booking's pre-order offers those sold for reservations).
 */
export function itemViewOf(
  business: LoadedBusiness,
  view: MenuView,
  itemId: number,
  sold: (l: Located) => boolean = soldAs(view),
) {
  const all = allItems(business.menu.categories);
  const located = all.find((l) => l.item.id === itemId);
  if (!located || !sold(located)) return null;
  const { item, category } = located;
  const discount = discountOf(located, view);
  const labels: ItemLabel[] = item.price_labels.map((l) => {
    const price = applyDiscount(l.price, discount, view.step);
    return {
      id: l.id,
      label: l.label,
      price,
      original: price < l.price ? l.price : null,
      minimum: minimumCount(l),
      maximum: l.maximum !== null && l.maximum > 0 ? l.maximum : null,
      isQty: l.isQty,
      unit: l.unit,
    };
  });
  const byId = new Map(all.filter(listed(view)).map((l) => [l.item.id, l]));
  // The visit's diet filter hides the options that break it, on a dish that keeps it (ADR 1061);
  // the server still takes any option: this is a view, not a rule.
  const filtering = view.diets.length > 0 && keepsDiets(item.diets_choosable ?? item.diets, view.diets);
  const groups = item.modifier_groups.map((g) =>
    filtering ? { ...g, modifiers: g.modifiers.filter((m) => !optionBreaks(m.breaks, view.diets)) } : g,
  );
  const hiddenOptions =
    item.modifier_groups.reduce((n, g) => n + g.modifiers.length, 0) -
    groups.reduce((n, g) => n + g.modifiers.length, 0);
  const settings = business.restaurant;
  const suggested = settings.suggested_items
    ? item.suggested_item_ids.flatMap((id) => {
        const l = byId.get(id);
        return l ? [toCard(l, view)] : [];
      })
    : [];
  return {
    item: {
      id: item.id,
      categoryId: item.category_id,
      name: item.name,
      description: item.description,
      image: item.image,
      available: item.available,
      calories: settings.calories ? item.calories : null,
      preparationTime: settings.preparation_time ? withBusy(item.preparation_time, view.busyMinutes) : null,
      stickers: settings.stickers ? item.stickers : [],
      // A diet tag's word is the derived diet's, shown from the catalog (a contradicted one not at all).
      tags: item.tags.filter((t) => t.kind === 'tag' && !t.claims),
      allergens: item.allergens,
      diets: item.diets,
      ingredients: settings.ingredients ? item.tags.filter((t) => t.kind === 'ingredient') : [],
      commentRequired: item.comment_required,
      groups: groups.filter((g) => g.modifiers.length > 0),
      hiddenOptions,
    },
    labels,
    domainItem: toDomainItem(located, view),
    category: { id: category.id, name: category.name },
    suggested,
    discount,
    happyHour: view.hidePrice ? null : happyHourOf(located, view),
    step: view.step,
    hidePrice: view.hidePrice,
    cartEnabled: view.cartEnabled,
    showNote: !settings.hide_note_on_item || item.comment_required,
  };
}

export type ItemView = NonNullable<ReturnType<typeof itemViewOf>>;
