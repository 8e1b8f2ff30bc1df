// Feedback tickets: their workflow (open → processing → resolved / closed,
// reopen), assignment, the reply thread, the reply templates per category and
// every label a person reads about them; each field once. Record types: ./records/feedback.ts.
import { BOOKKEEPING, defineContract, f } from './fields';

export type { FeedbackRecord, FeedbackListItem, FeedbackReply } from './records/feedback';

export const FEEDBACK_STATES = ['open', 'processing', 'resolved', 'closed'] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];

/** States in which a ticket still waits for staff (assignable, counted as overdue past the SLA). */
export const FEEDBACK_OPEN_STATES = ['open', 'processing'] as const;

export const REPLY_MAX = 2000;

/** The platform writes tickets; staff move, assign and answer them (server/modules/feedback/commands.ts). */
export const FEEDBACK = defineContract({
  resource: 'feedback',
  fields: {
    id: f.id(),
    userId: f.reference(['用户 ID', 'User ID'], { table: 'users', label: 'nickname' }, { filter: true }),
    userName: f.text(['用户', 'User'], { column: false }),
    category: f.enum(['分类', 'Category'], {
      bug: ['程序错误', 'Bug'], suggestion: ['建议', 'Suggestion'], account: ['账号', 'Account'],
      payment: ['支付', 'Payment'], content: ['内容', 'Content'], other: ['其他', 'Other'],
    }, { filter: true }),
    content: f.text(['反馈内容', 'Feedback']),
    contact: f.text(['联系方式', 'Contact'], { sensitive: 'contact' }),
    clientVersion: f.text(['客户端版本', 'Client version']),
    clientOs: f.text(['系统', 'OS']),
    status: f.state(['状态', 'Status'], FEEDBACK_STATES, { filter: true, sort: true }),
    assigneeId: f.reference(['处理人 ID', 'Assignee ID'], { table: 'admins', label: 'name' }, { nullable: true, filter: true }),
    assigneeName: f.text(['处理人', 'Assignee'], { column: false, nullable: true, history: true }),
    replyCount: f.integer(['回复数', 'Replies'], { history: true }),
    overdue: f.boolean(['已超时', 'Overdue'], { column: false, note: 'open or processing for longer than FEEDBACK_SLA_HOURS' }),
    closeReason: f.text(['关闭原因', 'Close reason'], { history: true }),
    ...BOOKKEEPING,
    createdAt: f.dateTime(['提交时间', 'Submitted'], { sort: true, history: false, filter: 'created' }),
    resolvedAt: f.dateTime(['解决时间', 'Resolved'], { nullable: true }),
    screenshots: f.json(['截图', 'Screenshots'], { recordOnly: true, note: 'image URLs' }),
    replies: f.json(['回复', 'Replies'], { column: false, recordOnly: true, note: 'oldest first' }),
  },
  states: FEEDBACK_STATES,
  transitions: {
    process: { from: ['open'], to: 'processing' },
    resolve: { from: ['open', 'processing'], to: 'resolved' },
    close: { from: ['open', 'processing'], to: 'closed', reason: true },
    reopen: { from: ['resolved'], to: 'open' },
  },
  commands: { assign: {}, reply: {} },
  labels: {
    'zh-CN': {
      name: '反馈',
      filters: { q: '关键词（内容；完整联系方式）', unassigned: '未分配', createdFrom: '提交日期起', createdTo: '提交日期止' },
      states: { open: '待处理', processing: '处理中', resolved: '已解决', closed: '已关闭' },
      actions: { process: '开始处理', resolve: '标记已解决', close: '关闭', reopen: '重新打开', assign: '指派', reply: '回复' },
      history: { process: '%{actor} 开始处理%{name}', resolve: '%{actor} 将%{name}标记为已解决' },
      reasons: { close: ['重复反馈', '无法复现', '信息不足且无法联系', '与平台无关', '恶意或无效内容'] },
    },
    'en-US': {
      name: 'feedback ticket',
      filters: { q: 'Keyword (content; a whole contact)', unassigned: 'Unassigned', createdFrom: 'Submitted from', createdTo: 'Submitted until' },
      states: { open: 'Open', processing: 'Processing', resolved: 'Resolved', closed: 'Closed' },
      actions: { process: 'started processing', resolve: 'resolved', close: 'closed', reopen: 'reopened', assign: 'assigned', reply: 'replied to' },
      buttons: { process: 'Start processing', resolve: 'Mark resolved', close: 'Close', reopen: 'Reopen', assign: 'Assign', reply: 'Reply' },
      reasons: { close: ['Duplicate', 'Cannot reproduce', 'Not enough information, no contact', 'Not about the platform', 'Abusive or empty'] },
    },
  },
});

export const FEEDBACK_CATEGORIES = Object.keys(FEEDBACK.fields.category.values) as FeedbackCategory[];
export type FeedbackCategory = keyof typeof FEEDBACK.fields.category.values;

/**
 * Reply templates per category, both languages: staff pick one in the reply
 * box and edit it. Kept in the contract (not a table) because they are product
 * copy reviewed with the code, and both halves read them (the API's tests check
 * each category has some in each language).
 */
export const FEEDBACK_TEMPLATES: Record<'zh-CN' | 'en-US', Record<FeedbackCategory, readonly string[]>> = {
  'zh-CN': {
    bug: ['感谢反馈！我们已复现该问题，修复将在下个版本发布。', '请提供出错时的截图和客户端版本号，方便我们定位问题。'],
    suggestion: ['感谢您的建议，我们已转交产品团队评估。', '这个想法很好，已列入后续版本的规划。'],
    account: ['为保障账号安全，请通过绑定手机号完成身份验证后再联系我们。', '您的账号已恢复正常，请重新登录。'],
    payment: ['已核实您的订单，款项将在 1–3 个工作日内原路退回。', '请提供支付凭证截图（含订单号），我们会尽快核实。'],
    content: ['感谢举报，相关内容已处理。', '经核实，该内容未违反社区规范，暂不处理。'],
    other: ['感谢您的反馈，我们会尽快处理。', '您的问题已记录，如有进展会第一时间通知您。'],
  },
  'en-US': {
    bug: ['Thanks for the report! We reproduced it and the fix ships in the next release.', 'Please send a screenshot of the error and your client version so we can track it down.'],
    suggestion: ['Thanks for the suggestion, we have passed it to the product team.', 'Great idea: it is now on the roadmap for a coming release.'],
    account: ['To keep your account safe, please verify your identity with your bound phone number first.', 'Your account is back to normal; please sign in again.'],
    payment: ['We checked your order: the refund reaches your original payment method within 1–3 working days.', 'Please send a screenshot of the payment receipt (with the order number) so we can check it.'],
    content: ['Thanks for reporting it: the content has been dealt with.', 'We checked it and the content does not break the community rules.'],
    other: ['Thanks for the feedback, we will look into it soon.', 'Your issue is logged; we will let you know as soon as there is news.'],
  },
};
