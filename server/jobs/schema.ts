// Kysely types of the bulk jobs' tables (server/db/migrations/0024_bulk_jobs.sql),
// merged into the one DB type.
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/schema';

export type JobState = 'queued' | 'running' | 'done' | 'cancelled' | 'stopped';
export type ItemState = 'pending' | 'done' | 'failed';
type JsonColumn = ColumnType<unknown, string | undefined, string>;

export interface BulkJobsTable {
  id: Generated<number>;
  resource: string;
  command: string;
  action_key: string;
  params: JsonColumn;
  filter: JsonColumn;
  ctx: ColumnType<unknown, string, string>;
  created_by: number;
  state: Generated<JobState>;
  stop_reason: string | null;
  total: number;
  owner: string | null;
  lease_until: NullableTimestamp;
  cancelled_by: number | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface BulkJobItemsTable {
  job_id: number;
  seq: number;
  record_id: number;
  state: Generated<ItemState>;
  code: number | null;
  message: string | null;
  finished_at: NullableTimestamp;
}

declare module '../db/schema' {
  interface DB {
    bulk_jobs: BulkJobsTable;
    bulk_job_items: BulkJobItemsTable;
  }
}
