import {
  ARTICLE_STATES, type ArticleListItem, type ArticleRecord, type ArticleState,
} from '../../../contract/articles';

/** Route (react-admin resource) name; the API resource is 'articles'. */
export const ARTICLE_RESOURCE = 'wow_guide/article';

// States and the record's shape come from the contract, shared with the API.
export const ARTICLE_STATUSES = ARTICLE_STATES;
export type ArticleStatus = ArticleState;

/** An article as list and get answer it (`content` only from get). */
export type Article = ArticleListItem & Partial<Pick<ArticleRecord, 'content'>>;

