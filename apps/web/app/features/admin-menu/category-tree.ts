// The menu's two levels in the back office (ADR 1151): the page lists each top-level category
// followed by its subcategories, and every reordering (arrows or drag) is one write of that whole
// list (the categories' order call), so the storefront reads the same order.

export type TreeNode = { id: number; parent_id: number | null };

/** Top-level categories in order, each followed by its subcategories; an orphan counts as top level. */
export function treeOrder<T extends TreeNode>(categories: readonly T[]): { category: T; depth: 0 | 1 }[] {
  const ids = new Set(categories.map((c) => c.id));
  const isTop = (c: T) => c.parent_id === null || !ids.has(c.parent_id);
  return categories
    .filter(isTop)
    .flatMap((top) => [
      { category: top, depth: 0 as const },
      ...categories
        .filter((c) => !isTop(c) && c.parent_id === top.id)
        .map((c) => ({ category: c, depth: 1 as const })),
    ]);
}

const parentOf = (categories: readonly TreeNode[], c: TreeNode) =>
  c.parent_id !== null && categories.some((o) => o.id === c.parent_id) ? c.parent_id : null;

/** The ids of the siblings of a level (null: top level), in the page's order. */
export function siblingIds(categories: readonly TreeNode[], parentId: number | null): number[] {
  return treeOrder(categories)
    .filter(({ category }) => parentOf(categories, category) === parentId)
    .map(({ category }) => category.id);
}

/**
 * The whole list after one level's siblings take the order `ids` (a drag, or one arrow step);
 * null when `ids` is not exactly that level's siblings.
 */
export function withSiblingOrder(
  categories: readonly TreeNode[],
  parentId: number | null,
  ids: readonly number[],
): number[] | null {
  const siblings = siblingIds(categories, parentId);
  if (ids.length !== siblings.length || !siblings.every((id) => ids.includes(id))) return null;
  // The level's places in the stored order keep their places; the siblings fill them in the new order.
  const slots = categories.map((c) => (parentOf(categories, c) === parentId ? null : c));
  const queue = [...ids];
  const placed = slots.map((c) => {
    if (c) return c;
    const next = queue.shift();
    return categories.find((x) => x.id === next) as TreeNode;
  });
  return treeOrder(placed).map(({ category }) => category.id);
}

/** One step up or down among its siblings: the new whole list, or null at the edge. */
export function stepped(
  categories: readonly TreeNode[],
  id: number,
  direction: 'up' | 'down',
): number[] | null {
  const self = categories.find((c) => c.id === id);
  if (!self) return null;
  const parentId = parentOf(categories, self);
  const ids = siblingIds(categories, parentId);
  const at = ids.indexOf(id);
  const to = at + (direction === 'up' ? -1 : 1);
  if (to < 0 || to >= ids.length) return null;
  [ids[at], ids[to]] = [ids[to] as number, ids[at] as number];
  return withSiblingOrder(categories, parentId, ids);
}

/** An item list after one step up or down: null at the edge. */
export function steppedIds(ids: readonly number[], id: number, direction: 'up' | 'down'): number[] | null {
  const out = [...ids];
  const at = out.indexOf(id);
  const to = at + (direction === 'up' ? -1 : 1);
  if (at < 0 || to < 0 || to >= out.length) return null;
  [out[at], out[to]] = [out[to] as number, out[at] as number];
  return out;
}
