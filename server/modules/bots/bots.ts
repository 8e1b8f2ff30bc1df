// bots (docs/api.md): partner bot accounts — name, owner contact, scopes,
// per-key rate, disabled — and their keys (keys.ts). A disabled bot's keys are
// refused at once by the partner endpoints (partner.ts).
import { sql, type Kysely } from 'kysely';
import { BOTS, type BotKey } from '../../../contract/bots';
import { BotListItemSchema, BotSchema, BotWriteSchema } from '../../../contract/records/bots';
import type { DB } from '../../db/schema';
import { invalidField } from '../../core/errors';
import { declaredColumns } from '../../resources/declared';
import { iso } from '../../resources/mapping';
import { defineResource, type Shape } from '../../resources/types';
import { keyCommands } from './keys';
import './messages';

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('bots')
  .select(declaredColumns(BOTS, 'bots', shape) as 'bots.id'[])
  .select(sql<number>`(SELECT count(*)::int FROM bot_keys k WHERE k.bot_id = bots.id AND k.revoked_at IS NULL)`.as('active_keys'))
  .select(sql<Date | null>`(SELECT max(k.last_used_at) FROM bot_keys k WHERE k.bot_id = bots.id)`.as('last_used_at'))
  .$if(shape === 'record', (q) => q.select(sql<BotKey[]>`(SELECT coalesce(json_agg(json_build_object(
      'id', k.id, 'prefix', k.prefix, 'createdAt', k.created_at, 'revokedAt', k.revoked_at, 'lastUsedAt', k.last_used_at
    ) ORDER BY k.id DESC), '[]'::json) FROM bot_keys k WHERE k.bot_id = bots.id)`.as('keys')));

const keyOf = (k: BotKey): BotKey => ({
  id: k.id, prefix: k.prefix, createdAt: iso(k.createdAt), revokedAt: iso(k.revokedAt), lastUsedAt: iso(k.lastUsedAt),
});

export default defineResource({
  contract: BOTS,
  table: 'bots',
  // its page opens to menu.use.user or mdr.user.bot alone (contract/access/modules.ts): its keys open the latter
  permission: 'mdr.user.bot',
  schemas: { record: BotSchema, listItem: BotListItemSchema, create: BotWriteSchema },
  query,
  columns: { keys: (row: { keys?: BotKey[] }) => (row.keys ?? []).map(keyOf) },
  rules: {
    validate(data) {
      if (typeof data.name === 'string' && !data.name.trim()) throw invalidField('data.name', 'error.blank');
    },
  },
  commands: keyCommands,
});
