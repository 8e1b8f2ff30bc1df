// An author's monthly statement (docs/money.md "Monthly statement"): the month's
// ledger rows over one Beijing month, with the opening and closing balances and
// the four kinds of movement. A statement covers the whole balance (available +
// frozen), so a withdrawal's freeze and unfreeze, which only move money between
// the two, are lines with no net effect; `withdrawnCents` is what was paid out
// (withdrawal_paid). Hence opening + income − clawback − withdrawn + adjusted =
// closing, one month's closing is the next one's opening (both are the sum of
// every row before the month's first moment), and the current month's closing is
// the balance (the ledger's invariant, ./check.ts).
import { sql, type Kysely } from 'kysely';
import { beijingToday } from '../../../contract/days';
import type { DB } from '../../db/schema';
import { invalidField, notFound } from '../../core/errors';
import type { LedgerKind } from './schema';

export interface StatementLine {
  id: number;
  at: Date;
  kind: LedgerKind;
  /** the posted amount (positive; signed for an adjustment) */
  amountCents: number;
  /** the movement of the whole balance (available + frozen): 0 for a freeze or an unfreeze */
  netCents: number;
  /** the whole balance after this line */
  balanceCents: number;
  source: { type: 'orders' | 'order_refunds' | 'withdrawals' | 'adjustments'; id: number } | null;
  /** the order of an income or a clawback (a refund's page is its order's) */
  orderId: number | null;
  reason: string;
}

export interface Statement {
  month: string;
  openingCents: number;
  incomeCents: number;
  clawbackCents: number;
  withdrawnCents: number;
  adjustedCents: number;
  closingCents: number;
  lines: StatementLine[];
}

export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

/** The first moment of a Beijing month (YYYY-MM), `months` later. */
export function beijingMonthStart(month: string, months = 0): Date {
  const [y, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  return new Date(Date.parse(`${first.toISOString().slice(0, 10)}T00:00:00+08:00`));
}

/** -1 naming `month` for a month not written YYYY-MM or after this Beijing month; -4 for an unknown author. */
async function checkArgs(db: Kysely<DB>, id: number, month: string): Promise<void> {
  if (!new RegExp(MONTH_PATTERN).test(month) || month > beijingToday().slice(0, 7) || month < '2000-01') {
    throw invalidField('month', 'authors.error.statement_month');
  }
  const author = await db.selectFrom('authors').select('id').where('id', '=', id).executeTakeFirst();
  if (!author) throw notFound();
}

// the refund a clawback was posted for: the one of its order written in the same transaction (the same now())
const lineRows = (db: Kysely<DB>, id: number, from: Date, to: Date) => db.selectFrom('author_ledger as l')
  .select(['l.id', 'l.kind', 'l.amount_cents', 'l.available_delta', 'l.frozen_delta', 'l.order_id', 'l.withdrawal_id', 'l.reason', 'l.created_at'])
  .select(sql<number | null>`CASE WHEN l.kind = 'refund_clawback' THEN (SELECT r.id FROM order_refunds r
    WHERE r.order_id = l.order_id AND r.created_at = l.created_at ORDER BY r.id LIMIT 1) END`.as('refund_id'))
  .where('l.author_id', '=', id).where('l.created_at', '>=', from).where('l.created_at', '<', to)
  .orderBy('l.created_at').orderBy('l.id');

type LineRow = Awaited<ReturnType<ReturnType<typeof lineRows>['execute']>>[number];

function sourceOf(r: LineRow): StatementLine['source'] {
  if (r.kind === 'adjustment') return { type: 'adjustments', id: Number(r.id) };
  if (r.withdrawal_id !== null) return { type: 'withdrawals', id: Number(r.withdrawal_id) };
  if (r.refund_id !== null && r.refund_id !== undefined) return { type: 'order_refunds', id: Number(r.refund_id) };
  if (r.order_id !== null) return { type: 'orders', id: Number(r.order_id) };
  return null;
}

const TOTAL_OF: Partial<Record<LedgerKind, 'incomeCents' | 'clawbackCents' | 'withdrawnCents' | 'adjustedCents'>> = {
  income: 'incomeCents', refund_clawback: 'clawbackCents', withdrawal_paid: 'withdrawnCents', adjustment: 'adjustedCents',
};

/** The statement of author `id` for the Beijing month `month` (YYYY-MM). */
export async function statementOf(db: Kysely<DB>, id: number, month: string): Promise<Statement> {
  await checkArgs(db, id, month);
  const from = beijingMonthStart(month);
  const to = beijingMonthStart(month, 1);
  const before = await db.selectFrom('author_ledger')
    .select(sql<number>`coalesce(sum(available_delta + frozen_delta), 0)`.as('total'))
    .where('author_id', '=', id).where('created_at', '<', from).executeTakeFirstOrThrow();
  const rows = await lineRows(db, id, from, to).execute();
  const statement: Statement = {
    month, openingCents: Number(before.total), incomeCents: 0, clawbackCents: 0, withdrawnCents: 0, adjustedCents: 0, closingCents: 0, lines: [],
  };
  let balance = statement.openingCents;
  for (const r of rows) {
    const net = Number(r.available_delta) + Number(r.frozen_delta);
    balance += net;
    const total = TOTAL_OF[r.kind];
    // clawbacks and payouts are counted as the positive amounts taken out
    if (total) statement[total] += total === 'adjustedCents' ? net : Math.abs(net);
    statement.lines.push({
      id: Number(r.id), at: new Date(r.created_at), kind: r.kind, amountCents: Number(r.amount_cents), netCents: net,
      balanceCents: balance, source: sourceOf(r), orderId: r.order_id === null ? null : Number(r.order_id), reason: r.reason,
    });
  }
  statement.closingCents = balance;
  return statement;
}
