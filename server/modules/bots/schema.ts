// Kysely types of the bots module's tables; keep in step with migrations/0007_bots.sql.
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

export interface BotsTable {
  id: Generated<number>;
  name: string;
  owner_contact: Generated<string>;
  scopes: ColumnType<string[], string[] | undefined, string[]>;
  rate_per_minute: Generated<number>;
  disabled: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface BotKeysTable {
  id: Generated<number>;
  bot_id: number;
  prefix: string;
  key_hash: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
}

export interface BotKeyUsageTable {
  key_id: number;
  minute: Timestamp;
  calls: Generated<number>;
}

declare module '../../db/schema' {
  interface DB {
    bots: BotsTable;
    bot_keys: BotKeysTable;
    bot_key_usage: BotKeyUsageTable;
  }
}
