// Labels of fields, states and actions come from the contract (contract/authors.ts);
// here only the panel's own words.
import { AUTHORS } from '../../../contract/authors';
import { AUTHOR_LEDGER } from '../../../contract/author_ledger';
import { contractMessages } from '../shared/contractMessages';
import type { ResourceMessages } from '../types';
import { statementMessages } from './statementMessages';

const zh = contractMessages(AUTHORS, 'zh-CN');
const en = contractMessages(AUTHORS, 'en-US');

export const messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages } = {
  'zh-CN': {
    cards: { authors: '作者', top: '作者排行 Top 10', by_orders: '按订单', by_income: '按收入' },
    name: '作者 |||| 作者',
    unit: '位',
    ...zh,
    ledger_kind: AUTHOR_LEDGER.labels['zh-CN'].values?.kind,
    section: {
      balance: '余额', ledger: '账目明细', income: '月度收入', withdrawals: '提现记录', articles: '作品', profile: '资料',
    },
    income: { income: '收入', clawback: '退款扣回', empty: '近 12 个月暂无收入' },
    ledger_empty: '暂无账目',
    ledger_source: { orders: '订单 #%{id}', order_refunds: '退款 #%{id}', withdrawals: '提现 #%{id}', adjustments: '人工调整 #%{id}' },
    ledger_filter: { kind: '类型', from: '日期起', to: '日期止', all: '全部' },
    statement: statementMessages['zh-CN'],
    adjust: {
      amount: '调整金额（元，负数为扣减）', reason: '调整原因',
      effect: '调整作者「%{name}」的可用余额：正数增加，负数扣减，记入作者流水。调整不可撤销（需要时另做一笔反向调整）。',
      effect_to: '调整作者「%{name}」的可用余额：%{available} → %{after}，记入作者流水。调整不可撤销（需要时另做一笔反向调整）。',
    },
    notify: {
      approve: '已通过', reject: '已驳回', suspend: '已暂停', unsuspend: '已恢复', adjust: '余额已调整',
      conflict: '该作者已被他人修改，请刷新后再试',
    },
  },
  'en-US': {
    cards: { authors: 'Authors', top: 'Top 10 authors', by_orders: 'By orders', by_income: 'By income' },
    name: 'Author |||| Authors',
    unit: '',
    ...en,
    ledger_kind: AUTHOR_LEDGER.labels['en-US'].values?.kind,
    section: {
      balance: 'Balance', ledger: 'Ledger', income: 'Income by month', withdrawals: 'Withdrawals', articles: 'Articles',
      profile: 'Profile',
    },
    income: { income: 'Income', clawback: 'Refund clawback', empty: 'No income in the last 12 months' },
    ledger_empty: 'No ledger entries yet',
    ledger_source: { orders: 'Order #%{id}', order_refunds: 'Refund #%{id}', withdrawals: 'Withdrawal #%{id}', adjustments: 'Adjustment #%{id}' },
    ledger_filter: { kind: 'Kind', from: 'From', to: 'To', all: 'All' },
    statement: statementMessages['en-US'],
    adjust: {
      amount: 'Amount (¥, negative to deduct)', reason: 'Reason',
      effect: "Adjust %{name}'s available balance: a positive amount adds, a negative one deducts, as a row of the author's ledger. It cannot be undone (make an opposite adjustment if needed).",
      effect_to: "Adjust %{name}'s available balance: %{available} → %{after}, as a row of the author's ledger. It cannot be undone (make an opposite adjustment if needed).",
    },
    notify: {
      approve: 'Approved', reject: 'Rejected', suspend: 'Suspended', unsuspend: 'Reinstated', adjust: 'Balance adjusted',
      conflict: 'This author was changed by someone else; reload to see the latest version',
    },
  },
};
