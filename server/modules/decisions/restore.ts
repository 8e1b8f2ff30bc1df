// Overturning a decision on appeal puts back what it took (docs/decisions.md
// "Appeals"), in the appeal's transaction: content shown again, a room
// reopened, a mute or ban lifted, an author approved; each change with its
// own audit row naming the appeal. A target changed since (already restored,
// deleted, restricted anew by a later decision) is left as it is.
import { sql, type Transaction } from 'kysely';
import { writeAudit } from '../../core/audit';
import type { RequestContext } from '../../core/context';
import type { DB } from '../../db/schema';

interface Decided { id: number; target_type: string; target_id: number; action: string; ends_at: Date | null }

/** The UPDATE undoing one kind of decision, guarded by the state the decision left; null when there is none. */
function undo(d: Decided) {
  const id = d.target_id;
  switch (`${d.target_type}.${d.action}`) {
    case 'articles.hide': case 'builds.hide': case 'articles.reject': case 'builds.reject': {
      const from = d.action === 'hide' ? 'hidden' : 'rejected';
      return {
        before: { status: from }, after: { status: 'published', reason: '' },
        query: sql`UPDATE ${sql.table(d.target_type)} SET status = 'published', reason = '', published_at = coalesce(published_at, now()),
          updated_at = now(), version = version + 1 WHERE id = ${id} AND status = ${from} RETURNING id`,
      };
    }
    case 'live_rooms.ban': case 'live_rooms.reject': {
      const from = d.action === 'ban' ? 'banned' : 'rejected';
      return {
        before: { status: from }, after: { status: 'approved', reason: '', bannedUntil: null },
        query: sql`UPDATE live_rooms SET status = 'approved', reason = '', banned_until = NULL, updated_at = now(), version = version + 1
          WHERE id = ${id} AND status = ${from} RETURNING id`,
      };
    }
    case 'users.mute':
      // only the mute this decision set: a later, longer one stands
      return {
        before: { mutedUntil: d.ends_at }, after: { mutedUntil: null },
        query: sql`UPDATE users SET muted_until = NULL, updated_at = now(), version = version + 1
          WHERE id = ${id} AND muted_until > now() AND muted_until <= ${d.ends_at ?? new Date(0)}::timestamptz + interval '1 second' RETURNING id`,
      };
    case 'users.ban':
      return {
        before: { bannedUntil: d.ends_at }, after: { bannedUntil: null },
        query: sql`UPDATE users SET banned_until = NULL, banned_forever = false, updated_at = now(), version = version + 1
          WHERE id = ${id} AND (banned_forever OR banned_until > now()) RETURNING id`,
      };
    case 'authors.reject': case 'authors.suspend': {
      const from = d.action === 'reject' ? 'rejected' : 'suspended';
      return {
        before: { status: from }, after: { status: 'approved', reason: '' },
        query: sql`UPDATE authors SET status = 'approved', reason = '', updated_at = now(), version = version + 1
          WHERE id = ${id} AND status = ${from} RETURNING id`,
      };
    }
    default:
      return null;
  }
}

/** Restores the decision's target (when it still stands as the decision left it); true when it did. */
export async function restoreTarget(trx: Transaction<DB>, ctx: RequestContext, d: Decided, appealId: number): Promise<boolean> {
  const change = undo(d);
  if (!change) return false;
  const { rows } = await change.query.execute(trx);
  if (!rows.length) return false;
  const action = d.target_type === 'users' ? 'lift' : d.target_type === 'live_rooms' && d.action === 'ban' ? 'unban' : 'restore';
  await writeAudit(trx, ctx, {
    action, resource: d.target_type, recordId: d.target_id, before: change.before,
    after: { ...change.after, appealId, decisionId: d.id },
  });
  return true;
}
