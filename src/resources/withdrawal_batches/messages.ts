// Labels of fields and states come from the contract (contract/withdrawal_batches.ts);
// here only the panel's own words.
import { WITHDRAWAL_BATCHES } from '../../../contract/withdrawal_batches';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';

const zh = contractMessages(WITHDRAWAL_BATCHES, 'zh-CN');
const en = contractMessages(WITHDRAWAL_BATCHES, 'en-US');

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    name: '打款批次 |||| 打款批次',
    unit: '个',
    ...zh,
    title: '打款批次',
    add: '加入打款批次',
    add_confirm: '将所选 %{count} 笔已审批提现（共 %{total}）加入一个新的打款批次？已在批次中或未审批的提现不会加入。',
    made: '已创建打款批次 #%{id}',
    back: '提现申请',
    batch_title: '打款批次 #%{id}',
    settled_of: '%{settled} / %{count} 笔已处理',
    export_bank: '导出银行打款文件',
    exported: '已导出银行打款文件',
    line: { withdrawal: '提现申请', author: '作者', amount: '金额', method: '收款方式', account: '收款账号', status: '状态', reference: '流水号 / 原因' },
    pay_lines: '标记已打款',
    fail_lines: '标记打款失败',
    done: '已处理 %{done} 笔，失败 %{failed} 笔',
  },
  'en-US': {
    name: 'Payout batch |||| Payout batches',
    unit: '',
    ...en,
    title: 'Payout batches',
    add: 'Add to payout batch',
    add_confirm: 'Put the %{count} selected approved withdrawals (%{total} in all) into a new payout batch? Withdrawals already batched or not approved are left out.',
    made: 'Payout batch #%{id} created',
    back: 'Withdrawals',
    batch_title: 'Payout batch #%{id}',
    settled_of: '%{settled} of %{count} settled',
    export_bank: 'Bank file',
    exported: 'Bank file downloaded',
    line: { withdrawal: 'Withdrawal', author: 'Author', amount: 'Amount', method: 'Payout method', account: 'Payout account', status: 'Status', reference: 'Reference / reason' },
    pay_lines: 'Mark paid',
    fail_lines: 'Mark failed',
    done: '%{done} done, %{failed} failed',
  },
};
