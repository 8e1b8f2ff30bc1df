// "See what a role sees" (docs/preview.md): a session previewing a role or a member is
// answered with that grant (info, menu, every route's key check, money figures) while its
// actor stays the staff member; every write is refused with the preview's own -2, for every
// route the app registers; starting and ending are audited; nobody previews a role or a
// member holding a key they lack (a `denied` row), nor themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveModules } from '../../../contract/access/actionKeys';
import { CONTENT_REVIEWER, FINANCE } from '../../../server/seed/roles';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { roleWith, sessionFor } from '../helpers/grants';
import { insertAuthor } from '../authors/fixtures';

type Who = { id: number; token: string };

/** Routes a previewing session must still be able to call although they are not reads. */
const STILL_OPEN = new Set(['/mdr/preview/end', '/user/logout']);

describe.each(testBackends())('previewing a role or a member (%s)', (backend) => {
  let t: TestApp;
  // the superuser previewing; finance's own account; the roles as seeded; an author with a balance
  let root: Who, finance: Who, reviewerRole: number, financeRole: number, author: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await sessionFor(t, { role: '*' });
    reviewerRole = await roleWith(t, 'Reviewer as declared', CONTENT_REVIEWER.keys);
    financeRole = await roleWith(t, 'Finance as declared', FINANCE.keys);
    finance = await sessionFor(t, { roles: [financeRole] });
    author = await insertAuthor(t.db, { balanceCents: 50_000 });
  });
  afterAll(() => t?.close());

  const call = (path: string, body: object, who: { token: string }, lang: 'zh-CN' | 'en-US' = 'en-US') => t.call(path, body, { token: who.token, lang });
  const rows = (action: string) => t.db.selectFrom('audit_log').select(['actor_id', 'resource', 'record_id', 'after'])
    .where('action', '=', action).orderBy('id').execute();
  const auditCount = async () => Number((await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const end = async (who: Who) => expect((await call('/mdr/preview/end', {}, who)).data).toEqual({ ended: true });

  it('answers a role preview with that role\'s grant (info, menu, keys, money figures), the actor staying the previewer', async () => {
    expect((await call('/mdr/roles/preview', { id: reviewerRole }, root)).code).toBe(1);
    const info = (await call('/user/info', {}, root)).data;
    expect(info).toMatchObject({ accountId: root.id, role: 'user', preview: { kind: 'role', id: reviewerRole, name: { 'en-US': 'Reviewer as declared' } } });
    expect(info.modules).toEqual(effectiveModules(CONTENT_REVIEWER.keys));
    expect(info.roleNames).toEqual([{ zh: 'Reviewer as declared', en: 'Reviewer as declared' }]); // the avatar menu's role line
    expect((await call('/mdr/articles/list', {}, root)).code).toBe(1);
    const orders = await call('/mdr/orders/list', {}, root);
    expect(orders).toMatchObject({ code: -2 }); // the reviewer's own refusal, not the preview's
    expect(orders.data?.preview).toBeUndefined();
    const masked = (await call('/mdr/authors/get', { id: author }, root)).data;
    expect(masked.id).toBe(author);
    expect(masked).not.toHaveProperty('availableCents');
    expect(await rows('preview_start')).toEqual([
      { actor_id: root.id, resource: 'roles', record_id: String(reviewerRole), after: expect.objectContaining({ kind: 'role', name: 'Reviewer as declared' }) },
    ]);
    await end(root);
    expect((await call('/mdr/authors/get', { id: author }, root)).data.availableCents).toBe(50_000);
  });

  it('answers a member preview with exactly the member\'s own info and menu', async () => {
    expect((await call('/mdr/admins/preview', { id: finance.id }, root)).code).toBe(1);
    const [seen, own] = [(await call('/user/info', {}, root)).data, (await call('/user/info', {}, finance)).data];
    expect(seen.modules).toEqual(own.modules);
    expect(seen.preview).toMatchObject({ kind: 'member', id: finance.id });
    expect((await call('/api/user/menu', {}, root)).data).toEqual((await call('/api/user/menu', {}, finance)).data);
    expect((await call('/mdr/authors/get', { id: author }, root)).data.availableCents).toBe(50_000);
    await end(root);
    expect((await rows('preview_end')).at(-1)).toMatchObject({ actor_id: root.id, resource: 'admins', record_id: String(finance.id) });
  });

  it('refuses every route but the reads, the session\'s own info and the way out, in both languages; the reads write nothing', async () => {
    const superuser = await sessionFor(t, { role: '*' });
    expect((await call('/mdr/admins/preview', { id: superuser.id }, root)).code).toBe(1); // every key: no route stops at its key
    const before = await auditCount();
    const routes = t.routes().filter((r) => r.method === 'POST' && !r.public && !r.tokenOptional && !STILL_OPEN.has(r.url));
    const refused = new Set<string>();
    for (const route of routes) {
      const res = await call(route.url, {}, root);
      if (res.data?.preview === true) {
        expect([route.url, res.code, res.status]).toEqual([route.url, -2, 403]);
        refused.add(route.url);
      }
    }
    expect([...refused]).toEqual(expect.arrayContaining([
      '/mdr/articles/approve', '/mdr/articles/update', '/mdr/articles/delete_many', '/mdr/jobs/articles/approve', '/mdr/roles/create',
      '/mdr/admins/update', '/mdr/admins/reset_password', '/mdr/roles/preview', '/mdr/admins/preview', '/mdr/messages/read_all',
      '/mdr/list_views/create', '/mdr/review_queue/claim', '/mdr/users/reveal', '/mdr/live_rooms/reorder', '/mdr/jobs/cancel',
      '/user/change_password', '/user/step_up', '/user/qr_confirm', '/user/revoke_session',
    ]));
    for (const read of ['/mdr/articles/list', '/mdr/orders/export', '/mdr/dashboard/articles', '/mdr/messages/unread', '/user/info', '/api/user/menu', '/user/sessions']) {
      expect(refused.has(read), read).toBe(false);
    }
    expect(await auditCount()).toBe(before);
    expect((await call('/mdr/roles/create', {}, root, 'zh-CN')).message).toBe('正在以他人视角预览（只读）：不能执行任何修改。请先结束预览。');
    expect((await call('/mdr/roles/create', {}, root)).message).toMatch(/^You are previewing another grant \(read-only\)/);
    await end(root);
    expect((await call('/mdr/messages/read_all', {}, root)).code).toBe(1);
    expect((await call('/mdr/preview/end', {}, root)).data).toEqual({ ended: false });
  });

  it('is bounded by the previewer\'s keys: -2 naming them and a `denied` row, for a role and a member; never oneself, never without the key', async () => {
    const limited = await sessionFor(t, { modules: ['roles.preview', 'roles.read', 'admins.read', 'articles.read'] });
    const role = await call('/mdr/roles/preview', { id: reviewerRole }, limited);
    expect(role).toMatchObject({ code: -2, data: { lacking: expect.arrayContaining(['articles.approve', 'builds.read']) } });
    expect(role.message).toMatch(/^They hold keys you lack, so you cannot preview what they see/);
    expect((await call('/mdr/admins/preview', { id: root.id }, limited))).toMatchObject({ code: -2, data: { lacking: ['*'] } });
    const denied = (await rows('denied')).filter((r) => r.actor_id === limited.id);
    expect(denied).toEqual([
      { actor_id: limited.id, resource: 'roles', record_id: String(reviewerRole), after: expect.objectContaining({ action: 'preview', refused: 'target' }) },
      { actor_id: limited.id, resource: 'admins', record_id: String(root.id), after: expect.objectContaining({ action: 'preview', lacking: ['*'] }) },
    ]);
    expect((await call('/user/info', {}, limited)).data.preview).toBeUndefined();
    expect((await call('/mdr/admins/preview', { id: limited.id }, limited))).toMatchObject({ code: -1 });
    expect((await call('/mdr/roles/preview', { id: 999_999 }, root)).code).toBe(-4);
    expect((await call('/mdr/roles/preview', { id: reviewerRole }, finance)).code).toBe(-2);
  });

  it('never shows more than the previewer holds, even when the role gains a key after the start; signing out ends it', async () => {
    const limited = await sessionFor(t, { modules: ['roles.preview', 'articles.read'] });
    const small = await roleWith(t, 'Article reader', ['articles.read']);
    expect((await call('/mdr/roles/preview', { id: small }, limited)).code).toBe(1);
    await t.db.updateTable('roles').set({ keys: ['articles.read', 'orders.read'] }).where('id', '=', small).execute();
    const info = (await call('/user/info', {}, limited)).data;
    expect(info.modules).toEqual(effectiveModules(['articles.read']));
    expect((await call('/mdr/orders/list', {}, limited)).code).toBe(-2);
    expect((await call('/user/logout', {}, limited)).code).toBe(1);
    expect((await call('/user/info', {}, limited)).code).toBe(-3);
  });
});
