// Labels of fields, states and actions come from the contract (contract/withdrawals.ts);
// here only the panel's own words.
import { WITHDRAWALS } from '../../../contract/withdrawals';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

const zh = contractMessages(WITHDRAWALS, 'zh-CN');
const en = contractMessages(WITHDRAWALS, 'en-US');

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '提现申请 |||| 提现申请',
    unit: '笔',
    ...zh,
    approvals: '%{count} / %{needed} 人已审批',
    approved_by: '审批人：%{names}',
    no_approvals: '尚无审批',
    waiting: { second_approver: '等待第二位审批人', other_payer: '等待另一位同事标记打款' },
    payout: '收款账户快照',
    confirm: {
      approve_title: '批准提现 %{amount}？',
      approve: '批准提现 %{amount} 给作者「%{author}」：批准后即可打款，金额将从作者的冻结余额中支付。批准不可撤销。',
      approve_first: '批准提现 %{amount} 给作者「%{author}」：这笔金额需要两位同事批准，还需另一位同事批准后才能打款。批准不可撤销。',
      pay: '标记提现 %{amount} 给作者「%{author}」已打款：这笔金额从作者的冻结余额中记为已支付。请先确认银行转账已完成，此操作不可撤销。',
    },
    notify: {
      approve: '已审批', reject: '已驳回', pay: '已标记打款', fail: '已标记打款失败',
      conflict: '该提现已被他人处理，请刷新后再试',
    },
  },
  'en-US': {
    name: 'Withdrawal |||| Withdrawals',
    unit: '',
    ...en,
    approvals: '%{count} of %{needed} approvals',
    approved_by: 'Approved by %{names}',
    no_approvals: 'No approvals yet',
    waiting: { second_approver: 'Waiting for a second approver', other_payer: 'Waiting for a colleague to mark it paid' },
    payout: 'Payout account at request time',
    confirm: {
      approve_title: 'Approve the withdrawal of %{amount}?',
      approve: 'Approve %{amount} for author %{author}: once approved it can be paid, from the author\'s frozen balance. An approval cannot be taken back.',
      approve_first: 'Approve %{amount} for author %{author}: at this amount two staff must approve, so it can be paid once a colleague approves too. An approval cannot be taken back.',
      pay: 'Mark %{amount} to author %{author} paid: the amount leaves the author\'s frozen balance as paid out. Check that the bank transfer went through first; this cannot be undone.',
    },
    notify: {
      approve: 'Approved', reject: 'Rejected', pay: 'Marked paid', fail: 'Marked failed',
      conflict: 'Someone else acted on this withdrawal; reload to see the latest',
    },
  },
};
