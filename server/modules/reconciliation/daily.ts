// The daily reconciliation (docs/money.md "Reconciliation"): per Beijing day, what
// the orders, refunds and withdrawals say the author ledger should hold, beside
// what it holds. Three checks, each a signed difference (ledger − due):
//   income     the authors' share of the orders paid that day  vs  the ledger's income rows
//   clawback   the clawbacks due for that day's refunds        vs  the ledger's refund_clawback rows
//   withdrawal the withdrawals marked paid that day            vs  the ledger's withdrawal_paid rows
// A cause and its ledger row are written in one transaction (postLedger), so they
// fall on the same day. `differenceCents` is the sum of the three differences'
// absolute values: 0 exactly when the day reconciles. Days without activity are
// rows of zeros. The balances (ledger sum vs the authors' balances) are not a
// day's: checkLedger (the authors module's, npm run ledger:check) answers them.
import { sql, type Kysely } from 'kysely';
import { beijingDayStart } from '../../../contract/days';
import type { DailyRow } from '../../../contract/records/reconciliation';
import type { DB } from '../../db/schema';



const n = (v: unknown) => Number(v ?? 0);

/** One row per Beijing day from `from` to `to` (YYYY-MM-DD, both included), oldest first. */
export async function dailyRows(db: Kysely<DB>, from: string, to: string): Promise<DailyRow[]> {
  const start = beijingDayStart(from);
  const end = beijingDayStart(to, 1);
  const { rows } = await sql<Record<string, unknown>>`
    WITH days AS (SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d),
    o AS (SELECT mdr_beijing_day(paid_at) AS day, count(*) AS n, sum(amount_cents) AS amount,
        sum(CASE WHEN author_id IS NOT NULL THEN author_share_cents ELSE 0 END) AS share
      FROM orders WHERE paid_at >= ${start} AND paid_at < ${end} GROUP BY 1),
    r AS (SELECT mdr_beijing_day(r.created_at) AS day, count(*) AS n, sum(r.amount_cents) AS amount,
        sum(CASE WHEN o.author_id IS NOT NULL THEN r.clawback_cents ELSE 0 END) AS clawback
      FROM order_refunds r JOIN orders o ON o.id = r.order_id
      WHERE r.created_at >= ${start} AND r.created_at < ${end} GROUP BY 1),
    w AS (SELECT mdr_beijing_day(paid_at) AS day, count(*) AS n, sum(amount_cents) AS amount
      FROM withdrawals WHERE status = 'paid' AND paid_at >= ${start} AND paid_at < ${end} GROUP BY 1),
    l AS (SELECT mdr_beijing_day(created_at) AS day,
        sum(CASE WHEN kind = 'income' THEN amount_cents ELSE 0 END) AS income,
        sum(CASE WHEN kind = 'refund_clawback' THEN amount_cents ELSE 0 END) AS clawback,
        sum(CASE WHEN kind = 'withdrawal_paid' THEN amount_cents ELSE 0 END) AS paid,
        sum(CASE WHEN kind = 'adjustment' THEN amount_cents ELSE 0 END) AS adjusted
      FROM author_ledger WHERE created_at >= ${start} AND created_at < ${end} GROUP BY 1)
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day, o.n AS orders_paid, o.amount AS orders_amount, o.share,
      l.income, r.n AS refunds, r.amount AS refunds_amount, r.clawback AS clawback_due, l.clawback,
      w.n AS withdrawals, w.amount AS withdrawn, l.paid, l.adjusted
    FROM days LEFT JOIN o ON o.day = days.day LEFT JOIN r ON r.day = days.day
      LEFT JOIN w ON w.day = days.day LEFT JOIN l ON l.day = days.day
    ORDER BY days.day`.execute(db);
  return rows.map(toDailyRow);
}

function toDailyRow(r: Record<string, unknown>): DailyRow {
  const income = n(r.income) - n(r.share);
  const clawback = n(r.clawback) - n(r.clawback_due);
  const withdrawal = n(r.paid) - n(r.withdrawn);
  return {
    day: String(r.day),
    ordersPaid: n(r.orders_paid), ordersPaidCents: n(r.orders_amount), authorsShareCents: n(r.share), ledgerIncomeCents: n(r.income),
    incomeDifferenceCents: income,
    refunds: n(r.refunds), refundsCents: n(r.refunds_amount), clawbacksDueCents: n(r.clawback_due), ledgerClawbackCents: n(r.clawback),
    clawbackDifferenceCents: clawback,
    withdrawalsPaid: n(r.withdrawals), withdrawalsPaidCents: n(r.withdrawn), ledgerDebitsCents: n(r.paid),
    withdrawalDifferenceCents: withdrawal,
    adjustmentsCents: n(r.adjusted),
    differenceCents: Math.abs(income) + Math.abs(clawback) + Math.abs(withdrawal),
  };
}
