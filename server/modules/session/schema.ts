// Kysely types of the columns server/modules/session/migrations adds to the core
// tables (admins, sessions) and of its own table, merged into the one DB type.
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

declare module '../../db/schema' {
  interface AdminsTable {
    totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
    totp_enabled: Generated<boolean>;
    totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
    must_change_password: Generated<boolean>;
    last_sign_in_at: NullableTimestamp;
  }
  interface SessionsTable {
    method: Generated<string>;
    step_up_at: NullableTimestamp;
    /** previewing a role's or a member's grant (./preview.ts); null: the session's own */
    preview_kind: ColumnType<'role' | 'member' | null, 'role' | 'member' | null | undefined, 'role' | 'member' | null>;
    preview_id: ColumnType<number | null, number | null | undefined, number | null>;
  }
  interface DB {
    admin_recovery_codes: AdminRecoveryCodesTable;
    login_locks: LoginLocksTable;
    login_attempts: LoginAttemptsTable;
  }
}

export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface LoginLocksTable {
  username: string;
  locked_until: NullableTimestamp;
  counted_from: Timestamp;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  username: string | null;
  ip: string;
  created_at: Timestamp;
}
