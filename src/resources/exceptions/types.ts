import type { ExceptionGroupListItem, ExceptionGroupRecord } from '../../../contract/exceptions';
import type { ListQuery } from '../types';

/** Route (react-admin resource) name; the API resource is 'exceptions'. */
export const EXCEPTIONS_RESOURCE = 'exception/exc';

/** A group as list and get answer it (breakdowns and events only from get). */
export type Group = ExceptionGroupListItem & Partial<Pick<ExceptionGroupRecord, 'message' | 'topFrames' | 'versions' | 'os' | 'events'>>;

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const EXCEPTION_LIST_QUERY: ListQuery = { sort: { field: 'lastSeen', order: 'DESC' }, perPage: 20, filter: { status: ['unresolved'] } };
