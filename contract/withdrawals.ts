// Withdrawals: an author's request to be paid out, its approvals (four eyes at
// or above a threshold) and payment. `approve` is a command, not a transition:
// below the needed number of approvals the state stays `requested`.
// Each field once (contract/fields.ts); record types: ./records/withdrawals.ts.
import { PAYOUT_METHOD_VALUES } from './authors';
import { BOOKKEEPING, defineContract, f } from './fields';

export type { WithdrawalRecord, WithdrawalListItem, WithdrawalApproval } from './records/withdrawals';

export const WITHDRAWAL_STATES = ['requested', 'approved', 'paid', 'rejected', 'failed'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export const WITHDRAWALS = defineContract({
  resource: 'withdrawals',
  states: WITHDRAWAL_STATES,
  transitions: {
    reject: { from: ['requested'], to: 'rejected', reason: true },
    pay: { from: ['approved'], to: 'paid' },
    fail: { from: ['approved'], to: 'failed', reason: true },
  },
  // batch: gathered into a payout batch (server/modules/authors/batch-routes.ts)
  auditActions: ['batch'],
  fields: {
    id: f.id(),
    authorId: f.reference(['作者', 'Author'], { table: 'authors', label: 'pen_name' }, { filter: true, lookup: true }),
    authorName: f.text(['作者笔名', 'Pen name'], { column: false }),
    amountCents: f.integer(['金额', 'Amount'], { note: 'fen', sort: true }),
    feeCents: f.integer(['手续费', 'Fee'], { note: 'fen' }),
    payoutMethod: f.enum(['收款方式', 'Payout method'], PAYOUT_METHOD_VALUES),
    payoutAccount: f.text(['收款账号', 'Payout account'], { sensitive: 'account', note: 'snapshot at request time; masked unless revealed' }),
    status: f.state(['状态', 'Status'], WITHDRAWAL_STATES, { filter: true, sort: true }),
    approvalsNeeded: f.integer(['所需审批数', 'Approvals needed'], { note: '2 at or above WITHDRAWAL_FOUR_EYES_CENTS' }),
    approvalCount: f.integer(['已审批数', 'Approvals'], { column: false, history: true }),
    // who approved and when (records/withdrawals.ts gives its shape)
    approvals: f.json(['审批记录', 'Approval record'], { column: false, recordOnly: true, note: 'only in `get`' }),
    reason: f.text(['原因', 'Reason'], { history: true }),
    reference: f.text(['打款流水号', 'Payment reference'], { history: true }),
    paidBy: f.reference(['打款人', 'Paid by'], { table: 'admins', label: 'name' }, { nullable: true }),
    requestedAt: f.dateTime(['申请时间', 'Requested at'], { sort: true, filter: 'requested' }),
    paidAt: f.dateTime(['打款时间', 'Paid at'], { nullable: true, sort: true }),
    // the payout batch it went to the bank in (contract/withdrawal_batches.ts); never leaves it
    batchId: f.integer(['打款批次', 'Payout batch'], { nullable: true, filter: true }),
    ...BOOKKEEPING,
  },
  labels: {
    'zh-CN': {
      name: '提现申请',
      filters: { amountFrom: '金额起（元）', amountTo: '金额止（元）', requestedFrom: '申请日期起', requestedTo: '申请日期止' },
      states: { requested: '待审批', approved: '已审批', paid: '已打款', rejected: '已驳回', failed: '打款失败' },
      actions: { approve: '审批通过', reject: '驳回', pay: '标记已打款', fail: '标记打款失败' },
      history: { pay: '%{actor} 将%{name}标记为已打款', fail: '%{actor} 将%{name}标记为打款失败', batch: '%{actor} 将%{name}加入打款批次' },
      reasons: {
        reject: ['收款账号信息有误', '存在异常收入待核查', '实名信息不符', '作者申请撤回'],
        fail: ['收款账号不存在', '银行退票', '账户已冻结', '户名不符'],
      },
    },
    'en-US': {
      name: 'withdrawal',
      filters: { amountFrom: 'Amount from (¥)', amountTo: 'Amount to (¥)', requestedFrom: 'Requested from', requestedTo: 'Requested to' },
      states: { requested: 'Requested', approved: 'Approved', paid: 'Paid', rejected: 'Rejected', failed: 'Failed' },
      actions: { approve: 'approved', reject: 'rejected', pay: 'marked paid', fail: 'marked failed' },
      history: { pay: '%{actor} marked the %{name} paid', fail: '%{actor} marked the %{name} failed', batch: '%{actor} added the %{name} to a bank payout' },
      buttons: { approve: 'Approve', reject: 'Reject', pay: 'Mark paid', fail: 'Mark failed' },
      reasons: {
        reject: ['Payout account details are wrong', 'Unusual income under review', 'Identity does not match', 'Withdrawn by the author'],
        fail: ['Account does not exist', 'Returned by the bank', 'Account frozen', 'Name does not match'],
      },
    },
  },
});
