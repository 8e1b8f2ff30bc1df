// A withdrawal as the API answers it, from its declaration (contract/withdrawals.ts):
// the list item carries the count of approvals, the record also who gave them.
import { Type, type Static } from 'typebox';
import type { ListItemOf, RecordOf } from '../fields';
import { WITHDRAWALS } from '../withdrawals';
import { recordSchemaOf } from './declared';
import { DateTime } from './schema';

export const WithdrawalApprovalSchema = Type.Object({
  adminId: Type.Integer(),
  adminName: Type.String(),
  at: DateTime,
});

export const WithdrawalSchema = recordSchemaOf(WITHDRAWALS, {
  approvals: Type.Array(WithdrawalApprovalSchema, { description: 'Approval record: only in `get`' }),
});

type Fields = typeof WITHDRAWALS.fields;
export type WithdrawalApproval = Static<typeof WithdrawalApprovalSchema>;
export type WithdrawalRecord = Omit<RecordOf<Fields>, 'approvals'> & { approvals: WithdrawalApproval[] };
export type WithdrawalListItem = ListItemOf<Fields>;
