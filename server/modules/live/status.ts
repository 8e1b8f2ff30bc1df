// A room's status as of now: a ban past its banned_until reads approved. One SQL
// expression for the answer, the status filter and the commands' checks (they
// read the record under its row lock), so a ban ends by itself with no job.
import { sql, type RawBuilder } from 'kysely';
import type { LiveRoomState } from '../../../contract/live_rooms';

export const liveStatusSql = (): RawBuilder<LiveRoomState> => sql<LiveRoomState>`(CASE
  WHEN live_rooms.status = 'banned' AND NOT coalesce(live_rooms.banned_until > now(), false) THEN 'approved'
  ELSE live_rooms.status END)`;

/**
 * Live now as players see it: the platform's flag, for an approved room only —
 * a banned room (or one never approved) is not broadcast, whatever the
 * platform last reported. One expression for the answer and the filter.
 */
export const liveNowSql = (): RawBuilder<boolean> => sql<boolean>`(live_rooms.live_now AND ${liveStatusSql()} = 'approved')`;

/** Serialises changes of the recommended list (feature, unfeature, reorder) until the transaction ends. */
export const FEATURED_LOCK_KEY = 7_246_114;
export const lockFeatured = () => sql`SELECT pg_advisory_xact_lock(${FEATURED_LOCK_KEY})`;
