import type { AuthorRecord } from '../../../contract/authors';

/** Route (react-admin resource) name; the API resource is 'authors'. */
export const AUTHOR_RESOURCE = 'wow_author/information';

export type Author = AuthorRecord;
