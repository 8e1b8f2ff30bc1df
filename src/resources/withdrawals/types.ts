import type { WithdrawalListItem, WithdrawalRecord } from '../../../contract/withdrawals';

/** Route (react-admin resource) name; the API resource is 'withdrawals'. */
export const WITHDRAWAL_RESOURCE = 'wow_author/withdraws';

/** A withdrawal as list and get answer it (`approvals` only from get). */
export type Withdrawal = WithdrawalListItem & Partial<Pick<WithdrawalRecord, 'approvals'>>;
