// SQL only. Every time comes from the database clock, so all servers behind a
// load balancer agree on when a ticket expires. A ticket past expires_at that
// was never finished reads as 'expired' (`state`) even before a poll marks it.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { QrTicketStatus } from './schema';

type Db = Kysely<DB> | Transaction<DB>;

/** States a ticket can still leave by an action; past expires_at they read as expired. */
export const LIVE: QrTicketStatus[] = ['waiting', 'scanned', 'confirmed'];

const state = sql<QrTicketStatus>`CASE WHEN status IN ('waiting', 'scanned', 'confirmed') AND expires_at <= now()
  THEN 'expired' ELSE status END`.as('state');

const COLUMNS = ['id', 'status', 'ip', 'user_agent', 'created_at', 'expires_at', 'confirmed_by'] as const;

export type TicketRow = Awaited<ReturnType<typeof findBy>> & object;

export function findBy(db: Db, column: 'ticket_hash' | 'code_hash', hash: string) {
  return db.selectFrom('qr_tickets').select(COLUMNS).select(state).where(column, '=', hash).executeTakeFirst();
}

/** Tickets issued to this address in the last minute (the issuing rate limit; every instance sees them). */
export async function countRecent(db: Db, ip: string): Promise<number> {
  const row = await db.selectFrom('qr_tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', sql<Date>`now() - interval '1 minute'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Housekeeping on issue: nothing older than a day is of use (the audit log keeps the history). */
export async function deleteStale(db: Db): Promise<void> {
  await db.deleteFrom('qr_tickets').where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}

export function insert(db: Db, row: { ticketHash: string; codeHash: string; ip: string; userAgent: string; seconds: number }) {
  return db.insertInto('qr_tickets')
    .values({
      ticket_hash: row.ticketHash,
      code_hash: row.codeHash,
      ip: row.ip,
      user_agent: row.userAgent.slice(0, 500),
      expires_at: sql<Date>`now() + make_interval(secs => ${row.seconds})`,
    })
    .returning(COLUMNS)
    .returning(state)
    .executeTakeFirstOrThrow();
}

export type Decision = { to: 'scanned' | 'confirmed' | 'declined'; by: number };

const DECISION_SET = {
  scanned: (by: number) => ({ scanned_by: by, scanned_at: sql<Date>`now()` }),
  confirmed: (by: number) => ({ confirmed_by: by, decided_at: sql<Date>`now()` }),
  declined: (by: number) => ({ declined_by: by, decided_at: sql<Date>`now()` }),
};

/**
 * Moves a live ticket from one of `from` to `to`; undefined when it is no
 * longer in one of them or has expired. Conditional, so of two staff acting at
 * once only one wins.
 */
export function decide(db: Db, id: number, from: QrTicketStatus[], d: Decision) {
  return db.updateTable('qr_tickets')
    .set({ status: d.to, ...DECISION_SET[d.to](d.by) })
    .where('id', '=', id)
    .where('status', 'in', from)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(COLUMNS)
    .returning(state)
    .executeTakeFirst();
}

/** Takes a confirmed, unexpired ticket for its one token; undefined if another poll took it first. */
export function claim(db: Db, id: number) {
  return db.updateTable('qr_tickets')
    .set({ status: 'used', used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('confirmed_by')
    .executeTakeFirst();
}

export async function setSession(db: Db, id: number, sessionId: number): Promise<void> {
  await db.updateTable('qr_tickets').set({ session_id: sessionId }).where('id', '=', id).execute();
}

/** Records the expiry the first time it is seen; false if already recorded. */
export async function markExpired(db: Db, id: number): Promise<boolean> {
  const res = await db.updateTable('qr_tickets')
    .set({ status: 'expired' })
    .where('id', '=', id)
    .where('status', 'in', LIVE)
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
