// guide_categories: the tree's rules (parent exists, no cycles, delete guard),
// trimmed names, article counts, filters and sorts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { auditRows, guideSeed, insertArticle, signInStaff, type Staff } from './fixtures';

describe.each(testBackends())('guide_categories (%s)', (backend) => {
  let t: TestApp;
  let editor: Staff;
  const { ids, seed } = guideSeed(async (db, ids) => {
    for (let i = 0; i < 3; i++) await insertArticle(db, { categoryId: ids.categories.child, authorId: ids.authors.alice });
  });

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    ({ editor } = await signInStaff(t));
  });
  afterAll(() => t?.close());

  const call = (action: string, body: object, lang: 'zh-CN' | 'en-US' = 'zh-CN') =>
    t.call(`/mdr/guide_categories/${action}`, body, { token: editor.token, lang });
  const create = async (data: object) => {
    const res = await call('create', { data });
    expect(res.code).toBe(1);
    return res.data as { id: number; version: number };
  };

  it('lists roots first by sortOrder with article counts', async () => {
    const res = await call('list', { filter: { parentId: null } });
    expect(res.data.list.map((c: { name: string }) => c.name)).toEqual(['职业攻略', '副本']);
    const child = await call('get', { id: ids.categories.child });
    expect(child.data).toMatchObject({ parentId: ids.categories.root, name: '法师', articleCount: 3, visible: true, version: 1 });
    const under = await call('list', { filter: { parentId: ids.categories.root } });
    expect(under.data).toMatchObject({ total: 1, list: [{ id: ids.categories.child, articleCount: 3 }] });
  });

  it('filters by name (q) and visibility, sorts by name', async () => {
    const hidden = await create({ name: 'Hidden 50%', visible: false });
    expect((await call('list', { filter: { visible: false } })).data.list.map((c: { id: number }) => c.id)).toEqual([hidden.id]);
    expect((await call('list', { filter: { q: '50%' } })).data.total).toBe(1);
    expect((await call('list', { filter: { q: '攻略' } })).data.list[0].id).toBe(ids.categories.root);
    const byName = await call('list', { sort: 'name', order: 'DESC', pageSize: 100 });
    const expected = await t.db.selectFrom('guide_categories').select('id').orderBy('name', 'desc').orderBy('id', 'desc').execute();
    expect(byName.data.list.map((c: { id: number }) => c.id)).toEqual(expected.map((r) => r.id));
    expect(byName.data.total).toBe(expected.length);
  });

  it('stores the name trimmed and refuses a blank one', async () => {
    const c = await create({ name: '  团队副本  ', sortOrder: 5 });
    expect((await call('get', { id: c.id })).data).toMatchObject({ name: '团队副本', sortOrder: 5, parentId: null, articleCount: 0 });
    const blank = await call('create', { data: { name: '    ' } }, 'en-US');
    expect(blank.code).toBe(-1);
    expect(blank.data.errors).toEqual([{ field: 'data.name', message: 'Cannot be blank' }]);
  });

  it('refuses a parent that does not exist (-1 data.parentId)', async () => {
    const res = await call('create', { data: { name: 'Orphan', parentId: 99999 } }, 'en-US');
    expect(res.code).toBe(-1);
    expect(res.data.errors).toEqual([{ field: 'data.parentId', message: 'The parent category does not exist' }]);
  });

  it('refuses a cycle: itself, its child or a deeper descendant as parent', async () => {
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B', parentId: a.id });
    const c = await create({ name: 'C', parentId: b.id });
    for (const parentId of [a.id, b.id, c.id]) {
      const res = await call('update', { id: a.id, data: { parentId }, version: 1 });
      expect({ parentId, code: res.code, field: res.data?.errors?.[0]?.field }).toEqual({ parentId, code: -1, field: 'data.parentId' });
    }
    expect(await auditRows(t.db, 'guide_categories', a.id)).toHaveLength(1);
    // a legal move still works, and back to the root
    const moved = await call('update', { id: c.id, data: { parentId: a.id }, version: 1 });
    expect(moved.data).toMatchObject({ parentId: a.id, version: 2 });
    const root = await call('update', { id: c.id, data: { parentId: null }, version: 2 });
    expect(root.data).toMatchObject({ parentId: null, version: 3 });
  });

  it('two staff moving two categories under each other at once: one move wins, no cycle', async () => {
    const editor2 = await t.createStaff({ username: 'mover', role: 'user', modules: ['mdr.wow.guide'] });
    const token2 = await t.login(editor2.username, editor2.password);
    for (let round = 0; round < 5; round++) {
      const a = await create({ name: `Left ${round}` });
      const b = await create({ name: `Right ${round}` });
      const [x, y] = await Promise.all([
        call('update', { id: a.id, data: { parentId: b.id }, version: 1 }),
        t.call('/mdr/guide_categories/update', { id: b.id, data: { parentId: a.id }, version: 1 }, { token: token2 }),
      ]);
      expect([x.code, y.code].sort()).toEqual([-1, 1]);
      const rows = await t.db.selectFrom('guide_categories').select(['id', 'parent_id']).where('id', 'in', [a.id, b.id]).execute();
      expect(rows.filter((r) => r.parent_id !== null)).toHaveLength(1);
    }
  });

  it('refuses to delete a category with articles or with children (-5), in both languages', async () => {
    for (const id of [ids.categories.child, ids.categories.root]) {
      const zh = await call('delete', { id });
      expect(zh).toMatchObject({ status: 409, code: -5, message: '该分类下还有文章或子分类，不能删除' });
      const en = await call('delete', { id }, 'en-US');
      expect(en.message).toBe('This category still has articles or sub-categories and cannot be deleted');
    }
    const still = await t.db.selectFrom('guide_categories').select('id').where('id', 'in', [ids.categories.root, ids.categories.child]).execute();
    expect(still).toHaveLength(2);
    expect(await auditRows(t.db, 'guide_categories', ids.categories.child)).toHaveLength(0);
  });

  it('deletes an empty category and audits it', async () => {
    const c = await create({ name: 'Temporary' });
    const res = await call('delete', { id: c.id });
    expect(res.data).toMatchObject({ id: c.id, name: 'Temporary' });
    expect((await call('get', { id: c.id })).code).toBe(-4);
    expect((await auditRows(t.db, 'guide_categories', c.id)).map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('counts articles moved between categories', async () => {
    const target = await create({ name: 'Target' });
    const a = await insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.bob });
    const moved = await t.call('/mdr/articles/update', { id: a, data: { categoryId: target.id }, version: 1 }, { token: editor.token });
    expect(moved.data).toMatchObject({ categoryId: target.id, categoryName: 'Target' });
    expect((await call('get', { id: target.id })).data.articleCount).toBe(1);
  });
});
