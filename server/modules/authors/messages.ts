// Messages of the authors module: its errors. Field and state names (CSV headers,
// state names in errors) come from the contract (server/resources/messages.ts).
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'authors.error.insufficient': '作者可用余额不足',
    'authors.error.frozen': '冻结金额不足，无法完成此操作',
    'authors.error.zero_amount': '调整金额不能为 0',
    'withdrawals.error.already_approved': '你已审批过这笔提现，需要另一位同事审批',
    'withdrawals.error.sole_approver': '唯一的审批人不能同时标记打款，请由另一位同事操作',
    'withdrawals.error.batch_unknown': '这些提现不存在：{ids}',
    'withdrawals.error.not_batchable': '只有尚未加入批次的已审批提现才能加入打款批次：{ids}',
    'withdrawal_batches.bank.withdrawal': '提现单号',
    'withdrawal_batches.bank.author': '作者',
    'withdrawal_batches.bank.holder': '收款人姓名',
    'withdrawal_batches.bank.method': '收款方式',
    'withdrawal_batches.bank.account': '收款账号',
    'withdrawal_batches.bank.amount': '金额（元）',
  },
  'en-US': {
    'authors.error.insufficient': "The author's available balance is not enough",
    'authors.error.frozen': 'Not enough frozen balance for this operation',
    'authors.error.zero_amount': 'The adjustment cannot be 0',
    'withdrawals.error.already_approved': 'You have already approved this withdrawal; a second colleague must approve it',
    'withdrawals.error.sole_approver': 'Its only approver cannot also mark it paid; ask a colleague',
    'withdrawals.error.batch_unknown': 'No such withdrawals: {ids}',
    'withdrawals.error.not_batchable': 'Only approved withdrawals not yet in a batch can go into a payout batch: {ids}',
    'withdrawal_batches.bank.withdrawal': 'Withdrawal ID',
    'withdrawal_batches.bank.author': 'Author',
    'withdrawal_batches.bank.holder': 'Account holder',
    'withdrawal_batches.bank.method': 'Payout method',
    'withdrawal_batches.bank.account': 'Payout account',
    'withdrawal_batches.bank.amount': 'Amount (¥)',
  },
});
