// The author ledger (read-only): one row per balance movement, with the
// balances after it. Each field once (contract/fields.ts); record types:
// ./records/author_ledger.ts.
import { defineContract, f } from './fields';

export type { LedgerRecord } from './records/author_ledger';

const LEDGER_KIND_VALUES = {
  income: ['订单收入', 'Order income'], refund_clawback: ['退款扣回', 'Refund clawback'],
  withdrawal_freeze: ['提现冻结', 'Withdrawal frozen'], withdrawal_unfreeze: ['提现解冻', 'Withdrawal unfrozen'],
  withdrawal_paid: ['提现打款', 'Withdrawal paid'], adjustment: ['人工调整', 'Manual adjustment'],
} as const;

/**
 * The API resources a ledger row's `source` names: the order of an income or a
 * clawback's refund, the withdrawal, or for a manual adjustment the ledger row
 * itself (an adjustment has no record of its own).
 */
export const LEDGER_SOURCE_TYPES = ['orders', 'order_refunds', 'withdrawals', 'adjustments'] as const;
export type LedgerSourceType = (typeof LEDGER_SOURCE_TYPES)[number];
export interface LedgerSource { type: LedgerSourceType; id: number }

export const AUTHOR_LEDGER = defineContract({
  resource: 'author_ledger',
  // fen, written in yuan in CSV; shown to every reader of the ledger (server/modules/authors/author-ledger.ts)
  money: ['availableDelta', 'frozenDelta', 'availableAfter', 'frozenAfter'],
  fields: {
    id: f.id(),
    authorId: f.reference(['作者', 'Author'], { table: 'authors', label: 'pen_name' }, { filter: true }),
    kind: f.enum(['类型', 'Kind'], LEDGER_KIND_VALUES, { filter: true }),
    amountCents: f.integer(['金额', 'Amount']),
    availableDelta: f.integer(['可用变动', 'Available change']),
    frozenDelta: f.integer(['冻结变动', 'Frozen change']),
    availableAfter: f.integer(['可用余额', 'Available after']),
    frozenAfter: f.integer(['冻结余额', 'Frozen after']),
    orderId: f.reference(['订单', 'Order'], { table: 'orders', label: 'order_no' }, { nullable: true }),
    withdrawalId: f.integer(['提现申请', 'Withdrawal'], { nullable: true, filter: true }),
    refundId: f.integer(['退款记录', 'Refund'], { nullable: true, note: 'the order_refunds row of a refund clawback' }),
    // what made the row (LEDGER_SOURCE_TYPES): computed from the ids above (server/modules/authors/author-ledger.ts)
    source: f.json(['来源', 'Source'], { column: false, export: false, note: '{ type, id }: type is the API resource of the source' }),
    reason: f.text(['说明', 'Note']),
    actorId: f.reference(['操作人', 'By'], { table: 'admins', label: 'name' }, { nullable: true }),
    createdAt: f.dateTime(['时间', 'Time'], { sort: true, filter: 'created' }),
  },
  labels: {
    'zh-CN': { name: '作者账目', filters: { createdFrom: '日期起', createdTo: '日期止' } },
    'en-US': { name: 'ledger entry', filters: { createdFrom: 'From', createdTo: 'To' } },
  },
});
