// Kysely types of the report tables (migrations/0029_reports.sql, 0030_reports_uphold.sql), merged into DB.
import type { ColumnType, Generated } from 'kysely';
import type { ReportCaseState } from '../../../contract/reports';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

/** numeric arrives as a string */
type Decimal = ColumnType<string, number | string | undefined, number | string>;
type BigId = ColumnType<number, number | undefined, number>;

export interface ReportCasesTable {
  id: Generated<number>;
  target_type: string;
  target_id: number;
  status: Generated<ReportCaseState>;
  score: Decimal;
  reporters: Generated<number>;
  report_count: Generated<number>;
  auto_hidden: Generated<boolean>;
  decision_note: Generated<string>;
  first_report_at: Timestamp;
  last_report_at: Timestamp;
  decided_at: NullableTimestamp;
  /** the staff member who upheld or dismissed it (migrations/0030_reports_uphold.sql) */
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** an upheld case's action: hide, reject, mute, ban, or kept_hidden (hide on a target its auto-hide still holds) */
  decision_action: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface ReportsTable {
  id: Generated<number>;
  case_id: BigId;
  bot_id: number;
  reporter_id: number;
  target_type: string;
  target_id: number;
  reason: string;
  text: Generated<string>;
  merged: Generated<number>;
  outcome: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
  last_report_at: Timestamp;
}

export interface ReportKeysTable {
  bot_id: number;
  idempotency_key: string;
  report_id: number;
  case_id: number;
  created_at: Timestamp;
}

export interface ReportSettingsTable {
  id: Generated<number>;
  visible_score: Decimal;
  auto_hide_score: Decimal;
  weights: ColumnType<Record<string, number>, string | undefined, string>;
  updated_at: Timestamp;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface DB {
    report_cases: ReportCasesTable;
    reports: ReportsTable;
    report_keys: ReportKeysTable;
    report_settings: ReportSettingsTable;
  }
}
