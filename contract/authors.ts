// Authors: applications, profiles and balances, and every label a person reads
// about them (panel, CSV headers, history, messages). Record types:
// ./records/authors.ts. Balances are integer fen (./money.ts formats them).
import type { ResourceContract } from './types';

export type { AuthorRecord, AuthorListItem } from './records/authors';

export const AUTHOR_STATES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type AuthorState = (typeof AUTHOR_STATES)[number];
export const PAYOUT_METHODS = ['alipay', 'wechat', 'bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const AUTHORS = {
  resource: 'authors',
  sensitive: { realName: 'name', contact: 'contact', payoutAccount: 'account' },
  states: AUTHOR_STATES,
  transitions: {
    approve: { from: ['pending'], to: 'approved' },
    reject: { from: ['pending'], to: 'rejected', reason: true },
    suspend: { from: ['approved'], to: 'suspended', reason: true },
    unsuspend: { from: ['suspended'], to: 'approved', reason: true },
  },
  // the balances: a reviewer of applications reads the profiles without them
  money: ['availableCents', 'frozenCents'],
  labels: {
    'zh-CN': {
      name: '作者',
      fields: {
        id: 'ID', userId: '用户 ID', userName: '用户昵称', penName: '笔名', bio: '简介', realName: '真实姓名',
        contact: '联系方式', payoutMethod: '收款方式', payoutAccount: '收款账号', revenueShare: '分成比例（%）',
        status: '状态', reason: '原因', availableCents: '可用余额', frozenCents: '冻结金额', reviewedBy: '审核人',
        createdAt: '申请时间', updatedAt: '更新时间', version: '版本',
      },
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
      fields: {
        id: 'ID', userId: 'User ID', userName: 'User nickname', penName: 'Pen name', bio: 'Bio', realName: 'Real name',
        contact: 'Contact', payoutMethod: 'Payout method', payoutAccount: 'Payout account', revenueShare: 'Revenue share (%)',
        status: 'Status', reason: 'Reason', availableCents: 'Available balance', frozenCents: 'Frozen', reviewedBy: 'Reviewed by',
        createdAt: 'Applied at', updatedAt: 'Updated at', version: 'Version',
      },
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
} as const satisfies ResourceContract;

/** How the panel and CSV name payout methods. */
export const PAYOUT_METHOD_LABELS = {
  'zh-CN': { alipay: '支付宝', wechat: '微信', bank: '银行卡' },
  'en-US': { alipay: 'Alipay', wechat: 'WeChat Pay', bank: 'Bank card' },
} as const;
