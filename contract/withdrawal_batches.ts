// Payout batches (read-only): approved withdrawals gathered for the bank by
// /mdr/withdrawals/batch, exported with the payout accounts whole
// (/mdr/withdrawal_batches/export_bank), then paid or failed line by line with
// the withdrawals' own pay / fail. The state is derived from the lines, never
// stored: open → exported (the bank file was taken) → partly_settled (some
// lines paid or failed) → settled (every line paid or failed).
// Each field once (contract/fields.ts); record types: ./records/withdrawal_batches.ts.
import { BOOKKEEPING, defineContract, f } from './fields';

export type { WithdrawalBatchRecord, WithdrawalBatchLine, WithdrawalBatchListItem } from './records/withdrawal_batches';

export const WITHDRAWAL_BATCH_STATES = ['open', 'exported', 'partly_settled', 'settled'] as const;
export type WithdrawalBatchState = (typeof WITHDRAWAL_BATCH_STATES)[number];

export const WITHDRAWAL_BATCHES = defineContract({
  resource: 'withdrawal_batches',
  states: WITHDRAWAL_BATCH_STATES,
  fields: {
    id: f.id(),
    lineCount: f.integer(['笔数', 'Withdrawals']),
    totalCents: f.money(['总金额', 'Total']),
    status: f.state(['状态', 'State'], WITHDRAWAL_BATCH_STATES, { column: false }),
    settledCount: f.integer(['已处理笔数', 'Settled'], { column: false, note: 'lines paid or failed' }),
    createdBy: f.reference(['创建人', 'Created by'], { table: 'admins', label: 'name' }, { nullable: true }),
    exportedAt: f.dateTime(['导出时间', 'Exported at'], { nullable: true, sort: true }),
    exportedBy: f.reference(['导出人', 'Exported by'], { table: 'admins', label: 'name' }, { nullable: true }),
    // the withdrawals of the batch, their accounts masked (recordOnly: only in `get`)
    lines: f.json(['明细', 'Lines'], { column: false, recordOnly: true, note: 'only in `get`' }),
    ...BOOKKEEPING,
  },
  labels: {
    'zh-CN': {
      name: '打款批次',
      states: { open: '待导出', exported: '已导出', partly_settled: '部分完成', settled: '已完成' },
    },
    'en-US': {
      name: 'payout batch',
      states: { open: 'Open', exported: 'Exported', partly_settled: 'Partly settled', settled: 'Settled' },
    },
  },
});
