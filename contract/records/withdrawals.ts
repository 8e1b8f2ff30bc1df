// A withdrawal as the API answers it: the list item carries the count of
// approvals, the record also who gave them.
import { Type, type Static } from '@sinclair/typebox';
import { WITHDRAWALS, WITHDRAWAL_STATES } from '../withdrawals';
import { PayoutMethodSchema } from './authors';
import { DateTime, Nullable, StringEnum, labelled } from './schema';

export const WithdrawalStatus = StringEnum(WITHDRAWAL_STATES);

export const WithdrawalApprovalSchema = Type.Object({
  adminId: Type.Integer(),
  adminName: Type.String(),
  at: DateTime,
});

export const WithdrawalSchema = Type.Object(labelled({
  id: Type.Integer(),
  authorId: Type.Integer(),
  authorName: Type.String(),
  amountCents: Type.Integer({ description: 'fen' }),
  feeCents: Type.Integer({ description: 'fen' }),
  payoutMethod: PayoutMethodSchema,
  payoutAccount: Type.String({ description: 'snapshot at request time; masked unless revealed' }),
  status: WithdrawalStatus,
  approvalsNeeded: Type.Integer({ minimum: 1, maximum: 2, description: '2 at or above WITHDRAWAL_FOUR_EYES_CENTS' }),
  approvalCount: Type.Integer(),
  approvals: Type.Array(WithdrawalApprovalSchema, { description: 'only in `get`' }),
  reason: Type.String(),
  reference: Type.String(),
  paidBy: Nullable(Type.Integer()),
  requestedAt: DateTime,
  paidAt: Nullable(DateTime),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
}, WITHDRAWALS.labels['en-US'].fields));

export const WithdrawalListItemSchema = Type.Omit(WithdrawalSchema, ['approvals']);

export type WithdrawalRecord = Static<typeof WithdrawalSchema>;
export type WithdrawalListItem = Static<typeof WithdrawalListItemSchema>;
export type WithdrawalApproval = Static<typeof WithdrawalApprovalSchema>;
