// game_items (docs/game-data.md): the item database the tooltip reads: one row per
// (type, item id, game version), names in both languages, icon, quality, item
// level. Every write empties the tooltip's cache (cache.ts); bulk loading is
// the CSV import (import-routes.ts).
import { Type } from 'typebox';
import type { Kysely } from 'kysely';
import { routePermission } from '../../../contract/access/modules';
import { GAME_ITEMS, ITEM_ID_MAX, type GameItemRecord } from '../../../contract/game_data';
import type { DB } from '../../db/schema';
import { invalid } from '../../core/errors';
import { declaredColumns } from '../../resources/declared';
import { containsPattern } from '../../resources/query';
import { defineResource, filterOf, type Shape, type WriteTarget } from '../../resources/types';
import { tooltipCache } from './cache';
import { itemProblems } from './rules';
import './messages';

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('game_items')
  .innerJoin('game_versions', 'game_versions.id', 'game_items.game_version_id')
  .select(declaredColumns(GAME_ITEMS, 'game_items', shape) as 'game_items.id'[])
  .select('game_versions.name as version_name');

/** The form's rules, the version's existence and the (type, item id, version) key's uniqueness, each -1 naming its field. */
async function validateItem(data: Record<string, unknown>, { db, id, current }: WriteTarget<GameItemRecord>): Promise<void> {
  const problems = itemProblems(data).map(([field, key]) => ({ field: `data.${field}`, key }));
  if (problems.length) throw invalid(problems);
  const versionId = (data.gameVersionId ?? current?.gameVersionId) as number;
  if (data.gameVersionId !== undefined
    && !(await db.selectFrom('game_versions').select('id').where('id', '=', versionId).executeTakeFirst())) {
    throw invalid([{ field: 'data.gameVersionId', key: 'game_items.error.version_missing' }]);
  }
  if (data.type !== undefined || data.itemId !== undefined || data.gameVersionId !== undefined) {
    let q = db.selectFrom('game_items').select('id')
      .where('type', '=', (data.type ?? current?.type) as number)
      .where('item_id', '=', (data.itemId ?? current?.itemId) as number)
      .where('game_version_id', '=', versionId);
    if (id !== null) q = q.where('id', '<>', id);
    if (await q.executeTakeFirst()) throw invalid([{ field: 'data.itemId', key: 'game_items.error.duplicate' }]);
  }
  tooltipCache.clear();
}

const numberFilter = (column: 'game_items.type' | 'game_items.quality' | 'game_items.item_id' | 'game_items.game_version_id', max: number) =>
  filterOf(Type.Integer({ minimum: 0, maximum: max }), (q, v) => q.where(column, '=', v));

export default defineResource({
  contract: GAME_ITEMS,
  description: `The item database the tooltip reads: one record per (type, itemId, gameVersionId), names in Chinese and \
English, icon URL, quality (0 poor … 7 heirloom), item level. A duplicate key is -1 on \`data.itemId\`. Bulk loading: \
\`/mdr/item_import/check\` and \`/mdr/item_import/commit\` (a CSV body). Filter \`q\` matches either name or the item id.`,
  table: 'game_items',
  permission: routePermission('/db/dbs'),
  joinsAreLookups: true,
  filters: {
    q: filterOf(Type.String({ maxLength: 100 }), (q, v) => q.where((eb) => eb.or([
      eb('game_items.name_zh', 'ilike', containsPattern(v)),
      eb('game_items.name_en', 'ilike', containsPattern(v)),
      ...(/^\d{1,9}$/.test(v.trim()) ? [eb('game_items.item_id', '=', Number(v.trim()))] : []),
    ]))),
    type: numberFilter('game_items.type', 3),
    quality: numberFilter('game_items.quality', 7),
    itemId: numberFilter('game_items.item_id', ITEM_ID_MAX),
    gameVersionId: numberFilter('game_items.game_version_id', ITEM_ID_MAX),
    currentOnly: filterOf(Type.Boolean(), (q, v) => (v ? q.where('game_versions.is_current', '=', true) : q)),
  },
  query,
  columns: { gameVersionName: 'version_name' },
  rules: {
    validate: validateItem,
    async beforeDelete() {
      tooltipCache.clear();
    },
  },
});
