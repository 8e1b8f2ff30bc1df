// Kysely types of the saved list views' table; keep in step with migrations/*.sql. Merged
// into the one DB type (server/db/schema.ts) by interface merging.
import type { ColumnType, Generated } from 'kysely';
import type { ViewColumns } from '../../../contract/records/list_views';
import type { Timestamp } from '../../db/schema';

type Json<T> = ColumnType<T, string | undefined, string>;

export interface ListViewsTable {
  id: Generated<number>;
  owner_id: number;
  resource: string;
  name: string;
  filters: Json<Record<string, unknown>>;
  sort: ColumnType<string | null, string | null | undefined, string | null>;
  sort_order: ColumnType<'ASC' | 'DESC' | null, 'ASC' | 'DESC' | null | undefined, 'ASC' | 'DESC' | null>;
  columns: Json<ViewColumns>;
  shared_role_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface DB {
    list_views: ListViewsTable;
  }
}
