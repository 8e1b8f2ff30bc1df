// Demo traffic: each author's views, visitors, likes and new followers over the
// last 120 days, deterministic (hashes of the author and the day) with a trend
// per author and a weekly rhythm. Orders and income are already there: the
// orders trigger wrote them as the demo orders were seeded.
import { sql } from 'kysely';
import type { SeedStep } from '../../seed/types';

export const TRAFFIC_DAYS = 120;

const h = (salt: string) => sql`(abs(hashtext(a.id::text || ':' || d::text || ${salt})) % 1000 / 1000.0)`;

export const trafficStep: SeedStep = {
  name: 'author traffic',
  async run({ trx, now }) {
    await sql`
      WITH base AS (
        SELECT a.id AS author_id, mdr_beijing_day(${now}::timestamptz) - d AS day,
               (200 + abs(hashtext(a.id::text || 'size')) % 3000)
                 * (1 + ((abs(hashtext(a.id::text || 'trend')) % 100) - 35) / 100.0 * (${TRAFFIC_DAYS} - d) / ${TRAFFIC_DAYS})
                 * (CASE WHEN extract(isodow FROM mdr_beijing_day(${now}::timestamptz) - d) >= 6 THEN 1.35 ELSE 1 END)
                 * (0.75 + ${h('v')} / 2) AS views,
               ${h('l')} AS l, ${h('f')} AS f
        FROM authors a CROSS JOIN generate_series(0, ${TRAFFIC_DAYS - 1}) AS d
        WHERE a.created_at <= ${now}::timestamptz - make_interval(days => d))
      INSERT INTO author_traffic (author_id, day, views, visitors, likes, followers)
        SELECT author_id, day, views::bigint, (views * 0.62)::bigint, (views * (0.02 + l * 0.05))::bigint,
               (views * (0.002 + f * 0.008))::bigint - (CASE WHEN f < 0.1 THEN 3 ELSE 0 END)
        FROM base ORDER BY author_id, day
        ON CONFLICT (author_id, day) DO UPDATE SET views = excluded.views, visitors = excluded.visitors,
          likes = excluded.likes, followers = excluded.followers`.execute(trx);
    // the table's rows: these days and the paid-order days the trigger wrote before them
    const total = await sql<{ n: number }>`SELECT count(*)::int AS n FROM author_traffic`.execute(trx);
    return { author_traffic: total.rows[0].n };
  },
};
