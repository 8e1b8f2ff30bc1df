// guide_categories (docs/api.md): the category tree of the guides.
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { GUIDE_CATEGORIES, type CategoryRecord as CategoryResponse } from '../../../contract/guide_categories';
import type { DB } from '../../db/schema';
import { invalidField } from '../../core/errors';
import { declaredColumns } from '../../resources/declared';
import { Id } from '../../resources/schemas';
import { defineResource, filterOf, type Shape } from '../../resources/types';
import { categoryExists, lockCategoryTree, selfAndAncestors } from './repository';
import './messages';

export type { CategoryResponse };

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('guide_categories')
  .select(declaredColumns(GUIDE_CATEGORIES, 'guide_categories', shape) as 'guide_categories.id'[])
  .select((eb) => [
    // the subtree (the category and every descendant): a category's count is what its readers find under it
    sql<number>`(WITH RECURSIVE sub(id) AS (
        SELECT guide_categories.id
        UNION SELECT c.id FROM guide_categories c JOIN sub ON c.parent_id = sub.id)
      SELECT count(*) FROM articles WHERE articles.category_id IN (SELECT id FROM sub))`.as('article_count'),
    eb.selectFrom('guide_categories as child').select(eb.fn.countAll<number>().as('n'))
      .whereRef('child.parent_id', '=', 'guide_categories.id').as('child_count'),
  ]);

export default defineResource({
  contract: GUIDE_CATEGORIES,
  description: 'The tree of guide categories. articleCount counts the articles of the category and of all its '
    + 'sub-categories, childCount its direct sub-categories. A category cannot be its own ancestor (-1 parentId); '
    + 'delete is -5 while it has articles or sub-categories (deletable says so up front).',
  table: 'guide_categories',
  permission: 'mdr.wow.guide',
  filters: {
    parentId: filterOf(Type.Union([Id, Type.Null()], { description: 'the parent category; null for the top level' }), (q, v) => (v === null
      ? q.where('guide_categories.parent_id', 'is', null)
      : q.where('guide_categories.parent_id', '=', v))),
  },
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  query,
  // a parent is picked from the tree the panel holds (no lookup route); exports name it
  references: {},
  exportNames: { parentId: { table: 'guide_categories', label: 'name' } },
  rules: {
    async validate(data, { id, db }) {
      if (typeof data.name === 'string' && !data.name.trim()) throw invalidField('data.name', 'error.blank');
      const parentId = data.parentId as number | null | undefined;
      if (parentId === undefined || parentId === null) return;
      if (!(await categoryExists(db, parentId))) throw invalidField('data.parentId', 'error.category_parent_missing');
      if (id === null) return;
      await lockCategoryTree(db);
      if ((await selfAndAncestors(db, parentId)).includes(id)) {
        throw invalidField('data.parentId', 'error.category_cycle');
      }
    },
  },
  // with no children, the subtree count is the category's own
  deleteBlocked: (c) => (c.childCount > 0 || c.articleCount > 0 ? 'error.category_in_use' : null),
});
