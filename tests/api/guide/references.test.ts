// What the article form and the category list need up front: names for the
// reference fields (lookup, under the article's own permission), whether a
// category can be deleted and why not, and article counts over the subtree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { guideSeed, insertArticle, signInStaff, type Staff } from './fixtures';

describe.each(testBackends())('references, deletable, subtree counts (%s)', (backend) => {
  let t: TestApp;
  let staff: Record<'editor' | 'outsider', Staff>;
  let grandchild: number;
  const { ids, seed } = guideSeed(async (db, ids) => {
    const row = await db.insertInto('guide_categories').values({ name: '冰法', parent_id: ids.categories.child, sort_order: 1 })
      .returning('id').executeTakeFirstOrThrow();
    grandchild = row.id;
    for (let i = 0; i < 2; i++) await insertArticle(db, { categoryId: ids.categories.child, authorId: ids.authors.alice });
    await insertArticle(db, { categoryId: grandchild, authorId: ids.authors.bob });
  });

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    staff = await signInStaff(t);
  });
  afterAll(() => t?.close());

  const call = (path: string, body: object, lang: 'zh-CN' | 'en-US' = 'en-US', token = staff.editor.token) =>
    t.call(`/mdr/${path}`, body, { token, lang });

  it('looks authors up by part of the pen name, and names given ids', async () => {
    const byName = await call('articles/lookup', { field: 'authorId', q: 'tank' });
    expect(byName.data).toEqual({ list: [{ id: ids.authors.bob, label: 'Bob the Tank' }] });
    // % and _ are literal, not wildcards
    expect((await call('articles/lookup', { field: 'authorId', q: '100%_' })).data.list).toEqual([{ id: ids.authors.alice, label: 'Alice 100%_Mage' }]);
    const all = await call('articles/lookup', { field: 'authorId' });
    expect(all.data.list.map((r: { label: string }) => r.label)).toEqual(['Alice 100%_Mage', 'Bob the Tank']);
    const byIds = await call('articles/lookup', { field: 'authorId', ids: [ids.authors.bob, 99999] });
    expect(byIds.data.list).toEqual([{ id: ids.authors.bob, label: 'Bob the Tank' }]);
    const cats = await call('articles/lookup', { field: 'categoryId', q: '法' });
    expect(cats.data.list.map((r: { id: number }) => r.id).sort()).toEqual([ids.categories.child, grandchild].sort());
  });

  it('finds a name by its start however many others contain the typed text, prefix matches first', async () => {
    // more names containing "tank" than one answer holds, all sorting before "Tankard Tom"
    const user = await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const many = Array.from({ length: 25 }, (_, i) => ({ user_id: user.id, pen_name: `A Tank ${String(i).padStart(2, '0')}`, status: 'approved' as const }));
    await t.db.insertInto('authors').values([...many, { user_id: user.id, pen_name: 'Tankard Tom', status: 'approved' }]).execute();
    const labels = async (q: string) => ((await call('articles/lookup', { field: 'authorId', q })).data.list as { label: string }[]).map((r) => r.label);
    const found = await labels('tank');
    expect(found).toHaveLength(20);
    expect(found.slice(0, 2)).toEqual(['Tankard Tom', 'A Tank 00']);
    expect(await labels('  TANKARD ')).toEqual(['Tankard Tom']);
    // a prefix with LIKE's wildcards in it is literal too
    expect(await labels('Alice 100%_')).toEqual(['Alice 100%_Mage']);
  });

  it('refuses an undeclared field (-1) and staff without the article key (-2)', async () => {
    expect((await call('articles/lookup', { field: 'reviewedBy', q: 'a' })).data.errors[0].field).toBe('field');
    expect((await call('articles/lookup', { field: 'authorId', q: 'a' }, 'en-US', staff.outsider.token)).code).toBe(-2);
  });

  it('counts articles over the whole subtree and says which categories can be deleted', async () => {
    const list = (await call('guide_categories/list', { pageSize: 100 })).data.list as Record<string, unknown>[];
    const byId = new Map(list.map((c) => [c.id, c]));
    expect(byId.get(ids.categories.root)).toMatchObject({ articleCount: 3, childCount: 1, deletable: false,
      deleteBlockedReason: 'This category still has articles or sub-categories and cannot be deleted' });
    expect(byId.get(ids.categories.child)).toMatchObject({ articleCount: 3, childCount: 1, deletable: false });
    expect(byId.get(grandchild)).toMatchObject({ articleCount: 1, childCount: 0, deletable: false });
    expect(byId.get(ids.categories.empty)).toMatchObject({ articleCount: 0, deletable: true, deleteBlockedReason: null });
    const zh = await call('guide_categories/get', { id: grandchild }, 'zh-CN');
    expect(zh.data.deleteBlockedReason).toBe('该分类下还有文章或子分类，不能删除');
  });

  it('refuses the delete with the same reason, and allows it once the category is empty', async () => {
    const refused = await call('guide_categories/delete', { id: grandchild });
    expect(refused).toMatchObject({ code: -5, message: 'This category still has articles or sub-categories and cannot be deleted' });
    await t.db.deleteFrom('articles').where('category_id', '=', grandchild).execute();
    expect((await call('guide_categories/get', { id: grandchild })).data).toMatchObject({ deletable: true, articleCount: 0 });
    expect((await call('guide_categories/get', { id: ids.categories.child })).data).toMatchObject({ articleCount: 2 });
    expect((await call('guide_categories/delete', { id: grandchild })).code).toBe(1);
  });

  it('marks every article deletable (no rule blocks it)', async () => {
    const list = (await call('articles/list', {})).data.list as { deletable: boolean }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.deletable)).toBe(true);
  });
});
