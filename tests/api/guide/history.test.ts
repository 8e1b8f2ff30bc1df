// A record's history (/mdr/<resource>/history): the audit trail of that record,
// readable by whoever may work on the resource (not only role '*').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { guideSeed, insertArticle, signInStaff, type Staff } from './fixtures';

interface Entry { action: string; actorName: string; changes: { field: string; kind: string; before: unknown; after: unknown }[] }

describe.each(testBackends())('record history (%s)', (backend) => {
  let t: TestApp;
  let staff: Record<'admin' | 'editor' | 'editor2' | 'outsider', Staff>;
  const { ids, seed } = guideSeed();

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    staff = await signInStaff(t);
  });
  afterAll(() => t?.close());

  it('lists who changed the article, newest first, to a moderator without role *', async () => {
    const id = await insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, status: 'pending' });
    const approved = await t.call('/mdr/articles/approve', { id }, { token: staff.editor.token });
    expect(approved.code).toBe(1);
    const hidden = await t.call('/mdr/articles/hide', { id, reason: '内容过时' }, { token: staff.editor2.token });
    expect(hidden.code).toBe(1);

    // people read display names, not usernames (the audit row keeps the username)
    await t.db.updateTable('admins').set({ name: '审核·小周' }).where('username', '=', 'editor2').execute();

    const res = await t.call('/mdr/articles/history', { id }, { token: staff.editor.token });
    expect(res.code).toBe(1);
    const list = (res.data as { list: Entry[] }).list;
    expect(list.map((e) => [e.action, e.actorName])).toEqual([['hide', '审核·小周'], ['approve', 'editor']]);
    // the transition names the state change; what else changed is listed (reviewedBy is not watched)
    expect(list[0].changes).toEqual([{ field: 'reason', kind: 'value', before: '', after: '内容过时' }]);
    expect(list[1].changes).toEqual([]);
  });

  it('an edit lists every watched field it changed; long text by its length only', async () => {
    const id = await insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, status: 'draft' });
    const { data: before } = await t.call('/mdr/articles/get', { id }, { token: staff.editor.token });
    const content = '<p>' + 'x'.repeat(120) + '</p>';
    const res = await t.call('/mdr/articles/update', {
      id, version: before.version, data: { title: 'New title', categoryId: ids.categories.empty, content, featured: !before.featured },
    }, { token: staff.editor.token });
    expect(res.code).toBe(1);
    const [entry] = (await t.call('/mdr/articles/history', { id }, { token: staff.editor.token })).data.list as Entry[];
    expect(entry.action).toBe('update');
    expect(entry.changes).toEqual([
      { field: 'title', kind: 'value', before: before.title, after: 'New title' },
      { field: 'categoryName', kind: 'value', before: '法师', after: '副本' },
      { field: 'featured', kind: 'value', before: before.featured, after: !before.featured },
      { field: 'content', kind: 'text', before: [...before.content].length, after: content.length },
    ]);
  });

  it('a resource declaring no history fields shows the fields it writes', async () => {
    const created = await t.call('/mdr/guide_categories/create', { data: { name: '团本' } }, { token: staff.editor.token });
    const { id, version } = created.data;
    await t.call('/mdr/guide_categories/update', { id, version, data: { name: '团队副本', sortOrder: 5 } }, { token: staff.editor.token });
    const list = (await t.call('/mdr/guide_categories/history', { id }, { token: staff.editor.token })).data.list as Entry[];
    expect(list.map((e) => [e.action, e.changes])).toEqual([
      ['update', [
        { field: 'name', kind: 'value', before: '团本', after: '团队副本' },
        { field: 'sortOrder', kind: 'value', before: 0, after: 5 },
      ]],
      ['create', []],
    ]);
  });

  it('shows only that record, and nothing for a record never changed', async () => {
    const other = await insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.bob, status: 'pending' });
    const res = await t.call('/mdr/articles/history', { id: other }, { token: staff.admin.token });
    expect(res.code).toBe(1);
    expect((res.data as { list: unknown[] }).list).toEqual([]);
  });

  it('is refused without the module key, and bad ids are field errors', async () => {
    const refused = await t.call('/mdr/articles/history', { id: 1 }, { token: staff.outsider.token });
    expect(refused.code).toBe(-2);
    const bad = await t.call('/mdr/articles/history', { id: 'x' }, { token: staff.editor.token });
    expect(bad.code).toBe(-1);
    expect((bad.data as { errors: { field: string }[] }).errors[0].field).toBe('id');
  });
});
