import type { BusinessData } from './business-data.ts';

/**
 * The taxes an item carries (ADR 1486, 1481): those it names itself, every tax that applies to all
 * items, and every tax on its category or that category's parent — so an item added later is taxed
 * by its category or by the default without the owner ticking it — less the taxes whose reach
 * leaves out the item or its category ("all items except…"). An item that ticks a tax itself
 * keeps it. The menu shown and the menu priced both read this one rule.
 */
export function itemTaxIdsOf(data: Pick<BusinessData, 'taxes' | 'categories'>) {
  const parentOf = new Map(data.categories.map((c) => [c.id, c.parentId ?? null]));
  const inCategories = (ids: readonly number[], categoryId: number) => {
    const parent = parentOf.get(categoryId) ?? null;
    return ids.includes(categoryId) || (parent !== null && ids.includes(parent));
  };
  const reaching = data.taxes.filter((t) => t.appliesTo === 'all' || t.appliesTo === 'categories');
  return (row: { id: number; taxIds: readonly number[]; categoryId: number }): number[] => {
    const reached = reaching
      .filter((t) => t.appliesTo === 'all' || inCategories(t.categoryIds, row.categoryId))
      .filter((t) => !t.exceptItemIds.includes(row.id) && !inCategories(t.exceptCategoryIds, row.categoryId))
      .map((t) => t.id);
    return [...new Set([...row.taxIds, ...reached])];
  };
}
