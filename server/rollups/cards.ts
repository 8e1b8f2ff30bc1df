// Card builders for the workplace (core/dashboard.ts): a module declares a card
// with one call, and the figures come from the rollups of 0010_rollups.sql and
// the modules' own rollup tables. Days and months are Beijing ones.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DashboardCard } from '../core/module';
import {
  CountCardSchema, PeriodBody, PopularCardSchema, RankingCardSchema,
  type CountCardData, type DashboardPeriod, type PopularCardData, type RankingCardData,
} from '../../contract/records/dashboard';
import { stateCounts } from './states';

export const TODAY = sql<string>`mdr_beijing_day(now())`;
export const MONTH_START = sql<string>`date_trunc('month', mdr_beijing_day(now()))::date`;

/** `metric` per day over the last `days` days (today included), oldest first; a day without a row is 0. */
export async function dailyPoints(db: Kysely<DB>, metric: string, days: number): Promise<{ day: string; value: number }[]> {
  const { rows } = await sql<{ day: string; value: string }>`
    SELECT d::date::text AS day, coalesce(r.value, 0) AS value
    FROM generate_series(${TODAY} - ${days - 1}::int, ${TODAY}, interval '1 day') AS d
    LEFT JOIN rollup_daily r ON r.metric = ${metric} AND r.day = d::date
    ORDER BY d`.execute(db);
  return rows.map((r) => ({ day: r.day, value: Number(r.value) }));
}

/** The sums of some metrics today and since the month began. */
export async function todayAndMonth(db: Kysely<DB>, metrics: string[]): Promise<Record<string, { today: number; month: number }>> {
  const { rows } = await sql<{ metric: string; today: string; month: string }>`
    SELECT metric, coalesce(sum(value) FILTER (WHERE day = ${TODAY}), 0) AS today, coalesce(sum(value), 0) AS month
    FROM rollup_daily WHERE metric IN (${sql.join(metrics)}) AND day >= ${MONTH_START} AND day <= ${TODAY}
    GROUP BY metric`.execute(db);
  return Object.fromEntries(metrics.map((m) => {
    const r = rows.find((x) => x.metric === m);
    return [m, { today: Number(r?.today ?? 0), month: Number(r?.month ?? 0) }];
  }));
}

/** The rows of `source` in each state and in all, and (with created) new rows per day over 8 days. */
export async function stateFigures(db: Kysely<DB>, source: string, withDaily: boolean): Promise<CountCardData> {
  const [states, daily] = await Promise.all([stateCounts(db, source), withDaily ? dailyPoints(db, `new.${source}`, 8) : []]);
  const total = Object.values(states).reduce((a, b) => a + b, 0);
  return { figures: { total, ...states, ...(withDaily ? { today: daily[daily.length - 1].value } : {}) }, daily };
}

/** A count tile of a tracked table (mdr_track_states): its states, total, and new rows per day. */
export function countCard(key: string, permission: string, summary: string, source: string, withDaily = true): DashboardCard {
  return { key, permission, summary, response: CountCardSchema, load: (db) => stateFigures(db, source, withDaily) };
}

/** 'all' or this Beijing month's 'YYYY-MM': the period column of the rank rollups. */
export function periodKey(period: DashboardPeriod | undefined, now = Date.now()): string {
  return period === 'month' ? new Date(now + 8 * 3_600_000).toISOString().slice(0, 7) : 'all';
}

/** A top-10 card: each list a query of (id, name, value) for the period key, best first. */
export function rankingCard(key: string, permission: string, summary: string,
  lists: Record<string, (db: Kysely<DB>, period: string) => Promise<{ id: number; name: string; value: number }[]>>): DashboardCard {
  return {
    key, permission, summary, body: PeriodBody, response: RankingCardSchema,
    async load(db, body): Promise<RankingCardData> {
      const period = (body.period as DashboardPeriod | undefined) ?? 'all';
      const p = periodKey(period);
      const answers = await Promise.all(Object.values(lists).map((query) => query(db, p)));
      return { period, lists: Object.fromEntries(Object.keys(lists).map((name, i) => [name, answers[i]])) };
    },
  };
}

/** The five most viewed published rows of a content table, with last week's views against the week before. */
export function popularCard(key: string, permission: string, kind: string, table: 'articles' | 'builds', summary: string): DashboardCard {
  return {
    key, permission, summary, response: PopularCardSchema,
    async load(db): Promise<PopularCardData> {
      const { rows } = await sql<{ id: number; title: string; views: number; last: string; before: string }>`
        SELECT t.id, t.title, t.views,
          coalesce((SELECT sum(v.views) FROM content_views_daily v WHERE v.kind = ${kind} AND v.content_id = t.id
                    AND v.day > ${TODAY} - 7 AND v.day <= ${TODAY}), 0) AS last,
          coalesce((SELECT sum(v.views) FROM content_views_daily v WHERE v.kind = ${kind} AND v.content_id = t.id
                    AND v.day > ${TODAY} - 14 AND v.day <= ${TODAY} - 7), 0) AS before
        FROM (SELECT id, title, views FROM ${sql.table(table)} WHERE status = 'published' ORDER BY views DESC, id LIMIT 5) t
        ORDER BY t.views DESC, t.id`.execute(db);
      return {
        rows: rows.map((r) => {
          const last = Number(r.last);
          const before = Number(r.before);
          return { id: r.id, title: r.title, views: Number(r.views), lastWeek: last, growth: before > 0 ? Math.round((last / before - 1) * 1000) / 1000 : null };
        }),
      };
    },
  };
}
