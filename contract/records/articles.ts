// The article as the API answers it: its declaration's (contract/articles.ts).
import type { ARTICLES } from '../articles';
import type { ListItemOf, RecordOf } from '../fields';

export type ArticleRecord = RecordOf<typeof ARTICLES.fields>;
/** List items and CSV rows: the record without its content. */
export type ArticleListItem = ListItemOf<typeof ARTICLES.fields>;
