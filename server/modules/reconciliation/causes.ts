// The rows behind one Beijing day's differences (./daily.ts): per order, refund
// set or withdrawal of the day, what was due beside what the ledger holds that
// day, listed only where the two differ, with the ledger rows' ids. A ledger row
// whose cause is missing (an income row of an order not paid that day) is listed
// under that order with nothing due.
import { sql, type Kysely } from 'kysely';
import { beijingDayStart } from '../../../contract/days';
import type { Cause, CheckName } from '../../../contract/records/reconciliation';
import type { DB } from '../../db/schema';


/** At most this many causes of each check are listed. */
export const CAUSES_LIMIT = 200;

type Row = { source_id: unknown; author_id: unknown; due: unknown; posted: unknown; ledger_ids: unknown; refund_ids?: unknown };

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter((x) => x > 0) : []);

function toCause(check: CheckName, type: 'orders' | 'withdrawals', r: Row): Cause {
  return {
    check, source: r.source_id === null ? null : { type, id: Number(r.source_id) }, refundIds: ids(r.refund_ids),
    authorId: r.author_id === null ? null : Number(r.author_id), dueCents: Number(r.due ?? 0), ledgerCents: Number(r.posted ?? 0),
    ledgerIds: ids(r.ledger_ids),
  };
}

/** The ledger rows of one kind that day, per source column. */
const ledgerOf = (kind: string, column: 'order_id' | 'withdrawal_id', start: Date, end: Date) => sql`
  SELECT ${sql.ref(column)} AS source_id, min(author_id) AS author_id, sum(amount_cents) AS posted, array_agg(id ORDER BY id) AS ledger_ids
  FROM author_ledger WHERE kind = ${kind} AND created_at >= ${start} AND created_at < ${end} GROUP BY ${sql.ref(column)}`;

async function incomeCauses(db: Kysely<DB>, start: Date, end: Date): Promise<Cause[]> {
  const { rows } = await sql<Row>`
    WITH due AS (SELECT id, author_id, author_share_cents AS due FROM orders
        WHERE paid_at >= ${start} AND paid_at < ${end} AND author_id IS NOT NULL AND author_share_cents > 0),
      l AS (${ledgerOf('income', 'order_id', start, end)})
    SELECT coalesce(due.id, l.source_id) AS source_id, coalesce(due.author_id, l.author_id) AS author_id, due.due, l.posted, l.ledger_ids
    FROM due FULL JOIN l ON l.source_id = due.id
    WHERE coalesce(due.due, 0) <> coalesce(l.posted, 0) ORDER BY 1 LIMIT ${CAUSES_LIMIT}`.execute(db);
  return rows.map((r) => toCause('income', 'orders', r));
}

async function clawbackCauses(db: Kysely<DB>, start: Date, end: Date): Promise<Cause[]> {
  const { rows } = await sql<Row>`
    WITH due AS (SELECT r.order_id AS id, o.author_id, sum(r.clawback_cents) AS due, array_agg(r.id ORDER BY r.id) AS refund_ids
        FROM order_refunds r JOIN orders o ON o.id = r.order_id
        WHERE r.created_at >= ${start} AND r.created_at < ${end} AND o.author_id IS NOT NULL GROUP BY r.order_id, o.author_id),
      l AS (${ledgerOf('refund_clawback', 'order_id', start, end)})
    SELECT coalesce(due.id, l.source_id) AS source_id, coalesce(due.author_id, l.author_id) AS author_id, due.due, l.posted,
      l.ledger_ids, due.refund_ids
    FROM due FULL JOIN l ON l.source_id = due.id
    WHERE coalesce(due.due, 0) <> coalesce(l.posted, 0) ORDER BY 1 LIMIT ${CAUSES_LIMIT}`.execute(db);
  return rows.map((r) => toCause('clawback', 'orders', r));
}

async function withdrawalCauses(db: Kysely<DB>, start: Date, end: Date): Promise<Cause[]> {
  const { rows } = await sql<Row>`
    WITH due AS (SELECT id, author_id, amount_cents AS due FROM withdrawals
        WHERE status = 'paid' AND paid_at >= ${start} AND paid_at < ${end}),
      l AS (${ledgerOf('withdrawal_paid', 'withdrawal_id', start, end)})
    SELECT coalesce(due.id, l.source_id) AS source_id, coalesce(due.author_id, l.author_id) AS author_id, due.due, l.posted, l.ledger_ids
    FROM due FULL JOIN l ON l.source_id = due.id
    WHERE coalesce(due.due, 0) <> coalesce(l.posted, 0) ORDER BY 1 LIMIT ${CAUSES_LIMIT}`.execute(db);
  return rows.map((r) => toCause('withdrawal', 'withdrawals', r));
}

/** Every cause of the day's differences (each check's first CAUSES_LIMIT). */
export async function causesOf(db: Kysely<DB>, day: string): Promise<Cause[]> {
  const start = beijingDayStart(day);
  const end = beijingDayStart(day, 1);
  return [...await incomeCauses(db, start, end), ...await clawbackCauses(db, start, end), ...await withdrawalCauses(db, start, end)];
}
