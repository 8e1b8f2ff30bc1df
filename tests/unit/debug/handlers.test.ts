// The spec's sample API (docs/panel.md "Debug mode") as debug mode serves it: one describe per call.
import { describe, expect, it, vi } from 'vitest';
import { ROLE_KEY } from '../../../mocks/debug/role';
import type { SampleMessage } from '../../../mocks/debug/data/messages';
import type { ContentDataPoint, PopularItem } from '../../../mocks/debug/data/dashboard';
import { ADMIN_TOKEN, sampleCall, startSampleApi, USER_TOKEN } from './sample';

const server = startSampleApi();

const login = (username: unknown, password: unknown, lang?: string) =>
  sampleCall<{ token: string } | null>('POST', '/api/user/login', { body: { username, password }, lang });

const USER_FIELDS = [
  'name', 'avatar', 'email', 'job', 'jobName', 'organization', 'organizationName', 'location', 'locationName',
  'introduction', 'personalWebsite', 'phone', 'registrationDate', 'accountId', 'certification', 'role',
];

describe('POST /api/user/login', () => {
  it.each([['admin', ADMIN_TOKEN], ['user', USER_TOKEN]])('signs in the demo account %s/%s and stores its role', async (name, token) => {
    const { status, envelope } = await login(name, name);
    expect(status).toBe(200);
    expect(envelope).toEqual({ data: { token }, status: 'ok', msg: 'ok', code: 20000 });
    expect(localStorage.getItem(ROLE_KEY)).toBe(name);
  });

  it.each([
    ['', 'admin', '用户名不能为空', 'Username cannot be empty'],
    ['admin', '', '密码不能为空', 'Password cannot be empty'],
    ['admin', 'user', '账号或者密码错误', 'Wrong username or password'],
    ['nobody', 'nobody', '账号或者密码错误', 'Wrong username or password'],
  ])('%j / %j fails with 50000 %s (en-US: %s), token-less', async (username, password, zh, en) => {
    expect((await login(username, password)).envelope).toEqual({ data: null, status: 'fail', msg: zh, code: 50000 });
    expect((await login(username, password, 'en-US')).envelope).toMatchObject({ msg: en, code: 50000 });
    expect(localStorage.getItem(ROLE_KEY)).toBeNull();
  });

  it('refuses a body that is not a JSON object', async () => {
    const { envelope } = await sampleCall('POST', '/api/user/login', { rawBody: 'username=admin' });
    expect(envelope).toMatchObject({ code: 50000, msg: '请求内容有误', data: null });
  });
});

describe('GET /api/user/info', () => {
  it('answers 50008 未登录 without a token, or with one the sample API never issued', async () => {
    expect((await sampleCall('GET', '/api/user/info')).envelope).toEqual({ data: null, status: 'fail', msg: '未登录', code: 50008 });
    const stranger = await sampleCall('GET', '/api/user/info', { token: 'made-up', lang: 'en-US' });
    expect(stranger.envelope).toMatchObject({ code: 50008, msg: 'Not logged in' });
  });

  it('answers every sample current-user field, in the caller language', async () => {
    const zh = (await sampleCall<Record<string, unknown>>('GET', '/api/user/info', { token: USER_TOKEN })).envelope;
    expect(zh.code).toBe(20000);
    expect(Object.keys(zh.data).sort()).toEqual([...USER_FIELDS].sort());
    expect(zh.data).toMatchObject({ name: '周小满', accountId: '10002', locationName: '成都', certification: 1 });
    const en = (await sampleCall<Record<string, unknown>>('GET', '/api/user/info', { token: USER_TOKEN, lang: 'en-US' })).envelope;
    expect(en.data).toMatchObject({ name: 'Zhou Xiaoman', accountId: '10002', locationName: 'Chengdu' });
  });

  it('reports the locally stored role: admin when none is stored, else what sign-in or the switch stored', async () => {
    const role = async () => (await sampleCall<{ role: string }>('GET', '/api/user/info', { token: USER_TOKEN })).envelope.data.role;
    expect(await role()).toBe('admin');
    await login('user', 'user');
    expect(await role()).toBe('user');
    localStorage.setItem(ROLE_KEY, 'admin');
    expect(await role()).toBe('admin');
  });
});

describe('POST /api/user/logout', () => {
  it('answers success with no data', async () => {
    expect((await sampleCall('POST', '/api/user/logout', { token: ADMIN_TOKEN })).envelope)
      .toEqual({ data: null, status: 'ok', msg: 'ok', code: 20000 });
  });
});

describe('GET /api/user/menu', () => {
  it('answers the server menu (path, name, meta, children) to a signed-in caller, 50008 otherwise', async () => {
    expect((await sampleCall('GET', '/api/user/menu')).envelope.code).toBe(50008);
    type Item = { path: string; name: string; meta: { locale: string; requiresAuth: boolean; order: number }; children: Item[] };
    const { envelope } = await sampleCall<Item[]>('GET', '/api/user/menu', { token: ADMIN_TOKEN });
    expect(envelope.code).toBe(20000);
    expect(envelope.data.map((m) => m.path)).toEqual(['/dashboard', '/wow_guide', '/wow_feedback', 'https://example.com']);
    expect(envelope.data.at(-1)!.meta).toMatchObject({ external: true });
    expect(envelope.data[0]).toEqual({
      path: '/dashboard', name: 'dashboard',
      meta: { locale: 'menu.dashboard', requiresAuth: true, icon: 'dashboard', order: 0 },
      children: [{ path: '/dashboard/workplace', name: 'workplace', meta: { locale: 'menu.workplace', requiresAuth: true, order: 0 }, children: [] }],
    });
  });
});

const listMessages = async (lang?: string) =>
  (await sampleCall<SampleMessage[]>('GET', '/api/message/list', { token: ADMIN_TOKEN, lang })).envelope;

describe('GET /api/message/list', () => {
  it('answers messages, notices and todos with the message item\'s fields; messageType only on notices and todos', async () => {
    expect((await sampleCall('GET', '/api/message/list')).envelope.code).toBe(50008);
    const { code, data } = await listMessages();
    expect(code).toBe(20000);
    expect(new Set(data.map((m) => m.type))).toEqual(new Set(['message', 'notice', 'todo']));
    for (const m of data) {
      expect(Object.keys(m)).toEqual(expect.arrayContaining(['id', 'type', 'title', 'subTitle', 'avatar', 'content', 'time', 'status']));
      expect([0, 1]).toContain(m.status);
      if (m.type === 'message') expect(m.messageType).toBeUndefined();
      else expect([0, 1, 3]).toContain(m.messageType);
    }
    expect(data.some((m) => m.status === 0) && data.some((m) => m.status === 1)).toBe(true);
  });

  it('speaks the caller language', async () => {
    const [zh, en] = [await listMessages(), await listMessages('en-US')];
    expect(zh.data[0].title).toBe('林晓');
    expect(en.data[0].title).toBe('Lin Xiao');
    expect(en.data.map((m) => m.id)).toEqual(zh.data.map((m) => m.id));
  });
});

describe('POST /api/message/read', () => {
  it('turns the sent ids from unread (0) to read (1) and leaves the others alone', async () => {
    const before = (await listMessages()).data;
    const unread = before.filter((m) => m.status === 0).map((m) => m.id);
    const { envelope } = await sampleCall('POST', '/api/message/read', { token: ADMIN_TOKEN, body: { ids: unread.slice(0, 2) } });
    expect(envelope).toMatchObject({ code: 20000, data: true });
    const after = (await listMessages()).data;
    expect(after.filter((m) => unread.slice(0, 2).includes(m.id)).map((m) => m.status)).toEqual([1, 1]);
    expect(after.filter((m) => m.status === 0).map((m) => m.id)).toEqual(unread.slice(2));
  });

  it('keeps the read state over a reload (a fresh copy of the sample API over the same storage)', async () => {
    await sampleCall('POST', '/api/message/read', { token: ADMIN_TOKEN, body: { ids: [1] } });
    vi.resetModules();
    const { debugHandlers } = await import('../../../mocks/debug/handlers');
    const { setSampleDelay } = await import('../../../mocks/debug/delay');
    setSampleDelay(0);
    // the reloaded page's handlers answer first (until afterEach resets them)
    server.use(...debugHandlers);
    expect((await listMessages()).data.find((m) => m.id === 1)!.status).toBe(1);
  });

  it('refuses a missing or malformed ids list, and a caller who is not signed in', async () => {
    for (const body of [{}, { ids: 1 }, { ids: ['1'] }]) {
      expect((await sampleCall('POST', '/api/message/read', { token: ADMIN_TOKEN, body })).envelope)
        .toMatchObject({ code: 50000, msg: '请求内容有误' });
    }
    expect((await sampleCall('POST', '/api/message/read', { body: { ids: [1] } })).envelope.code).toBe(50008);
    expect((await listMessages()).data.find((m) => m.id === 1)!.status).toBe(0);
  });
});

describe('GET /api/content-data', () => {
  it('answers 8 daily points {x: date, y: number}, oldest first, ending today', async () => {
    expect((await sampleCall('GET', '/api/content-data')).envelope.code).toBe(50008);
    const { envelope } = await sampleCall<ContentDataPoint[]>('GET', '/api/content-data', { token: USER_TOKEN });
    expect(envelope.code).toBe(20000);
    expect(envelope.data).toHaveLength(8);
    const today = new Date();
    const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(envelope.data.at(-1)!.x).toBe(iso(today));
    expect(envelope.data[0].x).toBe(iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7)));
    for (const p of envelope.data) expect(typeof p.y).toBe('number');
  });
});

describe('GET /api/popular/list', () => {
  const popular = (query: string, lang?: string) =>
    sampleCall<PopularItem[]>('GET', `/api/popular/list${query}`, { token: USER_TOKEN, lang });

  it.each(['text', 'image', 'video'])('answers 5 items {key, clickNumber, title, increases} of type %s', async (type) => {
    const { envelope } = await popular(`?type=${type}`);
    expect(envelope.code).toBe(20000);
    expect(envelope.data).toHaveLength(5);
    expect(envelope.data.map((i) => i.key)).toEqual([1, 2, 3, 4, 5]);
    for (const item of envelope.data) {
      expect(Object.keys(item).sort()).toEqual(['clickNumber', 'increases', 'key', 'title']);
      expect(typeof item.clickNumber).toBe('number');
      expect(typeof item.increases).toBe('number');
    }
  });

  it('answers the text list when no type is given, in the caller language', async () => {
    const text = (await popular('?type=text')).envelope.data;
    expect((await popular('')).envelope.data).toEqual(text);
    expect(text[0].title).toBe('团队副本开荒全流程攻略');
    expect((await popular('', 'en-US')).envelope.data[0].title).toBe('Raid progression, start to finish');
    expect((await popular('?type=video')).envelope.data[0].title).not.toBe(text[0].title);
  });

  it('refuses another type, and a caller who is not signed in', async () => {
    expect((await popular('?type=audio')).envelope).toMatchObject({ code: 50000, msg: 'type 只能是 text、image 或 video' });
    expect((await sampleCall('GET', '/api/popular/list')).envelope.code).toBe(50008);
  });
});

describe('every other API path in debug mode', () => {
  it('answers 50000 naming the path the sample API does not serve', async () => {
    const { envelope } = await sampleCall('POST', '/mdr/articles/list', { token: ADMIN_TOKEN, body: {} });
    expect(envelope).toEqual({ data: null, status: 'fail', msg: '调试模式的示例接口没有提供 /mdr/articles/list', code: 50000 });
    const en = await sampleCall('POST', '/user/qr_login', { body: { app: 'moderator_panel' }, lang: 'en-US' });
    expect(en.envelope.msg).toBe("Debug mode's sample API does not serve /user/qr_login");
  });
});
