// The partner bot as the API answers it, derived from its declaration (../bots.ts) with the
// shapes of its lists; the panel imports only the types.
import { Type, type Static } from 'typebox';
import { BOTS, BOT_SCOPES, type BotScope } from '../bots';
import type { ListItemOf, RecordOf } from '../fields';
import { listItemSchemaOf, recordSchemaOf, writeSchemaOf } from './declared';
import { DateTime, Nullable, StringEnum } from './schema';

export const BotScopeSchema = StringEnum(BOT_SCOPES);

export const BotKeySchema = Type.Object({
  id: Type.Integer(),
  prefix: Type.String({ description: 'the first characters of the key, to tell keys apart' }),
  createdAt: DateTime,
  revokedAt: Nullable(DateTime),
  lastUsedAt: Nullable(DateTime),
});

const lists = { scopes: Type.Array(BotScopeSchema), keys: Type.Array(BotKeySchema) };
export const BotListItemSchema = listItemSchemaOf(BOTS, lists);
export const BotSchema = recordSchemaOf(BOTS, lists);
export const BotWriteSchema = writeSchemaOf(BOTS, { scopes: Type.Array(BotScopeSchema, { uniqueItems: true, maxItems: 4 }) });

/** What create_key answers, once: the secret is never shown again. */
export const BotNewKeySchema = Type.Object({
  id: Type.Integer(),
  prefix: Type.String(),
  secret: Type.String({ description: 'the whole key, shown this once; only its hash is kept' }),
});

export type BotKey = Static<typeof BotKeySchema>;
export type BotListItem = Omit<ListItemOf<typeof BOTS.fields>, 'scopes'> & { scopes: BotScope[] };
export type BotRecord = Omit<RecordOf<typeof BOTS.fields>, 'scopes' | 'keys'> & { scopes: BotScope[]; keys: BotKey[] };
export type BotNewKey = Static<typeof BotNewKeySchema>;
