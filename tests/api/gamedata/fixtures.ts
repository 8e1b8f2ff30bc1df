// Game data for the module's API tests: versions (the last current) and items.
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';

export interface GameWorld { old: number; mid: number; current: number }

/** Three versions, 11.1.0 < 11.2.0 < 11.2.7 (current), released in that order. */
export async function gameWorld(db: Kysely<DB>): Promise<GameWorld> {
  const day = 86_400_000;
  const add = async (name: string, build: number, daysAgo: number) => (await db.insertInto('game_versions')
    .values({ name, build, released_at: new Date(Date.now() - daysAgo * day) }).returning('id').executeTakeFirstOrThrow()).id;
  const old = await add('11.1.0', 59538, 200);
  const mid = await add('11.2.0', 62213, 100);
  const current = await add('11.2.7', 64484, 5);
  await db.updateTable('game_versions').set({ is_current: false }).execute();
  await db.updateTable('game_versions').set({ is_current: true }).where('id', '=', current).execute();
  return { old, mid, current };
}

let nextItemId = 500000;

export async function insertItem(db: Kysely<DB>, values: Partial<{ type: number; item_id: number; game_version_id: number;
  name_zh: string; name_en: string; icon_url: string; quality: number; item_level: number }> & { game_version_id: number }): Promise<{ id: number; itemId: number }> {
  const row = await db.insertInto('game_items').values({
    type: 0, item_id: nextItemId++, name_zh: '蛛魔板甲头盔', name_en: 'Nerubian Plate Helm',
    icon_url: 'https://wow.zamimg.com/images/wow/icons/large/inv_helmet_plate_raid1_d_01.jpg', quality: 4, item_level: 639, ...values,
  }).returning(['id', 'item_id']).executeTakeFirstOrThrow();
  return { id: row.id, itemId: row.item_id };
}
