// Grants bounded by the granter (server/modules/staff/bounds.ts), as a matrix:
// every route that grants keys or acts on a member × a caller holding one
// staff-management key (and the read key it needs). Each attempt beyond the
// caller's keys (role '*', money and reveal keys, a role carrying them, a
// stronger member, a role holding keys the caller lacks) is -2 naming the
// keys, changes no table and leaves one `denied` audit row; the same route
// within the caller's keys still goes through.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import type { ActionKey } from '../../../contract/access/actionKeys';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { roleWith, sessionFor } from '../helpers/grants';
import { MONEY, expectAllowed, expectRefused, freshStepUp, member, versionOf, type Member, type Refusal } from './bounds-fixtures';

/** The commands on a member, each its own key, and the body each needs besides the id. */
const MEMBER_COMMANDS = {
  reset_password: () => ({}), disable: () => ({}), enable: () => ({}), unlock: () => ({}),
  revoke_session: (m: Member) => ({ sessionId: m.sessionId }), revoke_all: () => ({}),
} as const;

describe.each(testBackends())('grants bounded by the granter (%s)', (backend) => {
  let t: TestApp;
  let money: number;
  let n = 0;
  const caller = (...keys: ActionKey[]) => sessionFor(t, { modules: keys });
  // three members to act on: one holding nothing, one holding a money key, one superuser
  const targets = async () => ({ weak: await member(t, {}), strong: await member(t, { modules: ['orders.refund'] }), star: await member(t, { role: '*' }) });

  beforeAll(async () => {
    t = await createTestApp(backend);
    // a superuser nobody targets: the last-keeper and last-superuser rules never speak here
    await sessionFor(t, { role: '*' });
    money = await roleWith(t, 'Money', MONEY);
  });
  beforeEach(() => freshStepUp(t));
  afterAll(() => t?.close());

  it('admins.create: no role *, no key and no role holding a key the creator lacks; within them it creates', async () => {
    const me = await caller('admins.read', 'admins.create');
    const create = (data: Record<string, unknown>): Refusal['body'] =>
      ({ data: { username: `made_${++n}`, name: 'Made', password: 'Violet-Harbor-58', ...data } });
    await expectRefused(t, me, [
      { path: '/mdr/admins/create', body: create({ role: '*' }), lacking: ['*'] },
      { path: '/mdr/admins/create', body: create({ modules: ['admins.read', 'orders.refund', 'withdrawals.approve'] }), lacking: ['withdrawals.approve', 'orders.refund'] },
      { path: '/mdr/admins/create', body: create({ roles: [money] }), lacking: ['authors.reveal', 'authors.adjust', 'withdrawals.approve', 'orders.refund'] },
      { path: '/mdr/admins/create', body: create({ modules: ['admins.update'] }), lacking: ['admins.update'] },
    ]);
    await expectAllowed(t, me, [
      { path: '/mdr/admins/create', body: create({}) },
      { path: '/mdr/admins/create', body: create({ modules: ['admins.read', 'admins.create'] }) },
    ]);
  });

  it('admins.update: no grant beyond the editor, and no change at all to a stronger member; within them it changes', async () => {
    const me = await caller('admins.read', 'admins.update');
    const { weak, strong, star } = await targets();
    const update = async (m: Member, data: Record<string, unknown>) => ({ id: m.id, version: await versionOf(t, 'admins', m.id), data });
    await expectRefused(t, me, [
      { path: '/mdr/admins/update', body: await update(weak, { role: '*' }), lacking: ['*'], recordId: weak.id },
      { path: '/mdr/admins/update', body: await update(weak, { modules: [...MONEY] }), lacking: ['authors.reveal', 'authors.adjust', 'withdrawals.approve', 'orders.refund'], recordId: weak.id },
      { path: '/mdr/admins/update', body: await update(weak, { roles: [money] }), lacking: ['authors.reveal', 'authors.adjust', 'withdrawals.approve', 'orders.refund'], recordId: weak.id },
      { path: '/mdr/admins/update', body: await update(strong, { name: 'Renamed' }), lacking: ['orders.refund'], recordId: strong.id },
      { path: '/mdr/admins/update', body: await update(strong, { modules: [] }), lacking: ['orders.refund'], recordId: strong.id },
      { path: '/mdr/admins/update', body: await update(star, { role: 'user' }), lacking: ['*'], recordId: star.id },
    ]);
    await expectAllowed(t, me, [
      { path: '/mdr/admins/update', body: () => update(weak, { name: 'Renamed' }) },
      { path: '/mdr/admins/update', body: () => update(weak, { modules: ['admins.read', 'admins.update'] }) },
    ]);
  });

  it.each(Object.keys(MEMBER_COMMANDS) as (keyof typeof MEMBER_COMMANDS)[])('admins.%s: refused on a stronger member and on a superuser, done on a weaker one', async (command) => {
    const me = await caller('admins.read', `admins.${command}` as ActionKey);
    const { weak, strong, star } = await targets();
    const body = (m: Member) => ({ id: m.id, ...MEMBER_COMMANDS[command](m) });
    await expectRefused(t, me, [
      { path: `/mdr/admins/${command}`, body: body(strong), lacking: ['orders.refund'], recordId: strong.id },
      { path: `/mdr/admins/${command}`, body: body(star), lacking: ['*'], recordId: star.id },
    ]);
    await expectAllowed(t, me, [{ path: `/mdr/admins/${command}`, body: body(weak) }]);
  });

  it('roles.create: no role holding a key the creator lacks; within them it creates', async () => {
    const me = await caller('roles.read', 'roles.create');
    const create = (keys: string[]) => ({ data: { nameZh: `角色${++n}`, nameEn: `Role ${n}`, keys } });
    await expectRefused(t, me, [
      { path: '/mdr/roles/create', body: create(['admins.update', 'orders.refund', 'authors.reveal']), lacking: ['authors.reveal', 'orders.refund', 'admins.update'] },
      { path: '/mdr/roles/create', body: create(['roles.read', 'withdrawals.approve']), lacking: ['withdrawals.approve'] },
    ]);
    await expectAllowed(t, me, [{ path: '/mdr/roles/create', body: create(['roles.read', 'roles.create']) }, { path: '/mdr/roles/create', body: create([]) }]);
  });

  it('roles.update: neither a role holding a key the editor lacks nor a key they lack given; within them it changes', async () => {
    const me = await caller('roles.read', 'roles.update');
    const plain = await roleWith(t, `Plain ${++n}`, ['roles.read']);
    const update = async (id: number, data: Record<string, unknown>) => ({ id, version: await versionOf(t, 'roles', id), data });
    await expectRefused(t, me, [
      { path: '/mdr/roles/update', body: await update(plain, { keys: ['roles.read', 'orders.refund', 'admins.update'] }), lacking: ['orders.refund', 'admins.update'], recordId: plain },
      { path: '/mdr/roles/update', body: await update(money, { nameEn: 'Petty cash' }), lacking: ['authors.reveal', 'authors.adjust', 'withdrawals.approve', 'orders.refund'], recordId: money },
      { path: '/mdr/roles/update', body: await update(money, { keys: [] }), lacking: ['authors.reveal', 'authors.adjust', 'withdrawals.approve', 'orders.refund'], recordId: money },
    ]);
    await expectAllowed(t, me, [
      { path: '/mdr/roles/update', body: () => update(plain, { nameEn: `Plainer ${n}` }) },
      { path: '/mdr/roles/update', body: () => update(plain, { keys: ['roles.read', 'roles.update'] }) },
    ]);
  });

  it('roles.delete: not a role holding a key the caller lacks; within them it deletes', async () => {
    const me = await caller('roles.read', 'roles.delete');
    const refund = await roleWith(t, `Refunds ${++n}`, ['orders.refund']);
    const plain = await roleWith(t, `Plain ${++n}`, ['roles.read']);
    await expectRefused(t, me, [{ path: '/mdr/roles/delete', body: { id: refund }, lacking: ['orders.refund'], recordId: refund }]);
    await expectAllowed(t, me, [{ path: '/mdr/roles/delete', body: { id: plain } }]);
  });

  it('a superuser grants and acts on anyone, * included', async () => {
    const root = await sessionFor(t, { role: '*' });
    const { strong, star } = await targets();
    await expectAllowed(t, root, [
      { path: '/mdr/admins/create', body: { data: { username: `root_made_${++n}`, name: 'Made', password: 'Violet-Harbor-58', role: '*' } } },
      { path: '/mdr/admins/update', body: { id: strong.id, version: await versionOf(t, 'admins', strong.id), data: { roles: [money] } } },
      { path: '/mdr/admins/disable', body: { id: star.id } },
      { path: '/mdr/roles/update', body: { id: money, version: await versionOf(t, 'roles', money), data: { keys: [...MONEY, 'admins.update'] } } },
    ]);
  });
});
