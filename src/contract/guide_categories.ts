// Guide categories (API resource `guide_categories`): what panel and API agree on.
import type { ResourceContract } from './types';

export const guideCategories: ResourceContract = {
  resource: 'guide_categories',
  labels: {
    'zh-CN': {
      name: '分类',
      fields: {
        id: 'ID', parentId: '上级分类', name: '名称', sortOrder: '排序', visible: '显示', articleCount: '文章数',
        createdAt: '创建时间', updatedAt: '更新时间',
      },
      actions: { create: '创建', update: '修改', delete: '删除' },
    },
    'en-US': {
      name: 'category',
      fields: {
        id: 'ID', parentId: 'Parent category', name: 'Name', sortOrder: 'Order', visible: 'Visible', articleCount: 'Articles',
        createdAt: 'Created', updatedAt: 'Updated',
      },
      actions: { create: 'created', update: 'edited', delete: 'deleted' },
    },
  },
};
