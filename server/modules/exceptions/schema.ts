// Kysely types of the exception tables (migrations/0015_exceptions.sql), merged into DB.
import type { ColumnType, Generated } from 'kysely';
import type { ExceptionState } from '../../../contract/exceptions';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

type Texts = ColumnType<string[], string[] | undefined, string[]>;

export interface ExceptionGroupsTable {
  id: Generated<number>;
  fingerprint: string;
  type: string;
  title: string;
  message: string;
  top_frames: Texts;
  status: Generated<ExceptionState>;
  regressed: Generated<boolean>;
  event_count: ColumnType<string | number, number | undefined, number>;
  user_count: Generated<number>;
  kept_events: Generated<number>;
  app_versions: Texts;
  first_seen: Timestamp;
  last_seen: Timestamp;
  resolved_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface ExceptionEventsTable {
  id: Generated<number>;
  group_id: number;
  message: string;
  stack: Generated<string>;
  app_version: Generated<string>;
  os: Generated<string>;
  device: Generated<string>;
  user_ref: Generated<string>;
  created_at: Timestamp;
}

export interface ExceptionDailyTable {
  group_id: number;
  day: ColumnType<string, string, string>;
  count: number;
}

export interface ExceptionBreakdownsTable {
  group_id: number;
  kind: string;
  value: string;
  count: ColumnType<string | number, number, number>;
}

export interface ExceptionGroupUsersTable {
  group_id: number;
  user_ref: string;
}

declare module '../../db/schema' {
  interface DB {
    exception_groups: ExceptionGroupsTable;
    exception_events: ExceptionEventsTable;
    exception_daily: ExceptionDailyTable;
    exception_breakdowns: ExceptionBreakdownsTable;
    exception_group_users: ExceptionGroupUsersTable;
  }
}
