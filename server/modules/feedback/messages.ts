// Messages of the feedback module: category names from the contract, its errors here
// (field and state names: server/resources/messages.ts).
import { FEEDBACK_CATEGORY_LABELS } from '../../../contract/feedback';
import { registerMessages } from '../../core/i18n';

const categories = (lang: 'zh-CN' | 'en-US') =>
  Object.fromEntries(Object.entries(FEEDBACK_CATEGORY_LABELS[lang]).map(([k, v]) => [`feedback.category.${k}`, v]));

registerMessages({
  'zh-CN': {
    ...categories('zh-CN'),
    'feedback.error.no_such_staff': '没有这位可用的工作人员',
    'feedback.error.staff_lacks_key': '这位工作人员没有反馈模块的权限，不能指派',
  },
  'en-US': {
    ...categories('en-US'),
    'feedback.error.no_such_staff': 'No such active staff member',
    'feedback.error.staff_lacks_key': 'This staff member has no access to feedback and cannot be assigned',
  },
});
