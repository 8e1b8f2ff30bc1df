import type { ExceptionGroupListItem, ExceptionGroupRecord } from '../../../contract/exceptions';

/** Route (react-admin resource) name; the API resource is 'exceptions'. */
export const EXCEPTIONS_RESOURCE = 'exception/exc';

/** A group as list and get answer it (breakdowns and events only from get). */
export type Group = ExceptionGroupListItem & Partial<Pick<ExceptionGroupRecord, 'message' | 'topFrames' | 'versions' | 'os' | 'events'>>;
