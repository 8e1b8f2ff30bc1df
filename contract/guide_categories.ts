// Guide categories: the category tree's labels. Record type: ./records/guide_categories.ts.
import type { ResourceContract } from './types';

export type { CategoryRecord } from './records/guide_categories';

export const GUIDE_CATEGORIES = {
  resource: 'guide_categories',
  labels: {
    'zh-CN': {
      name: '分类',
      fields: {
        id: 'ID',
        parentId: '上级分类',
        name: '名称',
        sortOrder: '排序',
        visible: '可见',
        articleCount: '文章数',
        childCount: '子分类数',
        createdAt: '创建时间',
        updatedAt: '更新时间',
        version: '版本',
      },
    },
    'en-US': {
      name: 'category',
      fields: {
        id: 'ID',
        parentId: 'Parent category',
        name: 'Name',
        sortOrder: 'Sort order',
        visible: 'Visible',
        articleCount: 'Articles',
        childCount: 'Sub-categories',
        createdAt: 'Created',
        updatedAt: 'Updated',
        version: 'Version',
      },
    },
  },
} as const satisfies ResourceContract;
