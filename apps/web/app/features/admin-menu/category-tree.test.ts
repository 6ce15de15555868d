import { describe, expect, it } from 'vitest';
import { siblingIds, stepped, steppedIds, treeOrder, withSiblingOrder } from './category-tree.ts';

// Stored order: 1, 2 (in 1), 3, 4 (in 1), 5 (in 3), 6 (orphan: its parent 99 is gone).
const menu = [
  { id: 1, parent_id: null },
  { id: 2, parent_id: 1 },
  { id: 3, parent_id: null },
  { id: 4, parent_id: 1 },
  { id: 5, parent_id: 3 },
  { id: 6, parent_id: 99 },
];

describe('the menu tree in the back office', () => {
  it('lists each top level followed by its subcategories; an orphan is top level', () => {
    expect(treeOrder(menu).map((r) => [r.category.id, r.depth])).toEqual([
      [1, 0],
      [2, 1],
      [4, 1],
      [3, 0],
      [5, 1],
      [6, 0],
    ]);
    expect(siblingIds(menu, null)).toEqual([1, 3, 6]);
    expect(siblingIds(menu, 1)).toEqual([2, 4]);
  });

  it('reorders one level and keeps the rest: the whole list for the one write', () => {
    expect(withSiblingOrder(menu, null, [6, 1, 3])).toEqual([6, 1, 2, 4, 3, 5]);
    expect(withSiblingOrder(menu, 1, [4, 2])).toEqual([1, 4, 2, 3, 5, 6]);
    expect(withSiblingOrder(menu, 1, [4, 5])).toBeNull();
    expect(withSiblingOrder(menu, 1, [4])).toBeNull();
  });

  it('steps among siblings only, and not past the edges', () => {
    expect(stepped(menu, 3, 'up')).toEqual([3, 5, 1, 2, 4, 6]);
    expect(stepped(menu, 4, 'up')).toEqual([1, 4, 2, 3, 5, 6]);
    expect(stepped(menu, 2, 'up')).toBeNull();
    expect(stepped(menu, 5, 'down')).toBeNull();
    expect(steppedIds([7, 8, 9], 9, 'up')).toEqual([7, 9, 8]);
    expect(steppedIds([7, 8, 9], 9, 'down')).toBeNull();
  });
});
