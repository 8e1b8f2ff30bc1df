// Roles (/mdr/roles) and staff carrying them: keys come from the roles plus
// the extra keys, each shown with its source; a role change asks for step-up
// and leaves one audit row with the keys before and after; a held role is not
// deleted; nobody edits their own grant; someone active always keeps admins.update.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { roleWith, sessionFor } from '../helpers/grants';

const KEEPER = ['admins.read', 'admins.update', 'roles.read', 'roles.update'];

describe.each(testBackends())('roles on %s', (backend) => {
  let t: TestApp;
  let root: { id: number; token: string };
  const version = async (table: 'admins' | 'roles', id: number) =>
    (await t.db.selectFrom(table).select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await sessionFor(t, { role: '*' });
  });
  afterAll(() => t?.close());

  it('creates and changes a role with a fresh second factor, one audit row each with the keys before and after', async () => {
    await sql`UPDATE sessions SET step_up_at = now() - interval '6 minutes'`.execute(t.db);
    const data = { nameZh: '文章审核', nameEn: 'Article approver', keys: ['articles.read', 'articles.approve'] };
    expect(await t.call('/mdr/roles/create', { data }, { token: root.token })).toMatchObject({ code: -2, data: { stepUp: true } });
    expect(await t.db.selectFrom('roles').select('id').where('name_en', '=', 'Article approver').execute()).toEqual([]);
    await sql`UPDATE sessions SET step_up_at = now()`.execute(t.db);
    const created = await t.call('/mdr/roles/create', { data }, { token: root.token });
    expect(created).toMatchObject({ code: 1, data: { ...data, holders: 0, deletable: true } });
    const id = created.data.id;
    const unknown = await t.call('/mdr/roles/update', { id, version: 1, data: { keys: ['articles.read', 'articles.fly'] } }, { token: root.token });
    expect(unknown.code).toBe(-1);
    expect(unknown.data.errors[0].field).toMatch(/^data\.keys/);
    const changed = await t.call('/mdr/roles/update', { id, version: 1, data: { keys: ['articles.read', 'articles.reject'] } }, { token: root.token });
    expect(changed).toMatchObject({ code: 1, data: { keys: ['articles.read', 'articles.reject'], version: 2 } });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('resource', '=', 'roles')
      .where('record_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({ before: { keys: ['articles.read', 'articles.approve'] }, after: { keys: ['articles.read', 'articles.reject'] } });
  });

  it('gives a member the keys of their roles plus their extra keys, each with its source, at once on a change', async () => {
    const reader = await roleWith(t, 'Reader', ['articles.read', 'orders.read']);
    const approver = await roleWith(t, 'Approver', ['articles.read', 'articles.approve']);
    const m = await sessionFor(t, { roles: [reader], modules: ['orders.refund'] });
    const detail = await t.call('/mdr/admins/get', { id: m.id }, { token: root.token });
    expect(detail.data.effectiveKeys).toEqual([
      { key: 'articles.read', from: [`role:${reader}`] }, { key: 'orders.read', from: [`role:${reader}`] },
      { key: 'orders.refund', from: ['extra'] },
    ]);
    expect((await t.call('/user/info', {}, { token: m.token })).data.modules)
      .toEqual(['mdr.wow.guide', 'mdr.orders', 'articles.read', 'orders.read', 'orders.refund']);
    expect((await t.call('/mdr/articles/approve', { id: 1 }, { token: m.token })).code).toBe(-2);
    const roles = await t.call('/mdr/admins/update', { id: m.id, version: detail.data.version, data: { roles: [reader, approver] } }, { token: root.token });
    expect(roles.code).toBe(1);
    expect(roles.data.effectiveKeys[0]).toEqual({ key: 'articles.read', from: [`role:${reader}`, `role:${approver}`] });
    expect((await t.call('/mdr/articles/approve', { id: 999999 }, { token: m.token })).code).toBe(-4);
    const missing = await t.call('/mdr/admins/update', { id: m.id, version: roles.data.version, data: { roles: [reader, 999999] } }, { token: root.token });
    expect(missing.data.errors).toEqual([{ field: 'data.roles', message: '角色不存在' }]);
  });

  it('refuses to delete a role anyone holds (-5, also a disabled account), deletes it once nobody does', async () => {
    const id = await roleWith(t, 'Held', ['feedback.read']);
    const holder = await sessionFor(t, { roles: [id] });
    const listed = await t.call('/mdr/roles/get', { id }, { token: root.token });
    expect(listed.data).toMatchObject({ holders: 1, deletable: false });
    expect(await t.call('/mdr/roles/delete', { id }, { token: root.token, lang: 'en-US' }))
      .toMatchObject({ code: -5, message: 'Staff accounts still hold this role: it cannot be deleted' });
    await t.db.updateTable('admins').set({ disabled: true }).where('id', '=', holder.id).execute();
    expect((await t.call('/mdr/roles/get', { id }, { token: root.token })).data.holders).toBe(0);
    expect((await t.call('/mdr/roles/delete', { id }, { token: root.token })).code).toBe(-5);
    await t.db.updateTable('admins').set({ role_ids: [] }).where('id', '=', holder.id).execute();
    expect((await t.call('/mdr/roles/delete', { id }, { token: root.token })).code).toBe(1);
  });

  it("refuses changes to one's own roles and keys, and to the keys of a role one holds", async () => {
    const staffAdmin = await roleWith(t, 'Staff admin', [...KEEPER, 'roles.create']);
    const me = await sessionFor(t, { roles: [staffAdmin] });
    const own = await t.call('/mdr/admins/update', { id: me.id, version: await version('admins', me.id), data: { roles: [] } }, { token: me.token });
    expect(own.data.errors).toEqual([{ field: 'data.roles', message: '不能修改自己的角色或权限，请由其他管理员操作' }]);
    const mine = await t.call('/mdr/roles/update', { id: staffAdmin, version: 1, data: { keys: [...KEEPER, 'roles.create', 'orders.refund'] } }, { token: me.token });
    expect(mine.data.errors).toEqual([{ field: 'data.keys', message: '您持有该角色，不能修改它的权限，请由其他管理员操作' }]);
    expect((await t.db.selectFrom('roles').select('keys').where('id', '=', staffAdmin).executeTakeFirstOrThrow()).keys).not.toContain('orders.refund');
  });

  it('keeps admins.update with its last active holder, also when two holders take it from each other at once', async () => {
    await t.db.updateTable('admins').set({ disabled: true }).where('role', '=', '*').execute();
    await t.db.updateTable('admins').set({ role_ids: [], modules: [] }).execute();
    const keeper = await roleWith(t, 'Keeper', KEEPER);
    const a = await sessionFor(t, { roles: [keeper] });
    const b = await sessionFor(t, { roles: [keeper] });
    const [va, vb] = [await version('admins', a.id), await version('admins', b.id)];
    const [x, y] = await Promise.all([
      t.call('/mdr/admins/update', { id: b.id, version: vb, data: { roles: [] } }, { token: a.token }),
      t.call('/mdr/admins/update', { id: a.id, version: va, data: { roles: [] } }, { token: b.token }),
    ]);
    // One wins; the other is refused by the rule (-1), or, when the winner's change landed first, by its lost key (-2).
    expect([x.code, y.code].filter((c) => c === 1)).toHaveLength(1);
    const loser = [x, y].find((r) => r.code !== 1)!;
    expect(loser.code).toBeOneOf([-1, -2]);
    if (loser.code === -1) expect(loser.data.errors[0].message).toContain('最后一个持有 admins.update');
    const holders = await t.db.selectFrom('admins').select('id').where(sql<boolean>`${keeper}::int = ANY(role_ids)`).execute();
    expect(holders).toHaveLength(1);
    // nor by emptying the role itself, nor by disabling its holder: an editor without admins.update is refused
    // by the grant bounds first (-2, server/modules/staff/bounds.ts), and one holding it is a keeper themselves
    const editor = await sessionFor(t, { modules: ['roles.update', 'admins.disable'] });
    const strip = await t.call('/mdr/roles/update', { id: keeper, version: await version('roles', keeper), data: { keys: ['admins.read'] } }, { token: editor.token });
    expect(strip).toMatchObject({ code: -2, data: { lacking: ['admins.read', 'admins.update', 'roles.read'] } });
    expect(await t.call('/mdr/admins/disable', { id: holders[0].id }, { token: editor.token }))
      .toMatchObject({ code: -2, data: { lacking: ['admins.read', 'admins.update', 'roles.read'] } });
    expect((await t.db.selectFrom('roles').select('keys').where('id', '=', keeper).executeTakeFirstOrThrow()).keys).toEqual(KEEPER);
    await t.db.updateTable('admins').set({ disabled: false }).where('role', '=', '*').execute();
  });
});
