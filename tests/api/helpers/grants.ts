// Signed-in staff for the access tests without a password sign-in per
// account (argon2 is slow on purpose): an account row and a live, freshly
// confirmed session, as /api/user/login would leave them.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { hashToken } from '../../../server/modules/session';
import type { TestApp } from '.';

export interface Grant {
  role?: string;
  /** extra action keys, stored as given */
  modules?: readonly string[];
  /** role ids */
  roles?: readonly number[];
}

let n = 0;

/** A new account holding `grant`, and the token of its session. */
export async function sessionFor(t: TestApp, grant: Grant): Promise<{ id: number; token: string }> {
  const username = `grant_${++n}_${randomBytes(3).toString('hex')}`;
  const admin = await t.db.insertInto('admins').values({
    username, name: username, password_hash: 'unused', role: grant.role ?? 'user',
    modules: [...(grant.modules ?? [])], role_ids: [...(grant.roles ?? [])],
  }).returning('id').executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await t.db.insertInto('sessions').values({
    admin_id: admin.id, token_hash: hashToken(token), expires_at: sql<Date>`now() + interval '1 hour'`, step_up_at: sql<Date>`now()`,
  }).execute();
  return { id: admin.id, token };
}

/** A role row with these keys; its id. */
export async function roleWith(t: TestApp, name: string, keys: readonly string[]): Promise<number> {
  const row = await t.db.insertInto('roles').values({ name_zh: name, name_en: name, keys: [...keys] }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
