// Kysely types of the feedback tables (migrations/0013_feedback.sql), the tickets' from their
// declaration (contract/feedback.ts), merged into DB.
import type { ColumnType, Generated } from 'kysely';
import type { FEEDBACK } from '../../../contract/feedback';
import type { Timestamp } from '../../db/schema';
import type { TableOf } from '../../db/declared-table';

/** The declared columns, those with a DEFAULT (or null) named; the screenshots a text[]. */
export interface FeedbackTable extends Omit<TableOf<typeof FEEDBACK.fields, 'contact' | 'clientVersion' | 'clientOs' | 'status'
  | 'assigneeId' | 'closeReason' | 'replyCount' | 'version'>, 'screenshots'> {
  screenshots: ColumnType<string[], string[] | undefined, string[]>;
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
