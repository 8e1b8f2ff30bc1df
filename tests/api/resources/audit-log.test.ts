// audit_log as a read-only resource for role '*': newest first, filters, get.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { guideSeed, insertArticle, signInStaff, type Staff } from '../guide/fixtures';

type Entry = { id: number; action: string; resource: string; recordId: string | null; actorId: number | null; [k: string]: unknown };

describe.each(testBackends())('audit_log resource (%s)', (backend) => {
  let t: TestApp;
  let staff: Record<'admin' | 'editor' | 'editor2', Staff>;
  let articleId: number;
  const { ids, seed } = guideSeed();

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    staff = await signInStaff(t);
    articleId = await insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, status: 'draft', title: 'Audited' });
    await t.call('/mdr/articles/submit', { id: articleId }, { token: staff.editor.token });
    await t.call('/mdr/articles/approve', { id: articleId }, { token: staff.editor2.token });
    await t.call('/mdr/guide_categories/update', { id: ids.categories.empty, data: { visible: false }, version: 1 }, { token: staff.editor.token });
  });
  afterAll(() => t?.close());

  const list = async (body: object) => {
    const res = await t.call('/mdr/audit_log/list', body, { token: staff.admin.token });
    expect(res.code).toBe(1);
    return res.data as { list: Entry[]; total: number };
  };

  it('lists newest first by default', async () => {
    const { list: entries, total } = await list({ pageSize: 100 });
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => b - a));
    expect(entries[0]).toMatchObject({ action: 'update', resource: 'guide_categories', recordId: String(ids.categories.empty) });
    expect(total).toBe(entries.length);
    const oldest = await list({ sort: 'createdAt', order: 'ASC', pageSize: 1 });
    expect(oldest.list[0].id).toBe(Math.min(...entries.map((e) => e.id)));
  });

  it('filters by resource, record (as text or number), actor and action', async () => {
    const byRecord = await list({ filter: { resource: 'articles', recordId: articleId } });
    expect(byRecord.list.map((e) => e.action)).toEqual(['approve', 'submit']);
    expect((await list({ filter: { resource: 'articles', recordId: String(articleId) } })).total).toBe(2);
    const byActor = await list({ filter: { actorId: staff.editor2.id, resource: 'articles' } });
    expect(byActor.list.map((e) => e.action)).toEqual(['approve']);
    expect((await list({ filter: { action: 'update' } })).list.map((e) => e.resource)).toEqual(['guide_categories']);
    expect((await list({ filter: { resource: 'sessions', action: 'login' } })).total).toBe(4);
  });

  it('gets one entry with its before and after records', async () => {
    const [entry] = (await list({ filter: { action: 'approve' } })).list;
    const res = await t.call('/mdr/audit_log/get', { id: entry.id }, { token: staff.admin.token });
    expect(res.data).toMatchObject({
      id: entry.id, actorId: staff.editor2.id, actorName: 'editor2', resource: 'articles', recordId: String(articleId),
      before: { status: 'pending', version: 2 }, after: { status: 'published', version: 3, reviewedBy: staff.editor2.id },
      ip: '127.0.0.1',
    });
    expect(res.data.requestId).toMatch(/\S/);
    expect(new Date(res.data.createdAt).toISOString()).toBe(res.data.createdAt);
  });
});
