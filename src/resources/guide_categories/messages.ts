// Field labels come from the contract (contract/guide_categories.ts).
import { GUIDE_CATEGORIES } from '../../../contract/guide_categories';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '攻略分类 |||| 攻略分类',
    fields: contractMessages(GUIDE_CATEGORIES, 'zh-CN').fields,
    root: '（无，作为顶级分类）',
    actions: { move_up: '上移', move_down: '下移' },
    notify: {
      moved: '排序已更新',
      conflict: '该分类已被他人修改，请刷新后再试',
    },
  },
  'en-US': {
    name: 'Guide category |||| Guide categories',
    fields: contractMessages(GUIDE_CATEGORIES, 'en-US').fields,
    root: '(none: a top-level category)',
    actions: { move_up: 'Move up', move_down: 'Move down' },
    notify: {
      moved: 'Order updated',
      conflict: 'This category was changed by someone else; reload to see the latest version',
    },
  },
};
