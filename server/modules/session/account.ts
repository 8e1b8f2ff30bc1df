// My account (every signed-in staff member, their own account only): password
// change, own sessions, two-factor enrolment, and the step-up confirmation.
// Every change is one transaction with its audit row (resource admins/sessions).
import { sql, type Kysely, type Transaction } from 'kysely';
import { writeAudit } from '../../core/audit';
import type { RequestContext } from '../../core/context';
import { conflict, invalidField, notFound } from '../../core/errors';
import { hashPassword, passwordProblem, verifyPassword } from '../../core/password';
import type { DB } from '../../db/schema';
import { deviceOf } from './device';
import { Failed, guarded, type LimitSettings } from './limits';
import * as repo from './repository';
import { acceptedStep, issueRecoveryCodes, newSecret, otpauthUri, useSecondFactor } from './twofactor';

type Db = Kysely<DB>;

async function lockedSelf(trx: Transaction<DB>, ctx: RequestContext) {
  const admin = await trx.selectFrom('admins').selectAll().where('id', '=', ctx.actor.id).forNoKeyUpdate().executeTakeFirst();
  if (!admin) throw notFound();
  return admin;
}

/**
 * One guess of a secret on a signed-in call, under the sign-in limits
 * (./limits.ts): `attempt` answers false for a wrong secret, which counts like
 * a failed sign-in and is -1 on `field`, so codes cannot be guessed here either.
 */
async function guess<T>(db: Db, ctx: RequestContext, settings: LimitSettings, reason: string, field: string,
  attempt: () => Promise<T | false>): Promise<T> {
  const who = { ...ctx, username: ctx.actor.username, actorId: ctx.actor.id };
  const result = await guarded(db, settings, who, async () => {
    const value = await attempt();
    return value === false ? new Failed(reason) : value;
  });
  if (result instanceof Failed) throw invalidField(field, field === 'code' ? 'login.bad_code' : 'account.bad_password');
  return result;
}

/**
 * POST /user/step_up: a TOTP (or recovery) code with 2FA on, else the password; marks the session fresh.
 * A wrong one is reported on the secret the account is asked for — the password without 2FA, whatever
 * else the body holds (the panel's one field is sent as both) — so the caller reads "wrong password".
 */
export async function stepUp(db: Db, ctx: RequestContext, sessionId: number, body: { code?: string; password?: string }, settings: LimitSettings) {
  // the factor the account confirms with names the field: the panel sends its one secret as both code and password
  await guess(db, ctx, settings, 'step_up', ctx.actor.twoFactor ? 'code' : 'password', () => db.transaction().execute(async (trx) => {
    const admin = await lockedSelf(trx, ctx);
    if (admin.totp_enabled) {
      if (!body.code?.trim()) throw invalidField('code', 'login.code_required');
      if (!(await useSecondFactor(trx, admin, body.code))) return false;
    } else {
      if (!body.password) throw invalidField('password', 'login.password_required');
      if (!(await verifyPassword(admin.password_hash, body.password))) return false;
    }
    await repo.markStepUp(trx, sessionId);
    await writeAudit(trx, ctx, { action: 'step_up', resource: 'sessions', recordId: sessionId });
    return true;
  }));
}

/** POST /user/change_password: the current password, then the policy; other sessions are revoked. */
export async function changePassword(db: Db, ctx: RequestContext, sessionId: number, body: { current: string; password: string }, settings: LimitSettings) {
  const admin = await guess(db, ctx, settings, 'change_password', 'current', async () => {
    const found = await repo.findAdminById(db, ctx.actor.id);
    if (!found) throw notFound();
    return (await verifyPassword(found.password_hash, body.current)) && found;
  });
  const problem = passwordProblem(body.password, [admin.username, admin.name]);
  if (problem) throw invalidField('password', problem);
  if (body.password === body.current) throw invalidField('password', 'account.same_password');
  const hash = await hashPassword(body.password);
  await db.transaction().execute(async (trx) => {
    await lockedSelf(trx, ctx);
    await trx.updateTable('admins').set({ password_hash: hash, must_change_password: false, updated_at: sql<Date>`now()`,
      version: sql<number>`version + 1` }).where('id', '=', ctx.actor.id).execute();
    await trx.updateTable('sessions').set({ revoked_at: sql<Date>`now()` })
      .where('admin_id', '=', ctx.actor.id).where('revoked_at', 'is', null).where('id', '!=', String(sessionId)).execute();
    await writeAudit(trx, ctx, { action: 'change_password', resource: 'admins', recordId: ctx.actor.id });
  });
}

/** The live sessions of a staff member, newest first (My account and the staff detail page). */
export function liveSessions(db: Db | Transaction<DB>, adminId: number) {
  return db.selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'method', 'created_at', 'last_seen_at'])
    .where('admin_id', '=', adminId).where('revoked_at', 'is', null).where('expires_at', '>', sql<Date>`now()`)
    .orderBy('last_seen_at', 'desc').orderBy('id', 'desc').limit(100).execute();
}

export async function ownSessions(db: Db, ctx: RequestContext, currentId: number) {
  const rows = await liveSessions(db, ctx.actor.id);
  return rows.map((r) => ({
    id: Number(r.id), ip: r.ip, userAgent: r.user_agent, ...deviceOf(r.user_agent), method: r.method,
    createdAt: r.created_at.toISOString(), lastSeenAt: r.last_seen_at.toISOString(), current: Number(r.id) === currentId,
  }));
}

export async function revokeOwnSession(db: Db, ctx: RequestContext, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('sessions').select('id').where('id', '=', String(id))
      .where('admin_id', '=', ctx.actor.id).where('revoked_at', 'is', null).executeTakeFirst();
    if (!row) throw notFound();
    await repo.revokeSession(trx, id);
    await writeAudit(trx, ctx, { action: 'revoke_session', resource: 'sessions', recordId: id });
  });
}

/** A new secret (not live until confirmed by /user/2fa_enable); answered with its otpauth:// URI for the QR code. */
export async function setupTwoFactor(db: Db, ctx: RequestContext) {
  const secret = newSecret();
  await db.transaction().execute(async (trx) => {
    const admin = await lockedSelf(trx, ctx);
    if (admin.totp_enabled) throw conflict('account.2fa_on');
    await trx.updateTable('admins').set({ totp_secret: secret, totp_last_step: null }).where('id', '=', admin.id).execute();
  });
  return { secret, uri: otpauthUri(secret, ctx.actor.username) };
}

/** Confirms the pending secret with a code: 2FA on, 10 recovery codes answered once, the session confirmed. */
export async function enableTwoFactor(db: Db, ctx: RequestContext, sessionId: number, code: string, settings: LimitSettings) {
  return guess(db, ctx, settings, 'enable_2fa', 'code', () => db.transaction().execute(async (trx) => {
    const admin = await lockedSelf(trx, ctx);
    if (admin.totp_enabled) throw conflict('account.2fa_on');
    if (!admin.totp_secret) throw conflict('account.2fa_no_setup');
    const step = acceptedStep(admin.totp_secret, code.trim(), null);
    if (step === null) return false;
    await trx.updateTable('admins').set({ totp_enabled: true, totp_last_step: step, updated_at: sql<Date>`now()`,
      version: sql<number>`version + 1` }).where('id', '=', admin.id).execute();
    const recoveryCodes = await issueRecoveryCodes(trx, admin.id);
    await repo.markStepUp(trx, sessionId);
    await writeAudit(trx, ctx, { action: 'enable_2fa', resource: 'admins', recordId: admin.id });
    return { recoveryCodes };
  }));
}

/** Turns 2FA off with a current code (or a recovery code); secret and recovery codes are removed. */
export async function disableTwoFactor(db: Db, ctx: RequestContext, code: string, settings: LimitSettings): Promise<void> {
  await guess(db, ctx, settings, 'disable_2fa', 'code', () => db.transaction().execute(async (trx) => {
    const admin = await lockedSelf(trx, ctx);
    if (!admin.totp_enabled) throw conflict('account.2fa_off');
    if (!(await useSecondFactor(trx, admin, code))) return false;
    await trx.updateTable('admins').set({ totp_enabled: false, totp_secret: null, totp_last_step: null,
      updated_at: sql<Date>`now()`, version: sql<number>`version + 1` }).where('id', '=', admin.id).execute();
    await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', admin.id).execute();
    await writeAudit(trx, ctx, { action: 'disable_2fa', resource: 'admins', recordId: admin.id });
    return true;
  }));
}
