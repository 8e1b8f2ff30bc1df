// The monthly statement's words on the author's page (resources.<authors>.statement.*).
export const statementMessages = {
  'zh-CN': {
    title: '月度对账单',
    month: '月份',
    csv: '下载 CSV',
    empty: '本月没有账目',
    figures: {
      openingCents: '期初余额', incomeCents: '收入', clawbackCents: '退款扣回', withdrawnCents: '提现打款', adjustedCents: '人工调整', closingCents: '期末余额',
    },
    columns: { at: '时间', kind: '类型', amountCents: '金额', netCents: '余额变动', balanceCents: '余额', source: '来源' },
    source: { orders: '订单 #%{id}', order_refunds: '退款 #%{id}', withdrawals: '提现 #%{id}', adjustments: '调整 #%{id}' },
    note: '余额为可用与冻结之和：提现冻结与解冻只在两者之间移动，不改变余额；“提现打款”为已付出的金额。',
    error: '对账单加载失败',
  },
  'en-US': {
    title: 'Monthly statement',
    month: 'Month',
    csv: 'Download CSV',
    empty: 'No ledger entries this month',
    figures: {
      openingCents: 'Opening', incomeCents: 'Income', clawbackCents: 'Clawbacks', withdrawnCents: 'Withdrawn', adjustedCents: 'Adjustments', closingCents: 'Closing',
    },
    columns: { at: 'Time', kind: 'Kind', amountCents: 'Amount', netCents: 'Balance change', balanceCents: 'Balance', source: 'Source' },
    source: { orders: 'Order #%{id}', order_refunds: 'Refund #%{id}', withdrawals: 'Withdrawal #%{id}', adjustments: 'Adjustment #%{id}' },
    note: 'The balance is available plus frozen: freezing and unfreezing a withdrawal move money between the two and leave it unchanged; "Withdrawn" is what was paid out.',
    error: 'The statement could not be loaded',
  },
};
