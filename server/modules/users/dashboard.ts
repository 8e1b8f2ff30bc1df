// The users' workplace cards: players in all and new today, the top-10
// inviters, and active players (daily over 30 days, this month and last).
import { sql, type Kysely } from 'kysely';
import { ActiveUsersCardSchema, type ActiveUsersCardData } from '../../../contract/records/dashboard';
import type { DB } from '../../db/schema';
import type { DashboardCard } from '../../core/module';
import { MONTH_START, countCard, dailyPoints, rankingCard } from '../../rollups/cards';

const USERS_KEY = 'menu.use.user';

const inviters = async (db: Kysely<DB>, period: string) => {
  const { rows } = await sql<{ id: number; name: string; value: string }>`
    SELECT r.user_id AS id, u.nickname AS name, r.invites AS value
    FROM rollup_inviter_rank r JOIN users u ON u.id = r.user_id
    WHERE r.period = ${period} AND r.invites > 0
    ORDER BY r.invites DESC, r.user_id LIMIT 10`.execute(db);
  return rows.map((r) => ({ id: r.id, name: r.name, value: Number(r.value) }));
};

const actives: DashboardCard = {
  key: 'active_users',
  permission: USERS_KEY,
  summary: 'Daily active players over 30 days, and monthly actives this month and last',
  response: ActiveUsersCardSchema,
  async load(db): Promise<ActiveUsersCardData> {
    const [{ rows }, daily] = await Promise.all([sql<{ this: string; last: string }>`
      SELECT coalesce(sum(value) FILTER (WHERE day = ${MONTH_START}), 0) AS this,
             coalesce(sum(value) FILTER (WHERE day = (${MONTH_START} - interval '1 month')::date), 0) AS last
      FROM rollup_daily WHERE metric = 'users.mau' AND day >= (${MONTH_START} - interval '1 month')::date`.execute(db),
    dailyPoints(db, 'users.active', 30)]);
    return { daily, monthly: Number(rows[0].this), lastMonth: Number(rows[0].last) };
  },
};

export const userCards: DashboardCard[] = [
  countCard('users', USERS_KEY, 'Players: in all, new today, new per day over 8 days', 'users'),
  rankingCard('top_inviters', USERS_KEY, 'Top-10 players by sign-ups they invited, all time or this month', { byInvites: inviters }),
  actives,
];
