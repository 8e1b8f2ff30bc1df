// The guide category tree: roots first, then their children, each level in
// menu order (sort_order in steps of 10 leaves room to insert between).
import { insertRows } from '../../../seed/batch';
import { daysAgo } from '../../../seed/rng';
import { CATEGORY_TREE } from './text/categories';
import type { SeedStep } from '../../../seed/types';

const CREATED_DAYS_AGO = 200;

export const categoriesStep: SeedStep = {
  name: 'guide_categories',
  async run({ trx, now }) {
    const created = daysAgo(now, CREATED_DAYS_AGO);
    const base = { created_at: created, updated_at: created };
    const rootIds = await insertRows(trx, 'guide_categories', CATEGORY_TREE.map((c, i) => ({
      ...base, parent_id: null, name: c.name, sort_order: (i + 1) * 10, visible: c.visible ?? true,
    })));
    const children = CATEGORY_TREE.flatMap((root, r) => (root.children ?? []).map((c, i) => ({
      ...base, parent_id: rootIds[r], name: c.name, sort_order: (i + 1) * 10, visible: c.visible ?? true,
    })));
    const childIds = await insertRows(trx, 'guide_categories', children);
    return { guide_categories: rootIds.length + childIds.length };
  },
};
