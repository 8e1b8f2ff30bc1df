// Kysely types of the decision tables (migrations/0032_decisions.sql), merged into DB.
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

type BigId = ColumnType<number, number | undefined, number>;
type NullableId = ColumnType<number | null, number | null | undefined, number | null>;

export interface DecisionsTable {
  id: Generated<number>;
  target_type: string;
  target_id: BigId;
  user_id: NullableId;
  action: string;
  reason_code: string;
  facts: Generated<string>;
  automated: Generated<boolean>;
  decided_by: NullableId;
  decided_at: Timestamp;
  appealable_until: Timestamp;
  ends_at: NullableTimestamp;
  case_id: NullableId;
  reported_at: NullableTimestamp;
  submitted_at: NullableTimestamp;
  status: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface StrikesTable {
  id: Generated<number>;
  user_id: number;
  decision_id: BigId;
  created_at: Timestamp;
  expires_at: Timestamp;
  removed_at: NullableTimestamp;
  removed_why: Generated<string>;
}

export interface StrikeSettingsTable {
  id: Generated<number>;
  ladder: ColumnType<{ strikes: number; action: 'mute' | 'ban'; days: number | null }[], string | undefined, string>;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface NoticesTable {
  id: Generated<number>;
  /** assigned at commit (the migration's deferred trigger): null inside the writing transaction */
  seq: ColumnType<number | null, never, never>;
  user_id: number;
  kind: string;
  decision_id: NullableId;
  text: string;
  text_en: Generated<string>;
  created_at: Timestamp;
}

export interface AppealsTable {
  id: Generated<number>;
  decision_id: BigId;
  user_id: number;
  bot_id: NullableId;
  text: string;
  status: Generated<string>;
  note: Generated<string>;
  decided_by: NullableId;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface DB {
    decisions: DecisionsTable;
    strikes: StrikesTable;
    strike_settings: StrikeSettingsTable;
    notices: NoticesTable;
    notice_head: { id: Generated<number>; seq: number };
    appeals: AppealsTable;
  }
}
