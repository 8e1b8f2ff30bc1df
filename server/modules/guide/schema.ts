// Kysely types of the guide module's tables; keep in step with migrations/*.sql. Merged
// into the one DB type (server/db/schema.ts) by interface merging.
import type { Generated } from 'kysely';
import type { ArticleState } from '../../../contract/articles';
import type { NullableTimestamp, Timestamp } from '../../db/schema';

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

/** The contract's states (contract/articles.ts). */
export type ArticleStatus = ArticleState;

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
  published_at: NullableTimestamp;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface DB {
    guide_categories: GuideCategoriesTable;
    articles: ArticlesTable;
  }
}
