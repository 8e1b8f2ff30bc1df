// The panel's own HTTP client and auth provider in debug mode: every call
// reaches the sample API through the routing table, and the sample envelope
// comes back as the panel's (20000 → success, 50008 → sign in again, 50000 → error).
import { beforeAll, describe, expect, it } from 'vitest';
import { keyInfo } from '../../../contract/access/actionKeys';
import { canAccessRoute } from '../../../src/access/canAccess';
import { ApiCode, ApiError } from '../../../src/http/ApiError';
import { download, http, onSessionExpired, post } from '../../../src/http/client';
import { getToken } from '../../../src/http/storage';
import { authProvider } from '../../../src/providers/authProvider';
import { getUserInfo, grantOf } from '../../../src/providers/session';
import { installDebugClient } from '../../../src/debug/client';
import { toPanelEnvelope } from '../../../src/debug/envelope';
import { startSampleApi } from './sample';

const server = startSampleApi();
beforeAll(() => installDebugClient(http));

/** The sample API's calls as "METHOD /path?query", in order. */
function recordCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return calls;
}

const errorOf = (promise: Promise<unknown>) => promise.then(
  () => { throw new Error('expected the call to fail'); },
  (error: unknown) => error as ApiError,
);

const signIn = (name: 'admin' | 'user') => authProvider.login({ username: name, password: name });

describe('toPanelEnvelope', () => {
  it('reads 20000 as success, 50008 as "sign in again" and any other sample code as a failure with its msg', () => {
    expect(toPanelEnvelope({ data: { a: 1 }, status: 'ok', msg: 'ok', code: 20000 })).toEqual({ code: 1, message: 'ok', data: { a: 1 } });
    expect(toPanelEnvelope({ data: null, status: 'fail', msg: '未登录', code: 50008 }))
      .toEqual({ code: -3, message: '未登录', data: { relogin: true } });
    expect(toPanelEnvelope({ data: null, status: 'fail', msg: '账号或者密码错误', code: 50000 }))
      .toEqual({ code: 0, message: '账号或者密码错误', data: null });
    expect(toPanelEnvelope('<html>404</html>')).toBe('<html>404</html>');
  });
});

describe('signing in and out on the sample API', () => {
  it('admin/admin: POST /api/user/login, then GET /api/user/info as the session, role admin → "*"', async () => {
    server.events.removeAllListeners();
    const calls = recordCalls();
    await signIn('admin');
    expect(calls).toEqual(['POST /api/user/login', 'GET /api/user/info']);
    expect(getToken()).toBe('sample-token-admin');
    expect(getUserInfo()).toMatchObject({ accountId: '10001', name: '林默', role: '*' });
    expect(canAccessRoute(grantOf(getUserInfo()!), '/user/users')).toBe(true);
  });

  it('user/user: the demo moderator, kept out of modules it does not hold', async () => {
    await signIn('user');
    const info = getUserInfo()!;
    expect(info).toMatchObject({ accountId: '10002', role: 'user' });
    expect(canAccessRoute(grantOf(info), '/wow_guide/article')).toBe(true);
    expect(canAccessRoute(grantOf(info), '/user/users')).toBe(false);
    // action keys, as the real API answers: its review buttons show, nothing of money or personal data
    expect(info.modules).toEqual(expect.arrayContaining(['mdr.wow.guide', 'articles.approve', 'builds.read', 'dashboard.articles']));
    expect(info.modules.filter((k) => keyInfo(k)?.mark)).toEqual([]);
  });

  it("a wrong password fails with the sample's wording and leaves no token", async () => {
    const error = await errorOf(authProvider.login({ username: 'admin', password: 'nope' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ApiCode.failure, message: '账号或者密码错误' });
    expect(getToken()).toBeNull();
  });

  it('logout calls POST /api/user/logout and forgets the session', async () => {
    await signIn('admin');
    server.events.removeAllListeners();
    const calls = recordCalls();
    await authProvider.logout({});
    expect(calls).toEqual(['POST /api/user/logout']);
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
  });
});

describe('"not logged in" (50008) is the panel\'s "sign in again" (-3)', () => {
  it('throws -3 with data.relogin and tells the relogin dialog, exactly as for the real API', async () => {
    let told = 0;
    const stop = onSessionExpired(() => told++);
    try {
      localStorage.setItem('token', 'expired-token');
      const error = await errorOf(post('/mdr/messages/list', {}));
      expect(error).toMatchObject({ code: ApiCode.relogin, message: '未登录', data: { relogin: true } });
      expect(told).toBe(1);
    } finally {
      stop();
    }
  });
});

describe('calls the sample API does not serve', () => {
  it('fail with a message naming the path, for posts and for CSV exports', async () => {
    await signIn('admin');
    const error = await errorOf(post('/mdr/articles/list', { page: 1 }));
    expect(error).toMatchObject({ code: ApiCode.failure, message: '调试模式的示例接口没有提供 /mdr/articles/list' });
    const exported = await errorOf(download('/mdr/articles/export', {}));
    expect(exported).toMatchObject({ code: ApiCode.failure, message: '调试模式的示例接口没有提供 /mdr/articles/export' });
  });
});

describe('the message centre on /api/message/list and /api/message/read', () => {
  interface Page { list: { id: number; type: string; status: number; messageType: number | null; time: string }[]; total: number }
  const list = (body: object = {}) => post<Page>('/mdr/messages/list', body);
  const unread = () => post<Record<string, number>>('/mdr/messages/unread');

  it('lists a page, unread first, then newest, with the real API\'s fields', async () => {
    await signIn('admin');
    const page = await list({ page: 1, pageSize: 3 });
    expect(page.total).toBe(7);
    expect(page.list).toHaveLength(3);
    expect(page.list.every((m) => m.status === 0)).toBe(true);
    const all = (await list()).list;
    expect(all.map((m) => m.status)).toEqual([0, 0, 0, 0, 0, 1, 1]);
    expect(all.find((m) => m.type === 'message')!.messageType).toBeNull();
    expect(new Date(all[0].time).toISOString()).toBe(all[0].time);
    expect((await list({ filter: { type: 'notice' } })).list.map((m) => m.type)).toEqual(['notice', 'notice']);
    expect((await list({ filter: { status: 1 } })).total).toBe(2);
  });

  it('marks read: answers the ids that were unread, and the counts follow', async () => {
    await signIn('admin');
    expect(await unread()).toEqual({ message: 2, notice: 1, todo: 2, total: 5 });
    expect(await post('/mdr/messages/read', { ids: [1, 3] })).toEqual({ ids: [1] });
    expect(await unread()).toEqual({ message: 1, notice: 1, todo: 2, total: 4 });
    expect(await post('/mdr/messages/read_all', { type: 'todo' })).toEqual({ count: 2 });
    expect(await post('/mdr/messages/read_all', {})).toEqual({ count: 2 });
    expect(await unread()).toEqual({ message: 0, notice: 0, todo: 0, total: 0 });
    expect((await list({ filter: { status: 0 } })).total).toBe(0);
  });
});
