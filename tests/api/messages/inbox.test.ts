// The message centre as a staff member uses it: their own items only, unread
// first, by type, paged; marking read touches only their own unread items;
// open to anyone signed in (whatever their modules) and to nobody else.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { apiDocument } from '../helpers/docs';
import { auditCount } from '../guide/fixtures';
import { insertMessage, member, messagesOf, type Member } from './fixtures';

const ROUTES: [string, object][] = [
  ['/mdr/messages/list', {}],
  ['/mdr/messages/read', { ids: [1] }],
  ['/mdr/messages/read_all', {}],
  ['/mdr/messages/unread', {}],
];

describe.each(testBackends())('message centre (%s)', (backend) => {
  let t: TestApp;
  let alice: Member; // no modules at all
  let bob: Member;
  let root: Member;
  const ids: Record<string, number> = {};
  const as = (who: Member, path: string, body: object = {}, lang: 'zh-CN' | 'en-US' = 'en-US') =>
    t.call(`/mdr/messages/${path}`, body, { token: who.token, lang });

  beforeAll(async () => {
    t = await createTestApp(backend);
    alice = await member(t, 'alice', 'user', []);
    bob = await member(t, 'bob', 'user', ['mdr.wow.guide']);
    root = await member(t, 'root', '*', []);
  });
  afterAll(() => t?.close());

  beforeEach(async () => {
    await t.db.deleteFrom('messages').execute();
    ids.noticeRead = await insertMessage(t.db, alice.id, { type: 'notice', read: true, minutesAgo: 3 * 1440, messageType: 1 });
    ids.todoOld = await insertMessage(t.db, alice.id, { type: 'todo', minutesAgo: 2 * 1440 });
    ids.message = await insertMessage(t.db, alice.id, { type: 'message', minutesAgo: 60 });
    ids.messageRead = await insertMessage(t.db, alice.id, { type: 'message', read: true, minutesAgo: 10 });
    ids.todoNew = await insertMessage(t.db, alice.id, { type: 'todo', minutesAgo: 1440 });
    ids.bobs = await insertMessage(t.db, bob.id, { type: 'todo', minutesAgo: 5 });
    ids.bobsRead = await insertMessage(t.db, bob.id, { type: 'notice', read: true, minutesAgo: 5 });
  });

  const listIds = async (who: Member, body: object = {}) => {
    const res = await as(who, 'list', body);
    expect(res.code).toBe(1);
    return { ids: (res.data.list as { id: number }[]).map((m) => m.id), total: res.data.total as number };
  };

  it('lists only the caller\'s own messages, unread first, then newest', async () => {
    expect(await listIds(alice)).toEqual({
      ids: [ids.message, ids.todoNew, ids.todoOld, ids.messageRead, ids.noticeRead], total: 5,
    });
    expect(await listIds(bob)).toEqual({ ids: [ids.bobs, ids.bobsRead], total: 2 });
    expect(await listIds(root)).toEqual({ ids: [], total: 0 });
  });

  it('filters by type and by read status, and pages', async () => {
    expect(await listIds(alice, { filter: { type: 'todo' } })).toEqual({ ids: [ids.todoNew, ids.todoOld], total: 2 });
    expect(await listIds(alice, { filter: { status: 1 } })).toEqual({ ids: [ids.messageRead, ids.noticeRead], total: 2 });
    expect(await listIds(alice, { filter: { type: 'message', status: 0 } })).toEqual({ ids: [ids.message], total: 1 });
    expect(await listIds(alice, { page: 2, pageSize: 2 })).toEqual({ ids: [ids.todoOld, ids.messageRead], total: 5 });
    expect(await listIds(alice, { page: 9, pageSize: 2 })).toEqual({ ids: [], total: 5 });
  });

  it('answers each item with the spec\'s fields, rendered in the caller\'s language', async () => {
    const link = '#/wow_guide/article/12/show';
    const id = await insertMessage(t.db, alice.id, {
      type: 'todo', link, avatar: 'https://cdn.example.com/a.png', messageType: 3,
      params: { author: 'Stonewhisper', title: 'Plexus Sentinel Plan', category: '团队副本' },
    });
    const en = (await as(alice, 'list', { pageSize: 1 })).data.list[0];
    expect(en).toEqual({
      id, type: 'todo', title: 'Article awaiting review', subTitle: '', avatar: 'https://cdn.example.com/a.png',
      content: 'Stonewhisper submitted "Plexus Sentinel Plan" (团队副本) for review.',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), status: 0, messageType: 3, link,
    });
    const zh = (await as(alice, 'list', { pageSize: 1 }, 'zh-CN')).data.list[0];
    expect([zh.title, zh.content]).toEqual(['文章待审核', 'Stonewhisper 提交了《Plexus Sentinel Plan》（团队副本），请审核。']);
    const plain = await t.call('/mdr/messages/list', { pageSize: 1 }, { token: alice.token });
    expect(plain.data.list[0].title).toBe('文章待审核'); // no lang header: zh-CN
    const message = (await listIds(alice, { filter: { type: 'message' } })).ids[0];
    const item = (await as(alice, 'list', { filter: { type: 'message' } })).data.list.find((m: { id: number }) => m.id === message);
    expect(item).toMatchObject({ messageType: null, link: null });
  });

  it('refuses out-of-range paging and unknown filters with -1 naming the field', async () => {
    const cases: [object, string][] = [
      [{ pageSize: 0 }, 'pageSize'], [{ pageSize: 101 }, 'pageSize'], [{ page: 0 }, 'page'], [{ page: '2' }, 'page'],
      [{ filter: { type: 'mail' } }, 'filter.type'], [{ filter: { status: 2 } }, 'filter.status'],
      [{ filter: { adminId: bob.id } }, 'filter.adminId'], [{ sort: 'time' }, 'sort'],
    ];
    for (const [body, field] of cases) {
      const res = await as(alice, 'list', body);
      expect({ body, code: res.code, status: res.status, fields: res.data.errors.map((e: { field: string }) => e.field) })
        .toEqual({ body, code: -1, status: 400, fields: [field] });
    }
  });

  it('read marks only the caller\'s unread ones and answers them; others\' ids change nothing', async () => {
    const bobBefore = await messagesOf(t.db, bob.id);
    const res = await as(alice, 'read', { ids: [ids.bobs, ids.todoOld, ids.noticeRead, ids.message, 987654, ids.todoOld] });
    expect(res.data).toEqual({ ids: [ids.todoOld, ids.message].sort((a, b) => a - b) });
    expect(await messagesOf(t.db, bob.id)).toEqual(bobBefore);
    const mine = new Map((await messagesOf(t.db, alice.id)).map((m) => [m.id, m]));
    expect(mine.get(ids.todoOld)).toMatchObject({ status: 1, read_at: expect.any(Date) });
    expect(mine.get(ids.todoNew)).toMatchObject({ status: 0, read_at: null });
    expect((await as(alice, 'read', { ids: [ids.todoOld] })).data).toEqual({ ids: [] });
    expect((await as(bob, 'unread')).data).toEqual({ message: 0, notice: 0, todo: 1, total: 1 });
  });

  it('read needs 1 to 500 ids', async () => {
    for (const body of [{}, { ids: [] }, { ids: Array.from({ length: 501 }, (_, i) => i + 1) }, { ids: [0] }, { ids: ['1'] }]) {
      const res = await as(alice, 'read', body);
      expect({ code: res.code, field: res.data.errors[0].field.split('.')[0] }).toEqual({ code: -1, field: 'ids' });
    }
    expect((await as(alice, 'read', { ids: Array.from({ length: 500 }, (_, i) => i + 1) })).code).toBe(1);
  });

  it('counts unread per type, and read_all clears one type or everything', async () => {
    expect((await as(alice, 'unread')).data).toEqual({ message: 1, notice: 0, todo: 2, total: 3 });
    expect((await as(alice, 'read_all', { type: 'todo' })).data).toEqual({ count: 2 });
    expect((await as(alice, 'unread')).data).toEqual({ message: 1, notice: 0, todo: 0, total: 1 });
    expect((await as(alice, 'read_all')).data).toEqual({ count: 1 });
    expect((await as(alice, 'read_all')).data).toEqual({ count: 0 });
    expect((await as(alice, 'unread')).data).toEqual({ message: 0, notice: 0, todo: 0, total: 0 });
    expect((await as(bob, 'unread')).data).toEqual({ message: 0, notice: 0, todo: 1, total: 1 });
    expect((await as(alice, 'read_all', { type: 'mail' })).data.errors[0].field).toBe('type');
  });

  it('does not audit reading (the reader\'s own state, not a platform change)', async () => {
    const before = await auditCount(t.db);
    await as(alice, 'read', { ids: [ids.todoOld] });
    await as(alice, 'read_all');
    expect(await auditCount(t.db)).toBe(before);
  });

  it('is open to staff with no modules, and refuses anyone not signed in with -3', async () => {
    const me = await t.call('/user/info', {}, { token: alice.token });
    expect(me.data.modules).toEqual([]);
    for (const [path, body] of ROUTES) {
      expect({ path, code: (await t.call(path, body, { token: alice.token })).code }).toEqual({ path, code: 1 });
      for (const token of [undefined, 'not-a-token']) {
        const res = await t.call(path, body, { token });
        expect({ path, code: res.code, status: res.status, data: res.data }).toEqual({ path, code: -3, status: 401, data: { relogin: true } });
      }
    }
    await t.call('/user/logout', {}, { token: bob.token });
    expect((await t.call('/mdr/messages/unread', {}, { token: bob.token })).code).toBe(-3);
    bob = await t.login('bob', 'bob-pass1').then((token) => ({ ...bob, token }));
  });

  it('documents the four calls in OpenAPI', async () => {
    const doc = await apiDocument(t);
    for (const [path] of ROUTES) expect(doc.paths[path]?.post?.requestBody, path).toBeDefined();
    expect(JSON.stringify(doc.paths['/mdr/messages/list'])).toContain('messageType');
  });
});
