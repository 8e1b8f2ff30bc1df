// The five climbs of the outside review, re-run as they were reported (each
// caller holds one staff-management key and its read key), and what stops
// them now (server/modules/staff/bounds.ts): -2 naming the keys lacking, no
// change, a `denied` row an auditor finds in the audit log. Also: a grant
// racing the loss of the granter's key, the temporary password of a reset,
// and `beyondReader`, which tells the panel whom the reader may not act on.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { roleWith, sessionFor } from '../helpers/grants';
import { parseCsv } from '../guide/fixtures';
import { MONEY, auditSince, expectRefused, freshStepUp, lastAuditId, member, versionOf } from './bounds-fixtures';

const MONEY_ORDER = ['authors.reveal', 'authors.adjust', 'withdrawals.approve', 'orders.refund'];

describe.each(testBackends())('the review\'s attacks on staff keys (%s)', (backend) => {
  let t: TestApp;
  let admin: { id: number; username: string; password: string };
  let adminToken: string;
  const grantOf = (id: number) => t.db.selectFrom('admins').select(['role', 'role_ids', 'modules']).where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await t.createStaff({ username: 'the_admin', role: '*', password: 'Admin-Vault-93117' });
    adminToken = await t.login(admin.username, admin.password);
  });
  beforeEach(() => freshStepUp(t));
  afterAll(() => t?.close());

  it('1. admins.read + admins.update: no role * for an accomplice, no money keys, no demoting the real admin', async () => {
    const attacker = await sessionFor(t, { modules: ['admins.read', 'admins.update'] });
    const accomplice = await member(t, {});
    await expectRefused(t, attacker, [
      { path: '/mdr/admins/update', body: { id: accomplice.id, version: await versionOf(t, 'admins', accomplice.id), data: { role: '*' } }, lacking: ['*'], recordId: accomplice.id },
      { path: '/mdr/admins/update', body: { id: accomplice.id, version: await versionOf(t, 'admins', accomplice.id), data: { modules: [...MONEY] } }, lacking: MONEY_ORDER, recordId: accomplice.id },
    ]);
    // as if a second * existed (the review's precondition for the demotion): still no
    const second = await sessionFor(t, { role: '*' });
    await expectRefused(t, attacker, [
      { path: '/mdr/admins/update', body: { id: admin.id, version: await versionOf(t, 'admins', admin.id), data: { role: 'user' } }, lacking: ['*'], recordId: admin.id },
      { path: '/mdr/admins/update', body: { id: admin.id, version: await versionOf(t, 'admins', admin.id), data: { modules: [] } }, lacking: ['*'], recordId: admin.id },
    ]);
    expect(await grantOf(accomplice.id)).toEqual({ role: 'user', role_ids: [], modules: [] });
    expect((await grantOf(admin.id)).role).toBe('*');
    await t.db.deleteFrom('sessions').where('admin_id', '=', second.id).execute();
    await t.db.deleteFrom('admins').where('id', '=', second.id).execute();
  });

  it('2. roles.read + roles.update: no money keys or admins.update on an accomplice\'s role', async () => {
    const attacker = await sessionFor(t, { modules: ['roles.read', 'roles.update'] });
    const role = await roleWith(t, 'Accomplice role', ['roles.read']);
    const accomplice = await member(t, { roles: [role] });
    await expectRefused(t, attacker, [{
      path: '/mdr/roles/update', body: { id: role, version: 1, data: { keys: ['roles.read', ...MONEY, 'admins.update'] } },
      lacking: [...MONEY_ORDER, 'admins.update'], recordId: role,
    }]);
    const info = await t.call('/user/info', {}, { token: accomplice.token });
    expect(info.data.modules).toEqual(['menu.use.user', 'roles.read']);
    // the auditor sees the attempt in the role's history
    const history = await t.call('/mdr/roles/history', { id: role }, { token: adminToken });
    expect(history.data.list.map((e: { action: string; actorId: number }) => [e.action, e.actorId])).toEqual([['denied', attacker.id]]);
  });

  it('3. roles.read + roles.create: no role holding admin, money and reveal keys', async () => {
    const attacker = await sessionFor(t, { modules: ['roles.read', 'roles.create'] });
    await expectRefused(t, attacker, [{
      path: '/mdr/roles/create', body: { data: { nameZh: '后门', nameEn: 'Back door', keys: ['admins.create', 'admins.update', ...MONEY] } },
      lacking: [...MONEY_ORDER, 'admins.create', 'admins.update'],
    }]);
    expect(await t.db.selectFrom('roles').select('id').where('name_en', '=', 'Back door').execute()).toEqual([]);
  });

  it('4. admins.read + admins.create: no account with role * and a known password, so no superuser sign-in', async () => {
    const attacker = await sessionFor(t, { modules: ['admins.read', 'admins.create'] });
    await expectRefused(t, attacker, [{
      path: '/mdr/admins/create', body: { data: { username: 'shadow', name: 'Shadow', password: 'Shadow-Known-Pass-41', role: '*' } }, lacking: ['*'],
    }]);
    expect((await t.call('/api/user/login', { username: 'shadow', password: 'Shadow-Known-Pass-41' })).code).not.toBe(1);
  });

  it('5. admins.read + admins.reset_password: no reset of the admin\'s password, no temporary password handed back', async () => {
    const attacker = await sessionFor(t, { modules: ['admins.read', 'admins.reset_password'] });
    const refused = await t.call('/mdr/admins/reset_password', { id: admin.id }, { token: attacker.token });
    expect(refused).toMatchObject({ code: -2, message: '该员工持有您没有的权限，您不能操作其账号。您缺少：*（全部权限）', data: { lacking: ['*'] } });
    expect(JSON.stringify(refused.data)).not.toMatch(/password/i);
    await expectRefused(t, attacker, [{ path: '/mdr/admins/reset_password', body: { id: admin.id }, lacking: ['*'], recordId: admin.id }]);
    expect((await t.call('/user/check', {}, { token: adminToken })).code).toBe(1);
    expect(await t.login(admin.username, admin.password)).toBeTruthy();
  });

  it('every refusal is in the audit log as `denied`, with who, what, which record and which keys', async () => {
    const res = await t.call('/mdr/audit_log/list', { filter: { action: 'denied' }, pageSize: 100 }, { token: adminToken });
    expect(res.code).toBe(1);
    const rows = res.data.list as { resource: string; recordId: string | null; after: { action: string; lacking: string[] } }[];
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows).toContainEqual(expect.objectContaining({
      resource: 'admins', recordId: String(admin.id), after: expect.objectContaining({ action: 'reset_password', lacking: ['*'] }),
    }));
    expect(rows).toContainEqual(expect.objectContaining({
      resource: 'admins', recordId: null, after: expect.objectContaining({ action: 'create', name: 'shadow', lacking: ['*'] }),
    }));
  });

  it('a grant racing the loss of the granter\'s key: given only while the granter held it', async () => {
    for (let round = 0; round < 4; round++) {
      const granter = await sessionFor(t, { modules: ['admins.read', 'admins.update', 'orders.refund'] });
      const target = await member(t, {});
      const from = await lastAuditId(t);
      const [give, take] = await Promise.all([
        t.call('/mdr/admins/update', { id: target.id, version: await versionOf(t, 'admins', target.id), data: { modules: ['orders.refund'] } }, { token: granter.token }),
        t.call('/mdr/admins/update', { id: granter.id, version: await versionOf(t, 'admins', granter.id), data: { modules: ['admins.read', 'admins.update'] } }, { token: adminToken }),
      ]);
      expect(take.code).toBe(1);
      const given = (await grantOf(target.id)).modules.includes('orders.refund');
      const rows = (await auditSince(t, from)).map((r) => `${r.action}:${r.recordId}`);
      if (given) expect(rows).toEqual([`update:${target.id}`, `update:${granter.id}`]);
      else expect([give.code, rows]).toEqual([-2, [`update:${granter.id}`, `denied:${target.id}`]]);
    }
  });

  it('the temporary password of a reset: after step-up, shown once, never stored readable, to be changed first', async () => {
    const desk = await sessionFor(t, { modules: ['admins.read', 'admins.reset_password', 'articles.read'] });
    const m = await t.createStaff({ username: 'forgetful', password: 'Forgetful-Vault-551', modules: ['articles.read'] });
    const old = await t.login(m.username, m.password);
    await sql`UPDATE sessions SET step_up_at = now() - interval '6 minutes' WHERE admin_id = ${desk.id}`.execute(t.db);
    expect(await t.call('/mdr/admins/reset_password', { id: m.id }, { token: desk.token })).toMatchObject({ code: -2, data: { stepUp: true } });
    expect((await t.call('/user/check', {}, { token: old })).code).toBe(1);
    await freshStepUp(t);
    const first = await t.call('/mdr/admins/reset_password', { id: m.id }, { token: desk.token });
    expect(first.data.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await t.call('/user/check', {}, { token: old })).code).toBe(-3);
    const seen = [await t.call('/mdr/admins/get', { id: m.id }, { token: desk.token }), await t.call('/mdr/admins/history', { id: m.id }, { token: desk.token })];
    const audit = await t.db.selectFrom('audit_log').selectAll().where('record_id', '=', String(m.id)).execute();
    expect(JSON.stringify([seen.map((s) => s.data), audit])).not.toContain(first.data.password);
    const tmp = await t.login(m.username, first.data.password);
    expect(await t.call('/mdr/articles/list', {}, { token: tmp })).toMatchObject({ code: -2, data: { passwordChange: true } });
    const second = await t.call('/mdr/admins/reset_password', { id: m.id }, { token: desk.token });
    expect(second.data.password).not.toBe(first.data.password);
    expect((await t.call('/api/user/login', { username: m.username, password: first.data.password })).code).not.toBe(1);
  });

  it('beyondReader: per reader, on every answer and export, never in the audit rows', async () => {
    const money = await roleWith(t, 'Money (reader test)', MONEY);
    const plain = await roleWith(t, 'Plain (reader test)', ['admins.read']);
    const reader = await sessionFor(t, { modules: ['admins.read', 'admins.update', 'admins.enable', 'admins.export', 'roles.read'] });
    const weak = await member(t, { modules: ['admins.read'] });
    const [strong, star, viaRole] = [await member(t, { modules: ['orders.refund'] }), await member(t, { role: '*' }), await member(t, { roles: [money] })];
    const beyond = { [weak.id]: false, [strong.id]: true, [star.id]: true, [viaRole.id]: true, [reader.id]: false };
    const ids = Object.keys(beyond).map(Number);
    const list = await t.call('/mdr/admins/list', { filter: {}, pageSize: 100 }, { token: reader.token });
    const listed = Object.fromEntries(list.data.list.filter((r: { id: number }) => ids.includes(r.id)).map((r: { id: number; beyondReader: boolean }) => [r.id, r.beyondReader]));
    expect(listed).toEqual(beyond);
    expect((await t.call('/mdr/admins/get', { id: viaRole.id }, { token: reader.token })).data.beyondReader).toBe(true);
    expect((await t.call('/mdr/admins/get_many', { ids: [weak.id, star.id] }, { token: reader.token })).data.list.map((r: { beyondReader: boolean }) => r.beyondReader)).toEqual([false, true]);
    const renamed = await t.call('/mdr/admins/update', { id: weak.id, version: await versionOf(t, 'admins', weak.id), data: { name: 'Weak' } }, { token: reader.token });
    expect(renamed.data.beyondReader).toBe(false);
    expect((await t.call('/mdr/admins/enable', { id: weak.id }, { token: reader.token })).data.beyondReader).toBe(false);
    expect((await t.call('/mdr/admins/get', { id: star.id }, { token: adminToken })).data.beyondReader).toBe(false);
    const roles = await t.call('/mdr/roles/get_many', { ids: [money, plain] }, { token: reader.token });
    expect(roles.data.list.map((r: { beyondReader: boolean }) => r.beyondReader)).toEqual([true, false]);
    const csv = await t.call('/mdr/admins/export', {}, { token: reader.token, lang: 'en-US' });
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const cell = (id: number) => rows.find((r) => r[header.indexOf('ID')] === String(id))?.[header.indexOf('Beyond my keys')];
    expect([cell(weak.id), cell(strong.id)]).toEqual(['No', 'Yes']);
    const audit = await t.db.selectFrom('audit_log').select(['before', 'after']).where('resource', '=', 'admins').where('record_id', '=', String(weak.id)).execute();
    expect(JSON.stringify(audit)).not.toContain('beyondReader');
  });
});
