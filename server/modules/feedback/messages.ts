// Messages of the feedback module: its errors (field, state and category
// names come from its contract: server/resources/messages.ts).
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'feedback.error.no_such_staff': '没有这位可用的工作人员',
    'feedback.error.staff_lacks_key': '这位工作人员没有反馈模块的权限，不能指派',
  },
  'en-US': {
    'feedback.error.no_such_staff': 'No such active staff member',
    'feedback.error.staff_lacks_key': 'This staff member has no access to feedback and cannot be assigned',
  },
});
