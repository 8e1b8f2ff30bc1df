import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { authProvider } from '../../../src/providers/authProvider';
import { getUserInfo } from '../../../src/providers/session';
import { ApiError } from '../../../src/http/ApiError';
import { ADMIN, USER } from '../../../mocks/fixtures';
import { fail } from '../../../mocks/api';
import { signedInAs, startMockApi } from './helpers';

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

  it('logout revokes the token server-side and clears token and user info', async () => {
    signedInAs(ADMIN);
    await authProvider.logout({});
    expect(api.lastCall('/user/logout')!.headers.token).toBe(ADMIN.token);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user-info')).toBeNull();
  });

  it('logout still signs out when the server call fails, and makes no call without a token', async () => {
    signedInAs(ADMIN);
    api.reply('/user/logout', { networkError: true });
    await expect(authProvider.logout({})).resolves.toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
    api.reset();
    await authProvider.logout({});
    expect(api.calls).toHaveLength(0);
  });
});

describe('authProvider.checkAuth', () => {
  it('rejects without a token (react-admin then goes to the login page)', async () => {
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
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

  it('rejects and forgets the session when that fetch fails', async () => {
    localStorage.setItem('token', 'revoked');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ code: -3 });
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('authProvider.checkError', () => {
  const httpError = (code: number, status: number, message = 'm') => new HttpError(message, status, { code, data: null });

  it('rejects for -3 with the server message (react-admin shows it and logs out)', async () => {
    await expect(authProvider.checkError(httpError(-3, 401, '用户登录信息已失效'))).rejects.toMatchObject({ message: '用户登录信息已失效' });
    await expect(authProvider.checkError(new ApiError(-3, '', { relogin: true }, 200))).rejects.toBeDefined();
  });

  it('rejects for an HTTP 401 without an envelope', async () => {
    await expect(authProvider.checkError(new HttpError('', 401))).rejects.toMatchObject({ message: 'ra.notification.logged_out' });
  });

  it('resolves for every other failure, so the user stays signed in', async () => {
    for (const [code, status] of [[-1, 400], [-2, 403], [-4, 404], [-5, 409], [-6, 429], [0, 500], [0, 0]]) {
      await expect(authProvider.checkError(httpError(code, status))).resolves.toBeUndefined();
    }
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
