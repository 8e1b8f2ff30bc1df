// Grants bounded by the granter (docs/access.md "Roles and staff accounts"),
// after Kubernetes RBAC's escalation prevention: a caller grants only keys
// they hold (a role's keys before and after a change; an account's roles,
// extra keys and role '*', new or existing) and acts only on members and
// roles holding no key they lack (role '*' is beyond everyone not '*'). So a
// holder of one staff-management key climbs no higher than their own keys,
// and nobody takes over a stronger account.
//
// Checked in the change's own transaction under the staff lock (./guard.ts),
// against the caller's and the target's keys as committed now, not the
// session's memory: every change of who holds what takes that lock, so none
// lands between the check and the write. A refusal is -2 naming the keys
// lacking in the caller's language, and leaves a `denied` audit row that
// outlives the rollback (core/audit.ts DeniedError).
import type { Kysely } from 'kysely';
import { ACTION_KEYS } from '../../../contract/access/actionKeys';
import type { Grant } from '../../../contract/access/modules';
import { deniedBy } from '../../core/audit';
import type { RequestContext } from '../../core/context';
import { t } from '../../core/i18n';
import type { DB } from '../../db/schema';
import { lockStaff } from './guard';
import './messages';

/** What a grant holds: every key (role '*'), or these action keys. */
export interface Held { all: boolean; keys: ReadonlySet<string> }

/** An account's grant as stored: role, role ids, extra keys. */
export interface AccountGrant { role: string; roles: readonly number[]; modules: readonly string[] }

/** What a change hands out or acts on: an account's grant, or a role's keys. */
export type Wanted = AccountGrant | { keys: readonly string[] };

const EVERY = '*';
const ALL_KEYS = ACTION_KEYS.map((k) => k.key);

/**
 * The keys of `wanted` that `holder` lacks, in the generated list's order;
 * `['*']` when `wanted` is role '*' and `holder` is not. A key no longer in
 * the list opens nothing, so it is never counted.
 */
export function lacking(holder: Held, wanted: Held): string[] {
  if (holder.all) return [];
  if (wanted.all) return [EVERY];
  return ALL_KEYS.filter((k) => wanted.keys.has(k) && !holder.keys.has(k));
}

/** A grant as the session resolved it (`ctx.actor`: its role and effective modules, action keys among them). */
const heldByGrant = (g: Grant): Held => ({ all: g.role === EVERY, keys: new Set(g.modules) });

/** The keys of these roles, as committed now: role id → keys. */
async function roleKeysOf(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, string[]>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('roles').select(['id', 'keys']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.keys]));
}

function heldOf(w: Wanted, roleKeys: ReadonlyMap<number, string[]>): Held {
  if ('keys' in w) return { all: false, keys: new Set(w.keys) };
  if (w.role === EVERY) return { all: true, keys: new Set() };
  return { all: false, keys: new Set([...w.modules, ...w.roles.flatMap((id) => roleKeys.get(id) ?? [])]) };
}

const resolve = async (db: Kysely<DB>, w: Wanted): Promise<Held> => heldOf(w, 'keys' in w ? new Map() : await roleKeysOf(db, w.roles));

async function callerHeld(db: Kysely<DB>, ctx: RequestContext): Promise<Held> {
  const me = await db.selectFrom('admins').select(['role', 'role_ids', 'modules']).where('id', '=', ctx.actor.id).executeTakeFirst();
  return resolve(db, { role: me?.role ?? 'user', roles: me?.role_ids ?? [], modules: me?.modules ?? [] });
}

/** What was tried, for the message and the audit row. */
export interface Attempt {
  resource: 'admins' | 'roles';
  /** the route's action (create, update, delete, disable, reset_password, …): `<resource>.<action>` is its key */
  action: string;
  /** null on create */
  recordId: number | null;
  /** what a create would have been called (a username, a role's English name) */
  name?: string;
  /** the route's key when it is not `<resource>.<action>` (previewing a member is roles.preview) */
  key?: string;
}

/** What a change touches: the member or role as it is (`target`), and what it would hold after (`grant`). */
export interface Reach { target?: Wanted; grant?: Wanted }

type Why = 'key' | 'target' | 'grant';

const MESSAGES: Record<Why, (a: Attempt) => string> = {
  key: () => 'staff.key_gone',
  target: (a) => (a.action === 'preview' ? 'staff.beyond_preview' : a.resource === 'roles' ? 'staff.beyond_role' : 'staff.beyond_member'),
  grant: () => 'staff.beyond_grant',
};

function refusal(ctx: RequestContext, attempt: Attempt, why: Why, keys: string[]) {
  const after = { action: attempt.action, refused: why, lacking: keys, ...(attempt.name ? { name: attempt.name } : {}) };
  const shown = keys.map((k) => (k === EVERY ? t(ctx.lang, 'staff.every_key') : k)).join(', ');
  return deniedBy(ctx, { resource: attempt.resource, recordId: attempt.recordId, after }, MESSAGES[why](attempt), { keys: shown }, { lacking: keys });
}

/**
 * Refuses (-2, a DeniedError) unless the caller, as committed now, still
 * holds the route's own key, every key of `target` and every key of
 * `grant`. Takes the staff lock: call it once the rows the change writes are
 * locked (./guard.ts).
 */
export async function checkWithinCaller(db: Kysely<DB>, ctx: RequestContext, attempt: Attempt, reach: Reach): Promise<void> {
  await lockStaff(db);
  const caller = await callerHeld(db, ctx);
  const checks: [Why, Wanted | undefined][] = [
    ['key', { keys: [attempt.key ?? `${attempt.resource}.${attempt.action}`] }], ['target', reach.target], ['grant', reach.grant],
  ];
  for (const [why, wanted] of checks) {
    const missing = wanted ? lacking(caller, await resolve(db, wanted)) : [];
    if (missing.length) throw refusal(ctx, attempt, why, missing);
  }
}

/** `beyondReader` as `toResponse` leaves it: undefined, so no audit row carries it; `reader.fill` sets it. */
export const perReader = (): boolean => undefined as unknown as boolean;

type Rec = Record<string, unknown>;

/** Staff accounts' `beyondReader`: the member holds a key the reader lacks, so the reader may not act on them. */
export async function markMembersBeyond(records: Rec[], ctx: RequestContext, db: Kysely<DB>): Promise<void> {
  const reader = heldByGrant(ctx.actor);
  const roleKeys = reader.all ? new Map<number, string[]>() : await roleKeysOf(db, records.flatMap((r) => r.roles as number[]));
  for (const r of records) {
    r.beyondReader = lacking(reader, heldOf({ role: String(r.role), roles: r.roles as number[], modules: r.modules as string[] }, roleKeys)).length > 0;
  }
}

/** Roles' `beyondReader`: the role holds a key the reader lacks, so the reader may neither change nor delete it. */
export async function markRolesBeyond(records: Rec[], ctx: RequestContext): Promise<void> {
  const reader = heldByGrant(ctx.actor);
  for (const r of records) r.beyondReader = lacking(reader, heldOf({ keys: r.keys as string[] }, new Map())).length > 0;
}
