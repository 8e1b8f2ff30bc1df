import type { WithdrawalListItem, WithdrawalRecord } from '../../../contract/withdrawals';
import type { ListQuery } from '../types';

/** Route (react-admin resource) name; the API resource is 'withdrawals'. */
export const WITHDRAWAL_RESOURCE = 'wow_author/withdraws';

/** A withdrawal as list and get answer it (`approvals` only from get). */
export type Withdrawal = WithdrawalListItem & Partial<Pick<WithdrawalRecord, 'approvals'>>;

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const WITHDRAWAL_LIST_QUERY: ListQuery = { sort: { field: 'requestedAt', order: 'DESC' }, perPage: 20 };
