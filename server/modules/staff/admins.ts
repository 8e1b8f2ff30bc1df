// admins (docs/api.md "Staff accounts"): staff accounts, their roles and extra
// keys (docs/access.md), password resets, disabling, sign-in locks and sessions.
// Keys admins.<action> under menu.use.user. Never deleted (the audit log names
// them): disabled instead. Nobody grants a key they lack nor acts on a member
// holding one (./bounds.ts).
import { randomInt } from 'node:crypto';
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { ADMINS, ADMIN_ROLES, type AdminRecord } from '../../../contract/admins';
import { AdminListItemSchema, AdminSchema, AdminWriteSchema } from '../../../contract/records/admins';
import { conflict, invalidField, notFound } from '../../core/errors';
import { stepUpRequired } from '../../core/stepup';
import { hashPassword, passwordProblem } from '../../core/password';
import type { DB } from '../../db/schema';
import { declaredColumns, defineResource } from '../../resources/declared';
import { iso, trimmed, type RowOf } from '../../resources/mapping';
import { Id, StringEnum } from '../../resources/schemas';
import { filterOf, type CommandDef, type ResourceDef, type Shape } from '../../resources/types';
import { deviceOf, unlock } from '../session';
import { checkWithinCaller, markMembersBeyond, perReader } from './bounds';
import { effectiveKeys, type RoleKeys } from './grant';
import { grantChanged, keeperProblem, revokeAllSessions, selfChangeProblem, staffChangeProblem, type StaffState } from './guard';
import './messages';

const query = (db: Kysely<DB>, shape: Shape) => db.selectFrom('admins')
  // typed as the columns read here (effectiveKeys): the others go to the answer as they are
  .select(declaredColumns(ADMINS, 'admins', shape) as ('admins.id' | 'admins.role' | 'admins.modules')[])
  .select((eb) => [
    eb.selectFrom('sessions').select(eb.fn.countAll<number>().as('n')).whereRef('sessions.admin_id', '=', 'admins.id')
      .where('sessions.revoked_at', 'is', null).where('sessions.expires_at', '>', sql<Date>`now()`).as('active_sessions'),
    eb.selectFrom('login_locks').select('login_locks.locked_until').whereRef('login_locks.username', '=', 'admins.username')
      .where('login_locks.locked_until', '>', sql<Date>`now()`).as('locked_until'),
    (shape === 'record'
      ? sql<unknown>`(SELECT coalesce(json_agg(json_build_object('id', s.id, 'ip', s.ip, 'userAgent', s.user_agent,
          'method', s.method, 'createdAt', s.created_at, 'lastSeenAt', s.last_seen_at) ORDER BY s.last_seen_at DESC), '[]')
          FROM sessions s WHERE s.admin_id = admins.id AND s.revoked_at IS NULL AND s.expires_at > now())`
      : sql<unknown>`NULL`).as('sessions'),
    sql<unknown>`(SELECT coalesce(json_agg(json_build_object('id', r.id, 'zh', r.name_zh, 'en', r.name_en) ORDER BY r.id), '[]')
      FROM roles r WHERE r.id = ANY(admins.role_ids))`.as('role_names'),
    (shape === 'record'
      ? sql<unknown>`(SELECT coalesce(json_agg(json_build_object('id', r.id, 'keys', r.keys) ORDER BY r.id), '[]')
          FROM roles r WHERE r.id = ANY(admins.role_ids))`
      : sql<unknown>`NULL`).as('role_keys'),
  ]);
type AdminRow = RowOf<typeof query>;
type SessionJson = { id: number | string; ip: string; userAgent: string; method: string; createdAt: string; lastSeenAt: string };

/** Every role id names a role; the rows stay (FOR SHARE) until the write commits, so a role being deleted waits or is gone. */
async function checkRoles(db: Kysely<DB>, roles: unknown): Promise<void> {
  if (!Array.isArray(roles) || !roles.length) return;
  const found = await db.selectFrom('roles').select('id').where('id', 'in', roles as number[]).forShare().execute();
  if (found.length !== roles.length) throw invalidField('data.roles', 'admins.unknown_role');
}

/** A change of who holds which keys asks for a fresh second factor (a rename does not). */
function grantStepUp(ctx: { stepUpFresh?: boolean }, changed: boolean): void {
  if (changed && !ctx.stepUpFresh) throw stepUpRequired();
}

type Validation = Parameters<NonNullable<NonNullable<AdminDef['rules']>['validate']>>[1];

/**
 * In this order: the self rules (-1), the grant bounds (-2, audited:
 * ./bounds.ts), the keeper rules (-1), the step-up. `current` was read under
 * the row's lock.
 */
async function validate(data: Record<string, unknown>, { id, current, db, ctx }: Validation) {
  if (typeof data.name === 'string' && !data.name.trim()) throw invalidField('data.name', 'error.blank');
  await checkRoles(db, data.roles);
  if (id === null) return validateCreate(data, db, ctx);
  const before = current as AdminRecord;
  const next: StaffState = {
    id, role: (data.role as string) ?? before.role, roles: (data.roles as number[]) ?? before.roles,
    modules: (data.modules as string[]) ?? before.modules, disabled: before.disabled,
  };
  const self = selfChangeProblem(ctx, before, next);
  if (self) throw invalidField(PROBLEM_FIELD[self] ?? 'data.role', self);
  await checkWithinCaller(db, ctx, { resource: 'admins', action: 'update', recordId: id }, { target: before, grant: next });
  const problem = await keeperProblem(db, before, next);
  if (problem) throw invalidField(PROBLEM_FIELD[problem] ?? 'data.role', problem);
  grantStepUp(ctx, grantChanged(before, next));
}

async function validateCreate(data: Record<string, unknown>, db: Validation['db'], ctx: Validation['ctx']) {
  const username = String(data.username ?? '').trim();
  const grant = { role: (data.role as string) ?? 'user', roles: (data.roles as number[]) ?? [], modules: (data.modules as string[]) ?? [] };
  await checkWithinCaller(db, ctx, { resource: 'admins', action: 'create', recordId: null, name: username }, { grant });
  grantStepUp(ctx, grant.role === '*' || !!grant.roles.length || !!grant.modules.length);
  const taken = await db.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirst();
  if (taken) throw invalidField('data.username', 'admins.username_taken');
  const problem = passwordProblem(String(data.password), [username, String(data.name ?? '')]);
  if (problem) throw invalidField('data.password', problem);
}

const PROBLEM_FIELD: Record<string, string> = { 'admins.self_roles': 'data.roles', 'admins.last_keeper': 'data.roles' };

/** A temporary password: 16 characters from an unambiguous alphabet (~90 bits), shown once. */
function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

type AdminDef = ResourceDef<'admins', AdminRow, AdminRecord>;
type AdminCommand = CommandDef<'admins', AdminRecord>;

/** Each command acts on a member: refused first when the member holds a key the caller lacks (./bounds.ts). */
const onMembersWithinCaller = (list: Record<string, AdminCommand>): Record<string, AdminCommand> =>
  Object.fromEntries(Object.entries(list).map(([action, cmd]) => [action, {
    ...cmd,
    async run(trx, args) {
      await checkWithinCaller(trx, args.ctx, { resource: 'admins', action, recordId: args.id }, { target: args.current });
      return cmd.run(trx, args);
    },
  } satisfies AdminCommand]));

const commands = onMembersWithinCaller({
  reset_password: {
    summary: 'A temporary password, shown once; the member must change it at the next sign-in (every session signed out)',
    stepUp: true,
    answer: Type.Object({ password: Type.String() }),
    async run(trx, { current, ctx, update }) {
      if (current.id === ctx.actor.id) throw conflict('admins.self_reset');
      const password = temporaryPassword();
      await update({ password_hash: await hashPassword(password), must_change_password: true });
      await revokeAllSessions(trx, current.id);
      return { password };
    },
  },
  disable: {
    summary: 'Disable the account: every session is signed out at once',
    stepUp: true,
    async run(trx, { current, ctx, update }) {
      const problem = await staffChangeProblem(trx, ctx, current, { ...current, disabled: true });
      if (problem) throw conflict(problem);
      await update({ disabled: true });
      await revokeAllSessions(trx, current.id);
    },
  },
  enable: {
    summary: 'Enable a disabled account',
    async run(_trx, { update }) {
      await update({ disabled: false });
    },
  },
  unlock: {
    summary: 'Lift the sign-in lock that LOGIN_ACCOUNT_MAX_ATTEMPTS failed sign-ins set: the member may sign in at once, '
      + 'the failures so far no longer count (-5 when the account is not locked)',
    async run(trx, { current }) {
      if (!(await unlock(trx, current.username))) throw conflict('admins.not_locked');
    },
  },
  revoke_session: {
    summary: 'Sign one session of the member out',
    body: { sessionId: Id },
    async run(trx, { current, body }) {
      const res = await trx.updateTable('sessions').set({ revoked_at: sql<Date>`now()` })
        .where('id', '=', String(body.sessionId)).where('admin_id', '=', current.id).where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw notFound({ what: 'session' });
    },
  },
  revoke_all: {
    summary: 'Sign every session of the member out',
    async run(trx, { current }) {
      await revokeAllSessions(trx, current.id);
    },
  },
});

export default defineResource({
  contract: ADMINS,
  table: 'admins',
  permission: 'menu.use.user',
  actions: ['list', 'get', 'get_many', 'create', 'update', 'export'],
  schemas: {
    record: AdminSchema, listItem: AdminListItemSchema, create: AdminWriteSchema,
    // the username and the password are set at create only (reset_password gives a new one)
    update: Type.Partial(Type.Omit(AdminWriteSchema, ['username', 'password']), { additionalProperties: false }),
  },
  filters: {
    role: filterOf(StringEnum(ADMIN_ROLES), (q, v) => q.where('admins.role', '=', v)),
    roleId: filterOf(Id, (q, v) => q.where(sql<boolean>`${v}::int = ANY(admins.role_ids)`)),
  },
  defaultSort: { field: 'id', order: 'ASC' },
  query,
  columns: {
    beyondReader: perReader,
    sessions: (row: AdminRow) => ((row.sessions as SessionJson[] | null) ?? []).map((s) => ({
      ...s, id: Number(s.id), ...deviceOf(s.userAgent), createdAt: iso(s.createdAt), lastSeenAt: iso(s.lastSeenAt),
    })),
    roleNames: (row: AdminRow) => (row.role_names as { id: number; zh: string; en: string }[] | null) ?? [],
    effectiveKeys: (row: AdminRow) => effectiveKeys(row.role, (row.role_keys as RoleKeys[] | null) ?? [], row.modules ?? []),
  },
  async toInsert(data) {
    return {
      username: String(data.username).trim(), name: String(data.name).trim(), password_hash: await hashPassword(String(data.password)),
      role: (data.role as string) ?? 'user', role_ids: (data.roles as number[]) ?? [], modules: (data.modules as string[]) ?? [],
      avatar: trimmed(data.avatar) ?? '',
      // the admin chose it and passed it on: only the member should know theirs, as after reset_password
      must_change_password: true,
    };
  },
  // the roles by name in the reader's language, as the list shows them
  cells: { roleNames: (v, lang) => ((v as { zh: string; en: string }[] | null) ?? []).map((r) => (lang === 'en-US' ? r.en : r.zh)).join(', ') },
  rules: { validate },
  commands,
  reader: { fields: ['beyondReader'], fill: markMembersBeyond },
});
