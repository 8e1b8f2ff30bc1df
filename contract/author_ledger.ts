// The author ledger (read-only): one row per balance movement, with the
// balances after it. Record types: ./records/author_ledger.ts.
import type { ResourceContract } from './types';

export type { LedgerRecord } from './records/author_ledger';

export const LEDGER_KINDS = [
  'income', 'refund_clawback', 'withdrawal_freeze', 'withdrawal_unfreeze', 'withdrawal_paid', 'adjustment',
] as const;
export type LedgerKindName = (typeof LEDGER_KINDS)[number];

export const AUTHOR_LEDGER = {
  resource: 'author_ledger',
  money: ['availableDelta', 'frozenDelta', 'availableAfter', 'frozenAfter'],
  labels: {
    'zh-CN': {
      name: '作者账目',
      fields: {
        id: 'ID', authorId: '作者', kind: '类型', amountCents: '金额', availableDelta: '可用变动', frozenDelta: '冻结变动',
        availableAfter: '可用余额', frozenAfter: '冻结余额', orderId: '订单', withdrawalId: '提现申请', reason: '说明',
        actorId: '操作人', createdAt: '时间',
      },
      filters: { createdFrom: '日期起', createdTo: '日期止' },
    },
    'en-US': {
      name: 'ledger entry',
      fields: {
        id: 'ID', authorId: 'Author', kind: 'Kind', amountCents: 'Amount', availableDelta: 'Available change',
        frozenDelta: 'Frozen change', availableAfter: 'Available after', frozenAfter: 'Frozen after', orderId: 'Order',
        withdrawalId: 'Withdrawal', reason: 'Note', actorId: 'By', createdAt: 'Time',
      },
      filters: { createdFrom: 'From', createdTo: 'To' },
    },
  },
} as const satisfies ResourceContract;

export const LEDGER_KIND_LABELS = {
  'zh-CN': {
    income: '订单收入', refund_clawback: '退款扣回', withdrawal_freeze: '提现冻结', withdrawal_unfreeze: '提现解冻',
    withdrawal_paid: '提现打款', adjustment: '人工调整',
  },
  'en-US': {
    income: 'Order income', refund_clawback: 'Refund clawback', withdrawal_freeze: 'Withdrawal frozen',
    withdrawal_unfreeze: 'Withdrawal unfrozen', withdrawal_paid: 'Withdrawal paid', adjustment: 'Manual adjustment',
  },
} as const;
