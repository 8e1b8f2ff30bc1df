// Live rooms as the platform writes them, for the live module's tests.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { insertUser } from '../users/fixtures';

export type RoomState = 'applying' | 'approved' | 'rejected' | 'banned' | 'ban_over';

let n = 0;

/**
 * A room of a new streamer. 'banned' ends tomorrow; 'ban_over' ended a minute
 * ago (approved again with nothing running). `featured` appends it to the
 * recommended list.
 */
export async function insertRoom(db: Kysely<DB>, state: RoomState = 'approved', opts: { featured?: boolean; liveNow?: boolean; viewers?: number } = {}) {
  const userId = await insertUser(db);
  const row = await db.insertInto('live_rooms').values({
    user_id: userId, title: `Mythic+ pushing night ${++n}`, category: 'mythic_plus',
    platform_room_id: `t-${process.pid}-${n}-${Math.floor(performance.now() * 1000)}`,
    status: state === 'ban_over' ? 'banned' : state,
    reason: state === 'banned' || state === 'ban_over' ? 'Faking viewers' : '',
    banned_until: state === 'banned' ? sql<Date>`now() + interval '1 day'` : state === 'ban_over' ? sql<Date>`now() - interval '1 minute'` : null,
    live_now: opts.liveNow ?? false, viewers: opts.viewers ?? 0,
    featured: opts.featured ?? false,
    sort_order: opts.featured ? sql<number>`(SELECT coalesce(max(sort_order), 0) + 1 FROM live_rooms WHERE featured)` : null,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}
