// The transparency page's own words (resources.review/transparency.*). The blocks'
// and figures' names, and every reason, action, rule and state, come from the
// contract (contract/transparency.ts), the same words the API's CSV writes.
import type { ResourceMessages } from '../types';

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '透明度报告 |||| 透明度报告',
    fields: {},
    title: '透明度报告（北京时间按日）',
    from: '开始日期', to: '结束日期',
    csv: '导出 CSV',
    bad_range: '日期范围无效：%{message}',
    no_data: '所选期间没有数据',
    minutes: '%{value} 分钟',
    none: '—',
    per_day: '每日趋势',
    time_hint: '从首次举报（无举报时为提交审核）到作出决定；自动决定与人工决定分开统计',
    appeals_hint: '收到按申诉时间计，裁决按裁决时间计',
    appeal_reasons: '按原因：收到 / 撤销',
    reviewers: {
      title: '审核人员',
      hint: '该期间作出的决定；申诉为这些决定至今已裁决的申诉',
      name: '审核人员', decisions: '决定数', per_day: '日均', median: '时长中位数',
      appeals: '已裁决申诉', overturned: '被撤销', share: '撤销比例', empty: '该期间没有人工决定',
    },
  },
  'en-US': {
    name: 'Transparency |||| Transparency',
    fields: {},
    title: 'Transparency report (Beijing days)',
    from: 'From', to: 'To',
    csv: 'Export CSV',
    bad_range: 'Invalid range: %{message}',
    no_data: 'Nothing in this period',
    minutes: '%{value} min',
    none: '—',
    per_day: 'Per day',
    time_hint: 'From the first report (the submission when there was none) to the decision; automated and staff decisions apart',
    appeals_hint: 'Received: counted on the day the appeal came in; decided: on the day it was ruled on',
    appeal_reasons: 'By reason: received / overturned',
    reviewers: {
      title: 'Reviewers',
      hint: 'Decisions taken in the period; appeals are those against them decided so far',
      name: 'Reviewer', decisions: 'Decisions', per_day: 'Per day', median: 'Median time to decision',
      appeals: 'Appeals decided', overturned: 'Overturned', share: 'Share overturned', empty: 'No decision by staff in this period',
    },
  },
};
