// The orders' rollups (migrations/0018_rollups_orders.sql) recomputed from the
// orders themselves, for npm run rollups:check.
import { sql } from 'kysely';
import type { Rollup } from '../../core/module';
import { compareRollup, countRows } from '../../rollups/compare';

const PAID = sql`paid_at IS NOT NULL AND status IN ('paid', 'partially_refunded', 'refunded')`;

export const ordersDaily: Rollup = {
  name: "rollup_daily ('orders.paid', 'orders.income')",
  diff: (db) => compareRollup(db,
    sql`SELECT metric, day, value FROM rollup_daily WHERE metric IN ('orders.paid', 'orders.income')`,
    sql`SELECT m.metric, d.day, sum(CASE m.metric WHEN 'orders.paid' THEN 1 ELSE d.income END)::bigint AS value
        FROM (SELECT mdr_beijing_day(paid_at) AS day, amount_cents - refunded_cents AS income FROM orders WHERE ${PAID}) d
        CROSS JOIN (VALUES ('orders.income'), ('orders.paid')) m(metric) GROUP BY 1, 2`,
    ['metric', 'day'], ['value']),
  count: async (db) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM rollup_daily WHERE metric LIKE 'orders.%'`.execute(db)).rows[0].n),
};

export const authorRank: Rollup = {
  name: 'rollup_author_rank',
  diff: (db) => compareRollup(db,
    sql`SELECT period, author_id, orders, income_cents FROM rollup_author_rank`,
    sql`SELECT p.period, d.author_id, count(*)::bigint AS orders, sum(d.income)::bigint AS income_cents
        FROM (SELECT mdr_beijing_day(paid_at) AS day, author_id, amount_cents - refunded_cents AS income
              FROM orders WHERE ${PAID} AND author_id IS NOT NULL) d
        CROSS JOIN LATERAL (VALUES ('all'), (to_char(d.day, 'YYYY-MM'))) p(period) GROUP BY 1, 2`,
    ['period', 'author_id'], ['orders', 'income_cents']),
  count: (db) => countRows(db, 'rollup_author_rank'),
};
