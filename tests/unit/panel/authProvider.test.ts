import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { authProvider } from '../../../src/providers/authProvider';
import { getUserInfo } from '../../../src/providers/session';
import { getSettings, updateSettings } from '../../../src/settings/settings';
import { ApiError } from '../../../src/http/ApiError';
import { ADMIN, USER } from '../../../mocks/fixtures';
import { fail } from '../../../mocks/api';
import { serverMenuOf, signedInAs, startMockApi } from './helpers';

const api = startMockApi();

describe('authProvider.login / logout', () => {
  it('posts the form to /api/user/login, stores the token and the user info', async () => {
    await authProvider.login({ username: 'user', password: 'user' });
    expect(api.lastCall('/api/user/login')!.body).toEqual({ username: 'user', password: 'user' });
    expect(localStorage.getItem('token')).toBe(USER.token);
    expect(api.lastCall('/user/info')!.headers.token).toBe(USER.token);
    expect(getUserInfo()).toEqual(USER.info);
  });

  it("a failed login clears any stored token and rethrows the server's message", async () => {
    localStorage.setItem('token', 'stale');
    await expect(authProvider.login({ username: 'user', password: 'wrong' })).rejects.toMatchObject({ message: '账号或者密码错误' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.callsTo('/user/info')).toHaveLength(0);
  });

  it('a login whose user info fails leaves no half session behind', async () => {
    api.reply('/user/info', fail(0, 'boom', null, 500));
    await expect(authProvider.login({ username: 'admin', password: 'admin' })).rejects.toMatchObject({ message: 'boom' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(getUserInfo()).toBeNull();
  });

  it('logout revokes the token server-side and clears token, user info and the server menu', async () => {
    signedInAs(ADMIN);
    updateSettings({ serverMenu: serverMenuOf(ADMIN.info) });
    await authProvider.logout({});
    expect(api.lastCall('/user/logout')!.headers.token).toBe(ADMIN.token);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user-info')).toBeNull();
    expect(getSettings().serverMenu).toEqual([]);
  });

  it('logout leads to the login page remembering the current route, query included', async () => {
    signedInAs(USER);
    window.history.replaceState(null, '', '#/wow_guide/article?page=2');
    await expect(authProvider.logout({})).resolves.toBe('/login?redirect=%2Fwow_guide%2Farticle%3Fpage%3D2');
    window.history.replaceState(null, '', '#/login');
    await expect(authProvider.logout({})).resolves.toBe('/login');
  });

  it('signs in with the token of a QR sign-in, without a password call', async () => {
    await authProvider.login({ token: USER.token });
    expect(api.callsTo('/api/user/login')).toHaveLength(0);
    expect(localStorage.getItem('token')).toBe(USER.token);
    expect(getUserInfo()).toEqual(USER.info);
  });

  it('after sign-in goes to the redirect target when the user may open it, else to the workplace', async () => {
    const go = (redirect?: string) => authProvider.login({ username: 'user', password: 'user', redirect });
    expect(await go('/wow_guide/article?page=2')).toEqual({ redirectTo: '/wow_guide/article?page=2' });
    expect(await go('/orders/orders')).toEqual({ redirectTo: '/dashboard/workplace' });
    expect(await go('/qr/confirm?ticket=abc')).toEqual({ redirectTo: '/qr/confirm?ticket=abc' });
    expect(await go(undefined)).toEqual({ redirectTo: '/dashboard/workplace' });
    expect(await go('//evil.example/x')).toEqual({ redirectTo: '/dashboard/workplace' });
  });

  it('a new sign-in drops the previous session\'s server menu', async () => {
    updateSettings({ serverMenu: serverMenuOf(ADMIN.info) });
    await authProvider.login({ username: 'user', password: 'user' });
    expect(getSettings().serverMenu).toEqual([]);
  });

  it('logout still signs out when the server call fails, and makes no call without a token', async () => {
    signedInAs(ADMIN);
    api.reply('/user/logout', { networkError: true });
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    api.reset();
    await authProvider.logout({});
    expect(api.calls).toHaveLength(0);
  });
});

describe('authProvider.checkAuth', () => {
  it('rejects without a token, silently, to the login page with the route as redirect', async () => {
    window.history.replaceState(null, '', '#/wow_guide/article?page=2');
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      message: false, redirectTo: '/login?redirect=%2Fwow_guide%2Farticle%3Fpage%3D2',
    });
    expect(api.calls).toHaveLength(0);
  });

  it('resolves from the cached user info without a call', async () => {
    signedInAs(USER);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it('fetches /user/info when a token exists but no user info is loaded', async () => {
    localStorage.setItem('token', USER.token);
    await authProvider.checkAuth({});
    expect(api.callsTo('/user/info')).toHaveLength(1);
    expect(getUserInfo()).toEqual(USER.info);
  });

  it('rejects and forgets the session when that fetch fails; of several checks at once one reports it', async () => {
    localStorage.setItem('token', 'revoked');
    window.history.replaceState(null, '', '#/wow_guide/article?page=2');
    const [first, second] = await Promise.allSettled([authProvider.checkAuth({}), authProvider.checkAuth({})]);
    const redirectTo = '/login?redirect=%2Fwow_guide%2Farticle%3Fpage%3D2';
    expect(first).toEqual({ status: 'rejected', reason: { message: 'Please sign in again', redirectTo } });
    expect(second).toEqual({ status: 'rejected', reason: { message: false, redirectTo } });
    expect(api.callsTo('/user/info')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('authProvider.checkError', () => {
  const httpError = (code: number, status: number, message = 'm') => new HttpError(message, status, { code, data: null });

  it('never signs out by itself: -3 is for the relogin dialog, every other failure for the screen', async () => {
    signedInAs(USER);
    await expect(authProvider.checkError(httpError(-3, 401, '用户登录信息已失效'))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new ApiError(-3, '', { relogin: true }, 200))).resolves.toBeUndefined();
    for (const [code, status] of [[-1, 400], [-2, 403], [-4, 404], [-5, 409], [-6, 429], [0, 500], [0, 0]]) {
      await expect(authProvider.checkError(httpError(code, status))).resolves.toBeUndefined();
    }
    expect(localStorage.getItem('token')).toBe(USER.token);
  });
});

describe('authProvider identity and permissions', () => {
  it('getIdentity maps the user info', async () => {
    signedInAs(USER);
    expect(await authProvider.getIdentity!()).toEqual({ id: 2, fullName: 'Moderator', avatar: undefined });
  });

  it('getPermissions gives role and modules; null when signed out', async () => {
    expect(await authProvider.getPermissions!({})).toBeNull();
    signedInAs(USER);
    expect(await authProvider.getPermissions!({})).toEqual({ role: 'user', modules: USER.info.modules });
  });

  it('checkAuth, getPermissions and canAccess asked together share one /user/info call', async () => {
    localStorage.setItem('token', USER.token);
    const [, grant, allowed] = await Promise.all([
      authProvider.checkAuth({}),
      authProvider.getPermissions!({}),
      authProvider.canAccess!({ resource: 'wow_guide/article', action: 'list' }),
    ]);
    expect(grant).toEqual({ role: 'user', modules: USER.info.modules });
    expect(allowed).toBe(true);
    expect(api.callsTo('/user/info')).toHaveLength(1);
  });
});
