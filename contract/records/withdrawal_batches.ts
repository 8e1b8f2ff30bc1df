// A payout batch as the API answers it, from its declaration (contract/withdrawal_batches.ts):
// the record also carries its lines, each a withdrawal with its account masked.
import { Type, type Static } from 'typebox';
import type { ListItemOf, RecordOf } from '../fields';
import { WITHDRAWAL_BATCHES } from '../withdrawal_batches';
import { WITHDRAWAL_STATES } from '../withdrawals';
import { recordSchemaOf } from './declared';
import { DateTime, Nullable, StringEnum } from './schema';

export const WithdrawalBatchLineSchema = Type.Object({
  withdrawalId: Type.Integer(),
  authorId: Type.Integer(),
  authorName: Type.String(),
  amountCents: Type.Integer({ description: 'fen' }),
  payoutMethod: Type.String(),
  payoutAccount: Type.String({ description: 'masked: the last 4 of a card number at most' }),
  status: StringEnum([...WITHDRAWAL_STATES]),
  reference: Type.String(),
  reason: Type.String(),
  paidAt: Nullable(DateTime),
});

export const WithdrawalBatchSchema = recordSchemaOf(WITHDRAWAL_BATCHES, {
  lines: Type.Array(WithdrawalBatchLineSchema, { description: 'The withdrawals of the batch: only in `get`' }),
});

type Fields = typeof WITHDRAWAL_BATCHES.fields;
export type WithdrawalBatchLine = Static<typeof WithdrawalBatchLineSchema>;
export type WithdrawalBatchRecord = Omit<RecordOf<Fields>, 'lines'> & { lines: WithdrawalBatchLine[] };
export type WithdrawalBatchListItem = ListItemOf<Fields>;
