// Sign-in, token resolution and sign-out (docs/domain.md "Calls"). Tokens are 32
// random bytes; only their sha256 is stored, so a leaked table grants nothing.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { writeAudit } from '../../core/audit';
import { withoutPreview } from '../../core/preview';
import { needsTwoFactor } from '../../core/hooks';
import { effectiveModules } from '../../../contract/access/actionKeys';
import type { Actor, Lang, RequestContext } from '../../core/context';
import type { ResolvedSession } from '../../core/module';
import { Code, AppError, failure, invalid, type FieldError } from '../../core/errors';
import { dummyHash, verifyPassword } from '../../core/password';
import { Failed, guarded, type LimitSettings } from './limits';
import { previewActor } from './preview';
import { useSecondFactor } from './twofactor';
import type { DB } from '../../db/schema';
import * as repo from './repository';

export interface SessionSettings extends LimitSettings {
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** a password sign-in counts as a step-up (default true: STEP_UP_AT_SIGN_IN) */
  stepUpAtSignIn?: boolean;
}

export interface Client {
  ip: string;
  userAgent: string;
  requestId: string;
  lang: Lang;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function checkFilled(username: string, password: string): void {
  const errors: FieldError[] = [];
  if (!username.trim()) errors.push({ field: 'username', key: 'login.username_required' });
  if (!password) errors.push({ field: 'password', key: 'login.password_required' });
  if (errors.length) throw invalid(errors);
}

/** Verifies the credentials (same answer and same work for an unknown name) and opens a session. */
export async function login(
  db: Kysely<DB>,
  settings: SessionSettings,
  input: { username?: string; password?: string; code?: string },
  client: Client,
): Promise<{ token: string }> {
  const username = input.username ?? '';
  const password = input.password ?? '';
  checkFilled(username, password);
  const admin = await guarded(db, settings, { username, actorId: null, ...client }, async () => {
    const found = await repo.findAdminByUsername(db, username);
    const passwordOk = await verifyPassword(found?.password_hash ?? (await dummyHash()), password);
    if (!found || !passwordOk) return new Failed('bad_credentials');
    if (found.disabled) return new Failed('disabled');
    if (found.totp_enabled && !(await signInCodeOk(db, found, input.code))) return new Failed('bad_code');
    return found;
  });
  if (admin instanceof Failed) throw refusal(admin.reason);
  const { token } = await db.transaction().execute((trx) => openSession(trx, settings, admin, client, { method: 'password' }));
  return { token };
}

const refusal = (reason: string) => (reason === 'disabled' ? new AppError(Code.FORBIDDEN, 'login.disabled')
  : failure(reason === 'bad_code' ? 'login.bad_code' : 'login.bad_credentials'));

/**
 * The second step of a password sign-in with 2FA on: no code asks for one
 * (-1 on `code`, data.twoFactor: the panel shows the code field and sends the
 * password again with it); a wrong one is false (a failed sign-in, counted
 * toward the limits of ./limits.ts). A right one is used up.
 */
async function signInCodeOk(db: Kysely<DB>, admin: AdminRow, code: string | undefined): Promise<boolean> {
  if (!code?.trim()) {
    throw new AppError(Code.INVALID, 'login.code_required', {}, { twoFactor: true }, [{ field: 'code', key: 'login.code_required' }]);
  }
  return db.transaction().execute((trx) => useSecondFactor(trx, admin, code));
}

type StaffRow = {
  id: number; username: string; name: string; role: string; modules: string[];
  /** the keys of the account's roles (repository.roleKeys); its `modules` are its extra keys */
  role_keys?: string[] | null;
  totp_enabled?: boolean; must_change_password?: boolean;
};
type AdminRow = NonNullable<Awaited<ReturnType<typeof repo.findAdminById>>>;

export function toActor(row: StaffRow): Actor {
  return {
    id: row.id, username: row.username, name: row.name, role: row.role,
    modules: effectiveModules([...(row.role_keys ?? []), ...(row.modules ?? [])]),
    twoFactor: row.totp_enabled === true, mustChangePassword: row.must_change_password === true,
  };
}

/** How a session was opened, kept in its audit row: password, or QR with the ticket's id. */
export type SignInMethod = { method: 'password' } | { method: 'qr'; ticketId: number };

/**
 * Opens a session for `admin` inside the caller's transaction, with its audit
 * row; every sign-in (password, QR) goes through here. The token exists only in
 * the answer: the table keeps its hash.
 */
export async function openSession(
  trx: Transaction<DB>,
  settings: Pick<SessionSettings, 'sessionAbsoluteHours' | 'stepUpAtSignIn'>,
  admin: StaffRow,
  client: Client,
  how: SignInMethod,
): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = await repo.insertSession(trx, {
    adminId: admin.id, tokenHash: hashToken(token), absoluteHours: settings.sessionAbsoluteHours,
    ip: client.ip, userAgent: client.userAgent, method: how.method, stepUp: how.method === 'password' && settings.stepUpAtSignIn !== false,
  });
  const ctx: RequestContext = { ...client, actor: toActor(admin) };
  await writeAudit(trx, ctx, { action: 'login', resource: 'sessions', recordId: sessionId, after: how });
  return { token, sessionId };
}

/** The live session of a token, or null (missing, unknown, expired, idle, revoked, account disabled). */
export async function resolveToken(db: Kysely<DB>, settings: SessionSettings, token: string | undefined): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  const row = await repo.findLiveSession(db, hashToken(token), settings.sessionIdleMinutes);
  if (!row) return null;
  // last_seen_at moves at most once a minute: no write on every call.
  if (row.stale) await repo.touchSession(db, Number(row.sessionId));
  const own = toActor(row);
  const actor = row.preview_kind && row.preview_id !== null ? await previewActor(db, own, row.preview_kind, row.preview_id) : own;
  return { sessionId: Number(row.sessionId), actor, stepUpFresh: row.stepUpFresh === true };
}

export async function logout(db: Kysely<DB>, ctx: RequestContext, sessionId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.revokeSession(trx, sessionId);
    // signing out also ends a preview (docs/preview.md); the row is the staff member's own
    await writeAudit(trx, withoutPreview(ctx), { action: 'logout', resource: 'sessions', recordId: sessionId,
      ...(ctx.actor.preview ? { after: { preview: { kind: ctx.actor.preview.kind, id: ctx.actor.preview.id } } } : {}) });
  });
}

/** The roles the avatar menu names: while previewing (docs/preview.md), the previewed role, or the previewed member's. */
async function shownRoleIds(db: Kysely<DB>, actor: Actor, own: number[]): Promise<number[]> {
  if (!actor.preview) return own;
  if (actor.preview.kind === 'role') return [actor.preview.id];
  return (await repo.findAdminById(db, actor.preview.id))?.role_ids ?? [];
}

export async function userInfo(db: Kysely<DB>, actor: Actor, require2faKeys: string[]) {
  const admin = await repo.findAdminById(db, actor.id);
  const roles = await repo.roleNames(db, await shownRoleIds(db, actor, admin?.role_ids ?? []));
  return {
    accountId: actor.id,
    name: actor.name,
    avatar: admin?.avatar ?? '',
    registrationTime: (admin?.created_at ?? new Date()).toISOString(),
    role: actor.role,
    roleNames: roles.map((r) => ({ zh: r.name_zh, en: r.name_en })),
    modules: actor.modules,
    lists: [] as unknown[],
    twoFactor: actor.twoFactor === true,
    twoFactorRequired: !actor.twoFactor && needsTwoFactor(actor, require2faKeys),
    mustChangePassword: actor.mustChangePassword === true,
    ...(actor.preview ? { preview: actor.preview } : {}),
  };
}

export { menuFor, type MenuEntry } from '../../../contract/access/menu';
