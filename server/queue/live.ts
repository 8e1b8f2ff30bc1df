// What the queue's live feed is made of (docs/review-queue.md "Live"): the
// events on channel `review_queue` of the event bus (server/core/events.ts),
// the tickets that open a stream (./stream.ts), and presence — who has a
// record open. Events name an item and what changed, never its data: the
// panel refetches what it shows.
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { fixedStatement } from '../db/shaped';
import './schema';

type Executor = Kysely<DB> | Transaction<DB>;

/** The bus channel (PostgreSQL channel `mdr_review_queue`). */
export const QUEUE_CHANNEL = 'review_queue';

/** item: it entered, left or changed in the queue (a decision); claim: claimed, released, taken over, lapsed; presence: someone opened or left it. */
export type LiveKind = 'item' | 'claim' | 'presence';
export interface QueueEvent { type: string; id: number; kind: LiveKind }

/**
 * Tells every instance's streams about an item, when `executor`'s transaction
 * commits (never if it rolls back). The bus's own wire format (pg_notify on
 * `mdr_<channel>`), written as SQL so the listeners that hold no app (the
 * resource mechanism's hooks) publish the same way; identical events of one
 * transaction arrive once (PostgreSQL folds them).
 */
export async function announce(executor: Executor, event: QueueEvent): Promise<void> {
  await notify(executor, `mdr_${QUEUE_CHANNEL}`, JSON.stringify({ type: event.type, id: event.id, kind: event.kind }));
}
const notify = fixedStatement((db, channel: string, payload: string) => ({ compile: () => sql<never>`SELECT pg_notify(${channel}, ${payload})`.compile(db) }));

/** Ends the claims past their time and announces each (one instance wins each row: the DELETE). */
export async function sweepExpiredClaims(db: Kysely<DB>): Promise<void> {
  await sql`WITH gone AS (DELETE FROM review_claims WHERE expires_at <= now() RETURNING type, record_id)
    SELECT pg_notify(${`mdr_${QUEUE_CHANNEL}`}, json_build_object('type', type, 'id', record_id, 'kind', 'claim')::text) FROM gone`.execute(db);
}

/** How long a ticket opens a stream. */
export const TICKET_SECONDS = 30;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A ticket for the reader's session, good for one stream of `types` within TICKET_SECONDS. */
export async function issueTicket(db: Kysely<DB>, who: { sessionId: number; adminId: number }, types: string[]): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = randomBytes(24).toString('base64url');
  await db.deleteFrom('review_live_tickets').where('expires_at', '<', sql<Date>`now()`).execute();
  const row = await db.insertInto('review_live_tickets')
    .values({ ticket_hash: hashOf(ticket), session_id: who.sessionId, admin_id: who.adminId, types, expires_at: sql<Date>`now() + make_interval(secs => ${TICKET_SECONDS})` })
    .returning('expires_at').executeTakeFirstOrThrow();
  return { ticket, expiresAt: new Date(row.expires_at).toISOString() };
}

/** Uses a ticket up: its reader and types while it is in time and its session is live, else null. */
export async function redeemTicket(db: Kysely<DB>, ticket: string): Promise<{ adminId: number; types: string[] } | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(ticket)) return null;
  const used = await db.deleteFrom('review_live_tickets').where('ticket_hash', '=', hashOf(ticket))
    .returning(['session_id', 'admin_id', 'types', 'expires_at']).executeTakeFirst();
  if (!used || new Date(used.expires_at).getTime() <= Date.now()) return null;
  const live = await db.selectFrom('sessions as s').innerJoin('admins as a', 'a.id', 's.admin_id').select('s.id')
    .where('s.id', '=', String(used.session_id)).where('s.revoked_at', 'is', null).where('s.expires_at', '>', sql<Date>`now()`)
    .where('a.disabled', '=', false).executeTakeFirst();
  return live ? { adminId: used.admin_id, types: used.types } : null;
}

/** How long a page counts as open after its last heartbeat (it sends one every 20 s). */
export const PRESENCE_SECONDS = 45;

/**
 * The reader's heartbeat on a record (or their leaving it), and who else has
 * it open. Arriving and leaving are announced; a renewal is not, and a page
 * closed without saying so lapses (the others' next heartbeat no longer lists it).
 */
export async function heartbeat(db: Kysely<DB>, ref: { type: string; id: number }, adminId: number, leaving: boolean): Promise<{ id: number; name: string }[]> {
  return db.transaction().execute(async (trx) => {
    // lapsed rows go (any record's: the table stays as small as the pages open now)
    await trx.deleteFrom('review_presence').where('expires_at', '<=', sql<Date>`now()`).execute();
    let changed: boolean;
    if (leaving) {
      const left = await trx.deleteFrom('review_presence').where('type', '=', ref.type).where('record_id', '=', ref.id)
        .where('admin_id', '=', adminId).executeTakeFirst();
      changed = Number(left.numDeletedRows) > 0;
    } else {
      const row = await trx.insertInto('review_presence')
        .values({ type: ref.type, record_id: ref.id, admin_id: adminId, expires_at: sql<Date>`now() + make_interval(secs => ${PRESENCE_SECONDS})` })
        .onConflict((oc) => oc.columns(['type', 'record_id', 'admin_id']).doUpdateSet({ expires_at: (eb) => eb.ref('excluded.expires_at') }))
        .returning(sql<boolean>`xmax = 0`.as('arrived')).executeTakeFirstOrThrow();
      changed = row.arrived;
    }
    if (changed) await announce(trx, { ...ref, kind: 'presence' });
    return presentOn(trx, ref, adminId);
  });
}

/** Who has the record open now (a heartbeat within PRESENCE_SECONDS), the reader left out, by name. */
export function presentOn(db: Executor, ref: { type: string; id: number }, readerId: number): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('review_presence as p').innerJoin('admins as a', 'a.id', 'p.admin_id').select(['a.id', 'a.name'])
    .where('p.type', '=', ref.type).where('p.record_id', '=', ref.id).where('p.admin_id', '<>', readerId)
    .where('p.expires_at', '>', sql<Date>`now()`).orderBy('a.name').execute();
}
