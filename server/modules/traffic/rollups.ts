// author_traffic's orders and income (kept by the orders trigger) recomputed
// from the orders, for npm run rollups:check. Views and the other counters are
// the platform's own figures: nothing to recompute.
import { sql } from 'kysely';
import type { Rollup } from '../../core/module';
import { compareRollup, countRows } from '../../rollups/compare';

export const trafficOrders: Rollup = {
  name: 'author_traffic (orders, income_cents)',
  diff: (db) => compareRollup(db,
    sql`SELECT author_id, day, orders, income_cents FROM author_traffic`,
    sql`SELECT author_id, mdr_beijing_day(paid_at) AS day, count(*)::bigint AS orders, sum(amount_cents - refunded_cents)::bigint AS income_cents
        FROM orders WHERE author_id IS NOT NULL AND paid_at IS NOT NULL AND status IN ('paid', 'partially_refunded', 'refunded')
        GROUP BY 1, 2`,
    ['author_id', 'day'], ['orders', 'income_cents']),
  count: (db) => countRows(db, 'author_traffic'),
};
