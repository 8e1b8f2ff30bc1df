// Guide categories: the category tree, each field once. Record type: ./records/guide_categories.ts.
import { BOOKKEEPING, defineContract, f } from './fields';

export type { CategoryRecord } from './records/guide_categories';

export const GUIDE_CATEGORIES = defineContract({
  resource: 'guide_categories',
  fields: {
    id: f.id(),
    parentId: f.reference(['上级分类', 'Parent category'], { table: 'guide_categories', label: 'name' },
      { write: true, nullable: true, note: 'null for a top-level category' }),
    name: f.text(['名称', 'Name'], { write: 'required', min: 1, max: 60, search: true, sort: true }),
    sortOrder: f.integer(['排序', 'Sort order'], { write: true, min: -1000000, max: 1000000, sort: true, note: 'ascending among siblings' }),
    visible: f.boolean(['可见', 'Visible'], { write: true, filter: true }),
    articleCount: f.integer(['文章数', 'Articles'], { column: false, note: 'articles in the category and all its sub-categories' }),
    childCount: f.integer(['子分类数', 'Sub-categories'], { column: false, note: 'direct sub-categories' }),
    ...BOOKKEEPING,
  },
  labels: { 'zh-CN': { name: '分类' }, 'en-US': { name: 'category' } },
});
