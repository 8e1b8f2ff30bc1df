import type { AuthorRecord } from '../../../contract/authors';
import type { ListQuery } from '../types';

/** Route (react-admin resource) name; the API resource is 'authors'. */
export const AUTHOR_RESOURCE = 'wow_author/information';

export type Author = AuthorRecord;

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const AUTHOR_LIST_QUERY: ListQuery = { sort: { field: 'createdAt', order: 'DESC' }, perPage: 20 };
