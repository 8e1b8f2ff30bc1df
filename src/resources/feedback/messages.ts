// Labels of fields, states, categories and templates come from the contract
// (contract/feedback.ts); here only the panel's own words.
import { FEEDBACK } from '../../../contract/feedback';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    cards: { feedback: '用户反馈' },
    name: '反馈 |||| 反馈',
    unit: '条',
    closedAt: '关闭时间',
    ...contractMessages(FEEDBACK, 'zh-CN'),
    quick: { mine: '我的', unassigned: '未分配', overdue: '已超时' },
    age: { minutes: '%{n} 分钟', hours: '%{n} 小时', days: '%{n} 天' },
    assign: { me: '指派给我', to: '指派给…', pick: '选择处理人', hint: '只列出可处理反馈的在职员工', done: '已指派给 %{name}', nobody: '未分配' },
    thread: {
      title: '处理记录', empty: '还没有回复', internal: '内部备注', public: '公开回复', player: '用户原始反馈',
      template: '快捷回复模板', body: '回复内容', internalHint: '仅工作人员可见，用户看不到', send: '发送', sent: '已发送',
    },
  },
  'en-US': {
    cards: { feedback: 'Feedback' },
    name: 'Feedback |||| Feedback',
    unit: '',
    closedAt: 'Closed',
    ...contractMessages(FEEDBACK, 'en-US'),
    quick: { mine: 'Mine', unassigned: 'Unassigned', overdue: 'Overdue' },
    age: { minutes: '%{n} min', hours: '%{n} h', days: '%{n} d' },
    assign: { me: 'Assign to me', to: 'Assign to…', pick: 'Choose the assignee', hint: 'Only active staff who handle feedback are listed', done: 'Assigned to %{name}', nobody: 'Unassigned' },
    thread: {
      title: 'Thread', empty: 'No replies yet', internal: 'Internal note', public: 'Public reply', player: "The player's feedback",
      template: 'Reply templates', body: 'Reply', internalHint: 'Staff only: the player never sees it', send: 'Send', sent: 'Sent',
    },
  },
};
