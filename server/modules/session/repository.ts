// SQL only. Times come from the database clock (now()) so every server behind a
// load balancer agrees on when a session expires.
import { sql, type Kysely, type Transaction } from 'kysely';
import { STEP_UP_MINUTES } from '../../core/stepup';
import type { DB } from '../../db/schema';
import './schema';

type Db = Kysely<DB> | Transaction<DB>;

export function findAdminByUsername(db: Db, username: string) {
  return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findAdminById(db: Db, id: number) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The names of these roles, in id order (a role deleted meanwhile is left out). */
export function roleNames(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('roles').select(['name_zh', 'name_en']).where('id', 'in', [...ids]).orderBy('id').execute();
}

export async function insertSession(
  db: Db,
  row: { adminId: number; tokenHash: string; absoluteHours: number; ip: string; userAgent: string; method: string; stepUp: boolean },
): Promise<number> {
  await db.updateTable('admins').set({ last_sign_in_at: sql<Date>`now()` }).where('id', '=', row.adminId).execute();
  const inserted = await db
    .insertInto('sessions')
    .values({
      admin_id: row.adminId,
      token_hash: row.tokenHash,
      expires_at: sql<Date>`now() + make_interval(hours => ${row.absoluteHours})`,
      ip: row.ip,
      user_agent: row.userAgent.slice(0, 500),
      method: row.method,
      // a password (+ code) sign-in is a fresh confirmation; a QR sign-in is not
      step_up_at: row.stepUp ? sql<Date>`now()` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Every key of the roles an `admins` row (aliased `alias`) carries. */
export const roleKeys = (alias: string) => sql<string[]>`(SELECT coalesce(array_agg(DISTINCT k), '{}')
  FROM roles r CROSS JOIN LATERAL unnest(r.keys) AS k WHERE r.id = ANY(${sql.ref(alias)}.role_ids))`;

/** The live session of a token hash with its staff account, or undefined. */
export function findLiveSession(db: Db, tokenHash: string, idleMinutes: number) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select(['s.id as sessionId', 'a.id', 'a.username', 'a.name', 'a.role', 'a.modules', 'a.totp_enabled', 'a.must_change_password',
      's.preview_kind', 's.preview_id'])
    .select(roleKeys('a').as('role_keys'))
    .select(sql<boolean>`s.last_seen_at < now() - interval '1 minute'`.as('stale'))
    .select(sql<boolean>`coalesce(s.step_up_at > now() - make_interval(mins => ${STEP_UP_MINUTES}), false)`.as('stepUpFresh'))
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)
    .where('a.disabled', '=', false)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: sql<Date>`now()` }).where('id', '=', String(sessionId)).execute();
}

export async function markStepUp(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ step_up_at: sql<Date>`now()` }).where('id', '=', String(sessionId)).execute();
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', String(sessionId))
    .where('revoked_at', 'is', null)
    .execute();
}
