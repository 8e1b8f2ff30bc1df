// Kysely types of the builds module's table; keep in step with migrations/*.sql.
// Merged into the one DB type (server/db/schema.ts) by interface merging.
import type { ColumnType, Generated } from 'kysely';
import type { Gear, WowRole } from '../../../contract/wow';
import type { NullableTimestamp, Timestamp } from '../../db/schema';
import type { BuildState } from '../../../contract/builds';

export type BuildStatus = BuildState;

export interface BuildsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  wow_class: string;
  spec: string;
  role: WowRole;
  game_version_id: number;
  talent_string: Generated<string>;
  /** read as an object; written as its JSON text */
  gear: ColumnType<Gear, string | undefined, string>;
  description: Generated<string>;
  status: Generated<BuildStatus>;
  reason: Generated<string>;
  featured: Generated<boolean>;
  views: Generated<number>;
  likes: Generated<number>;
  reviewed_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: NullableTimestamp;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface DB {
    builds: BuildsTable;
  }
}
