import type { BusinessData } from './business-data.ts';

/**
 * The taxes an item carries (ADR 1486): those it names itself, every tax that applies to all items,
 * and every tax on its category or that category's parent — so an item added later is taxed by
 * its category or by the default without the owner ticking it. The menu shown and the menu priced
 * both read this one rule.
 */
export function itemTaxIdsOf(data: Pick<BusinessData, 'taxes' | 'categories'>) {
  const parentOf = new Map(data.categories.map((c) => [c.id, c.parentId ?? null]));
  const toAll = data.taxes.filter((t) => t.appliesTo === 'all').map((t) => t.id);
  const byCategory = data.taxes.filter((t) => t.appliesTo === 'categories');
  return (row: { taxIds: readonly number[]; categoryId: number }): number[] => {
    const parent = parentOf.get(row.categoryId) ?? null;
    const fromCategory = byCategory
      .filter(
        (t) => t.categoryIds.includes(row.categoryId) || (parent !== null && t.categoryIds.includes(parent)),
      )
      .map((t) => t.id);
    return [...new Set([...row.taxIds, ...toAll, ...fromCategory])];
  };
}
