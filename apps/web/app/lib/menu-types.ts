import type { MenuItem as DomainItem } from '@sufra/domain';
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
  /** The domain item when "add" may add straight away (SPEC §5); null when it opens the detail. */
  quickAdd: DomainItem | null;
};

export type CardGroup = { id: number; name: string | null; items: ItemCard[] };

export type MenuSection = {
  id: number;
  name: string;
  description: string;
  image: string | null;
  /** The category's own items first (name null), then each subcategory. */
  groups: CardGroup[];
  count: number;
};

export type Shelf = { key: string; title: string; icon: string | null; items: ItemCard[] };
