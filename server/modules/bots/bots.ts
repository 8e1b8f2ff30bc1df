// bots (docs/api.md): partner bot accounts — name, owner contact, scopes,
// per-key rate, disabled — and their keys (keys.ts). A disabled bot's keys are
// refused at once by the partner endpoints (partner.ts).
import { Type } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import { BOTS, BOT_RATE, type BotKey, type BotRecord } from '../../../contract/bots';
import { BotListItemSchema, BotSchema, BotScopeSchema } from '../../../contract/records/bots';
import { labelled } from '../../../contract/records/schema';
import type { DB } from '../../db/schema';
import { invalidField } from '../../core/errors';
import { schemaColumns } from '../../resources/csv';
import { definedOnly, iso, trimmed, type RowOf } from '../../resources/mapping';
import { containsPattern } from '../../resources/query';
import { defineResource, filterOf, type Shape } from '../../resources/types';
import { keyCommands } from './keys';
import './messages';

const fields = BOTS.labels['en-US'].fields;
const BotCreate = Type.Object(labelled({
  name: Type.String({ minLength: 1, maxLength: 60 }),
  ownerContact: Type.Optional(Type.String({ maxLength: 200 })),
  scopes: Type.Array(BotScopeSchema, { uniqueItems: true, maxItems: 4 }),
  ratePerMinute: Type.Optional(Type.Integer({ minimum: BOT_RATE.min, maximum: BOT_RATE.max, description: `default ${BOT_RATE.default}` })),
  disabled: Type.Optional(Type.Boolean()),
}, { name: fields.name, ownerContact: fields.ownerContact, scopes: fields.scopes, ratePerMinute: fields.ratePerMinute, disabled: fields.disabled }),
{ additionalProperties: false });

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('bots')
  .select([
    'bots.id', 'bots.name', 'bots.owner_contact', 'bots.scopes', 'bots.rate_per_minute', 'bots.disabled',
    'bots.created_at', 'bots.updated_at', 'bots.version',
  ])
  .select(sql<number>`(SELECT count(*)::int FROM bot_keys k WHERE k.bot_id = bots.id AND k.revoked_at IS NULL)`.as('active_keys'))
  .select(sql<Date | null>`(SELECT max(k.last_used_at) FROM bot_keys k WHERE k.bot_id = bots.id)`.as('last_used_at'))
  .$if(shape === 'record', (q) => q.select(sql<BotKey[]>`(SELECT coalesce(json_agg(json_build_object(
      'id', k.id, 'prefix', k.prefix, 'createdAt', k.created_at, 'revokedAt', k.revoked_at, 'lastUsedAt', k.last_used_at
    ) ORDER BY k.id DESC), '[]'::json) FROM bot_keys k WHERE k.bot_id = bots.id)`.as('keys')));
type BotRow = RowOf<typeof query> & { keys?: BotKey[] };

const toListItem = (row: BotRow): Omit<BotRecord, 'keys'> => ({
  id: row.id,
  name: row.name,
  ownerContact: row.owner_contact,
  scopes: row.scopes as BotRecord['scopes'],
  ratePerMinute: row.rate_per_minute,
  disabled: row.disabled,
  activeKeys: Number(row.active_keys),
  lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  version: row.version,
});

const keyOf = (k: BotKey): BotKey => ({
  id: k.id, prefix: k.prefix, createdAt: iso(k.createdAt), revokedAt: iso(k.revokedAt), lastUsedAt: iso(k.lastUsedAt),
});

const toColumns = (data: Record<string, unknown>) => definedOnly({
  name: trimmed(data.name),
  owner_contact: trimmed(data.ownerContact),
  scopes: data.scopes as string[] | undefined,
  rate_per_minute: data.ratePerMinute as number | undefined,
  disabled: data.disabled as boolean | undefined,
});

export default defineResource({
  name: 'bots',
  table: 'bots',
  // its page opens to menu.use.user or mdr.user.bot alone (contract/access/modules.ts): its keys open the latter
  permission: 'mdr.user.bot',
  schemas: { record: BotSchema, listItem: BotListItemSchema, create: BotCreate },
  filters: {
    q: filterOf(Type.String({ maxLength: 100 }), (q, v) => q.where('bots.name', 'ilike', containsPattern(v))),
    disabled: filterOf(Type.Boolean(), (q, v) => q.where('bots.disabled', '=', v)),
  },
  sorts: { id: 'bots.id', name: 'bots.name', createdAt: 'bots.created_at' },
  defaultSort: { field: 'id', order: 'DESC' },
  query,
  toListItem,
  toResponse: (row): BotRecord => ({ ...toListItem(row), keys: (row.keys ?? []).map(keyOf) }),
  toInsert: (data) => ({ name: '', ...toColumns(data) }),
  toUpdate: toColumns,
  rules: {
    validate(data) {
      if (typeof data.name === 'string' && !data.name.trim()) throw invalidField('data.name', 'error.blank');
    },
  },
  sensitive: { ownerContact: 'contact' },
  history: { fields: ['name', 'ownerContact', 'scopes', 'ratePerMinute', 'disabled', 'activeKeys'] },
  csv: schemaColumns('bots', BotListItemSchema, { scopes: (v) => (v as string[]).join(' ') }),
  commands: keyCommands,
});
