// The users module's columns of the core `users` table (migrations/0007_users_moderation.sql),
// merged into its Kysely type (server/db/schema.ts).
import type { ColumnType, Generated } from 'kysely';

export {};

declare module '../../db/schema' {
  interface UsersTable {
    phone: Generated<string>;
    invited_by: ColumnType<number | null, number | null | undefined, number | null>;
    signup_link_id: ColumnType<number | null, number | null | undefined, number | null>;
    muted_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    banned_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    banned_forever: Generated<boolean>;
    moderation_reason: Generated<string>;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  }
}
