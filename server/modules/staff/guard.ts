// The rules that keep the staff able to administer themselves: nobody disables,
// demotes or locks themselves out of the staff module, and the last active '*'
// admin is never disabled or demoted. Two admins acting at once (each demoting
// the other) are serialised by one transaction-level advisory lock taken after
// the record's own row lock: the second re-counts under READ COMMITTED and sees
// the first's committed change, so exactly one wins.
import { sql, type Kysely } from 'kysely';
import { hasKey } from '../../../src/access/modules';
import type { RequestContext } from '../../core/context';
import type { DB } from '../../db/schema';

// Arbitrary constant, distinct from the migration lock's.
const STAFF_LOCK_KEY = 7_246_017;
export const STAFF_KEY = 'menu.use.user';

export interface StaffState { id: number; role: string; modules: string[]; disabled: boolean }

/** The i18n key of the rule a change from `current` to `next` breaks, or null. */
export async function staffChangeProblem(db: Kysely<DB>, ctx: RequestContext, current: StaffState, next: StaffState): Promise<string | null> {
  if (current.id === ctx.actor.id) {
    if (next.disabled) return 'admins.self_disable';
    if (current.role === '*' && next.role !== '*') return 'admins.self_demote';
    if (!hasKey(next, STAFF_KEY)) return 'admins.self_lockout';
  }
  const losesSuperuser = current.role === '*' && !current.disabled && (next.role !== '*' || next.disabled);
  if (!losesSuperuser) return null;
  await sql`SELECT pg_advisory_xact_lock(${STAFF_LOCK_KEY})`.execute(db);
  const others = await db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', '*').where('disabled', '=', false).where('id', '!=', current.id)
    .executeTakeFirstOrThrow();
  return Number(others.n) === 0 ? 'admins.last_superuser' : null;
}

/** Signs every live session of a staff member out (disable, password reset, revoke_all). */
export async function revokeAllSessions(db: Kysely<DB>, adminId: number): Promise<number> {
  const res = await db.updateTable('sessions').set({ revoked_at: sql<Date>`now()` })
    .where('admin_id', '=', adminId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows);
}
