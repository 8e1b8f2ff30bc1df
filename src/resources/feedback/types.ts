import type { FeedbackListItem, FeedbackRecord } from '../../../contract/feedback';
import type { ListQuery } from '../types';

/** Route (react-admin resource) name; the API resource is 'feedback'. */
export const FEEDBACK_RESOURCE = 'wow_feedback/feedback';

/** A ticket as list and get answer it (`replies`, `screenshots` only from get). */
export type Ticket = FeedbackListItem & Partial<Pick<FeedbackRecord, 'replies' | 'screenshots'>>;

/** The list's default order and page size (its List, and the prefetch of src/listPrefetch.ts). */
export const FEEDBACK_LIST_QUERY: ListQuery = { sort: { field: 'createdAt', order: 'DESC' }, perPage: 20 };
