// The mechanism's writes: exactly one audit row per changed record (actor,
// before/after, ip, request id), optimistic locking on version, and the
// all-or-nothing update_many / delete_many.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type CallResult, type TestApp } from '../helpers';
import { article, auditRows, guideSeed, insertArticle, signInStaff, stored, type AuditRow, type Staff } from '../guide/fixtures';

describe.each(testBackends())('resource mutations (%s)', (backend) => {
  let t: TestApp;
  let staff: Record<'admin' | 'editor' | 'editor2', Staff>;
  const { ids, seed } = guideSeed();
  const newArticle = (status: 'draft' | 'pending' | 'published' = 'draft', title?: string) =>
    insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, status, title });

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    staff = await signInStaff(t);
  });
  afterAll(() => t?.close());

  /** The one audit row of the record, checked for who/where; returns it. */
  async function onlyAudit(resource: string, id: number, action: string, res: CallResult, who: Staff): Promise<AuditRow> {
    const rows = await auditRows(t.db, resource, id);
    expect(rows.map((r) => r.action)).toEqual([action]);
    const [row] = rows;
    expect(row).toMatchObject({ actor_id: who.id, actor_name: who.username, ip: '127.0.0.1', request_id: res.headers['x-request-id'] });
    expect(row.request_id).toMatch(/\S/);
    return row;
  }

  it('create: the record as answered is the audit row\'s after; before is empty', async () => {
    const res = await t.call('/mdr/articles/create', {
      data: { categoryId: ids.categories.child, authorId: ids.authors.bob, title: '  Fire Mage opener  ', summary: 'burn', featured: true },
    }, { token: staff.editor.token });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ title: 'Fire Mage opener', status: 'draft', version: 1, authorName: 'Bob the Tank', categoryName: '法师' });
    const row = await onlyAudit('articles', res.data.id, 'create', res, staff.editor);
    expect(row.before).toBeNull();
    expect(row.after).toEqual(stored(res.data));
  });

  it('update: version + 1, updated_at moves, audit before/after', async () => {
    const id = await newArticle();
    const old = await article(t.db, id);
    const res = await t.call('/mdr/articles/update', { id, data: { title: 'Renamed', featured: true }, version: 1 }, { token: staff.editor.token });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ id, title: 'Renamed', featured: true, version: 2 });
    expect(new Date(res.data.updatedAt).getTime()).toBeGreaterThanOrEqual(old!.updated_at.getTime());
    const row = await onlyAudit('articles', id, 'update', res, staff.editor);
    expect(row.before).toMatchObject({ id, title: old!.title, version: 1 });
    expect(row.after).toEqual(stored(res.data));
  });

  it('update with a stale version: -5 with the current record, nothing written', async () => {
    const id = await newArticle('draft', 'Shared draft');
    const first = await t.call('/mdr/articles/update', { id, data: { title: 'Edit by one' }, version: 1 }, { token: staff.editor.token });
    expect(first.code).toBe(1);
    const stale = await t.call('/mdr/articles/update', { id, data: { title: 'Edit by two' }, version: 1 }, { token: staff.editor2.token, lang: 'en-US' });
    expect(stale).toMatchObject({ status: 409, code: -5 });
    expect(stale.message).toMatch(/changed this record/);
    expect(stale.data.current).toMatchObject({ id, title: 'Edit by one', version: 2 });
    expect(await article(t.db, id)).toMatchObject({ title: 'Edit by one', version: 2 });
    expect((await auditRows(t.db, 'articles', id)).map((r) => r.actor_id)).toEqual([staff.editor.id]);
  });

  it('two staff saving the same version at once: exactly one wins', async () => {
    const id = await newArticle();
    const [a, b] = await Promise.all([
      t.call('/mdr/articles/update', { id, data: { title: 'A wins' }, version: 1 }, { token: staff.editor.token }),
      t.call('/mdr/articles/update', { id, data: { title: 'B wins' }, version: 1 }, { token: staff.editor2.token }),
    ]);
    expect([a.code, b.code].sort()).toEqual([-5, 1]);
    const winner = a.code === 1 ? a : b;
    expect(await article(t.db, id)).toMatchObject({ title: winner.data.title, version: 2 });
    expect(await auditRows(t.db, 'articles', id)).toHaveLength(1);
  });

  it('delete: answers the record as it was; audit after is empty', async () => {
    const id = await newArticle();
    const res = await t.call('/mdr/articles/delete', { id }, { token: staff.editor.token });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ id, status: 'draft' });
    expect(await article(t.db, id)).toBeUndefined();
    const row = await onlyAudit('articles', id, 'delete', res, staff.editor);
    expect(row.before).toEqual(stored(res.data));
    expect(row.after).toBeNull();
  });

  it('update_many: one audit row per record, missing ids left out', async () => {
    const a = await newArticle();
    const b = await newArticle('published');
    const res = await t.call('/mdr/articles/update_many', { ids: [b, a, 987654, a], data: { featured: true } }, { token: staff.editor.token });
    expect(res).toMatchObject({ code: 1, data: { ids: [a, b].sort((x, y) => x - y) } });
    for (const id of [a, b]) {
      expect(await article(t.db, id)).toMatchObject({ featured: true, version: 2 });
      const row = await onlyAudit('articles', id, 'update', res, staff.editor);
      expect(row.before).toMatchObject({ featured: false, version: 1 });
      expect(row.after).toMatchObject({ featured: true, version: 2 });
    }
  });

  it('update_many is all or nothing: one invalid record rolls back the others', async () => {
    const a = await newArticle();
    const cat = await t.call('/mdr/guide_categories/create', { data: { name: 'Temp' } }, { token: staff.editor.token });
    const b = await t.call('/mdr/guide_categories/create', { data: { name: 'Temp child', parentId: cat.data.id } }, { token: staff.editor.token });
    // moving both under b: fine for the other root, a cycle for cat (b is its child)
    const res = await t.call('/mdr/guide_categories/update_many', { ids: [ids.categories.empty, cat.data.id], data: { parentId: b.data.id } },
      { token: staff.editor.token });
    expect(res.code).toBe(-1);
    expect(res.data.errors[0].field).toBe('data.parentId');
    const empty = await t.db.selectFrom('guide_categories').selectAll().where('id', '=', ids.categories.empty).executeTakeFirstOrThrow();
    expect(empty).toMatchObject({ parent_id: null, version: 1 });
    expect(await auditRows(t.db, 'guide_categories', ids.categories.empty)).toHaveLength(0);
    expect(await article(t.db, a)).toMatchObject({ version: 1 });
  });

  it('delete_many: each record deleted and audited; a guarded one refuses the whole batch', async () => {
    const x = await t.call('/mdr/guide_categories/create', { data: { name: 'X' } }, { token: staff.editor.token });
    const y = await t.call('/mdr/guide_categories/create', { data: { name: 'Y' } }, { token: staff.editor.token });
    const refused = await t.call('/mdr/guide_categories/delete_many', { ids: [x.data.id, ids.categories.child] }, { token: staff.editor.token });
    expect(refused.code).toBe(-5);
    expect(await auditRows(t.db, 'guide_categories', x.data.id)).toHaveLength(1); // only its create
    const res = await t.call('/mdr/guide_categories/delete_many', { ids: [x.data.id, y.data.id] }, { token: staff.editor.token });
    expect(res).toMatchObject({ code: 1, data: { ids: [x.data.id, y.data.id] } });
    for (const c of [x, y]) {
      const rows = await auditRows(t.db, 'guide_categories', c.data.id);
      expect(rows.map((r) => r.action)).toEqual(['create', 'delete']);
      expect(rows[1].request_id).toBe(res.headers['x-request-id']);
    }
  });

  it('get_many answers the records that exist, with content', async () => {
    const a = await newArticle();
    const res = await t.call('/mdr/articles/get_many', { ids: [a, 999999] }, { token: staff.editor.token });
    expect(res.code).toBe(1);
    expect(res.data.list.map((r: { id: number }) => r.id)).toEqual([a]);
    expect(res.data.list[0]).toHaveProperty('content');
  });
});
