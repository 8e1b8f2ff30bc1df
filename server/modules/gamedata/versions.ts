// game_versions (docs/game-data.md): the game's versions; exactly one is current. The
// current one changes only through make_current, which un-currents the other in
// the same transaction (the partial unique index refuses two). A version that
// has items, or is current, is never deleted.
import { sql, type Kysely } from 'kysely';
import { routePermission } from '../../../contract/access/modules';
import { GAME_VERSIONS, type GameVersionRecord } from '../../../contract/game_data';
import type { DB } from '../../db/schema';
import { writeAudit } from '../../core/audit';
import { conflict, invalidField } from '../../core/errors';
import { declaredColumns } from '../../resources/declared';
import { defineResource, type Shape } from '../../resources/types';
import { tooltipCache } from './cache';
import './messages';

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('game_versions')
  .select(declaredColumns(GAME_VERSIONS, 'game_versions', shape) as 'game_versions.id'[])
  .select(sql<number>`(SELECT count(*)::int FROM game_items i WHERE i.game_version_id = game_versions.id)`.as('item_count'));

export default defineResource({
  contract: GAME_VERSIONS,
  description: `The game's versions (name like 11.2.7, build, release time). Exactly one is current: \
\`make_current\` makes a version current and the previous one not, in one transaction; the first version stored is \
current by itself. Version 0 in the tooltip means the current one. A current version, or one that has items, cannot be deleted.`,
  table: 'game_versions',
  permission: routePermission('/db/dbs'),
  defaultSort: { field: 'releasedAt', order: 'DESC' },
  query,
  rules: {
    async validate(data, { db, id }) {
      if (typeof data.name !== 'string') return;
      // a friendly -1 instead of the unique index's conflict
      let q = db.selectFrom('game_versions').select('id').where('name', '=', data.name.trim());
      if (id !== null) q = q.where('id', '<>', id);
      if (await q.executeTakeFirst()) throw invalidField('data.name', 'game_versions.error.name_taken');
      tooltipCache.clear();
    },
  },
  deleteBlocked: (v: GameVersionRecord) => {
    if (v.isCurrent) return 'game_versions.error.delete_current';
    return v.itemCount > 0 ? 'game_versions.error.has_items' : null;
  },
  commands: {
    make_current: {
      summary: 'Make this version the current one (the tooltip\'s version 0); the previous current one stops being current',
      async run(trx, { id, current, ctx, update }) {
        if (current.isCurrent) throw conflict('game_versions.error.already_current');
        // two staff making different versions current at once: the second waits, then sees the first's choice
        await sql`SELECT pg_advisory_xact_lock(hashtext('game_versions.is_current'))`.execute(trx);
        const previous = await trx.updateTable('game_versions')
          .set({ is_current: false, updated_at: new Date(), version: sql`version + 1` })
          .where('is_current', '=', true).where('id', '<>', id).returning('id').execute();
        // the version that stops being current changed too: its own audit row, an update of that one field
        for (const p of previous) {
          await writeAudit(trx, ctx, { action: 'update', resource: 'game_versions', recordId: p.id, before: { isCurrent: true }, after: { isCurrent: false } });
        }
        await update({ is_current: true });
      },
    },
  },
});
