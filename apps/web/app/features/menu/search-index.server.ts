import type { Category } from '@sufra/contract';
import { getRestaurant } from '@sufra/contract/client';
import { loadMessages } from '../../i18n/catalogs.ts';
import { apiFor } from '../../platform/api-context.ts';
import type { LoadedBusiness } from '../../shell/business.server.ts';
import { allItems, type Located, toCard } from '../../shell/menu-view.server.ts';
import { activeBranch } from '../../shell/selling-type.ts';
import type { SearchEntry } from './search.ts';

type Args = { params: { ref?: string }; context: Parameters<typeof apiFor>[0] };
type MenuView = Parameters<typeof toCard>[1];

/** Item and category names in every other language of the business: id → names. */
async function otherNames(args: Args, business: LoadedBusiness) {
  const items = new Map<number, string[]>();
  const categories = new Map<number, string[]>();
  const tags = new Map<number, string[]>();
  const others = business.restaurant.locales.filter((l) => l !== business.language);
  const branch = activeBranch(business.restaurant)?.reference_id;
  const menus = await Promise.all(
    others.map((locale) =>
      getRestaurant(apiFor(args.context, locale), business.restaurant.reference_id, branch ? { branch } : {})
        // Search still works in the page's language if another one fails to load.
        .then((r) => ('menu' in r ? r.menu.categories : []))
        .catch(() => [] as Category[]),
    ),
  );
  const add = (map: Map<number, string[]>, id: number, name: string) => {
    if (name) map.set(id, [...(map.get(id) ?? []), name]);
  };
  const walk = (cs: Category[]) => {
    for (const c of cs) {
      add(categories, c.id, c.name);
      for (const item of c.items) {
        add(items, item.id, item.name);
        for (const tag of item.tags) add(tags, item.id, tag.name);
      }
      walk(c.subcategories);
    }
  };
  for (const m of menus) walk(m);
  return { items, categories, tags };
}

/** Each diet's name in the page's language, the business's others and English (docs/product.md). */
async function dietNames(business: LoadedBusiness): Promise<(diet: string) => string[]> {
  const languages = [...new Set([business.language, ...business.restaurant.locales, 'en'])];
  const catalogs = await Promise.all(languages.map((l) => loadMessages(l).catch(() => ({}))));
  return (diet) =>
    catalogs.flatMap((c) => {
      const name = (c as Record<string, unknown>)[`diet.${diet}`];
      return typeof name === 'string' ? [name] : [];
    });
}

/**
 * The search page's entries (ADR 900): each card with its names in every language of the
 * business and its category's names; and the top categories with items, to suggest when nothing
 * matches.
 */
export async function searchIndex(
  args: Args,
  business: LoadedBusiness,
  view: MenuView,
  sold: (l: Located) => boolean,
) {
  const [other, diets] = await Promise.all([otherNames(args, business), dietNames(business)]);
  const top = business.menu.categories;
  const located = allItems(top).filter(sold);
  const categoryNames = (id: number, name: string) => [name, ...(other.categories.get(id) ?? [])];
  const nameOf = new Map<number, string>();
  const walk = (cs: Category[]) => {
    for (const c of cs) {
      nameOf.set(c.id, c.name);
      walk(c.subcategories);
    }
  };
  walk(top);
  const entries: SearchEntry[] = located.map((l) => ({
    card: toCard(l, view),
    names: other.items.get(l.item.id) ?? [],
    categories: [l.category.id, ...(l.grandId ? [l.grandId] : [])].flatMap((id) =>
      categoryNames(id, nameOf.get(id) ?? ''),
    ),
    // Its tags and the diets it is labelled with, searchable in every language (docs/product.md).
    tags: [
      ...l.item.tags.map((t) => t.name),
      ...(other.tags.get(l.item.id) ?? []),
      ...l.item.diets.flatMap(diets),
    ],
  }));
  const withItems = new Set(located.map((l) => l.grandId ?? l.category.id));
  const categories = top
    .filter((c) => withItems.has(c.id))
    .map((c) => ({ id: c.id, name: c.name, names: categoryNames(c.id, c.name) }));
  return { entries, categories };
}
