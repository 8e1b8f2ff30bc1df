// The category tree, built on the client from the flat list (about 30 rows).
import type { Identifier } from 'react-admin';
import type { Category, TreeRow } from './types';

const bySortOrder = (a: Category, b: Category) =>
  a.sortOrder - b.sortOrder || Number(a.id) - Number(b.id);

/** parent id (null: roots) → children in display order; a missing parent makes a root. */
const childrenByParent = (categories: readonly Category[]) => {
  const ids = new Set(categories.map((c) => c.id));
  const map = new Map<Identifier | null, Category[]>();
  for (const c of categories) {
    const parent = c.parentId != null && ids.has(c.parentId) && c.parentId !== c.id ? c.parentId : null;
    map.set(parent, [...(map.get(parent) ?? []), c]);
  }
  for (const list of map.values()) list.sort(bySortOrder);
  return map;
};

/**
 * The categories in tree order (each parent followed by its children, siblings
 * by sortOrder), with their depth and siblings.
 */
export const buildTree = (categories: readonly Category[]): TreeRow[] => {
  const children = childrenByParent(categories);
  const rows: TreeRow[] = [];
  const seen = new Set<Identifier>();
  const walk = (siblings: Category[], depth: number) => {
    siblings.forEach((c, index) => {
      if (seen.has(c.id)) return;
      seen.add(c.id);
      rows.push({ ...c, depth, siblings, index });
      walk(children.get(c.id) ?? [], depth + 1);
    });
  };
  walk(children.get(null) ?? [], 0);
  // a cycle in bad data is never reachable from a root: show it anyway
  walk(categories.filter((c) => !seen.has(c.id)).sort(bySortOrder), 0);
  return rows;
};

/** The category and everything under it. */
export const subtreeIds = (categories: readonly Category[], rootId: Identifier): Set<Identifier> => {
  const children = childrenByParent(categories);
  const ids = new Set<Identifier>();
  const queue: Identifier[] = [rootId];
  while (queue.length) {
    const id = queue.shift() as Identifier;
    if (ids.has(id)) continue;
    ids.add(id);
    queue.push(...(children.get(id) ?? []).map((c) => c.id));
  }
  return ids;
};

export interface CategoryChoice { id: Identifier; name: string; depth: number }

/**
 * Choices for a category selector in tree order. `excludeSubtreeOf`: a
 * category being edited cannot become its own (or its descendants') child.
 */
export const categoryChoices = (
  categories: readonly Category[], excludeSubtreeOf?: Identifier,
): CategoryChoice[] => {
  const excluded = excludeSubtreeOf == null ? new Set<Identifier>() : subtreeIds(categories, excludeSubtreeOf);
  return buildTree(categories)
    .filter((row) => !excluded.has(row.id))
    .map((row) => ({ id: row.id, name: row.name, depth: row.depth }));
};

export interface SortOrderUpdate { record: Category; sortOrder: number }

/**
 * The updates that move siblings[index] one place up (-1) or down (+1):
 * swap the two sortOrders; when they are equal a swap changes nothing, so
 * the siblings are renumbered in their new order instead.
 */
export const moveUpdates = (siblings: readonly Category[], index: number, delta: -1 | 1): SortOrderUpdate[] => {
  const other = index + delta;
  if (other < 0 || other >= siblings.length) return [];
  const a = siblings[index];
  const b = siblings[other];
  if (a.sortOrder !== b.sortOrder) {
    return [{ record: a, sortOrder: b.sortOrder }, { record: b, sortOrder: a.sortOrder }];
  }
  const order = [...siblings];
  [order[index], order[other]] = [b, a];
  return order
    .map((record, i) => ({ record, sortOrder: (i + 1) * 10 }))
    .filter((u) => u.record.sortOrder !== u.sortOrder);
};
