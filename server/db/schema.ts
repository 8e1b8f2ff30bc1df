// Kysely table types of the core tables; keep in step with migrations/*.sql
// (snake_case columns). A module adds its own tables to DB from its schema.ts by
// interface merging (`declare module '../../db/schema' { interface DB {...} }`),
// so this file does not grow per module: see server/modules/guide/schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { AuthorState } from '../../contract/authors';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type Json = ColumnType<unknown, string | null, string | null>;

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  name: string;
  avatar: Generated<string>;
  role: Generated<string>;
  /** extra action keys X */
  modules: ColumnType<string[], string[] | undefined, string[]>;
  /** ids of roles (roles table); no foreign key in an array: a role in use is not deleted (server/modules/staff/roles.ts) */
  role_ids: ColumnType<number[], number[] | undefined, number[]>;
  disabled: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

/** A named set of action keys staff accounts carry (admins.role_ids). */
export interface RolesTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  description_zh: Generated<string>;
  description_en: Generated<string>;
  keys: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
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
  /** the chain (server/db/migrations/0026_audit_chain.sql): set by the database at commit, never by a writer */
  seq: ColumnType<string | null, never, never>;
  prev_hash: ColumnType<string | null, never, never>;
  hash: ColumnType<string | null, never, never>;
}

/** The audit chain's one row: its last seq and hash (0026_audit_chain.sql). */
export interface AuditChainHeadTable {
  only_row: Generated<boolean>;
  seq: string;
  hash: string;
}

/** Per Beijing day: the rows chained, the first and last seq, the day's closing hash. */
export interface AuditChainDaysTable {
  day: ColumnType<string, string, string>;
  rows: string;
  first_seq: string;
  last_seq: string;
  closing_hash: string;
}

/** Each run of npm run audit:verify. */
export interface AuditVerificationsTable {
  id: Generated<string>;
  ok: boolean;
  rows: number | string;
  last_seq: string | number | null;
  last_hash: string | null;
  first_bad_seq: string | number | null;
  problem: string | null;
  at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  nickname: string;
  email: Generated<string>;
  avatar: Generated<string>;
  registered_at: Timestamp;
  last_active_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: Generated<number>;
}

export interface AuthorsTable {
  id: Generated<number>;
  user_id: number;
  pen_name: string;
  bio: Generated<string>;
  status: Generated<AuthorState>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

/** Every table: the core ones here, each module's merged in from its schema.ts. */
export interface DB {
  admins: AdminsTable;
  roles: RolesTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  audit_chain_head: AuditChainHeadTable;
  audit_chain_days: AuditChainDaysTable;
  audit_verifications: AuditVerificationsTable;
  users: UsersTable;
  authors: AuthorsTable;
}
