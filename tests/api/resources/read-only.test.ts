// A read-only aggregate resource (tests' test_author_stats: a GROUP BY in a
// derived table, no table of its own, no version) declared like any other:
// list, filter, sort, get, export work; no history, no writes, no locking. Its
// views stand in for a money figure: absent, unsortable and unfilterable
// without test_author_stats.read_money.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsOf } from '../../../server/resources/routes';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { guideSeed, insertArticle, parseCsv, signInStaff, type Staff } from '../guide/fixtures';
import { authorStats, grantTestKeys, testResourcesPlugin } from './test-resources';

describe.each(testBackends())('read-only aggregate resource (%s)', (backend) => {
  let t: TestApp;
  let editor: Staff;
  let editor2: Staff;
  const { ids, seed } = guideSeed(async (db, ids) => {
    for (let i = 0; i < 3; i++) await insertArticle(db, { categoryId: ids.categories.child, authorId: ids.authors.alice });
    await insertArticle(db, { categoryId: ids.categories.child, authorId: ids.authors.bob });
  });

  beforeAll(async () => {
    t = await createTestApp(backend, { seed, plugins: [async (api) => testResourcesPlugin(api)] });
    ({ editor, editor2 } = await signInStaff(t));
    await grantTestKeys(t.db, ['editor']);
  });
  afterAll(() => t?.close());

  const call = (action: string, body: object) => t.call(`/mdr/test_author_stats/${action}`, body, { token: editor.token });

  it('offers only the read actions: no history, no writes', async () => {
    expect(actionsOf(authorStats)).toEqual(['list', 'get', 'get_many', 'export']);
    for (const action of ['history', 'update', 'delete', 'create']) {
      expect({ action, code: (await call(action, { id: ids.authors.alice })).code }).toEqual({ action, code: -4 });
    }
  });

  it('lists groups with an exact total, filters and sorts on the aggregate', async () => {
    const all = await call('list', {});
    expect(all.data).toEqual({ total: 2, list: [{ id: ids.authors.alice, articles: 3, views: 0 }, { id: ids.authors.bob, articles: 1, views: 0 }] });
    expect((await call('list', { filter: { minArticles: 2 } })).data.list.map((r: { id: number }) => r.id)).toEqual([ids.authors.alice]);
    expect((await call('list', { sort: 'articles', order: 'ASC' })).data.list[0].id).toBe(ids.authors.bob);
  });

  it('gets one group by id and exports them all', async () => {
    expect((await call('get', { id: ids.authors.bob })).data).toEqual({ id: ids.authors.bob, articles: 1, views: 0 });
    expect((await call('get', { id: 99999 })).code).toBe(-4);
    expect((await call('get_many', { ids: [ids.authors.alice] })).data.list).toHaveLength(1);
    const csv = parseCsv((await call('export', {})).body.replace(/^\uFEFF/, ''));
    expect(csv.slice(1)).toEqual([[String(ids.authors.alice), '3', '0'], [String(ids.authors.bob), '1', '0']]);
  });

  it('answers a money figure only with its read_money key: else absent, and no sort or filter by it', async () => {
    await grantTestKeys(t.db, ['editor2']);
    await sql`UPDATE admins SET modules = array_remove(modules, 'test_author_stats.read_money') WHERE username = 'editor2'`.execute(t.db);
    const as = (token: string) => (action: string, body: object) => t.call(`/mdr/test_author_stats/${action}`, body, { token, lang: 'en-US' });
    const blind = as(editor2.token);
    expect((await blind('list', {})).data.list).toEqual([{ id: ids.authors.alice, articles: 3 }, { id: ids.authors.bob, articles: 1 }]);
    expect((await blind('get', { id: ids.authors.bob })).data).toEqual({ id: ids.authors.bob, articles: 1 });
    const sorted = await blind('list', { sort: 'views' });
    expect([sorted.code, sorted.data.errors[0]]).toEqual([-1, { field: 'sort', message: 'Sorting by "views" needs the key that shows money figures' }]);
    const filtered = await blind('export', { filter: { views: 1 } });
    expect([filtered.code, filtered.data.errors[0].field]).toEqual([-1, 'filter.views']);
    expect(parseCsv((await blind('export', {})).body.replace(/^\uFEFF/, ''))[0]).toEqual(['test_author_stats.fields.id', 'test_author_stats.fields.articles']);
    // the key holder sorts and filters by it
    expect((await call('list', { sort: 'views', filter: { views: 1 } })).data).toEqual({ total: 0, list: [] });
  });
});
