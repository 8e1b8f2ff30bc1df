// Kysely types of the message centre's table; keep in step with migrations/*.sql. Merged
// into the one DB type (server/db/schema.ts) by interface merging.
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

export type MessageKind = 'message' | 'notice' | 'todo';

// title, sub_title and content are i18n keys rendered with params per reader (migration 0003)
export interface MessagesTable {
  id: Generated<number>;
  admin_id: number;
  type: MessageKind;
  title: string;
  sub_title: Generated<string>;
  avatar: Generated<string>;
  content: Generated<string>;
  params: ColumnType<Record<string, string | number>, string | undefined, string>;
  message_type: ColumnType<0 | 1 | 3 | null, 0 | 1 | 3 | null | undefined, 0 | 1 | 3 | null>;
  status: Generated<0 | 1>;
  link: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  read_at: NullableTimestamp;
  /** the record a to-do asks about and the state it asks about (migration 0006) */
  subject_resource: ColumnType<string | null, string | null | undefined, string | null>;
  subject_id: ColumnType<string | null, string | null | undefined, string | null>;
  subject_state: ColumnType<string | null, string | null | undefined, string | null>;
}

declare module '../../db/schema' {
  interface DB {
    messages: MessagesTable;
  }
}
