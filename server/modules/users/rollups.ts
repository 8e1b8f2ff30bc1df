// The users' rollups (migrations/0018_rollups_users.sql) recomputed from the
// users and their activity days, for npm run rollups:check.
import { sql } from 'kysely';
import type { Rollup } from '../../core/module';
import { compareRollup, countRows } from '../../rollups/compare';

export const inviterRank: Rollup = {
  name: 'rollup_inviter_rank',
  diff: (db) => compareRollup(db,
    sql`SELECT period, user_id, invites FROM rollup_inviter_rank`,
    sql`SELECT p.period, u.invited_by AS user_id, count(*)::bigint AS invites FROM users u
        CROSS JOIN LATERAL (VALUES ('all'), (to_char(mdr_beijing_day(u.registered_at), 'YYYY-MM'))) p(period)
        WHERE u.invited_by IS NOT NULL GROUP BY 1, 2`,
    ['period', 'user_id'], ['invites']),
  count: (db) => countRows(db, 'rollup_inviter_rank'),
};

export const activeUsers: Rollup = {
  name: "rollup_daily ('users.active', 'users.mau')",
  diff: (db) => compareRollup(db,
    sql`SELECT metric, day, value FROM rollup_daily WHERE metric IN ('users.active', 'users.mau')`,
    sql`SELECT 'users.active' AS metric, day, count(*)::bigint AS value FROM user_active_days GROUP BY day
        UNION ALL
        SELECT 'users.mau', date_trunc('month', day)::date, count(DISTINCT user_id)::bigint FROM user_active_days GROUP BY 2`,
    ['metric', 'day'], ['value']),
  count: async (db) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM rollup_daily WHERE metric LIKE 'users.%'`.execute(db)).rows[0].n),
};
