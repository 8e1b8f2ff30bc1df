// SQL of the builds module's rules: the author is a platform user, the game
// version and every gear item exist in the game data (game_versions,
// game_items: the gamedata module's tables).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** game_items.type of an equippable item (0 item, 1 spell, 2 mount, 3 battle pet: contract/game_data.ts). */
const ITEM = 0;

export async function userExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst());
}

export async function gameVersionExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return !!(await db.selectFrom('game_versions').select('id').where('id', '=', id).executeTakeFirst());
}

/**
 * Of `itemIds`, those that are no item in the game version. As the tooltip
 * reads it (gamedata/cache.ts), an item is in a version when it was stored for
 * that version or one released before it: items are stored in the version that
 * introduced or changed them.
 */
export async function missingItems(db: Kysely<DB>, gameVersionId: number, itemIds: number[]): Promise<number[]> {
  if (!itemIds.length) return [];
  const found = await db.selectFrom('game_items as i')
    .innerJoin('game_versions as v', 'v.id', 'i.game_version_id')
    .innerJoin('game_versions as asked', (join) => join.on('asked.id', '=', gameVersionId).onRef('v.released_at', '<=', 'asked.released_at'))
    .select('i.item_id').distinct()
    .where('i.type', '=', ITEM).where('i.item_id', 'in', [...new Set(itemIds)])
    .execute();
  const known = new Set(found.map((r) => Number(r.item_id)));
  return itemIds.filter((id) => !known.has(id));
}
