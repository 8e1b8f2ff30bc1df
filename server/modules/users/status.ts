// A user's status as of now, from the end times (migrations/0007_users_moderation.sql):
// one SQL expression for the answer, the filter and the command checks, so a mute
// or ban that has ended reads as active everywhere without any background job.
import { sql, type RawBuilder } from 'kysely';
import type { UserState } from '../../../contract/users';

export const statusSql = (): RawBuilder<UserState> => sql<UserState>`(CASE
  WHEN users.banned_forever OR users.banned_until > now() THEN 'banned'
  WHEN users.muted_until > now() THEN 'muted'
  ELSE 'active' END)`;

/** The rows whose status is one of `states` as of now. */
export function statusIn(states: readonly UserState[]): RawBuilder<boolean> {
  // coalesce: a NULL end (never banned) must read false, not unknown, under NOT
  const banned = sql`(users.banned_forever OR coalesce(users.banned_until > now(), false))`;
  const muted = sql`coalesce(users.muted_until > now(), false)`;
  const parts = states.map((s) => (s === 'banned' ? banned
    : s === 'muted' ? sql`(${muted} AND NOT ${banned})`
      : sql`(NOT ${banned} AND NOT ${muted})`));
  return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}
