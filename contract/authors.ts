// Authors: applications, profiles and balances, and every label a person reads
// about them (panel, CSV headers, history, messages). Each field once
// (contract/fields.ts); record types: ./records/authors.ts. Balances are integer
// fen (./money.ts formats them).
import { BOOKKEEPING, defineContract, f } from './fields';

export type { AuthorRecord, AuthorListItem } from './records/authors';

export const AUTHOR_STATES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type AuthorState = (typeof AUTHOR_STATES)[number];
/** How an author is paid, and its label (an author's profile, a withdrawal's snapshot of it). */
export const PAYOUT_METHOD_VALUES = {
  alipay: ['支付宝', 'Alipay'], wechat: ['微信', 'WeChat Pay'], bank: ['银行卡', 'Bank card'],
} as const;
export type PayoutMethod = keyof typeof PAYOUT_METHOD_VALUES;
const MASKED = 'masked unless revealed';

export const AUTHORS = defineContract({
  resource: 'authors',
  states: AUTHOR_STATES,
  transitions: {
    approve: { from: ['pending'], to: 'approved' },
    reject: { from: ['pending'], to: 'rejected', reason: true },
    suspend: { from: ['approved'], to: 'suspended', reason: true },
    unsuspend: { from: ['suspended'], to: 'approved', reason: true },
  },
  fields: {
    id: f.id(),
    userId: f.reference(['用户 ID', 'User ID'], { table: 'users', label: 'nickname' }, { filter: true, lookup: true }),
    userName: f.text(['用户昵称', 'User nickname'], { column: false }),
    penName: f.text(['笔名', 'Pen name'], { write: true, min: 1, max: 50, sort: true }),
    bio: f.longText(['简介', 'Bio'], { write: true, max: 1000 }),
    realName: f.text(['真实姓名', 'Real name'], { sensitive: 'name', note: MASKED }),
    contact: f.text(['联系方式', 'Contact'], { sensitive: 'contact', note: MASKED }),
    payoutMethod: f.enum(['收款方式', 'Payout method'], PAYOUT_METHOD_VALUES),
    payoutAccount: f.text(['收款账号', 'Payout account'], { sensitive: 'account', note: MASKED }),
    revenueShare: f.integer(['分成比例（%）', 'Revenue share (%)'], { write: true, min: 0, max: 100, sort: true }),
    status: f.state(['状态', 'Status'], AUTHOR_STATES, { filter: true, sort: true }),
    reason: f.text(['原因', 'Reason'], { note: 'why it was rejected or suspended', history: true }),
    // the balances: a reviewer of applications reads the profiles without them
    availableCents: f.money(['可用余额', 'Available balance'], { note: 'fen; negative after a clawback beyond the balance', sort: true, history: true }),
    frozenCents: f.money(['冻结金额', 'Frozen'], { note: 'fen held by open withdrawals', history: true }),
    reviewedBy: f.reference(['审核人', 'Reviewed by'], { table: 'admins', label: 'name' }, { nullable: true }),
    createdAt: f.dateTime(['申请时间', 'Applied at'], { sort: true, filter: 'created' }),
    updatedAt: f.dateTime(['更新时间', 'Updated at'], { sort: true }),
    version: BOOKKEEPING.version,
  },
  labels: {
    'zh-CN': {
      name: '作者',
      filters: { q: '关键词', createdFrom: '申请日期起', createdTo: '申请日期止' },
      states: { pending: '待审核', approved: '已通过', rejected: '已驳回', suspended: '已暂停' },
      actions: { approve: '通过', reject: '驳回', suspend: '暂停', unsuspend: '恢复', adjust: '调整余额' },
      history: { adjust: '%{actor} 调整了%{name}的余额', unsuspend: '%{actor} 恢复了%{name}的资格' },
      reasons: {
        reject: ['资料不完整', '作品数量不足', '内容质量不达标', '实名信息不符'],
        suspend: ['涉嫌刷量', '多次违规发文', '收到用户举报', '收款信息异常'],
        unsuspend: ['申诉通过', '违规已整改', '核实无误'],
      },
    },
    'en-US': {
      name: 'author',
      filters: { q: 'Keyword', createdFrom: 'Applied from', createdTo: 'Applied to' },
      states: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', suspended: 'Suspended' },
      actions: { approve: 'approved', reject: 'rejected', suspend: 'suspended', unsuspend: 'reinstated', adjust: 'adjusted the balance of' },
      history: { adjust: "%{actor} adjusted the %{name}'s balance" },
      buttons: { approve: 'Approve', reject: 'Reject', suspend: 'Suspend', unsuspend: 'Reinstate', adjust: 'Adjust balance' },
      reasons: {
        reject: ['Incomplete details', 'Too few published works', 'Quality below the bar', 'Identity does not match'],
        suspend: ['Suspected fake traffic', 'Repeated rule violations', 'Reported by users', 'Payout details look wrong'],
        unsuspend: ['Appeal accepted', 'Violations fixed', 'Checked and cleared'],
      },
    },
  },
});
