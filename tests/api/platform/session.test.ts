// Sign-in, session checks, menu and sign-out (docs/domain.md "Calls").
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveModules, keysOfModules } from '../../../contract/access/actionKeys';
import { MODULES } from '../../../contract/access/modules';
import { createTestApp, testBackends, type TestApp } from '../helpers';

describe.each(testBackends())('sessions on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, { config: { loginMaxAttempts: 3, officialSiteUrl: 'https://example.com/wow' } });
    await t.createStaff({ username: 'admin', password: 'admin', role: '*', name: '管理员' });
    await t.createStaff({ username: 'user', password: 'user', modules: ['mdr.wow.guide', 'mdr.wow.live'], name: 'User' });
    await t.createStaff({ username: 'gone', password: 'gone-pass1', disabled: true });
  });
  afterAll(() => t?.close());

  describe('login', () => {
    it('says which fields are empty, in the chosen language', async () => {
      const zh = await t.call('/api/user/login', { username: '', password: '' });
      expect(zh).toMatchObject({ status: 400, code: -1 });
      expect(zh.data.errors).toEqual([
        { field: 'username', message: '用户名不能为空' },
        { field: 'password', message: '密码不能为空' },
      ]);
      const en = await t.call('/api/user/login', { username: 'admin' }, { lang: 'en-US' });
      expect(en.data.errors).toEqual([{ field: 'password', message: 'Password cannot be empty' }]);
      const en2 = await t.call('/api/user/login', { username: ' ', password: 'x' }, { lang: 'en-US' });
      expect(en2.data.errors).toEqual([{ field: 'username', message: 'Username cannot be empty' }]);
    });

    it('gives the same answer for a wrong name and a wrong password', async () => {
      const wrongName = await t.call('/api/user/login', { username: 'nobody', password: 'admin' });
      const wrongPassword = await t.call('/api/user/login', { username: 'admin', password: 'nope' });
      expect(wrongName).toMatchObject({ status: 400, code: 0, message: '账号或者密码错误', data: null });
      for (const key of ['status', 'code', 'message', 'data'] as const) expect(wrongPassword[key]).toEqual(wrongName[key]);
      const en = await t.call('/api/user/login', { username: 'nobody', password: 'x' }, { lang: 'en-US' });
      expect(en.message).toBe('Incorrect username or password');
    });

    it('signs in, stores only a hash of the token and writes an audit row', async () => {
      const res = await t.call('/api/user/login', { username: 'user', password: 'user' }, { headers: { 'user-agent': 'vitest' } });
      expect(res).toMatchObject({ status: 200, code: 1, message: '成功' });
      const token: string = res.data.token;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const session = await t.db.selectFrom('sessions').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(session.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(session.expires_at.getTime() - session.created_at.getTime()).toBe(t.config.sessionAbsoluteHours * 3600_000);
      const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'login').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ actor_name: 'user', resource: 'sessions', record_id: String(session.id), user_agent: 'vitest' });
      expect(audit.request_id).toBe(res.headers['x-request-id']);
    });

    it('refuses a disabled account even with the right password', async () => {
      const res = await t.call('/api/user/login', { username: 'gone', password: 'gone-pass1' }, { lang: 'en-US' });
      expect(res).toMatchObject({ status: 403, code: -2, message: 'This account is disabled, please contact an administrator' });
      expect(res.data).toBeNull();
    });

    it('answers -6 after too many failures for one name from one address, even with the right password', async () => {
      await t.createStaff({ username: 'target', password: 'target-pass1' });
      for (let i = 0; i < 3; i++) expect((await t.call('/api/user/login', { username: 'target', password: 'bad' })).code).toBe(0);
      const limited = await t.call('/api/user/login', { username: 'target', password: 'target-pass1' }, { lang: 'en-US' });
      expect(limited).toMatchObject({ status: 429, code: -6, message: 'Too many failed sign-ins; try again in 15 minutes' });
      const otherAddress = await t.app.inject({
        method: 'POST', url: '/api/user/login', remoteAddress: '10.9.8.7',
        headers: { appid: '4', 'content-type': 'application/json' },
        payload: { username: 'target', password: 'target-pass1' },
      });
      expect(otherAddress.json().code).toBe(1);
      // the window ends after 15 minutes
      await t.db.updateTable('audit_log').set({ created_at: sql<Date>`now() - interval '16 minutes'` })
        .where('action', '=', 'login_failed').where('actor_name', '=', 'target').execute();
      expect((await t.call('/api/user/login', { username: 'target', password: 'target-pass1' })).code).toBe(1);
    });
  });

  describe('with a session', () => {
    it('check and info describe the caller', async () => {
      const token = await t.login('user', 'user');
      const check = await t.call('/user/check', {}, { token });
      const me = await t.db.selectFrom('admins').selectAll().where('username', '=', 'user').executeTakeFirstOrThrow();
      expect(check).toMatchObject({ code: 1, data: { accountId: me.id, name: 'User', role: 'user' } });
      const info = await t.call('/user/info', {}, { token });
      expect(info.data).toEqual({
        accountId: me.id, name: 'User', avatar: '', registrationTime: me.created_at.toISOString(), role: 'user', roleNames: [],
        modules: effectiveModules(keysOfModules(['mdr.wow.guide', 'mdr.wow.live'])), lists: [], twoFactor: false, twoFactorRequired: false, mustChangePassword: false,
      });
      // a member on roles is shown by their names, as the avatar menu says who is signed in
      const role = await t.db.insertInto('roles').values({ name_zh: '值班', name_en: 'On duty', keys: ['articles.read'] })
        .returning('id').executeTakeFirstOrThrow();
      await t.db.updateTable('admins').set({ role_ids: [role.id] }).where('id', '=', me.id).execute();
      const named = await t.call('/user/info', {}, { token });
      expect(named.data.roleNames).toEqual([{ zh: '值班', en: 'On duty' }]);
    });

    it('the menu shows only the modules granted, the workplace always', async () => {
      const token = await t.login('user', 'user');
      const menu = (await t.call('/api/user/menu', {}, { token })).data;
      expect(menu.map((m: { path: string }) => m.path)).toEqual(['/dashboard', '/wow_guide', '/wow_live', t.config.officialSiteUrl]);
      expect(menu[1]).toEqual({
        path: '/wow_guide', name: 'wow_guide',
        meta: { locale: 'menu.wow_guide', requiresAuth: true, icon: 'menu_book', order: 2 },
        children: [
          { path: '/wow_guide/category', name: 'guide_category', meta: { locale: 'menu.guide_category', requiresAuth: true, order: 0 } },
          { path: '/wow_guide/article', name: 'guide_article', meta: { locale: 'menu.guide_article', requiresAuth: true, order: 1 } },
        ],
      });
    });

    it('role * sees every module and route, in spec order', async () => {
      const token = await t.login('admin', 'admin');
      const menu = (await t.call('/api/user/menu', {}, { token })).data;
      expect(menu.map((m: { name: string }) => m.name)).toEqual([...MODULES.map((m) => m.name), 'official_site']);
      expect(menu.flatMap((m: { children: { path: string }[] }) => m.children.map((c) => c.path)))
        .toEqual(MODULES.flatMap((m) => m.children.map((c) => c.path)));
    });

    it('ends with the official website (OFFICIAL_SITE_URL) as an external entry, for everyone', async () => {
      await t.createStaff({ username: 'nokeys', password: 'nokeys-pass1' });
      const token = await t.login('nokeys', 'nokeys-pass1');
      const menu = (await t.call('/api/user/menu', {}, { token })).data;
      expect(menu.map((m: { name: string }) => m.name)).toEqual(['dashboard', 'official_site']);
      expect(menu[1]).toEqual({
        path: 'https://example.com/wow', name: 'official_site',
        meta: { locale: 'menu.official_site', requiresAuth: true, icon: 'link', order: 100, external: true },
        children: [],
      });
    });

    it('extra and alternative keys decide single routes', async () => {
      await t.createStaff({ username: 'bots', password: 'bots-pass1', modules: ['mdr.user.bot', 'mdr.wow.author'] });
      const token = await t.login('bots', 'bots-pass1');
      const menu = (await t.call('/api/user/menu', {}, { token })).data as { name: string; children: { path: string }[] }[];
      const paths = menu.flatMap((m) => m.children.map((c) => c.path));
      expect(paths).toEqual(['/dashboard/workplace', '/wow_author/withdraws', '/wow_author/flowrate', '/user/bot']);
    });

    it('logout revokes the token and writes an audit row', async () => {
      const token = await t.login('user', 'user');
      expect((await t.call('/user/logout', {}, { token })).code).toBe(1);
      const after = await t.call('/user/check', {}, { token, lang: 'en-US' });
      expect(after).toMatchObject({ status: 401, code: -3, message: 'Your session has expired, please sign in again', data: { relogin: true } });
      const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'logout').executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ actor_name: 'user', resource: 'sessions' });
    });

    it('there is no /api/user/logout outside the debug mocks', async () => {
      const token = await t.login('user', 'user');
      expect((await t.call('/api/user/logout', {}, { token })).code).toBe(-4);
    });
  });

  describe('invalid sessions answer -3 with relogin', () => {
    const expectRelogin = async (token: string | undefined) => {
      const res = await t.call('/user/info', {}, { token });
      expect(res).toMatchObject({ status: 401, code: -3, message: '登录已失效，请重新登录', data: { relogin: true } });
    };
    const latestSession = () => t.db.selectFrom('sessions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();

    it('missing or unknown token', async () => {
      await expectRelogin(undefined);
      await expectRelogin('not-a-token');
    });

    it('past its absolute lifetime', async () => {
      const token = await t.login('user', 'user');
      const { id } = await latestSession();
      await t.db.updateTable('sessions').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('id', '=', id).execute();
      await expectRelogin(token);
    });

    it('idle for longer than SESSION_IDLE_MINUTES; recent use keeps it alive', async () => {
      const token = await t.login('user', 'user');
      const { id } = await latestSession();
      const idle = t.config.sessionIdleMinutes;
      await t.db.updateTable('sessions').set({ last_seen_at: sql<Date>`now() - make_interval(mins => ${idle - 1})` }).where('id', '=', id).execute();
      expect((await t.call('/user/check', {}, { token })).code).toBe(1);
      const touched = await t.db.selectFrom('sessions').select(sql<boolean>`last_seen_at > now() - interval '5 seconds'`.as('fresh')).where('id', '=', id).executeTakeFirstOrThrow();
      expect(touched.fresh).toBe(true);
      await t.db.updateTable('sessions').set({ last_seen_at: sql<Date>`now() - make_interval(mins => ${idle + 1})` }).where('id', '=', id).execute();
      await expectRelogin(token);
    });

    it('does not write last_seen_at on every call', async () => {
      const token = await t.login('user', 'user');
      const { id } = await latestSession();
      await t.db.updateTable('sessions').set({ last_seen_at: sql<Date>`now() - interval '30 seconds'` }).where('id', '=', id).execute();
      const before = await t.db.selectFrom('sessions').select('last_seen_at').where('id', '=', id).executeTakeFirstOrThrow();
      await t.call('/user/check', {}, { token });
      const after = await t.db.selectFrom('sessions').select('last_seen_at').where('id', '=', id).executeTakeFirstOrThrow();
      expect(after.last_seen_at.getTime()).toBe(before.last_seen_at.getTime());
    });

    it('the account was disabled after sign-in', async () => {
      const staff = await t.createStaff({ username: 'leaver' });
      const token = await t.login(staff.username, staff.password);
      await t.db.updateTable('admins').set({ disabled: true }).where('id', '=', staff.id).execute();
      await expectRelogin(token);
    });
  });
});
