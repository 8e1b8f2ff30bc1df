// Kysely table types; keep in step with migrations/*.sql (snake_case columns).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string | null, string | null>;

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  name: string;
  avatar: Generated<string>;
  role: Generated<string>;
  modules: ColumnType<string[], string[] | undefined, string[]>;
  disabled: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface SessionsTable {
  id: Generated<string>;
  admin_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor_id: number | null;
  actor_name: string;
  action: string;
  resource: string;
  record_id: string | null;
  before: Json;
  after: Json;
  ip: Generated<string>;
  user_agent: Generated<string>;
  request_id: Generated<string>;
  created_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  nickname: string;
  email: Generated<string>;
  avatar: Generated<string>;
  status: Generated<'active' | 'banned' | 'muted'>;
  registered_at: Timestamp;
  last_active_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: Generated<number>;
}

export interface AuthorsTable {
  id: Generated<number>;
  user_id: number;
  pen_name: string;
  bio: Generated<string>;
  status: Generated<'pending' | 'approved' | 'rejected' | 'suspended'>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface GuideCategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  sort_order: Generated<number>;
  visible: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export type ArticleStatus = 'draft' | 'pending' | 'published' | 'rejected' | 'hidden';

export interface ArticlesTable {
  id: Generated<number>;
  category_id: number;
  author_id: number;
  title: string;
  summary: Generated<string>;
  cover_url: Generated<string>;
  content: Generated<string>;
  status: Generated<ArticleStatus>;
  reason: Generated<string>;
  featured: Generated<boolean>;
  views: Generated<number>;
  likes: Generated<number>;
  reviewed_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: Generated<number>;
}

export type QrTicketStatus = 'waiting' | 'scanned' | 'confirmed' | 'declined' | 'expired' | 'used';
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

// bigint columns arrive as JS numbers (db/database.ts parses int8)
export interface QrTicketsTable {
  id: Generated<number>;
  ticket_hash: string;
  code_hash: string;
  status: Generated<QrTicketStatus>;
  ip: Generated<string>;
  user_agent: Generated<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  scanned_by: ColumnType<number | null, number | null | undefined, number | null>;
  scanned_at: NullableTimestamp;
  confirmed_by: ColumnType<number | null, number | null | undefined, number | null>;
  declined_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: NullableTimestamp;
  session_id: ColumnType<number | null, number | null | undefined, number | null>;
  used_at: NullableTimestamp;
}

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
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** the record a to-do asks about and the state it asks about (migration 0005) */
  subject_resource: ColumnType<string | null, string | null | undefined, string | null>;
  subject_id: ColumnType<string | null, string | null | undefined, string | null>;
  subject_state: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DB {
  admins: AdminsTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  users: UsersTable;
  authors: AuthorsTable;
  guide_categories: GuideCategoriesTable;
  articles: ArticlesTable;
  qr_tickets: QrTicketsTable;
  messages: MessagesTable;
}
