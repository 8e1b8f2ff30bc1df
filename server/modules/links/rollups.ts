// promotion_link_daily's sign-ups, orders and income (kept by triggers on users
// and orders) recomputed from them, for npm run rollups:check. Clicks and
// visitors are written by the click itself: nothing to recompute.
import { sql } from 'kysely';
import type { Rollup } from '../../core/module';
import { compareRollup, countRows } from '../../rollups/compare';

export const linkDaily: Rollup = {
  name: 'promotion_link_daily (signups, orders, income_cents)',
  diff: (db) => compareRollup(db,
    sql`SELECT link_id, day, signups, orders, income_cents FROM promotion_link_daily`,
    sql`SELECT link_id, day, sum(signups)::bigint AS signups, sum(orders)::bigint AS orders, sum(income)::bigint AS income_cents FROM (
          SELECT signup_link_id AS link_id, mdr_beijing_day(registered_at) AS day, 1 AS signups, 0 AS orders, 0::bigint AS income
          FROM users WHERE signup_link_id IS NOT NULL
          UNION ALL
          SELECT promotion_link_id::int, mdr_beijing_day(paid_at), 0, 1, amount_cents - refunded_cents FROM orders
          WHERE promotion_link_id IS NOT NULL AND paid_at IS NOT NULL AND status IN ('paid', 'partially_refunded', 'refunded')
        ) d GROUP BY 1, 2`,
    ['link_id', 'day'], ['signups', 'orders', 'income_cents']),
  count: (db) => countRows(db, 'promotion_link_daily'),
};
