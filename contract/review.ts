// The content review workflow several content resources share (guide articles,
// builds): its states, transitions, their words in both languages, and the review
// fields, each declared once: a resource spreads the ones its table has
// (`...reviewFields('status', 'reason', 'reviewedBy')`) beside its own.
import { f } from './fields';

export const REVIEW_STATES = ['draft', 'pending', 'published', 'rejected', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_TRANSITIONS = {
  submit: { from: ['draft', 'rejected'], to: 'pending' },
  approve: { from: ['pending'], to: 'published' },
  reject: { from: ['pending'], to: 'rejected', reason: true },
  hide: { from: ['published'], to: 'hidden', reason: true },
  restore: { from: ['hidden'], to: 'published' },
} as const;

/**
 * The fields of the review workflow (server/resources/review.ts writes `reason`,
 * `reviewed_by`, `published_at`); `featured`, `views` and `likes` only for a resource that has them.
 */
export const REVIEW_FIELDS = {
  status: f.state(['状态', 'Status'], REVIEW_STATES, { filter: true, sort: true }),
  reason: f.text(['原因', 'Reason'], { note: 'why it was rejected or hidden', history: true }),
  featured: f.boolean(['精选', 'Featured'], { write: true, filter: true }),
  views: f.integer(['浏览量', 'Views'], { sort: true }),
  likes: f.integer(['点赞数', 'Likes'], { sort: true }),
  reviewedBy: f.reference(['审核人', 'Reviewed by'], { table: 'admins', label: 'name' }, { nullable: true, note: 'staff id of the last review' }),
  publishedAt: f.dateTime(['发布时间', 'Published'], { nullable: true, sort: true }),
} as const;
export type ReviewField = keyof typeof REVIEW_FIELDS;

/** The review fields a resource has, in the order named (its CSV columns' order). */
export const reviewFields = <const N extends readonly ReviewField[]>(...names: N) =>
  Object.fromEntries(names.map((name) => [name, REVIEW_FIELDS[name]])) as { [K in N[number]]: (typeof REVIEW_FIELDS)[K] };

export const REVIEW_LABELS = {
  'zh-CN': {
    filters: { q: '关键词', createdFrom: '创建日期起', createdTo: '创建日期止' },
    states: { draft: '草稿', pending: '待审核', published: '已发布', rejected: '已驳回', hidden: '已隐藏' },
    actions: { submit: '提交审核', approve: '通过', reject: '驳回', hide: '隐藏', restore: '恢复发布' },
    history: { submit: '%{actor} 将%{name}提交审核' },
  },
  'en-US': {
    filters: { q: 'Keyword', createdFrom: 'Created from', createdTo: 'Created until' },
    states: { draft: 'Draft', pending: 'Pending review', published: 'Published', rejected: 'Rejected', hidden: 'Hidden' },
    actions: { submit: 'submitted for review', approve: 'approved', reject: 'rejected', hide: 'hid', restore: 'restored' },
    buttons: { submit: 'Submit for review', approve: 'Approve', reject: 'Reject', hide: 'Hide', restore: 'Restore' },
    history: { submit: '%{actor} submitted the %{name} for review' },
  },
} as const;
