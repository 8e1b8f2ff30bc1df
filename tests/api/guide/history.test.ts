// A record's history (/mdr/<resource>/history): the audit trail of that record,
// readable by whoever may work on the resource (not only role '*').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { guideSeed, insertArticle, signInStaff, type Staff } from './fixtures';

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

    const res = await t.call('/mdr/articles/history', { id }, { token: staff.editor.token });
    expect(res.code).toBe(1);
    const list = (res.data as { list: { action: string; actorName: string; before: { status: string }; after: { status: string; reason: string } }[] }).list;
    expect(list.map((e) => [e.action, e.actorName])).toEqual([['hide', 'editor2'], ['approve', 'editor']]);
    expect(list[1].before.status).toBe('pending');
    expect(list[1].after.status).toBe('published');
    expect(list[0].after.reason).toBe('内容过时');
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
