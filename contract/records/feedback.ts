// A feedback ticket as the API answers it (its declaration's: contract/feedback.ts) and one entry of its
// thread; the panel imports only the types.
import { Type, type Static } from 'typebox';
import { FEEDBACK } from '../feedback';
import type { ListItemOf, RecordOf } from '../fields';
import { DateTime, Nullable } from './schema';
import { listItemSchemaOf, recordSchemaOf } from './declared';

/** One entry of the thread: a public reply (the player sees it) or an internal note (staff only). */
export const FeedbackReplySchema = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  internal: Type.Boolean({ description: 'an internal note: never shown to the player' }),
  authorId: Nullable(Type.Integer({ description: 'the staff member; null for the player' })),
  authorName: Type.String(),
  createdAt: DateTime,
});

export const FeedbackListItemSchema = listItemSchemaOf(FEEDBACK);
export const FeedbackSchema = recordSchemaOf(FEEDBACK, {
  screenshots: Type.Array(Type.String(), { description: 'Screenshots: image URLs' }),
  replies: Type.Array(FeedbackReplySchema, { description: 'Replies: oldest first' }),
});

export type FeedbackReply = Static<typeof FeedbackReplySchema>;
export type FeedbackRecord = Omit<RecordOf<typeof FEEDBACK.fields>, 'screenshots' | 'replies'> & { screenshots: string[]; replies: FeedbackReply[] };
export type FeedbackListItem = ListItemOf<typeof FEEDBACK.fields>;
