// The content review workflow several content resources share (builds; the
// same as guide articles'): its states, transitions and their words in both
// languages. A resource's contract spreads these and adds its own fields.

export const REVIEW_STATES = ['draft', 'pending', 'published', 'rejected', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_TRANSITIONS = {
  submit: { from: ['draft', 'rejected'], to: 'pending' },
  approve: { from: ['pending'], to: 'published' },
  reject: { from: ['pending'], to: 'rejected', reason: true },
  hide: { from: ['published'], to: 'hidden', reason: true },
  restore: { from: ['hidden'], to: 'published' },
} as const;

/** The fields and filters every reviewed resource has (its own are added beside them). */
const REVIEW_FIELDS = {
  'zh-CN': {
    id: 'ID', status: '状态', reason: '原因', featured: '精选', views: '浏览量', likes: '点赞数', reviewedBy: '审核人',
    createdAt: '创建时间', updatedAt: '更新时间', publishedAt: '发布时间', version: '版本',
  },
  'en-US': {
    id: 'ID', status: 'Status', reason: 'Reason', featured: 'Featured', views: 'Views', likes: 'Likes', reviewedBy: 'Reviewed by',
    createdAt: 'Created', updatedAt: 'Updated', publishedAt: 'Published', version: 'Version',
  },
} as const;

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

/** A reviewed resource's field labels: the common ones and its own. */
export const reviewFields = <Own extends Record<string, string>>(lang: keyof typeof REVIEW_FIELDS, own: Own) =>
  ({ ...REVIEW_FIELDS[lang], ...own });
