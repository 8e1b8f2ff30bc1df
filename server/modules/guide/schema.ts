// Kysely types of the guide module's tables (migrations/*.sql), from their declarations
// (contract/guide_categories.ts, contract/articles.ts); merged into the one DB type
// (server/db/schema.ts) by interface merging. The second argument: the columns with a DEFAULT.
import type { ArticleState, ARTICLES } from '../../../contract/articles';
import type { GUIDE_CATEGORIES } from '../../../contract/guide_categories';
import type { TableOf } from '../../db/declared-table';

export type GuideCategoriesTable = TableOf<typeof GUIDE_CATEGORIES.fields, 'sortOrder' | 'visible' | 'version'>;

/** The contract's states (contract/articles.ts). */
export type ArticleStatus = ArticleState;

export type ArticlesTable = TableOf<typeof ARTICLES.fields,
  'summary' | 'coverUrl' | 'content' | 'status' | 'reason' | 'featured' | 'views' | 'likes' | 'version'>;

declare module '../../db/schema' {
  interface DB {
    guide_categories: GuideCategoriesTable;
    articles: ArticlesTable;
  }
}
