// Claims: who is deciding a queued item, until when (review_claims). Claiming
// is one statement, so of two staff claiming at once exactly one wins; a
// decision on a record claimed by someone else is refused (-5 naming the
// holder) in the decision's own transaction, and any decision ends the claim
// (the resource mechanism's command hook, server/resources/events.ts).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RequestContext } from '../core/context';
import { writeAudit } from '../core/audit';
import { conflict } from '../core/errors';
import type { DB } from '../db/schema';
import { fixedStatement } from '../db/shaped';
import './schema';

export interface Claim {
  type: string;
  id: number;
  claimedBy: { id: number; name: string };
  claimedAt: string;
  claimExpiresAt: string;
}

type Executor = Kysely<DB> | Transaction<DB>;

const iso = (d: Date | string) => new Date(d).toISOString();

// every decision reads and ends its item's claim: compiled once (server/db/shaped.ts)
const liveClaimRow = fixedStatement((db, type: string, id: number) => db.selectFrom('review_claims as c')
  .innerJoin('admins as a', 'a.id', 'c.admin_id')
  .select(['c.admin_id', 'a.name', 'c.claimed_at', 'c.expires_at'])
  .where('c.type', '=', type).where('c.record_id', '=', id).where('c.expires_at', '>', sql<Date>`now()`));
const endClaim = fixedStatement((db, type: string, id: number) => db.deleteFrom('review_claims')
  .where('type', '=', type).where('record_id', '=', id));

/** The live claim on an item (expired ones are no claim), with its holder's name. */
export async function liveClaim(db: Executor, type: string, id: number): Promise<Claim | null> {
  const [row] = await liveClaimRow(db, type, id);
  return row ? { type, id, claimedBy: { id: row.admin_id, name: row.name }, claimedAt: iso(row.claimed_at), claimExpiresAt: iso(row.expires_at) } : null;
}

/** -5 naming who has the item and for how much longer. */
export const claimedByOther = (claim: Claim) => conflict('review_queue.error.claimed', {
  name: claim.claimedBy.name,
  minutes: Math.max(1, Math.ceil((Date.parse(claim.claimExpiresAt) - Date.now()) / 60_000)),
}, { claimedBy: claim.claimedBy, claimExpiresAt: claim.claimExpiresAt });

/**
 * Claims the item for `adminId` for `minutes`, or renews their own claim (its
 * start kept): one INSERT … ON CONFLICT that takes the row only when it is
 * theirs or expired (`force`: whoever holds it). Whether the reader holds it now.
 */
export async function tryClaim(db: Executor, type: string, id: number, adminId: number, minutes: number, force = false): Promise<boolean> {
  const row = await db.insertInto('review_claims')
    .values({ type, record_id: id, admin_id: adminId, claimed_at: sql<Date>`now()`, expires_at: sql<Date>`now() + make_interval(mins => ${minutes})` })
    .onConflict((oc) => {
      const update = oc.columns(['type', 'record_id']).doUpdateSet({
        admin_id: (eb) => eb.ref('excluded.admin_id'),
        claimed_at: sql<Date>`CASE WHEN review_claims.admin_id = excluded.admin_id AND review_claims.expires_at > now() THEN review_claims.claimed_at ELSE now() END`,
        expires_at: (eb) => eb.ref('excluded.expires_at'),
      });
      return force ? update : update.where(sql<boolean>`review_claims.admin_id = excluded.admin_id OR review_claims.expires_at <= now()`);
    })
    .returning('admin_id')
    .executeTakeFirst();
  return !!row;
}

/** Ends the reader's own claim on the item (nothing when they hold none); whether there was one. */
export async function release(db: Executor, type: string, id: number, adminId: number): Promise<boolean> {
  const done = await db.deleteFrom('review_claims').where('type', '=', type).where('record_id', '=', id)
    .where('admin_id', '=', adminId).executeTakeFirst();
  return Number(done.numDeletedRows) > 0;
}

/**
 * Takes the item whoever holds it, in one transaction with an audit row naming
 * the previous holder (`take_over`); with no other live holder it is a plain claim.
 */
export async function takeOver(trx: Transaction<DB>, ctx: RequestContext, type: string, id: number, minutes: number): Promise<void> {
  await sql`SELECT 1 FROM review_claims WHERE type = ${type} AND record_id = ${id} FOR UPDATE`.execute(trx);
  const before = await liveClaim(trx, type, id);
  await tryClaim(trx, type, id, ctx.actor.id, minutes, true);
  if (!before || before.claimedBy.id === ctx.actor.id) return;
  await writeAudit(trx, ctx, {
    action: 'take_over', resource: 'review_queue', recordId: `${type}/${id}`,
    before: { claimedBy: before.claimedBy, claimExpiresAt: before.claimExpiresAt },
    after: { claimedBy: { id: ctx.actor.id, name: ctx.actor.name } },
  });
}

/**
 * In a decision's transaction on a record of a queued type: -5 when someone
 * else holds a live claim on it, else its claim ends with the decision (and
 * comes back if the decision rolls back).
 */
export async function decide(trx: Transaction<DB>, ctx: RequestContext, type: string, id: number): Promise<void> {
  const claim = await liveClaim(trx, type, id);
  if (claim && claim.claimedBy.id !== ctx.actor.id) throw claimedByOther(claim);
  await endClaim(trx, type, id);
}
