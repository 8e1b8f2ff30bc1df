// guide_categories (docs/api.md): the category tree of the guides.
import { Type } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import type { CategoryRecord as CategoryResponse } from '../../../contract/guide_categories';
import { CategorySchema } from '../../../contract/records/guide_categories';
import { CategoryWriteSchema } from '../../../contract/writes/guide_categories';
import type { DB } from '../../db/schema';
import { invalidField } from '../../core/errors';
import { containsPattern } from '../../resources/query';
import { Id } from '../../resources/schemas';
import { answerOf, columnsOf, trimmed } from '../../resources/mapping';
import { defineResource, filterOf, type Shape } from '../../resources/types';
import { categoryExists, lockCategoryTree, selfAndAncestors } from './repository';
import './messages';

export type { CategoryResponse };


const query = (db: Kysely<DB>, _shape?: Shape) => db.selectFrom('guide_categories').select((eb) => [
  'guide_categories.id', 'guide_categories.parent_id', 'guide_categories.name', 'guide_categories.sort_order',
  'guide_categories.visible', 'guide_categories.created_at', 'guide_categories.updated_at', 'guide_categories.version',
  // the subtree (the category and every descendant): a category's count is what its readers find under it
  sql<number>`(WITH RECURSIVE sub(id) AS (
      SELECT guide_categories.id
      UNION SELECT c.id FROM guide_categories c JOIN sub ON c.parent_id = sub.id)
    SELECT count(*) FROM articles WHERE articles.category_id IN (SELECT id FROM sub))`.as('article_count'),
  eb.selectFrom('guide_categories as child').select(eb.fn.countAll<number>().as('n'))
    .whereRef('child.parent_id', '=', 'guide_categories.id').as('child_count'),
]);
const toResponse = answerOf(CategorySchema);

const toColumns = columnsOf<'guide_categories'>(CategoryWriteSchema, { name: trimmed });

export default defineResource({
  name: 'guide_categories',
  description: 'The tree of guide categories. articleCount counts the articles of the category and of all its '
    + 'sub-categories, childCount its direct sub-categories. A category cannot be its own ancestor (-1 parentId); '
    + 'delete is -5 while it has articles or sub-categories (deletable says so up front).',
  table: 'guide_categories',
  permission: 'mdr.wow.guide',
  schemas: { record: CategorySchema, create: CategoryWriteSchema },
  filters: {
    parentId: filterOf(Type.Union([Id, Type.Null()], { description: 'the parent category; null for the top level' }), (q, v) => (v === null
      ? q.where('guide_categories.parent_id', 'is', null)
      : q.where('guide_categories.parent_id', '=', v))),
    q: filterOf(Type.String({ maxLength: 100, description: 'part of the name (any case)' }), (q, v) => q.where('guide_categories.name', 'ilike', containsPattern(v))),
    visible: filterOf(Type.Boolean(), (q, v) => q.where('guide_categories.visible', '=', v)),
  },
  sorts: {
    sortOrder: 'guide_categories.sort_order',
    id: 'guide_categories.id',
    name: 'guide_categories.name',
    createdAt: 'guide_categories.created_at',
  },
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  query,
  toResponse,
  exportNames: { parentId: { table: 'guide_categories', label: 'name' } },
  // name is required by the create schema; the '' only satisfies the column type
  toInsert: (data) => ({ name: '', ...toColumns(data) }),
  toUpdate: toColumns,
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
