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

/** The fields the API accepts in create/update data (docs/api.md). */
export const ARTICLE_WRITABLE = [
  'categoryId', 'authorId', 'title', 'summary', 'coverUrl', 'content', 'featured',
] as const satisfies readonly (keyof ArticleRecord)[];
