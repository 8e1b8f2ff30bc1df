// The delivery rows' SQL for the worker: take the due ones under a lease, and
// record each attempt with its outcome — delivered, due again after the
// backoff, or given up 24 hours after the notice (or its last resend).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A delivery taken by this worker, with what its request needs. */
export interface Claimed {
  id: number;
  lockedUntil: Date;
  attempts: number;
  retryFrom: Date;
  url: string;
  secret: string;
  noticeId: number;
  kind: string;
  decisionId: number | null;
  userId: number;
  text: string;
  textEn: string;
  createdAt: Date;
}

export interface Outcome {
  /** the HTTP status, null when none came */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** Retries stop this long after the notice (or its last resend). */
export const RETRY_WINDOW_MS = 24 * 3_600_000;
/** The longest wait between two attempts. */
export const MAX_BACKOFF_MS = 3_600_000;

/** Pending rows of active hooks (the lease in whole milliseconds, as a JavaScript Date holds it, to compare it back) that are due and not leased, oldest due first; two workers never get one row. */
export async function claimDue(db: Kysely<DB>, limit: number, leaseMs: number): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    UPDATE webhook_deliveries d SET locked_until = date_trunc('milliseconds', clock_timestamp() + make_interval(secs => ${leaseMs / 1000}))
    FROM webhooks w, notices n
    WHERE d.id IN (
        SELECT x.id FROM webhook_deliveries x JOIN webhooks xw ON xw.id = x.webhook_id AND xw.active
        WHERE x.status = 'pending' AND x.next_attempt_at <= now() AND (x.locked_until IS NULL OR x.locked_until <= now())
        ORDER BY x.next_attempt_at, x.id LIMIT ${limit} FOR UPDATE OF x SKIP LOCKED)
      AND w.id = d.webhook_id AND n.id = d.notice_id
    RETURNING d.id, d.locked_until AS "lockedUntil", d.attempts, d.retry_from AS "retryFrom", w.url, w.secret,
      n.id AS "noticeId", n.kind, n.decision_id AS "decisionId", n.user_id AS "userId", n.text, n.text_en AS "textEn",
      n.created_at AS "createdAt"`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id), noticeId: Number(r.noticeId), decisionId: r.decisionId === null ? null : Number(r.decisionId) }));
}

/** The wait before attempt n+1 after n failed ones: base, doubling, at most an hour. */
export const backoffMs = (failed: number, baseMs: number): number => Math.min(baseMs * 2 ** Math.max(0, failed - 1), MAX_BACKOFF_MS);

const delivered = (s: number | null) => s !== null && s >= 200 && s < 300;

/**
 * The attempt's row, and the delivery's new state while the lease is still
 * ours (an instance past its lease leaves the row to the one that took it).
 * An attempt cut short by this instance closing is due again at once.
 * Answers the wait before the next attempt, null when there is none.
 */
export async function recordAttempt(db: Kysely<DB>, row: Claimed, outcome: Outcome, opts: { retryBaseMs: number; stopped: boolean }): Promise<number | null> {
  const attempts = row.attempts + 1;
  const ok = delivered(outcome.statusCode);
  const wait = opts.stopped && !ok ? 0 : backoffMs(attempts, opts.retryBaseMs);
  const next = new Date(Date.now() + wait);
  const givenUp = !ok && next.getTime() > row.retryFrom.getTime() + RETRY_WINDOW_MS;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('webhook_attempts').values({
      delivery_id: row.id, status_code: outcome.statusCode, error: outcome.error?.slice(0, 500) ?? null, duration_ms: outcome.durationMs,
    }).execute();
    await trx.updateTable('webhook_deliveries').set({
      attempts: sql<number>`attempts + 1`, locked_until: null, last_status: outcome.statusCode, last_error: outcome.error?.slice(0, 500) ?? null,
      ...(ok ? { status: 'delivered', delivered_at: sql<Date>`now()` } : givenUp ? { status: 'failed' } : { next_attempt_at: next }),
    }).where('id', '=', row.id).where('locked_until', '=', row.lockedUntil).execute();
  });
  return ok || givenUp ? null : wait;
}
