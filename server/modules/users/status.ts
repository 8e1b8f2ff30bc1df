// A user's status as of now, from the end times (migrations/0007_users_moderation.sql):
// one SQL expression for the answer, the filter and the command checks, so a mute
// or ban that has ended reads as active everywhere without any background job.
import { sql, type RawBuilder } from 'kysely';
import type { UserState } from '../../../src/contract/users';

export const statusSql = (): RawBuilder<UserState> => sql<UserState>`(CASE
  WHEN users.banned_forever OR users.banned_until > now() THEN 'banned'
  WHEN users.muted_until > now() THEN 'muted'
  ELSE 'active' END)`;

/** The rows whose status is one of `states`, in terms the partial indexes serve. */
export function statusIn(states: readonly UserState[]): RawBuilder<boolean> {
  const banned = sql`(users.banned_forever OR users.banned_until > now())`;
  const muted = sql`(users.muted_until > now())`;
  const parts = states.map((s) => (s === 'banned' ? banned
    : s === 'muted' ? sql`(${muted} AND NOT ${banned})`
      : sql`(NOT ${banned} AND (users.muted_until IS NULL OR users.muted_until <= now()))`));
  return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}
