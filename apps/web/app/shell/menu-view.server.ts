import type { Category, MenuItem, RestaurantResponse, SellingTypePath } from '@sufra/contract';
import {
  allDiscountsAt,
  currencyInfo,
  type Discount,
  type DiscountsBySellingType,
  type MenuItem as DomainItem,
  discountForItem,
  discountsFor,
  happyHoursOpenAt,
  isItemSoldAs,
  keepsDiets,
  localMoment,
  shouldOpenDetail,
} from '@sufra/domain';
import { ownLabel } from '../i18n/own-text.ts';
import type { CardGroup, HappyHourBadge, ItemCard, MenuSection, Shelf } from './menu-types.ts';
import { priceSummary } from './price-summary.ts';

export type MenuView = {
  type: SellingTypePath;
  language: string;
  hidePrice: boolean;
  cartEnabled: boolean;
  step: number;
  branchId: number;
  discounts: DiscountsBySellingType;
  /**
   * The happy hours open when the page is drawn, by discount id → the local "HH:MM" each ends:
   * the server's moment and the business's time zone, never the phone's clock (ADR 1483).
   */
  happyHoursEnd?: Record<number, string>;
  /** Business settings that switch card details on ([product: Menu and items] stickers, calories, preparation_time). */
  show: { stickers: boolean; calories: boolean; preparationTime: boolean };
  /** The visit's diet filter (ADR 1061): lists leave out items that do not keep every one. */
  diets: readonly string[];
  /** Busy mode's extra minutes for this selling type now: preparation times grow by them (ADR 1160). */
  busyMinutes: number;
};

export type Located = { item: MenuItem; grandId: number | null; category: Category };

/** Every item with its category and top-level category, in menu order. */
export function allItems(categories: Category[], grandId: number | null = null): Located[] {
  return categories.flatMap((category) => {
    const top = grandId ?? category.id;
    return [
      ...category.items.map((item) => ({ item, category, grandId: top === category.id ? null : top })),
      ...allItems(category.subcategories, top),
    ];
  });
}

export function findCategory(categories: Category[], id: number): Category | null {
  for (const c of categories) {
    if (c.id === id) return c;
    const sub = findCategory(c.subcategories, id);
    if (sub) return sub;
  }
  return null;
}

const one = (language: string, text: string) => ({ [language]: text });

/** The contract item in the domain's shape, for cart lines. */
export function toDomainItem(located: Located, view: Pick<MenuView, 'language' | 'branchId'>): DomainItem {
  const { item, grandId } = located;
  const l = view.language;
  return {
    id: item.id,
    name: one(l, item.name),
    category_id: item.category_id,
    grand_category_id: grandId,
    visible: item.visible,
    price_option_kind: item.price_option_kind,
    price_labels: item.price_labels.map((p) => ({
      ...p,
      label: one(l, p.label),
      preparation_time_type:
        p.preparation_time_type === 'hour' ? 'hour' : p.preparation_time_type ? 'minute' : null,
    })),
    modifier_groups: item.modifier_groups.map((g) => ({
      id: g.id,
      locales: one(l, g.name),
      min: g.min,
      max: g.max,
      modifiers: g.modifiers.map((m) => ({
        id: m.id,
        locales: one(l, m.name),
        price: m.price,
        taxes: [],
        image: m.image,
      })),
    })),
    taxes: item.taxes.map((t) => ({ ...t, name: one(l, t.name) })),
    types: item.types,
    comment_required: item.comment_required,
    branch_ids: [view.branchId],
    image: item.image,
  };
}

export function discountOf(located: Located, view: MenuView): Discount | null {
  const table = discountsFor(view.discounts, view.type);
  return discountForItem(
    { id: located.item.id, category_id: located.item.category_id, grand_category_id: located.grandId },
    table,
  );
}

/** The happy hour pricing this item now, when the discount it gets is one (ADR 1483). */
export function happyHourOf(located: Located, view: MenuView): HappyHourBadge | null {
  const discount = discountOf(located, view);
  const until = discount && view.happyHoursEnd?.[discount.id];
  return discount && until ? { type: discount.type, value: discount.value, until } : null;
}

const shorten = (text: string, max = 110) =>
  text.length <= max
    ? text
    : `${text.slice(0, text.lastIndexOf(' ', max) > 60 ? text.lastIndexOf(' ', max) : max)}…`;

export function toCard(located: Located, view: MenuView): ItemCard {
  const { item } = located;
  const happyHour = view.hidePrice ? null : happyHourOf(located, view);
  const quick =
    item.available &&
    !shouldOpenDetail({
      item: toDomainItem(located, view),
      hidePrice: view.hidePrice,
      cartEnabled: view.cartEnabled,
    });
  return {
    id: item.id,
    categoryId: item.category_id,
    name: item.name,
    description: shorten(item.description),
    image: item.image,
    price: priceSummary(item, {
      hidePrice: view.hidePrice,
      discount: discountOf(located, view),
      step: view.step,
    }),
    stickers: view.show.stickers ? item.stickers : [],
    calories: view.show.calories ? item.calories : null,
    preparationTime: view.show.preparationTime ? withBusy(item.preparation_time, view.busyMinutes) : null,
    available: item.available,
    quick,
    ...(happyHour ? { happyHour } : {}),
  };
}

/** A dish's preparation time while the kitchen is busy (ADR 1080, 1160); none stays none. */
export const withBusy = (minutes: number | null, busy: number): number | null =>
  minutes === null ? null : minutes + busy;

/** [product: Menu and items]: an item is listed under a selling type when its types map sells it so. */
export const soldAs = (view: MenuView) => (l: Located) => isItemSoldAs(l.item.types, view.type);

/**
 * What the lists show: sold so, and keeping the visit's diets (ADR 1061). An item page or sheet
 * opened by its link still shows a dish the filter leaves out of the lists (`soldAs`).
 */
export const listed = (view: MenuView) => {
  const sold = soldAs(view);
  return (l: Located) => sold(l) && keepsDiets(l.item.diets_choosable ?? l.item.diets, view.diets);
};

/** A category as a menu section; subcategories become their own groups when `showSubcategories`. */
export function toSection(
  category: Category,
  view: MenuView,
  showSubcategories: boolean,
): MenuSection | null {
  const located = allItems([category]).filter(listed(view));
  const groups: CardGroup[] = [];
  if (showSubcategories) {
    const own = located.filter((l) => l.category.id === category.id);
    if (own.length) groups.push({ id: category.id, name: null, items: own.map((l) => toCard(l, view)) });
    for (const sub of category.subcategories) {
      const items = located.filter(
        (l) => l.category.id === sub.id || findCategory(sub.subcategories, l.category.id),
      );
      if (items.length) groups.push({ id: sub.id, name: sub.name, items: items.map((l) => toCard(l, view)) });
    }
  } else if (located.length) {
    groups.push({ id: category.id, name: null, items: located.map((l) => toCard(l, view)) });
  }
  if (!groups.length) return null;
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    image: category.image,
    groups,
    outline: groups.map((g) => ({ named: g.name !== null, count: g.items.length })),
    count: located.length,
  };
}

/** Smart categories and the highlighted category as horizontal shelves above the menu. */
export function shelvesOf(response: RestaurantResponse & { language?: string }, view: MenuView): Shelf[] {
  const located = allItems(response.menu.categories).filter(listed(view));
  const byId = new Map(located.map((l) => [l.item.id, l]));
  const shelves: Shelf[] = response.smart_categories.flatMap((smart) => {
    const items = smart.item_ids.flatMap((id) => {
      const l = byId.get(id);
      return l ? [toCard(l, view)] : [];
    });
    // Its title in the interface's language when the business wrote one, else in the texts'
    // language, marked as such (ADR 1460).
    const own = response.language ? ownLabel(smart.names, response.language) : undefined;
    return items.length
      ? [{ key: `smart-${smart.id}`, title: own ?? smart.name, own: !!own, icon: smart.icon, items }]
      : [];
  });
  const highlighted =
    response.highlightedCat === null ? null : findCategory(response.menu.categories, response.highlightedCat);
  if (highlighted) {
    const items = allItems([highlighted])
      .filter(listed(view))
      .slice(0, 12)
      .map((l) => toCard(l, view));
    if (items.length)
      shelves.push({ key: `highlight-${highlighted.id}`, title: highlighted.name, icon: null, items });
  }
  return shelves;
}

/** The selling types' discounts at `now`: the happy hours open then laid over the rest (ADR 1485). */
export function discountsNow(
  response: Pick<RestaurantResponse, 'discounts' | 'restaurant'>,
  now: Date,
): DiscountsBySellingType {
  return allDiscountsAt(
    response.discounts as unknown as DiscountsBySellingType,
    now,
    response.restaurant.time_zone,
  );
}

export function menuViewOf(
  response: RestaurantResponse & { language: string },
  type: SellingTypePath,
  cartEnabled: boolean,
  diets: readonly string[] = [],
  busyMinutes = 0,
  now: Date = new Date(),
): MenuView {
  return {
    type,
    language: response.language,
    hidePrice: response.restaurant.hide_price,
    cartEnabled,
    step: currencyInfo(response.restaurant.currency).rounding,
    branchId: response.restaurant.branch_id,
    // Happy hours open now, in the business's time zone (ADR 1485); the order is priced again by
    // the server's clock when it is placed.
    discounts: discountsNow(response, now),
    happyHoursEnd: happyHoursOpenAt(
      discountsFor(response.discounts as unknown as DiscountsBySellingType, type),
      localMoment(now, response.restaurant.time_zone),
    ),
    show: {
      stickers: response.restaurant.stickers,
      calories: response.restaurant.calories,
      preparationTime: response.restaurant.preparation_time,
    },
    diets,
    busyMinutes,
  };
}
