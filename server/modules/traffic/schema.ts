// Kysely types of author_traffic (migrations/0017_author_traffic.sql), merged into DB.
import type { ColumnType, Generated } from 'kysely';

type Count = ColumnType<string | number, number | undefined, number>;

export interface AuthorTrafficTable {
  id: Generated<string>;
  author_id: number;
  day: ColumnType<string, string, string>;
  views: Count;
  visitors: Count;
  likes: Count;
  followers: Count;
  orders: Count;
  income_cents: Count;
}

declare module '../../db/schema' {
  interface DB {
    author_traffic: AuthorTrafficTable;
  }
}
