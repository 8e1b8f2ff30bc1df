import type { FeedbackListItem, FeedbackRecord } from '../../../contract/feedback';

/** Route (react-admin resource) name; the API resource is 'feedback'. */
export const FEEDBACK_RESOURCE = 'wow_feedback/feedback';

/** A ticket as list and get answer it (`replies`, `screenshots` only from get). */
export type Ticket = FeedbackListItem & Partial<Pick<FeedbackRecord, 'replies' | 'screenshots'>>;
