// Kysely types of the builds module's table (migrations/0012_builds.sql), from its declaration
// (contract/builds.ts); merged into the one DB type (server/db/schema.ts) by interface merging.
import type { ColumnType } from 'kysely';
import type { BUILDS, BuildState } from '../../../contract/builds';
import type { Gear } from '../../../contract/wow';
import type { TableOf } from '../../db/declared-table';

export type BuildStatus = BuildState;

/** The declared columns, those with a DEFAULT named; the gear read as an object, written as its JSON text. */
export interface BuildsTable extends Omit<TableOf<typeof BUILDS.fields,
  'talentString' | 'description' | 'status' | 'reason' | 'featured' | 'views' | 'likes' | 'version'>, 'gear'> {
  gear: ColumnType<Gear, string | undefined, string>;
}

declare module '../../db/schema' {
  interface DB {
    builds: BuildsTable;
  }
}
