// Webhooks as the API answers them (server/modules/notices, docs/notices.md):
// a hook, its deliveries with their attempts, and the notices the platform
// pulls. The panel imports the types only.
import { Type, type Static } from 'typebox';
import { DELIVERY_STATES, NOTICE_KINDS, WEBHOOK_URL_MAX } from '../webhooks';
import { DateTime, Nullable, StringEnum } from './schema';

export const NoticeKindSchema = StringEnum(NOTICE_KINDS);

export const WebhookSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String({ description: 'where the notices are posted' }),
  events: Type.Array(NoticeKindSchema, { description: 'the notice kinds sent; empty: every kind' }),
  active: Type.Boolean({ description: 'an inactive hook gets no new deliveries' }),
  createdBy: Nullable(Type.Integer()),
  createdByName: Nullable(Type.String()),
  lastStatus: Nullable(StringEnum(DELIVERY_STATES, { description: 'the state of its latest delivery' })),
  lastDeliveryAt: Nullable(DateTime),
  pending: Type.Integer({ description: 'deliveries still to be made' }),
  failed: Type.Integer({ description: 'deliveries given up' }),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
});

/** What create answers, once: the hook and the secret its signatures are made with. */
export const NewWebhookSchema = Type.Interface([WebhookSchema], {
  secret: Type.String({ description: 'the HMAC-SHA256 key of x-mdr-signature, shown this once' }),
});

export const WebhookWriteSchema = Type.Object({
  url: Type.String({ minLength: 1, maxLength: WEBHOOK_URL_MAX, description: 'http(s); loopback and private addresses only with WEBHOOK_ALLOW_PRIVATE' }),
  events: Type.Optional(Type.Array(NoticeKindSchema, { uniqueItems: true, maxItems: NOTICE_KINDS.length })),
  active: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });

export const WebhookAttemptSchema = Type.Object({
  at: DateTime,
  statusCode: Nullable(Type.Integer({ description: 'the HTTP status answered; null when none came' })),
  error: Nullable(Type.String()),
  durationMs: Type.Integer(),
});

export const WebhookDeliverySchema = Type.Object({
  id: Type.Integer(),
  webhookId: Type.Integer(),
  noticeId: Type.Integer(),
  kind: NoticeKindSchema,
  status: StringEnum(DELIVERY_STATES),
  attempts: Type.Integer(),
  nextAttemptAt: DateTime,
  lastStatus: Nullable(Type.Integer()),
  lastError: Nullable(Type.String()),
  deliveredAt: Nullable(DateTime),
  createdAt: DateTime,
  tries: Type.Array(WebhookAttemptSchema, { description: 'every attempt, oldest first' }),
});

export const NoticeSchema = Type.Object({
  id: Type.Integer({ description: 'the notice' }),
  userId: Type.Integer({ description: 'the platform user it is for' }),
  kind: NoticeKindSchema,
  decisionId: Nullable(Type.Integer()),
  text: Type.String({ description: 'what the user reads (zh-CN)' }),
  createdAt: DateTime,
});

export type Webhook = Static<typeof WebhookSchema>;
export type NewWebhook = Static<typeof NewWebhookSchema>;
export type WebhookWrite = Static<typeof WebhookWriteSchema>;
export type WebhookDelivery = Static<typeof WebhookDeliverySchema>;
export type WebhookAttempt = Static<typeof WebhookAttemptSchema>;
export type Notice = Static<typeof NoticeSchema>;
