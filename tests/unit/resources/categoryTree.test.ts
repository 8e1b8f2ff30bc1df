import { describe, expect, it } from 'vitest';
import {
  buildTree, categoryChoices, moveUpdates, subtreeIds,
} from '../../../src/resources/guide_categories/tree';
import type { Category } from '../../../src/resources/guide_categories/types';

const cat = (id: number, parentId: number | null, sortOrder: number): Category => ({
  id, parentId, name: `c${id}`, sortOrder, visible: true, articleCount: 0, childCount: 0,
  createdAt: '', updatedAt: '', version: id * 10,
});

// 1 ─┬ 3 ── 5
//    └ 4
// 2 ── 6
// the API returns them sorted by sortOrder, not as a tree
const flat = [cat(5, 3, 1), cat(4, 1, 20), cat(2, null, 20), cat(6, 2, 1), cat(3, 1, 10), cat(1, null, 10)];

describe('buildTree', () => {
  it('puts children right under their parent, siblings by sortOrder', () => {
    const rows = buildTree(flat);
    expect(rows.map((r) => [r.id, r.depth])).toEqual([[1, 0], [3, 1], [5, 2], [4, 1], [2, 0], [6, 1]]);
  });

  it('knows each row\'s siblings and position', () => {
    const row = buildTree(flat).find((r) => r.id === 4)!;
    expect(row.siblings.map((s) => s.id)).toEqual([3, 4]);
    expect(row.index).toBe(1);
  });

  it('breaks sortOrder ties by id', () => {
    expect(buildTree([cat(9, null, 0), cat(7, null, 0)]).map((r) => r.id)).toEqual([7, 9]);
  });

  it('shows a category whose parent is missing as a root, and survives a cycle', () => {
    expect(buildTree([cat(1, 99, 0)]).map((r) => [r.id, r.depth])).toEqual([[1, 0]]);
    const cycle = buildTree([cat(1, 2, 0), cat(2, 1, 0)]);
    expect(cycle.map((r) => r.id).sort()).toEqual([1, 2]);
  });
});

describe('parent selector choices', () => {
  it('lists every category in tree order with its depth', () => {
    expect(categoryChoices(flat).map((c) => [c.id, c.depth])).toEqual(
      [[1, 0], [3, 1], [5, 2], [4, 1], [2, 0], [6, 1]],
    );
  });

  it('leaves out the edited category and all its descendants', () => {
    expect([...subtreeIds(flat, 1)].sort()).toEqual([1, 3, 4, 5]);
    expect(categoryChoices(flat, 1).map((c) => c.id)).toEqual([2, 6]);
    expect(categoryChoices(flat, 3).map((c) => c.id)).toEqual([1, 4, 2, 6]);
  });

  it('keeps everything else for a leaf', () => {
    expect(categoryChoices(flat, 5).map((c) => c.id)).toEqual([1, 3, 4, 2, 6]);
  });
});

describe('moveUpdates', () => {
  const siblings = [cat(3, 1, 10), cat(4, 1, 20), cat(8, 1, 30)];

  it('swaps the sortOrders of the two neighbours, carrying their records (versions)', () => {
    expect(moveUpdates(siblings, 1, -1)).toEqual([
      { record: siblings[1], sortOrder: 10 }, { record: siblings[0], sortOrder: 20 },
    ]);
    expect(moveUpdates(siblings, 1, 1)).toEqual([
      { record: siblings[1], sortOrder: 30 }, { record: siblings[2], sortOrder: 20 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(moveUpdates(siblings, 0, -1)).toEqual([]);
    expect(moveUpdates(siblings, 2, 1)).toEqual([]);
  });

  it('renumbers the siblings when the two share a sortOrder, so the move is visible', () => {
    const tied = [cat(3, 1, 0), cat(4, 1, 0), cat(8, 1, 0)];
    const updates = moveUpdates(tied, 2, -1);
    const order = new Map(tied.map((c) => [c.id, c.sortOrder]));
    for (const u of updates) order.set(u.record.id, u.sortOrder);
    const after = buildTree(tied.map((c) => ({ ...c, sortOrder: order.get(c.id)! })));
    expect(after.map((r) => r.id)).toEqual([3, 8, 4]);
  });
});
