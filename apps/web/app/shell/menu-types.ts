import type { PriceSummary } from './price-summary.ts';

/** What an item card needs; built on the server so pages ship cards, not the whole menu. */
export type ItemCard = {
  id: number;
  categoryId: number;
  name: string;
  /** Short description (cut on the server). */
  description: string;
  image: string | null;
  price: PriceSummary;
  stickers: string[];
  calories: number | null;
  preparationTime: number | null;
  available: boolean;
  /** "Add" adds straight away (the domain's open-detail rule, [product: Opening hours and scheduling]) instead of opening the item. */
  quick: boolean;
  /** The happy hour its price has now, when it has one (ADR 1483). */
  happyHour?: HappyHourBadge;
};

/** A happy hour as a badge says it: its discount and the business's local time it ends. */
export type HappyHourBadge = { type: 'percent' | 'fixed'; value: number; until: string };

export type CardGroup = { id: number; name: string | null; items: ItemCard[] };

export type MenuSection = {
  id: number;
  name: string;
  description: string;
  image: string | null;
  /**
   * The category's own items first (name null), then each subcategory; null when the page did not
   * ship them (a long menu sends the first sections only, the others load as they come near).
   */
  groups: CardGroup[] | null;
  /** Group names and sizes, to keep the right space for groups not loaded yet. */
  outline: Array<{ named: boolean; count: number }>;
  count: number;
};

export type Shelf = {
  key: string;
  title: string;
  /** The title is in the interface's language (a business label per language, ADR 1460). */
  own?: boolean;
  icon: string | null;
  items: ItemCard[];
};
