// Players in a given moderation state, for the users module's tests.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';

export type Moderation = 'active' | 'muted' | 'banned' | 'banned_forever' | 'mute_over' | 'ban_over';

let n = 0;

/** Inserts a player; 'mute_over' / 'ban_over' ended a minute ago (active again without anything running). */
export async function insertUser(db: Kysely<DB>, state: Moderation = 'active', extra: { invitedBy?: number; nickname?: string } = {}) {
  const hour = (h: number) => sql<Date>`now() + make_interval(hours => ${h})`;
  const row = await db.insertInto('users').values({
    nickname: extra.nickname ?? `player ${++n}`,
    email: `player${n}@example.com`,
    phone: `1380000${String(n).padStart(4, '0')}`,
    invited_by: extra.invitedBy ?? null,
    muted_until: state === 'muted' ? hour(5) : state === 'mute_over' ? sql<Date>`now() - interval '1 minute'` : null,
    banned_until: state === 'banned' ? hour(48) : state === 'ban_over' ? sql<Date>`now() - interval '1 minute'` : null,
    banned_forever: state === 'banned_forever',
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
