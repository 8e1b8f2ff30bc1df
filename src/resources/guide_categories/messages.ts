import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '攻略分类 |||| 攻略分类',
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
    },
    root: '（无，作为顶级分类）',
    actions: { move_up: '上移', move_down: '下移' },
    notify: {
      moved: '排序已更新',
      conflict: '该分类已被他人修改，请刷新后再试',
    },
  },
  'en-US': {
    name: 'Guide category |||| Guide categories',
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
    },
    root: '(none: a top-level category)',
    actions: { move_up: 'Move up', move_down: 'Move down' },
    notify: {
      moved: 'Order updated',
      conflict: 'This category was changed by someone else; reload to see the latest version',
    },
  },
};
