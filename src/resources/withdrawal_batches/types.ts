import type { WithdrawalBatchListItem, WithdrawalBatchRecord } from '../../../contract/withdrawal_batches';
import type { ChipStyle } from '../shared/StatusChip';

/**
 * Route (react-admin resource) name: below the withdrawals' page, so the menu,
 * the tab and the route guard treat it as part of that page; the API resource
 * is 'withdrawal_batches'.
 */
export const BATCH_RESOURCE = 'wow_author/withdraws/batches';

/** A batch as list and get answer it (`lines` only from get; `totalCents` only for read_money holders). */
export type WithdrawalBatch = WithdrawalBatchListItem & Partial<Pick<WithdrawalBatchRecord, 'lines'>>;
export type { WithdrawalBatchLine } from '../../../contract/withdrawal_batches';

export const batchStateStyles: Record<string, ChipStyle> = {
  open: { color: 'default', variant: 'outlined' },
  exported: { color: 'info' },
  partly_settled: { color: 'warning' },
  settled: { color: 'success' },
};
