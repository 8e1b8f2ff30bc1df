// A feedback ticket and one entry of its thread as the API answers them; the panel imports only the types.
import { Type, type Static } from '@sinclair/typebox';
import { FEEDBACK, FEEDBACK_CATEGORIES, FEEDBACK_STATES } from '../feedback';
import { DateTime, Nullable, StringEnum, labelled } from './schema';

export const FeedbackStatus = StringEnum(FEEDBACK_STATES);
export const FeedbackCategory = StringEnum(FEEDBACK_CATEGORIES);

/** One entry of the thread: a public reply (the player sees it) or an internal note (staff only). */
export const FeedbackReplySchema = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  internal: Type.Boolean({ description: 'an internal note: never shown to the player' }),
  authorId: Nullable(Type.Integer({ description: 'the staff member; null for the player' })),
  authorName: Type.String(),
  createdAt: DateTime,
});

const F = FEEDBACK.labels['en-US'].fields;

const listFields = {
  id: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
  category: FeedbackCategory,
  content: Type.String(),
  contact: Type.String(),
  clientVersion: Type.String(),
  clientOs: Type.String(),
  status: FeedbackStatus,
  assigneeId: Nullable(Type.Integer()),
  assigneeName: Nullable(Type.String()),
  replyCount: Type.Integer(),
  overdue: Type.Boolean({ description: 'open or processing for longer than FEEDBACK_SLA_HOURS' }),
  closeReason: Type.String(),
  createdAt: DateTime,
  updatedAt: DateTime,
  resolvedAt: Nullable(DateTime),
  version: Type.Integer(),
};

export const FeedbackListItemSchema = Type.Object(labelled(listFields, F));

export const FeedbackSchema = Type.Object(labelled({
  ...listFields,
  screenshots: Type.Array(Type.String(), { description: 'image URLs' }),
  replies: Type.Array(FeedbackReplySchema, { description: 'oldest first' }),
}, F));

export type FeedbackRecord = Static<typeof FeedbackSchema>;
export type FeedbackListItem = Static<typeof FeedbackListItemSchema>;
export type FeedbackReply = Static<typeof FeedbackReplySchema>;
