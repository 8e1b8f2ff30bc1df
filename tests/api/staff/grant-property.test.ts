// Grants bounded by the granter (server/modules/staff/bounds.ts) as a
// property: accounts and roles with random keys (a seeded generator, so a
// failure replays), then random grant calls by random callers. After every
// call no account holds a key it did not hold before unless the caller held
// that key at the time, and each call's answer is the one an independent model
// of the rules predicts (-2 beyond the caller's keys, with one `denied` row;
// -1 on one's own grant or a role one holds; else done).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { sessionFor } from '../helpers/grants';
import { auditSince, freshStepUp, lastAuditId } from './bounds-fixtures';

const KEYS = ['admins.read', 'admins.create', 'admins.update', 'roles.read', 'roles.create', 'roles.update',
  'orders.refund', 'authors.reveal', 'withdrawals.approve', 'articles.read'];
const KINDS = ['admins.update', 'admins.update', 'roles.update', 'roles.create', 'admins.create'] as const;
const SEEDS = [20_260_529, 7, 4_242];
const STEPS = 40;

/** mulberry32: small, seeded, good enough to pick cases. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const some = <T>(list: readonly T[], p = 0.4): T[] => list.filter(() => next() < p);
  return { next, pick, some };
}

type Held = { all: boolean; keys: Set<string> };
interface Account { role: string; roles: number[]; modules: string[] }
interface World { accounts: Map<number, Account>; roleKeys: Map<number, string[]>; versions: Map<string, number> }

/** Every account's grant and every role's keys, as stored now. */
async function world(t: TestApp): Promise<World> {
  const roles = await t.db.selectFrom('roles').select(['id', 'keys', 'version']).execute();
  const admins = await t.db.selectFrom('admins').select(['id', 'role', 'role_ids', 'modules', 'version']).execute();
  return {
    accounts: new Map(admins.map((a) => [a.id, { role: a.role, roles: a.role_ids, modules: a.modules }])),
    roleKeys: new Map(roles.map((r) => [r.id, r.keys])),
    versions: new Map([...roles.map((r) => [`roles:${r.id}`, r.version] as const), ...admins.map((a) => [`admins:${a.id}`, a.version] as const)]),
  };
}

/** What a grant holds: role '*' every key, else its extra keys and its roles'. */
const heldOf = (w: World, a: Account): Held =>
  ({ all: a.role === '*', keys: a.role === '*' ? new Set() : new Set([...a.modules, ...a.roles.flatMap((id) => w.roleKeys.get(id) ?? [])]) });
const lacks = (caller: Held, wanted: Held): boolean => !caller.all && (wanted.all || [...wanted.keys].some((k) => !caller.keys.has(k)));
const sameSet = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x) => b.includes(x));

interface Call { path: string; body: Record<string, unknown>; expected: 1 | -1 | -2; denied: boolean }

describe.each(testBackends())('grants stay within the granter\'s keys, whatever the sequence (%s)', (backend) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(backend);
    // a superuser nobody calls as or on: the keeper rules never speak
    await sessionFor(t, { role: '*' });
  });
  afterAll(() => t?.close());

  /** A random grant call by `caller`, and what the rules say of it. */
  function randomCall(g: ReturnType<typeof generator>, w: World, caller: { id: number }, accounts: number[], roles: number[]): Call {
    const me = heldOf(w, w.accounts.get(caller.id)!);
    const route = (key: string) => me.all || me.keys.has(key);
    // half the time keys the caller holds (the calls that go through), else any
    const pickKeys = (p?: number) => g.some(me.all || g.next() < 0.5 ? KEYS : KEYS.filter((k) => me.keys.has(k)), p);
    // mostly routes the caller holds the key of: the access check refusing the rest is tested elsewhere
    const open = KINDS.filter(route);
    const kind = open.length && g.next() < 0.85 ? g.pick(open) : g.pick(KINDS);
    const path = `/mdr/${kind.replace('.', '/')}`;
    if (kind === 'roles.create' || kind === 'roles.update') {
      const keys = pickKeys();
      const asked = { all: false, keys: new Set(keys) };
      if (kind === 'roles.create') return { path, body: { data: { nameZh: `随机${++n}`, nameEn: `Random ${n}`, keys } }, ...outcome(route(kind), false, lacks(me, asked)) };
      const id = g.pick(roles);
      const current = w.roleKeys.get(id)!;
      const own = w.accounts.get(caller.id)!.roles.includes(id) && !sameSet(keys, current);
      const beyond = lacks(me, asked) || lacks(me, { all: false, keys: new Set(current) });
      return { path, body: { id, version: w.versions.get(`roles:${id}`), data: { keys } }, ...outcome(route(kind), own, beyond) };
    }
    const grant = g.pick([{ role: g.next() < 0.3 ? '*' : 'user' }, { modules: pickKeys(0.3) }, { roles: g.some(roles, 0.5) }]);
    if (kind === 'admins.create') {
      const beyond = lacks(me, heldOf(w, { role: 'user', roles: [], modules: [], ...grant }));
      return { path, body: { data: { username: `rnd_${++n}`, name: 'Random', password: 'Violet-Harbor-58', ...grant } }, ...outcome(route(kind), false, beyond) };
    }
    const id = g.pick(accounts);
    const target = w.accounts.get(id)!;
    const next = { ...target, ...grant };
    const own = id === caller.id && (next.role !== target.role || !sameSet(next.roles, target.roles) || !sameSet(next.modules, target.modules));
    const beyond = lacks(me, heldOf(w, target)) || lacks(me, heldOf(w, next));
    return { path, body: { id, version: w.versions.get(`admins:${id}`), data: grant }, ...outcome(route(kind), own, beyond) };
  }

  it.each(SEEDS)('seed %i', { timeout: 120_000 }, async (seed) => {
    const g = generator(seed);
    const before = await world(t);
    const roles = [];
    for (let i = 0; i < 3; i++) {
      roles.push((await t.db.insertInto('roles').values({ name_zh: `种子${seed}-${i}`, name_en: `Seed ${seed}-${i}`, keys: g.some(KEYS) })
        .returning('id').executeTakeFirstOrThrow()).id);
    }
    const callers = [];
    for (let i = 0; i < 5; i++) callers.push(await sessionFor(t, g.next() < 0.15 ? { role: '*' } : { modules: g.some(KEYS, 0.6), roles: g.some(roles, 0.3) }));
    const accounts = callers.map((c) => c.id);
    const counts = { done: 0, own: 0, beyond: 0, route: 0 };
    for (let step = 0; step < STEPS; step++) {
      await freshStepUp(t);
      const w = await world(t);
      const caller = g.pick(callers);
      const call = randomCall(g, w, caller, accounts, roles);
      const from = await lastAuditId(t);
      const res = await t.call(call.path, call.body, { token: caller.token });
      const label = `seed ${seed} step ${step}: ${call.path} ${JSON.stringify(call.body)}`;
      expect({ label, code: res.code, message: res.message }).toEqual({ label, code: call.expected, message: res.message });
      counts[call.denied ? 'beyond' : call.expected === 1 ? 'done' : call.expected === -1 ? 'own' : 'route']++;
      const denied = (await auditSince(t, from)).filter((r) => r.action === 'denied');
      expect({ label, denied: denied.length }).toEqual({ label, denied: call.denied ? 1 : 0 });
      const after = await world(t);
      const granter = heldOf(w, w.accounts.get(caller.id)!);
      for (const [id, account] of after.accounts) {
        const [was, now] = [w.accounts.has(id) ? heldOf(w, w.accounts.get(id)!) : { all: false, keys: new Set<string>() }, heldOf(after, account)];
        const gained = { all: now.all && !was.all, keys: new Set(was.all ? [] : [...now.keys].filter((k) => !was.keys.has(k))) };
        expect({ label, account: id, beyondGranter: lacks(granter, gained) }).toEqual({ label, account: id, beyondGranter: false });
      }
    }
    // the sequence both granted and was refused, and touched no account of an earlier seed
    expect(counts.done >= 5 && counts.beyond >= 5, JSON.stringify(counts)).toBe(true);
    const end = await world(t);
    for (const [id, account] of before.accounts) expect(end.accounts.get(id)).toEqual(account);
  });
});

/** The answer the rules give: the route's key first (-2, from the access check), then self (-1), then the bounds (-2, audited). */
function outcome(holdsRoute: boolean, own: boolean, beyond: boolean): Pick<Call, 'expected' | 'denied'> {
  if (!holdsRoute) return { expected: -2, denied: false };
  if (own) return { expected: -1, denied: false };
  return beyond ? { expected: -2, denied: true } : { expected: 1, denied: false };
}
