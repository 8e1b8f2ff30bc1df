// withdrawal_batches (read-only, docs/money.md "Payout batches"): approved
// withdrawals gathered for the bank. Made by /mdr/withdrawals/batch and
// exported for the bank by /mdr/withdrawal_batches/export_bank (./batch-routes.ts);
// the lines are paid or failed with the withdrawals' own pay / fail. The state
// is derived from the lines (contract/withdrawal_batches.ts), so it follows
// every payment in the payment's own transaction without a write of its own.
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { WITHDRAWAL_BATCHES, WITHDRAWAL_BATCH_STATES } from '../../../contract/withdrawal_batches';
import { WithdrawalBatchSchema, type WithdrawalBatchLine } from '../../../contract/records/withdrawal_batches';
import { StringEnum } from '../../../contract/records/schema';
import type { DB } from '../../db/schema';
import { declaredColumns } from '../../resources/declared';
import { iso } from '../../resources/mapping';
import { maskValue } from '../../resources/sensitive';
import { READ_ACTIONS, defineResource, filterOf, type Shape } from '../../resources/types';
import withdrawals from './withdrawals';

/** Lines paid or failed: a line is settled once the bank's answer is recorded. */
const settled = sql<number>`(SELECT count(*)::int FROM withdrawals w
  WHERE w.batch_id = withdrawal_batches.id AND w.status IN ('paid', 'failed'))`;

/** open → exported → partly_settled → settled, from the lines and the export. */
export const batchState = sql<string>`CASE
  WHEN ${settled} >= withdrawal_batches.line_count THEN 'settled'
  WHEN ${settled} > 0 THEN 'partly_settled'
  WHEN withdrawal_batches.exported_at IS NOT NULL THEN 'exported'
  ELSE 'open' END`;

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('withdrawal_batches')
  .select(declaredColumns(WITHDRAWAL_BATCHES, 'withdrawal_batches', shape) as 'withdrawal_batches.id'[])
  .select([batchState.as('status'), settled.as('settled_count')])
  .$if(shape === 'record', (q) => q.select((eb) => jsonArrayFrom(eb.selectFrom('withdrawals')
    .innerJoin('authors', 'authors.id', 'withdrawals.author_id')
    .whereRef('withdrawals.batch_id', '=', 'withdrawal_batches.id')
    .select(['withdrawals.id as withdrawalId', 'withdrawals.author_id as authorId', 'authors.pen_name as authorName',
      'withdrawals.amount_cents as amountCents', 'withdrawals.payout_method as payoutMethod',
      'withdrawals.payout_account as payoutAccount', 'withdrawals.status', 'withdrawals.reference',
      'withdrawals.reason', 'withdrawals.paid_at as paidAt'])
    .orderBy('withdrawals.id')).as('lines')));

type LineJson = Omit<WithdrawalBatchLine, 'paidAt'> & { paidAt: string | null };
/** The lines as `get` answers them: each account masked as the withdrawals' own (whole only in the bank export). */
const lines = (row: { lines?: LineJson[] }): WithdrawalBatchLine[] => (row.lines ?? []).map((l) => ({
  ...l, amountCents: Number(l.amountCents), payoutAccount: String(maskValue('account', l.payoutAccount)),
  paidAt: l.paidAt === null ? null : iso(l.paidAt),
}));

export default defineResource({
  contract: WITHDRAWAL_BATCHES,
  table: 'withdrawal_batches',
  permission: withdrawals.permission,
  actions: READ_ACTIONS.filter((a) => a === 'list' || a === 'get'),
  schemas: { record: WithdrawalBatchSchema },
  filters: {
    status: filterOf(StringEnum(WITHDRAWAL_BATCH_STATES), (q, v) => q.where(batchState, '=', v)),
  },
  defaultSort: { field: 'id', order: 'DESC' },
  query,
  columns: { lines },
});
