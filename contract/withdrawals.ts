// Withdrawals: an author's request to be paid out, its approvals (four eyes at
// or above a threshold) and payment. `approve` is a command, not a transition:
// below the needed number of approvals the state stays `requested`.
// Record types: ./records/withdrawals.ts.
import type { ResourceContract } from './types';

export type { WithdrawalRecord, WithdrawalListItem, WithdrawalApproval } from './records/withdrawals';

export const WITHDRAWAL_STATES = ['requested', 'approved', 'paid', 'rejected', 'failed'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export const WITHDRAWALS = {
  resource: 'withdrawals',
  sensitive: { payoutAccount: 'account' },
  states: WITHDRAWAL_STATES,
  transitions: {
    reject: { from: ['requested'], to: 'rejected', reason: true },
    pay: { from: ['approved'], to: 'paid' },
    fail: { from: ['approved'], to: 'failed', reason: true },
  },
  labels: {
    'zh-CN': {
      name: '提现申请',
      fields: {
        id: 'ID', authorId: '作者', authorName: '作者笔名', amountCents: '金额', feeCents: '手续费',
        payoutMethod: '收款方式', payoutAccount: '收款账号', status: '状态', approvalsNeeded: '所需审批数',
        approvalCount: '已审批数', approvals: '审批记录', reason: '原因', reference: '打款流水号', paidBy: '打款人',
        requestedAt: '申请时间', paidAt: '打款时间', createdAt: '创建时间', updatedAt: '更新时间', version: '版本',
      },
      filters: { amountFrom: '金额起（元）', amountTo: '金额止（元）', requestedFrom: '申请日期起', requestedTo: '申请日期止' },
      states: { requested: '待审批', approved: '已审批', paid: '已打款', rejected: '已驳回', failed: '打款失败' },
      actions: { approve: '审批通过', reject: '驳回', pay: '标记已打款', fail: '标记打款失败' },
      history: { pay: '%{actor} 将%{name}标记为已打款', fail: '%{actor} 将%{name}标记为打款失败' },
      reasons: {
        reject: ['收款账号信息有误', '存在异常收入待核查', '实名信息不符', '作者申请撤回'],
        fail: ['收款账号不存在', '银行退票', '账户已冻结', '户名不符'],
      },
    },
    'en-US': {
      name: 'withdrawal',
      fields: {
        id: 'ID', authorId: 'Author', authorName: 'Pen name', amountCents: 'Amount', feeCents: 'Fee',
        payoutMethod: 'Payout method', payoutAccount: 'Payout account', status: 'Status', approvalsNeeded: 'Approvals needed',
        approvalCount: 'Approvals', approvals: 'Approval record', reason: 'Reason', reference: 'Payment reference', paidBy: 'Paid by',
        requestedAt: 'Requested at', paidAt: 'Paid at', createdAt: 'Created', updatedAt: 'Updated', version: 'Version',
      },
      filters: { amountFrom: 'Amount from (¥)', amountTo: 'Amount to (¥)', requestedFrom: 'Requested from', requestedTo: 'Requested to' },
      states: { requested: 'Requested', approved: 'Approved', paid: 'Paid', rejected: 'Rejected', failed: 'Failed' },
      actions: { approve: 'approved', reject: 'rejected', pay: 'marked paid', fail: 'marked failed' },
      history: { pay: '%{actor} marked the %{name} paid', fail: '%{actor} marked the %{name} failed' },
      buttons: { approve: 'Approve', reject: 'Reject', pay: 'Mark paid', fail: 'Mark failed' },
      reasons: {
        reject: ['Payout account details are wrong', 'Unusual income under review', 'Identity does not match', 'Withdrawn by the author'],
        fail: ['Account does not exist', 'Returned by the bank', 'Account frozen', 'Name does not match'],
      },
    },
  },
} as const satisfies ResourceContract;
