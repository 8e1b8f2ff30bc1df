// The review queue as the API answers it (/mdr/review_queue/*, server/queue/); the panel imports only the types.
import { Type, type Static } from 'typebox';
import { DateTime } from './schema';

export const ClaimHolder = Type.Object({ id: Type.Integer(), name: Type.String() });

export const QueueItemSchema = Type.Object({
  type: Type.String({ description: 'the API resource of the waiting record (articles, withdrawals…): its decisions are that resource\'s commands' }),
  id: Type.Integer(),
  title: Type.String(),
  priority: Type.Optional(Type.Number({ description: 'a ranked type\'s urgency (a report case\'s score): that type\'s own tab reads the highest first' })),
  summary: Type.String({ description: 'plain text, at most 300 characters' }),
  waitingSince: DateTime,
  dueAt: DateTime,
  overdue: Type.Boolean({ description: 'waiting longer than its type\'s target (REVIEW_TARGET_HOURS)' }),
  claimedBy: Type.Optional(ClaimHolder),
  claimedAt: Type.Optional(DateTime),
  claimExpiresAt: Type.Optional(DateTime),
});
export type QueueItem = Static<typeof QueueItemSchema>;

/** A type's waiting and overdue items are counted up to this many (`more` past it: "1000+"). */
export const QUEUE_COUNT_CAP = 1000;

export const QueueCountSchema = Type.Object({
  type: Type.String(),
  total: Type.Integer({ minimum: 0, maximum: QUEUE_COUNT_CAP, description: `counted up to ${QUEUE_COUNT_CAP}` }),
  overdue: Type.Integer({ minimum: 0, maximum: QUEUE_COUNT_CAP }),
  more: Type.Boolean({ description: `more than ${QUEUE_COUNT_CAP} wait: the panel writes "${QUEUE_COUNT_CAP}+"` }),
});
export type QueueCount = Static<typeof QueueCountSchema>;

export const QueuePageSchema = Type.Object({
  list: Type.Array(QueueItemSchema),
  total: Type.Integer({ minimum: 0 }),
  counts: Type.Array(QueueCountSchema, { description: 'every type the reader may decide, in queue order, zeros included' }),
  claimMinutes: Type.Integer({ description: 'how long opening an item claims it (REVIEW_CLAIM_MINUTES)' }),
});
export type QueuePage = Static<typeof QueuePageSchema>;

export const QueueNextSchema = Type.Object({ item: Type.Union([QueueItemSchema, Type.Null()]) });

export const AuthorRecordSchema = Type.Object({
  user: Type.Union([Type.Object({ id: Type.Integer(), nickname: Type.String() }), Type.Null()], { description: 'the platform user behind the item; null when its type names none' }),
  rejections: Type.Array(Type.Object({
    type: Type.String(), rejected: Type.Integer({ minimum: 0 }), hidden: Type.Integer({ minimum: 0 }),
    upheld: Type.Integer({ minimum: 0, description: 'report cases against them upheld (type reports)' }),
  }), { description: 'their records rejected and hidden so far, and reports upheld against them (audit rows), per type the reader decides' }),
  warnings: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'mutes and bans so far; null when the reader may not read users' }),
});
export type AuthorRecord = Static<typeof AuthorRecordSchema>;

export const ItemWatchersSchema = Type.Object({
  claim: Type.Union([Type.Object({ claimedBy: ClaimHolder, claimedAt: DateTime, claimExpiresAt: DateTime }), Type.Null()], {
    description: 'the live claim on the record, whoever holds it (the reader too); null when nobody does',
  }),
  others: Type.Array(ClaimHolder, { description: 'other staff with the record open now (the queue\'s pane or its page), by name' }),
});
export type ItemWatchers = Static<typeof ItemWatchersSchema>;
