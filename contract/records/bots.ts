// The partner bot as the API answers it (TypeBox; the panel imports only the types).
import { Type, type Static } from '@sinclair/typebox';
import { BOTS, BOT_SCOPES } from '../bots';
import { DateTime, Nullable, StringEnum, labelled } from './schema';

export const BotScopeSchema = StringEnum(BOT_SCOPES);

export const BotKeySchema = Type.Object({
  id: Type.Integer(),
  prefix: Type.String({ description: 'the first characters of the key, to tell keys apart' }),
  createdAt: DateTime,
  revokedAt: Nullable(DateTime),
  lastUsedAt: Nullable(DateTime),
});

export const BotListItemSchema = Type.Object(labelled({
  id: Type.Integer(),
  name: Type.String(),
  ownerContact: Type.String(),
  scopes: Type.Array(BotScopeSchema),
  ratePerMinute: Type.Integer(),
  disabled: Type.Boolean(),
  activeKeys: Type.Integer(),
  lastUsedAt: Nullable(DateTime),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
}, BOTS.labels['en-US'].fields));

export const BotSchema = Type.Composite([BotListItemSchema, Type.Object({
  keys: Type.Array(BotKeySchema, { description: BOTS.labels['en-US'].fields.keys }),
})]);

/** What create_key answers, once: the secret is never shown again. */
export const BotNewKeySchema = Type.Object({
  id: Type.Integer(),
  prefix: Type.String(),
  secret: Type.String({ description: 'the whole key, shown this once; only its hash is kept' }),
});

export type BotKey = Static<typeof BotKeySchema>;
export type BotRecord = Static<typeof BotSchema>;
export type BotNewKey = Static<typeof BotNewKeySchema>;
