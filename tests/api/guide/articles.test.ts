// articles: create/read/update, every filter and sort of docs/api.md, paging
// and counting on a few hundred rows, and the list leaving out content.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { guideSeed, insertArticle, insertBulkArticles, signInStaff, type Staff } from './fixtures';

const BULK = 600;
type Item = { id: number; title: string; status: string; [k: string]: unknown };

describe.each(testBackends())('articles (%s)', (backend) => {
  let t: TestApp;
  let editor: Staff;
  const special: Record<string, number> = {};
  const { ids, seed } = guideSeed(async (db, ids) => {
    await insertBulkArticles(db, ids, BULK);
    const a = (title: string, extra: Partial<Parameters<typeof insertArticle>[1]> = {}) =>
      insertArticle(db, { categoryId: ids.categories.root, authorId: ids.authors.alice, title, ...extra });
    special.percent = await a('Crit 100% guide', { status: 'pending', createdAt: new Date('2024-05-01T23:59:59+08:00') });
    special.underscore = await a('snake_case macros', { status: 'rejected', createdAt: new Date('2024-05-02T00:00:00+08:00') });
    special.summary = await a('Plain title', { summary: 'Talents for 50%_crit builds', featured: true, createdAt: new Date('2024-05-03T12:00:00+08:00') });
    special.backslash = await a('Path C:\\wow\\macros', { status: 'hidden', createdAt: new Date('2024-05-04T00:00:00+08:00') });
  });

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    ({ editor } = await signInStaff(t));
  });
  afterAll(() => t?.close());

  const list = async (body: object) => {
    const res = await t.call('/mdr/articles/list', body, { token: editor.token });
    expect(res.code).toBe(1);
    return res.data as { list: Item[]; total: number };
  };
  const idsOf = (items: Item[]) => items.map((i) => i.id).sort((a, b) => a - b);

  it('creates a draft with sanitised content; get has content, list leaves it out', async () => {
    const res = await t.call('/mdr/articles/create', {
      data: {
        categoryId: ids.categories.child, authorId: ids.authors.alice, title: 'Arcane rotation',
        content: '<h2>Opener</h2><p onclick="x()">Cast <strong>Arcane Blast</strong></p>', coverUrl: 'https://img.example/a.png',
      },
    }, { token: editor.token });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({
      status: 'draft', reason: '', featured: false, views: 0, likes: 0, reviewedBy: null, publishedAt: null, version: 1,
      content: '<h2>Opener</h2><p>Cast <strong>Arcane Blast</strong></p>', coverUrl: 'https://img.example/a.png',
      categoryName: '法师', authorName: 'Alice 100%_Mage', summary: '',
    });
    const got = await t.call('/mdr/articles/get', { id: res.data.id }, { token: editor.token });
    expect(got.data).toEqual(res.data);
    const page = await list({ filter: { q: 'Arcane rotation' } });
    expect(page.total).toBe(1);
    expect(page.list[0]).not.toHaveProperty('content');
    const { content: _content, ...withoutContent } = res.data;
    expect(page.list[0]).toEqual(withoutContent);
  });

  it('accepts an empty cover URL and an update of only some fields', async () => {
    const id = await insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.bob, title: 'Tanking 101' });
    const res = await t.call('/mdr/articles/update', { id, data: { coverUrl: '', summary: 'Hold aggro', authorId: ids.authors.alice }, version: 1 },
      { token: editor.token });
    expect(res.data).toMatchObject({ title: 'Tanking 101', coverUrl: '', summary: 'Hold aggro', authorName: 'Alice 100%_Mage', version: 2 });
  });

  it('pages with a total counted under the same filter', async () => {
    const first = await list({ page: 1, pageSize: 100, filter: { status: 'published' }, sort: 'id', order: 'ASC' });
    const third = await list({ page: 3, pageSize: 100, filter: { status: 'published' }, sort: 'id', order: 'ASC' });
    expect(first.total).toBe(BULK / 2);
    expect(first.list).toHaveLength(100);
    expect(third.list).toHaveLength(100);
    expect(third.list[0].id).toBeGreaterThan(first.list[99].id);
    expect(first.list.every((i) => i.status === 'published')).toBe(true);
    const beyond = await list({ page: 99, pageSize: 100, filter: { status: 'published' } });
    expect(beyond).toEqual({ list: [], total: BULK / 2 });
    expect((await list({})).list).toHaveLength(20);
  });

  it('filters by one status or several', async () => {
    expect(idsOf((await list({ filter: { status: 'hidden' } })).list)).toEqual([special.backslash]);
    const several = await list({ filter: { status: ['pending', 'rejected'] }, pageSize: 100 });
    expect(idsOf(several.list)).toEqual([special.percent, special.underscore]);
  });

  it('filters by category, author, author name part and featured', async () => {
    const root = await list({ filter: { categoryId: ids.categories.root }, pageSize: 100 });
    expect(root.total).toBe(4);
    expect((await list({ filter: { authorId: ids.authors.bob } })).total).toBeGreaterThanOrEqual(BULK);
    expect((await list({ filter: { authorName: 'the tank' } })).total).toBeGreaterThanOrEqual(BULK);
    // % and _ in the pen name are matched literally
    expect((await list({ filter: { authorName: '100%_' } })).list.every((i) => i.authorName === 'Alice 100%_Mage')).toBe(true);
    expect((await list({ filter: { authorName: '0%_M' } })).total).toBe((await list({ filter: { authorId: ids.authors.alice } })).total);
    expect((await list({ filter: { authorName: '%' } })).list.every((i) => i.authorName === 'Alice 100%_Mage')).toBe(true);
    expect(idsOf((await list({ filter: { featured: true } })).list)).toEqual([special.summary]);
  });

  it('searches title and summary with % and _ taken literally', async () => {
    expect(idsOf((await list({ filter: { q: '100%' } })).list)).toEqual([special.percent]);
    expect(idsOf((await list({ filter: { q: '%' } })).list)).toEqual([special.percent, special.summary]);
    expect(idsOf((await list({ filter: { q: '_' } })).list)).toEqual([special.underscore, special.summary]);
    expect(idsOf((await list({ filter: { q: 'e_c' } })).list)).toEqual([special.underscore]);
    expect(idsOf((await list({ filter: { q: '\\wow\\' } })).list)).toEqual([special.backslash]);
    expect(idsOf((await list({ filter: { q: 'CRIT builds' } })).list)).toEqual([special.summary]);
    expect((await list({ filter: { q: 'no such words' } })).total).toBe(0);
  });

  it('filters created dates as inclusive whole Beijing days', async () => {
    expect(idsOf((await list({ filter: { createdFrom: '2024-05-01', createdTo: '2024-05-01' } })).list)).toEqual([special.percent]);
    expect(idsOf((await list({ filter: { createdFrom: '2024-05-02', createdTo: '2024-05-03' } })).list))
      .toEqual([special.underscore, special.summary]);
    expect((await list({ filter: { createdTo: '2024-05-04' } })).total).toBe(4);
    expect((await list({ filter: { createdFrom: '2024-05-05', createdTo: '2024-12-31' } })).total).toBe(0);
  });

  it.each([
    ['id', 'id'], ['title', 'title'], ['status', 'status'], ['views', 'views'], ['likes', 'likes'],
    ['createdAt', 'created_at'], ['updatedAt', 'updated_at'], ['publishedAt', 'published_at'],
  ] as const)('sorts by %s both ways (ties by id, no gaps between pages)', async (sort, column) => {
    for (const order of ['ASC', 'DESC'] as const) {
      const pages = [await list({ sort, order, pageSize: 100, page: 1 }), await list({ sort, order, pageSize: 100, page: 2 })];
      const dir = sql.raw(order);
      const { rows } = await sql<{ id: number }>`SELECT id FROM articles
        ORDER BY ${sql.ref(column)} ${dir} NULLS LAST, id ${dir} LIMIT 200`.execute(t.db);
      expect(pages.flatMap((p) => p.list.map((i) => i.id))).toEqual(rows.map((r) => r.id));
    }
  });

  it('defaults to newest first', async () => {
    const res = await list({ pageSize: 5 });
    const { rows } = await sql<{ id: number }>`SELECT id FROM articles ORDER BY created_at DESC, id DESC LIMIT 5`.execute(t.db);
    expect(res.list.map((i) => i.id)).toEqual(rows.map((r) => r.id));
  });

  it('answers a filtered page of 600+ rows quickly', async () => {
    const started = performance.now();
    for (let i = 0; i < 5; i++) await list({ pageSize: 100, filter: { status: ['draft', 'published'], q: 'Bulk' }, sort: 'createdAt' });
    expect((performance.now() - started) / 5).toBeLessThan(1000);
  });
});
