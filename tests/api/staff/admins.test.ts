// Staff accounts: the password policy, a new member changing the admin-chosen
// password first, the self and last-superuser guards (also
// under concurrent calls), disable revoking sessions, reset_password and step-up.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';

describe.each(testBackends())('staff accounts on %s', (backend) => {
  let t: TestApp;
  let root: { id: number; username: string; password: string };
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.createStaff({ username: 'root', role: '*', password: 'Root-Vault-8812' });
    token = await t.login(root.username, root.password);
  });
  afterAll(() => t?.close());

  const create = (data: Record<string, unknown>, lang: 'zh-CN' | 'en-US' = 'en-US') =>
    t.call('/mdr/admins/create', { data: { name: 'New staff', ...data } }, { token, lang });

  it('refuses short and guessable passwords with a field error in both languages, the message naming the field', async () => {
    const short = await create({ username: 'guide1', password: 'Ab1!xyz' });
    expect(short.code).toBe(-1);
    expect(short.data.errors).toEqual([{ field: 'data.password', message: 'Password must be at least 10 characters' }]);
    expect(short.message).toBe('Invalid input: Password — Password must be at least 10 characters');
    for (const password of ['password123', 'qwertyuiop', 'guide1guide1']) {
      const weak = await create({ username: 'guide1', password }, 'zh-CN');
      expect(weak.code).toBe(-1);
      expect(weak.data.errors[0].field).toBe('data.password');
      expect(weak.data.errors[0].message).toContain('密码太容易被猜到');
      // the toast shows this message alone: not "参数错误" but the field and what is wrong
      expect(weak.message).toMatch(/^参数错误：密码 — 密码太容易被猜到/);
    }
    expect(await t.db.selectFrom('admins').where('username', '=', 'guide1').selectAll().execute()).toEqual([]);
  });

  it('creates a member who must change the admin-chosen password at first sign-in, then may do only what their keys name', async () => {
    const res = await create({ username: 'guide1', password: 'Violet-Harbor-58', modules: ['articles.read'] });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ username: 'guide1', role: 'user', roles: [], modules: ['articles.read'], disabled: false, activeSessions: 0,
      mustChangePassword: true });
    const guideToken = await t.login('guide1', 'Violet-Harbor-58');
    expect((await t.call('/user/info', {}, { token: guideToken })).data.mustChangePassword).toBe(true);
    const blocked = await t.call('/mdr/articles/list', {}, { token: guideToken, lang: 'en-US' });
    expect(blocked).toMatchObject({ code: -2, message: 'An administrator set or reset your password; change it first', data: { passwordChange: true } });
    expect((await t.call('/mdr/articles/list', {}, { token: guideToken, lang: 'zh-CN' })).message).toBe('密码由管理员设置或重置，请先修改密码');
    const changed = await t.call('/user/change_password', { current: 'Violet-Harbor-58', password: 'Own-Choice-Lantern-31' }, { token: guideToken });
    expect(changed.code, changed.message).toBe(1);
    expect((await t.call('/mdr/articles/list', {}, { token: guideToken })).code).toBe(1);
    expect((await t.call('/mdr/articles/approve', { id: 1 }, { token: guideToken })).code).toBe(-2);
    expect((await t.call('/mdr/admins/list', {}, { token: guideToken })).code).toBe(-2);
    const detail = await t.call('/mdr/admins/get', { id: res.data.id }, { token });
    expect(detail.data).toMatchObject({ activeSessions: 1, mustChangePassword: false });
    expect(detail.data.lastSignInAt).not.toBeNull();
    expect(detail.data.sessions).toHaveLength(1);
    // named as My account names them (server/modules/session/device.ts), the agent kept beside
    expect(Object.keys(detail.data.sessions[0])).toEqual(expect.arrayContaining(['userAgent', 'device', 'browser', 'os']));
  });

  it('nobody disables themselves or changes their own role, roles or keys', async () => {
    const self = await t.call('/mdr/admins/disable', { id: root.id }, { token });
    expect(self).toMatchObject({ code: -5, message: '不能停用自己的账号' });
    const version = (await t.call('/mdr/admins/get', { id: root.id }, { token })).data.version;
    const demote = await t.call('/mdr/admins/update', { id: root.id, version, data: { role: 'user', modules: ['admins.update'] } }, { token });
    expect(demote.code).toBe(-1);
    expect(demote.data.errors[0]).toEqual({ field: 'data.roles', message: '不能修改自己的角色或权限，请由其他管理员操作' });
    const ops = await t.createStaff({ username: 'ops', modules: ['menu.use.user', 'mdr.db'], password: 'Ops-Vault-7319x' });
    const opsToken = await t.login('ops', 'Ops-Vault-7319x');
    const opsVersion = (await t.call('/mdr/admins/get', { id: ops.id }, { token })).data.version;
    const opsKeys = (await t.call('/mdr/admins/get', { id: ops.id }, { token })).data.modules;
    for (const modules of [opsKeys.filter((k: string) => k !== 'admins.update'), [...opsKeys, 'orders.refund']]) {
      const own = await t.call('/mdr/admins/update', { id: ops.id, version: opsVersion, data: { modules } }, { token: opsToken });
      expect(own.code).toBe(-1);
      expect(own.data.errors[0].field).toBe('data.roles');
    }
    expect((await t.call('/mdr/admins/update', { id: ops.id, version: opsVersion, data: { name: 'Ops' } }, { token: opsToken })).code).toBe(1);
    expect((await t.db.selectFrom('admins').select(['role', 'disabled']).where('id', '=', root.id).executeTakeFirstOrThrow()))
      .toEqual({ role: '*', disabled: false });
  });

  it('disable revokes every session at once; enable lets the member sign in again', async () => {
    const m = await t.createStaff({ username: 'temp', modules: ['mdr.db'], password: 'Temp-Vault-4471q' });
    const a = await t.login('temp', m.password);
    const b = await t.login('temp', m.password);
    expect((await t.call('/mdr/admins/disable', { id: m.id }, { token })).code).toBe(1);
    for (const tok of [a, b]) expect((await t.call('/user/check', {}, { token: tok })).code).toBe(-3);
    const live = await t.db.selectFrom('sessions').select('id').where('admin_id', '=', m.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    expect((await t.call('/api/user/login', { username: 'temp', password: m.password })).code).toBe(-2);
    expect((await t.call('/mdr/admins/enable', { id: m.id }, { token })).code).toBe(1);
    expect(await t.login('temp', m.password)).toBeTruthy();
  });

  it('reset_password shows a temporary password once; the member must change it first', async () => {
    const m = await t.createStaff({ username: 'resetme', modules: ['mdr.wow.guide'], password: 'Reset-Vault-2290z' });
    const old = await t.login('resetme', m.password);
    const res = await t.call('/mdr/admins/reset_password', { id: m.id }, { token });
    expect(res.code).toBe(1);
    expect(res.data.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await t.call('/user/check', {}, { token: old })).code).toBe(-3);
    const tmp = await t.login('resetme', res.data.password);
    const blocked = await t.call('/mdr/articles/list', {}, { token: tmp });
    expect(blocked).toMatchObject({ code: -2, data: { passwordChange: true } });
    const info = await t.call('/user/info', {}, { token: tmp });
    expect(info.data.mustChangePassword).toBe(true);
    const weak = await t.call('/user/change_password', { current: res.data.password, password: 'resetme123' }, { token: tmp });
    expect(weak.code).toBe(-1);
    const wrong = await t.call('/user/change_password', { current: 'not-it', password: 'Brand-New-Vault-77' }, { token: tmp });
    expect(wrong.data.errors[0].field).toBe('current');
    expect((await t.call('/user/change_password', { current: res.data.password, password: 'Brand-New-Vault-77' }, { token: tmp })).code).toBe(1);
    expect((await t.call('/user/info', {}, { token: tmp })).data.mustChangePassword).toBe(false);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'after']).where('resource', '=', 'admins')
      .where('record_id', '=', String(m.id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['reset_password', 'change_password']);
    expect(JSON.stringify(audit)).not.toContain(res.data.password);
  });

  it('step-up: a stale confirmation is refused with -2 stepUp, after validation; /user/step_up with the password opens it', async () => {
    const m = await t.createStaff({ username: 'target', modules: ['mdr.db'], password: 'Target-Vault-6610' });
    await sql`UPDATE sessions SET step_up_at = now() - interval '6 minutes'`.execute(t.db);
    expect((await t.call('/mdr/admins/disable', { id: 'x' }, { token })).code).toBe(-1);
    const refused = await t.call('/mdr/admins/disable', { id: m.id }, { token });
    expect(refused).toMatchObject({ code: -2, status: 403, data: { stepUp: true } });
    expect((await t.db.selectFrom('admins').select('disabled').where('id', '=', m.id).executeTakeFirstOrThrow()).disabled).toBe(false);
    expect((await t.call('/mdr/admins/enable', { id: m.id }, { token })).code).toBe(1); // not declared stepUp
    const bad = await t.call('/user/step_up', { password: 'wrong' }, { token });
    expect(bad.code).toBe(-1);
    // the panel sends its one secret as both code and password: without 2FA a wrong one is a wrong password
    const both = await t.call('/user/step_up', { code: 'wrong', password: 'wrong' }, { token, lang: 'en-US' });
    expect(both.data.errors).toEqual([{ field: 'password', message: 'Wrong password' }]);
    expect((await t.call('/user/step_up', { password: root.password }, { token })).code).toBe(1);
    expect((await t.call('/mdr/admins/disable', { id: m.id }, { token })).code).toBe(1);
  });

  it('the last active * admin is never disabled or demoted, also when two admins act at once', async () => {
    const second = await t.createStaff({ username: 'root2', role: '*', password: 'Root2-Vault-5531' });
    const token2 = await t.login('root2', second.password);
    await t.call('/user/step_up', { password: root.password }, { token });
    const [x, y] = await Promise.all([
      t.call('/mdr/admins/disable', { id: second.id }, { token }),
      t.call('/mdr/admins/disable', { id: root.id }, { token: token2 }),
    ]);
    // One wins. The other is refused (-5), or, when the winner's disable revoked its
    // session before its own call was checked, signed out (-3).
    expect([x.code, y.code].filter((c) => c === 1)).toHaveLength(1);
    expect([x.code, y.code].find((c) => c !== 1)).toBeOneOf([-5, -3]);
    const active = await t.db.selectFrom('admins').select('id').where('role', '=', '*').where('disabled', '=', false).execute();
    expect(active).toHaveLength(1);
    const survivorToken = x.code === 1 ? token : token2;
    const survivor = active[0].id;
    // demoting each other at once: re-enable the other first
    const other = survivor === root.id ? second.id : root.id;
    expect((await t.call('/mdr/admins/enable', { id: other }, { token: survivorToken })).code).toBe(1);
    const otherToken = await t.login(other === root.id ? 'root' : 'root2', other === root.id ? root.password : second.password);
    const v = async (id: number) => (await t.call('/mdr/admins/get', { id }, { token: survivorToken })).data.version;
    const [vs, vo] = [await v(survivor), await v(other)];
    const [p, q] = await Promise.all([
      t.call('/mdr/admins/update', { id: other, version: vo, data: { role: 'user' } }, { token: survivorToken }),
      t.call('/mdr/admins/update', { id: survivor, version: vs, data: { role: 'user' } }, { token: otherToken }),
    ]);
    // One wins. The other is refused by the last-admin rule (-1), or, when the winner's
    // demotion landed before its own call was checked, by its lost permission (-2).
    expect([p.code, q.code].filter((c) => c === 1)).toHaveLength(1);
    const loser = [p, q].find((r) => r.code !== 1)!;
    expect(loser.code).toBeOneOf([-1, -2]);
    if (loser.code === -1) expect(loser.data.errors[0].message).toContain('最后一个启用中的超级管理员');
    expect(await t.db.selectFrom('admins').select('id').where('role', '=', '*').where('disabled', '=', false).execute()).toHaveLength(1);
  });
});
