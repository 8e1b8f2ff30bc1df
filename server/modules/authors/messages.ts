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
  },
  'en-US': {
    'authors.error.insufficient': "The author's available balance is not enough",
    'authors.error.frozen': 'Not enough frozen balance for this operation',
    'authors.error.zero_amount': 'The adjustment cannot be 0',
    'withdrawals.error.already_approved': 'You have already approved this withdrawal; a second colleague must approve it',
    'withdrawals.error.sole_approver': 'Its only approver cannot also mark it paid; ask a colleague',
  },
});
