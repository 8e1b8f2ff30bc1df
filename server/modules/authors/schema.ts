// Kysely types of the authors module: the money columns it adds to the core
// `authors` table (interface merging into server/db/schema.ts's AuthorsTable),
// the ledger, withdrawals and their approvals. Keep in step with migrations/*.sql.
import type { ColumnType, Generated } from 'kysely';
import type { PayoutMethod } from '../../../contract/authors';
import type { WithdrawalState } from '../../../contract/withdrawals';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

/** bigint columns arrive as JS numbers on both drivers (server/db/database.ts parseInt8). */
export type Cents = number;
export type GeneratedCents = Generated<number>;
type NullableId = ColumnType<number | null, number | null | undefined, number | null>;

export type { PayoutMethod };
export type LedgerKind =
  | 'income'
  | 'refund_clawback'
  | 'withdrawal_freeze'
  | 'withdrawal_unfreeze'
  | 'withdrawal_paid'
  | 'adjustment';
/** The contract's states (contract/withdrawals.ts). */
export type WithdrawalStatus = WithdrawalState;

export interface AuthorLedgerTable {
  id: Generated<number>;
  author_id: number;
  kind: LedgerKind;
  amount_cents: Cents;
  available_delta: Cents;
  frozen_delta: Cents;
  available_after: Cents;
  frozen_after: Cents;
  order_id: NullableId;
  withdrawal_id: NullableId;
  reason: Generated<string>;
  actor_id: NullableId;
  created_at: Timestamp;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  author_id: number;
  amount_cents: Cents;
  fee_cents: GeneratedCents;
  payout_method: PayoutMethod;
  payout_account: string;
  status: Generated<WithdrawalStatus>;
  approvals_needed: Generated<number>;
  reason: Generated<string>;
  reference: Generated<string>;
  paid_by: NullableId;
  requested_at: Timestamp;
  paid_at: NullableTimestamp;
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
  }
}
