// The demo accounts' message centres (server/seed/messages.ts), read through
// the API as admin and user would see them after `npm start` on a fresh database.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../../server/db/schema';
import { seedDemo } from '../../../server/seed';
import { createTestApp, testBackends, type Backend, type TestApp } from '../helpers';

const NOW = new Date('2025-06-15T08:00:00Z');
const CJK = /[\u3400-\u9fff]/;

// each backend's seeded app, kept open for the last test, which compares two seeds
const seeded = new Map<Backend, TestApp>();
afterAll(() => Promise.all([...seeded.values()].map((t) => t.close())));

interface Item { id: number; type: string; title: string; subTitle: string; content: string; status: number; messageType: number | null; link: string | null; time: string }

describe.each(testBackends())('demo messages (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const all = async (username: string, lang: 'zh-CN' | 'en-US'): Promise<Item[]> =>
    (await t.call('/mdr/messages/list', { pageSize: 100 }, { token: tokens[username], lang })).data.list;

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: async (db) => { await seedDemo(db, { now: NOW }); } });
    seeded.set(backend, t);
    tokens.admin = await t.login('admin', 'admin');
    tokens.user = await t.login('user', 'user');
  }, 120_000);

  it('gives admin and user 15 to 25 items each, of all three types, some read and some not', async () => {
    for (const username of ['admin', 'user']) {
      const items = await all(username, 'zh-CN');
      expect(items.length, username).toBeGreaterThanOrEqual(15);
      expect(items.length, username).toBeLessThanOrEqual(25);
      expect(new Set(items.map((i) => i.type)), username).toEqual(new Set(['message', 'notice', 'todo']));
      expect(new Set(items.map((i) => i.status)), username).toEqual(new Set([0, 1]));
      expect(items.every((i) => new Date(i.time) <= NOW), username).toBe(true);
      expect(items.filter((i) => i.type === 'message').every((i) => i.messageType === null)).toBe(true);
      const unread = (await t.call('/mdr/messages/unread', {}, { token: tokens[username] })).data;
      expect(unread.total).toBe(items.filter((i) => i.status === 0).length);
    }
  });

  it('reads in both languages: no raw key or placeholder reaches the reader', async () => {
    for (const username of ['admin', 'user']) {
      const [zh, en] = [await all(username, 'zh-CN'), await all(username, 'en-US')];
      for (const i of [...zh, ...en]) expect(`${i.title} ${i.subTitle} ${i.content}`).not.toMatch(/msg\.|\{\w+\}/);
      expect(zh.filter((i) => i.type !== 'message').every((i) => CJK.test(i.title))).toBe(true);
      expect(en.filter((i) => i.type !== 'message').every((i) => !CJK.test(i.title))).toBe(true);
      expect(zh.map((i) => i.id)).toEqual(en.map((i) => i.id));
    }
  });

  it('links the article items to real articles in the state they speak of', async () => {
    const items = [...await all('admin', 'en-US'), ...await all('user', 'en-US')];
    const articleItems = items.filter((i) => i.link?.startsWith('#/wow_guide/article/'));
    expect(articleItems.length).toBeGreaterThanOrEqual(8);
    for (const i of articleItems) {
      const id = Number(/article\/(\d+)\/show$/.exec(i.link!)![1]);
      const row = await t.db.selectFrom('articles').select(['status', 'title']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.status).toBe(i.type === 'todo' ? 'pending' : 'rejected');
      expect(i.content).toContain(row.title);
    }
    expect(items.every((i) => i.link === null || i.link.startsWith('#/'))).toBe(true);
  });

  it('links every to-do to the page of a real record, in the state the to-do asks about', async () => {
    const TABLES = {
      'wow_guide/article': 'articles', 'wow_feedback/feedback': 'feedback', 'wow_author/withdraws': 'withdrawals',
      'wow_build/bulid': 'builds', 'wow_live/live': 'live_rooms',
    } as const;
    const todos = [...await all('admin', 'en-US'), ...await all('user', 'en-US')].filter((i) => i.type === 'todo');
    expect(new Set(todos.map((i) => /^#\/(.+)\/\d+\/show$/.exec(i.link ?? '')?.[1]))).toEqual(new Set(Object.keys(TABLES)));
    for (const i of todos) {
      const [, route, id] = /^#\/(.+)\/(\d+)\/show$/.exec(i.link!)!;
      const table = TABLES[route as keyof typeof TABLES];
      const row = await t.db.selectFrom(table).select('status').where('id', '=', Number(id)).executeTakeFirst();
      expect(row, i.link!).toBeDefined();
      const asked = await t.db.selectFrom('messages').select('subject_state').where('id', '=', i.id).executeTakeFirstOrThrow();
      expect(row!.status, i.link!).toBe(asked.subject_state);
    }
  });
});

// A demo seed is the slowest thing here, so the two seeds compared are the two backends' when both run
// (which also shows PostgreSQL and PGlite get the same messages), else one more on PGlite.
describe('demo messages', () => {
  it('are the same on every run', async () => {
    const q = (db: Kysely<DB>) => db.selectFrom('messages')
      .select(['id', 'admin_id', 'type', 'title', 'content', 'params', 'status', 'created_at', 'read_at']).orderBy('id').execute();
    const [first, second] = [...seeded.values()];
    const other = second ?? await createTestApp('pglite', { seed: async (db) => { await seedDemo(db, { now: NOW }); } });
    try {
      const rows = await q(first.db);
      expect(rows.length).toBeGreaterThan(0);
      expect(await q(other.db)).toEqual(rows);
    } finally {
      if (!second) await other.close();
    }
  }, 180_000);
});
