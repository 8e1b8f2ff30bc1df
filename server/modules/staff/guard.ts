// The rules that keep the staff able to administer themselves: nobody changes
// their own role, roles or keys nor disables themselves, the last active '*'
// admin is never disabled or demoted, and someone active always holds
// admins.update (through role '*', a role or an extra key). Two admins acting
// at once (each taking the key from the other, or one editing a role while
// another changes an account) are serialised by one transaction-level advisory
// lock taken after the rows' own locks: the second re-counts under READ
// COMMITTED and sees the first's committed change, so exactly one wins.
import { sql, type Kysely } from 'kysely';
import type { ActionKey } from '../../../contract/access/actionKeys';
import type { RequestContext } from '../../core/context';
import type { DB } from '../../db/schema';

// Arbitrary constant, distinct from the migration lock's.
const STAFF_LOCK_KEY = 7_246_017;
/** The key whose last active holder keeps it: without it nobody could give keys again. */
export const KEEPER_KEY: ActionKey = 'admins.update';

export interface StaffState { id: number; role: string; roles: number[]; modules: string[]; disabled: boolean }

const sameSet = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The account's role, roles or extra keys differ between the two states. */
export const grantChanged = (a: StaffState, b: StaffState): boolean =>
  a.role !== b.role || !sameSet(a.roles, b.roles) || !sameSet(a.modules, b.modules);

async function holdsKeeper(db: Kysely<DB>, s: StaffState): Promise<boolean> {
  if (s.disabled) return false;
  if (s.role === '*' || s.modules.includes(KEEPER_KEY)) return true;
  if (!s.roles.length) return false;
  const row = await db.selectFrom('roles').select('id').where('id', 'in', s.roles)
    .where(sql<boolean>`${KEEPER_KEY}::text = ANY(keys)`).executeTakeFirst();
  return !!row;
}

/**
 * Active accounts holding admins.update besides `exceptAdmin`, counting role
 * `role.id` as holding it when `role.keeps` (its keys after a change). Takes
 * the staff lock first.
 */
export async function otherKeepers(db: Kysely<DB>, exceptAdmin: number, role?: { id: number; keeps: boolean }): Promise<number> {
  await lockStaff(db);
  const roleId = role?.id ?? -1;
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM admins a
    WHERE NOT a.disabled AND a.id <> ${exceptAdmin} AND (a.role = '*' OR ${KEEPER_KEY}::text = ANY(a.modules)
      OR EXISTS (SELECT 1 FROM roles r WHERE r.id = ANY(a.role_ids) AND r.id <> ${roleId} AND ${KEEPER_KEY}::text = ANY(r.keys))
      OR (${role?.keeps ?? false} AND ${roleId}::int = ANY(a.role_ids)))`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Serialises every change of who holds which keys (an account's grant, a
 * role's keys, disabling) and every check of one (the keepers here, the
 * grant bounds of ./bounds.ts) until the transaction ends. Taken after the
 * rows' own locks; re-entrant within a transaction.
 */
export async function lockStaff(db: Kysely<DB>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${STAFF_LOCK_KEY})`.execute(db);
}

/** The i18n key of the self rule a change from `current` to `next` breaks, or null. */
export function selfChangeProblem(ctx: RequestContext, current: StaffState, next: StaffState): string | null {
  if (current.id !== ctx.actor.id) return null;
  if (next.disabled) return 'admins.self_disable';
  return grantChanged(current, next) ? 'admins.self_roles' : null;
}

/** The i18n key of the rule a change from `current` to `next` breaks (self, last keeper, last superuser), or null. */
export async function staffChangeProblem(db: Kysely<DB>, ctx: RequestContext, current: StaffState, next: StaffState): Promise<string | null> {
  return selfChangeProblem(ctx, current, next) ?? keeperProblem(db, current, next);
}

/** The i18n key of the keeper rule a change from `current` to `next` breaks, or null. */
export async function keeperProblem(db: Kysely<DB>, current: StaffState, next: StaffState): Promise<string | null> {
  const losesSuperuser = current.role === '*' && !current.disabled && (next.role !== '*' || next.disabled);
  const losesKeeper = (await holdsKeeper(db, current)) && !(await holdsKeeper(db, next));
  if (!losesSuperuser && !losesKeeper) return null;
  const keepers = await otherKeepers(db, current.id);
  if (losesKeeper && keepers === 0) return 'admins.last_keeper';
  if (!losesSuperuser) return null;
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
