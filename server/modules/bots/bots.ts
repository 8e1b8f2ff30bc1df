// bots (docs/api.md): partner bot accounts — name, owner contact, scopes,
// per-key rate, disabled — and their keys (keys.ts). A disabled bot's keys are
// refused at once by the partner endpoints (partner.ts).
import { Type } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import { BOTS, type BotKey } from '../../../contract/bots';
import { BotListItemSchema, BotSchema } from '../../../contract/records/bots';
import { BotWriteSchema } from '../../../contract/writes/bots';
import type { DB } from '../../db/schema';
import { invalidField } from '../../core/errors';
import { schemaColumns } from '../../resources/csv';
import { answerOf, columnsOf, iso, trimmed, type RowOf } from '../../resources/mapping';
import { containsPattern } from '../../resources/query';
import { defineResource, filterOf, type Shape } from '../../resources/types';
import { keyCommands } from './keys';
import './messages';

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

const toListItem = answerOf<typeof BotListItemSchema, BotRow>(BotListItemSchema);

const keyOf = (k: BotKey): BotKey => ({
  id: k.id, prefix: k.prefix, createdAt: iso(k.createdAt), revokedAt: iso(k.revokedAt), lastUsedAt: iso(k.lastUsedAt),
});

const toColumns = columnsOf<'bots'>(BotWriteSchema, { name: trimmed, ownerContact: trimmed });

export default defineResource({
  name: 'bots',
  table: 'bots',
  // its page opens to menu.use.user or mdr.user.bot alone (contract/access/modules.ts): its keys open the latter
  permission: 'mdr.user.bot',
  schemas: { record: BotSchema, listItem: BotListItemSchema, create: BotWriteSchema },
  filters: {
    q: filterOf(Type.String({ maxLength: 100 }), (q, v) => q.where('bots.name', 'ilike', containsPattern(v))),
    disabled: filterOf(Type.Boolean(), (q, v) => q.where('bots.disabled', '=', v)),
  },
  sorts: { id: 'bots.id', name: 'bots.name', createdAt: 'bots.created_at' },
  defaultSort: { field: 'id', order: 'DESC' },
  query,
  toListItem,
  toResponse: answerOf<typeof BotSchema, BotRow>(BotSchema, { keys: (row) => (row.keys ?? []).map(keyOf) }),
  toInsert: (data) => ({ name: '', ...toColumns(data) }),
  toUpdate: toColumns,
  rules: {
    validate(data) {
      if (typeof data.name === 'string' && !data.name.trim()) throw invalidField('data.name', 'error.blank');
    },
  },
  sensitive: BOTS.sensitive,
  history: { fields: ['name', 'ownerContact', 'scopes', 'ratePerMinute', 'disabled', 'activeKeys'] },
  csv: schemaColumns('bots', BotListItemSchema, { scopes: (v) => (v as string[]).join(' ') }),
  commands: keyCommands,
});
