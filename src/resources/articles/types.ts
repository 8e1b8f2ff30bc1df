import {
  ARTICLE_STATES, type ArticleListItem, type ArticleRecord, type ArticleState,
} from '../../../contract/articles';
import type { ListQuery } from '../types';

/** Route (react-admin resource) name; the API resource is 'articles'. */
export const ARTICLE_RESOURCE = 'wow_guide/article';

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const ARTICLE_LIST_QUERY: ListQuery = { sort: { field: 'createdAt', order: 'DESC' }, perPage: 20 };

// States and the record's shape come from the contract, shared with the API.
export const ARTICLE_STATUSES = ARTICLE_STATES;
export type ArticleStatus = ArticleState;

/** An article as list and get answer it (`content` only from get). */
export type Article = ArticleListItem & Partial<Pick<ArticleRecord, 'content'>>;

