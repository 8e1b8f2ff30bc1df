// Kysely types of the authors module: the money columns it adds to the core
// `authors` table (interface merging into server/db/schema.ts's AuthorsTable),
// the ledger, withdrawals and their approvals. Keep in step with migrations/*.sql.
import type { ColumnType, Generated } from 'kysely';
import type { AUTHOR_LEDGER } from '../../../contract/author_ledger';
import type { PayoutMethod } from '../../../contract/authors';
import type { WITHDRAWALS } from '../../../contract/withdrawals';
import type { TableOf } from '../../db/declared-table';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

/** bigint columns arrive as JS numbers on both drivers (server/db/database.ts parseInt8). */
type GeneratedCents = Generated<number>;
type NullableId = ColumnType<number | null, number | null | undefined, number | null>;

export type { PayoutMethod };

/** The ledger's and the withdrawals' columns are their declarations' (contract/), those with a DEFAULT named. */
export type AuthorLedgerTable = TableOf<typeof AUTHOR_LEDGER.fields, 'reason'>;
export type LedgerKind = AuthorLedgerTable['kind'];
export type WithdrawalsTable = TableOf<typeof WITHDRAWALS.fields,
  'feeCents' | 'status' | 'approvalsNeeded' | 'reason' | 'reference' | 'version'>;

/** Payout batches (migrations/0028_withdrawal_batches.sql); the state is derived, not a column. */
export interface WithdrawalBatchesTable {
  id: Generated<number>;
  created_by: number | null;
  line_count: number;
  total_cents: number;
  exported_at: NullableTimestamp;
  exported_by: NullableId;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface WithdrawalApprovalsTable {
  withdrawal_id: number;
  admin_id: number;
  admin_name: string;
  created_at: Timestamp;
}

declare module '../../db/schema' {
  interface AuthorsTable {
    real_name: Generated<string>;
    contact: Generated<string>;
    payout_method: Generated<PayoutMethod>;
    payout_account: Generated<string>;
    revenue_share: Generated<number>;
    reason: Generated<string>;
    available_cents: GeneratedCents;
    frozen_cents: GeneratedCents;
    reviewed_by: NullableId;
  }
  interface DB {
    author_ledger: AuthorLedgerTable;
    withdrawals: WithdrawalsTable;
    withdrawal_approvals: WithdrawalApprovalsTable;
    withdrawal_batches: WithdrawalBatchesTable;
  }
}
