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
    notify: {
      approve: 'Approved', reject: 'Rejected', pay: 'Marked paid', fail: 'Marked failed',
      conflict: 'Someone else acted on this withdrawal; reload to see the latest',
    },
  },
};
