// Kysely types of the feedback tables (migrations/0013_feedback.sql), merged into DB.
import type { ColumnType, Generated } from 'kysely';
import type { FeedbackState } from '../../../contract/feedback';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  category: string;
  content: string;
  screenshots: ColumnType<string[], string[] | undefined, string[]>;
  contact: Generated<string>;
  client_version: Generated<string>;
  client_os: Generated<string>;
  status: Generated<FeedbackState>;
  assignee_id: ColumnType<number | null, number | null | undefined, number | null>;
  close_reason: Generated<string>;
  reply_count: Generated<number>;
  resolved_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface FeedbackRepliesTable {
  id: Generated<number>;
  feedback_id: number;
  body: string;
  internal: Generated<boolean>;
  author_id: number | null;
  author_name: string;
  created_at: Timestamp;
}

declare module '../../db/schema' {
  interface DB {
    feedback: FeedbackTable;
    feedback_replies: FeedbackRepliesTable;
  }
}
