// Demo activity the platform would report: views per content per day
// (content_views_daily) and the days each player was active (user_active_days),
// over the last weeks. Set-based and deterministic (hashes of ids and days).
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { SeedStep } from './types';

/** A deterministic number in [0, 1000) from an id, a day offset and a salt. */
const h = (salt: string) => sql`(abs(hashtext(id::text || ':' || d::text || ${salt})) % 1000)`;

/** Published rows of `table` get views on each of the last 14 days, trending up or down per item. */
export function contentViewsStep(kind: string, table: 'articles' | 'builds'): SeedStep {
  return {
    name: `${kind} views per day`,
    async run({ trx, now }) {
      const { rows } = await sql<{ n: number }>`
        WITH made AS (
          INSERT INTO content_views_daily (kind, content_id, day, views)
          SELECT ${kind}, id, mdr_beijing_day(${now}::timestamptz) - d,
                 greatest(0, (views / 400.0 * (1 + ((abs(hashtext(id::text || 'trend')) % 100) - 40) / 100.0 * (7 - d) / 7)
                   * (0.7 + ${h('v')} / 1600.0))::int)
          FROM ${sql.table(table)} CROSS JOIN generate_series(0, 13) AS d
          WHERE status = 'published' AND created_at <= ${now}::timestamptz - make_interval(days => d)
          RETURNING 1)
        SELECT count(*)::int AS n FROM made`.execute(trx);
      return { content_views_daily: rows[0].n };
    },
  };
}

/** Players active in the last 30 days get the days they used the app, more often the more recent their last visit. */
export const activeDaysStep: SeedStep = {
  name: 'active days',
  async run({ trx, now }: { trx: Transaction<DB>; now: Date }) {
    const { rows } = await sql<{ n: number }>`
      WITH made AS (
        INSERT INTO user_active_days (day, user_id)
        SELECT mdr_beijing_day(${now}::timestamptz) - d, id
        FROM users CROSS JOIN generate_series(0, 29) AS d
        WHERE registered_at <= ${now}::timestamptz - make_interval(days => d)
          -- the day of their last visit, and before it some of the days since they signed up
          AND (last_active_at > ${now}::timestamptz - make_interval(days => d + 1) AND last_active_at <= ${now}::timestamptz - make_interval(days => d)
               OR last_active_at > ${now}::timestamptz - make_interval(days => d) AND ${h('a')} < 280 + 8 * (30 - d))
        ORDER BY 1, 2
        RETURNING 1)
      SELECT count(*)::int AS n FROM made`.execute(trx);
    return { user_active_days: rows[0].n };
  },
};
