// Every class of bad input on the resource routes is -1 naming the field —
// never a 500 and never a change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { auditCount, guideSeed, insertArticle, signInStaff, type Staff } from '../guide/fixtures';

type Case = [name: string, path: string, body: unknown, field: string];

describe.each(testBackends())('bad input on resource routes (%s)', (backend) => {
  let t: TestApp;
  let staff: Record<'admin' | 'editor', Staff>;
  let articleId: number;
  const { ids, seed } = guideSeed();

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    staff = await signInStaff(t);
    articleId = await insertArticle(t.db, { categoryId: ids.categories.child, authorId: ids.authors.alice, status: 'pending', title: 'Original' });
  });
  afterAll(() => t?.close());

  const cases = (): Case[] => {
    const data = { categoryId: ids.categories.child, authorId: ids.authors.alice, title: 'T' };
    return [
      // list: paging, sort, order, filter
      ['pageSize 0', '/mdr/articles/list', { pageSize: 0 }, 'pageSize'],
      ['pageSize 101', '/mdr/articles/list', { pageSize: 101 }, 'pageSize'],
      ['page 0', '/mdr/articles/list', { page: 0 }, 'page'],
      ['page as a string', '/mdr/articles/list', { page: '2' }, 'page'],
      ['pageSize fractional', '/mdr/articles/list', { pageSize: 2.5 }, 'pageSize'],
      ['unknown sort field', '/mdr/articles/list', { sort: 'password' }, 'sort'],
      ['sort by a column name instead of the API field', '/mdr/articles/list', { sort: 'created_at' }, 'sort'],
      ['bad order', '/mdr/articles/list', { order: 'UP' }, 'order'],
      ['unknown filter key', '/mdr/articles/list', { filter: { secret: 1 } }, 'filter.secret'],
      ['filter of the wrong type', '/mdr/articles/list', { filter: { categoryId: '1' } }, 'filter.categoryId'],
      ['unknown status in filter', '/mdr/articles/list', { filter: { status: 'deleted' } }, 'filter.status'],
      ['unknown status in a filter array', '/mdr/articles/list', { filter: { status: ['draft', 'x'] } }, 'filter.status'],
      ['bad date in filter', '/mdr/articles/list', { filter: { createdFrom: '2025-13-40' } }, 'filter.createdFrom'],
      ['filter not an object', '/mdr/articles/list', { filter: 'status=draft' }, 'filter'],
      ['extra top-level field', '/mdr/articles/list', { pageSize: 10, limit: 10 }, 'limit'],
      ['category filter of the wrong type', '/mdr/guide_categories/list', { filter: { visible: 'yes' } }, 'filter.visible'],
      ['audit filter unknown key', '/mdr/audit_log/list', { filter: { userAgent: 'curl' } }, 'filter.userAgent'],
      // ids
      ['missing id', '/mdr/articles/get', {}, 'id'],
      ['id 0', '/mdr/articles/get', { id: 0 }, 'id'],
      ['negative id', '/mdr/articles/get', { id: -3 }, 'id'],
      ['id as a string', '/mdr/articles/get', { id: '1' }, 'id'],
      ['fractional id', '/mdr/articles/get', { id: 1.5 }, 'id'],
      ['id beyond int4', '/mdr/articles/get', { id: 2 ** 31 }, 'id'],
      ['ids empty', '/mdr/articles/get_many', { ids: [] }, 'ids'],
      ['ids not a list', '/mdr/articles/get_many', { ids: 5 }, 'ids'],
      ['ids with a bad entry', '/mdr/articles/delete_many', { ids: [1, 'x'] }, 'ids.1'],
      ['ids over 1000', '/mdr/articles/get_many', { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }, 'ids'],
      // create / update data
      ['create without data', '/mdr/articles/create', {}, 'data'],
      ['create missing title', '/mdr/articles/create', { data: { ...data, title: undefined } }, 'data.title'],
      ['create title of the wrong type', '/mdr/articles/create', { data: { ...data, title: 5 } }, 'data.title'],
      ['create title too long', '/mdr/articles/create', { data: { ...data, title: 'x'.repeat(201) } }, 'data.title'],
      ['create blank title', '/mdr/articles/create', { data: { ...data, title: '   ' } }, 'data.title'],
      ['create with a read-only field', '/mdr/articles/create', { data: { ...data, status: 'published' } }, 'data.status'],
      ['create with views', '/mdr/articles/create', { data: { ...data, views: 1000 } }, 'data.views'],
      ['cover URL with another scheme', '/mdr/articles/create', { data: { ...data, coverUrl: 'javascript:alert(1)' } }, 'data.coverUrl'],
      ['cover URL that is no URL', '/mdr/articles/create', { data: { ...data, coverUrl: 'http://' } }, 'data.coverUrl'],
      ['unknown category', '/mdr/articles/create', { data: { ...data, categoryId: 999 } }, 'data.categoryId'],
      ['unknown author', '/mdr/articles/create', { data: { ...data, authorId: 999 } }, 'data.authorId'],
      ['summary too long', '/mdr/articles/create', { data: { ...data, summary: 's'.repeat(501) } }, 'data.summary'],
      ['update without version', '/mdr/articles/update', { id: 1, data: { title: 'x' } }, 'version'],
      ['update with a string version', '/mdr/articles/update', { id: 1, data: { title: 'x' }, version: '1' }, 'version'],
      ['update with empty data', '/mdr/articles/update', { id: 1, data: {}, version: 1 }, 'data'],
      ['update with an extra data field', '/mdr/articles/update', { id: 1, data: { title: 'x', createdAt: '2020-01-01' }, version: 1 }, 'data.createdAt'],
      ['update_many with a wrong type', '/mdr/articles/update_many', { ids: [1], data: { featured: 'yes' } }, 'data.featured'],
      ['category name too long', '/mdr/guide_categories/create', { data: { name: 'n'.repeat(61) } }, 'data.name'],
      ['category name empty', '/mdr/guide_categories/create', { data: { name: '' } }, 'data.name'],
      ['category parent as a string', '/mdr/guide_categories/create', { data: { name: 'x', parentId: '1' } }, 'data.parentId'],
      // transitions
      ['reject without reason', '/mdr/articles/reject', { id: 1 }, 'reason'],
      ['reject with an empty reason', '/mdr/articles/reject', { id: 1, reason: '' }, 'reason'],
      ['reject with a blank reason', '/mdr/articles/reject', { id: 1, reason: '   ' }, 'reason'],
      ['reject with a reason too long', '/mdr/articles/reject', { id: 1, reason: 'r'.repeat(201) }, 'reason'],
      ['approve with an extra field', '/mdr/articles/approve', { id: 1, reason: 'x' }, 'reason'],
      ['reject_many without reason', '/mdr/articles/reject_many', { ids: [1] }, 'reason'],
      // text PostgreSQL cannot store as sent (NUL: the query would fail; a lone surrogate: stored as U+FFFD)
      ['reason holding a NUL byte', '/mdr/articles/hide', { id: articleId, reason: '\u0000' }, 'reason'],
      ['title holding a NUL byte', '/mdr/articles/create', { data: { ...data, title: 'a\u0000b' } }, 'data.title'],
      ['title holding a lone surrogate', '/mdr/articles/update', { id: articleId, data: { title: 'a\ud83d' }, version: 1 }, 'data.title'],
      ['search holding a NUL byte', '/mdr/articles/list', { filter: { q: '\u0000' } }, 'filter.q'],
      ['NUL inside a filter array', '/mdr/articles/list', { filter: { status: ['draft', 'x\u0000'] } }, 'filter.status.1'],
      ['NUL in a field name', '/mdr/articles/update', { id: articleId, data: { ['t\u0000']: 1 }, version: 1 }, 'data.t\u0000'],
      ['NUL in an export filter', '/mdr/articles/export', { filter: { authorName: 'x\u0000' } }, 'filter.authorName'],
      ['export with an unknown sort', '/mdr/articles/export', { sort: 'nope' }, 'sort'],
      ['export with an unknown filter', '/mdr/articles/export', { filter: { nope: true } }, 'filter.nope'],
    ];
  };

  it('answers -1 with the offending field for each bad input, and changes nothing', async () => {
    const articles = await t.db.selectFrom('articles').selectAll().orderBy('id').execute();
    const audits = await auditCount(t.db);
    for (const [name, path, body, field] of cases()) {
      const res = await t.call(path, body, { token: staff.admin.token, lang: 'en-US' });
      expect({ name, code: res.code, status: res.status }).toEqual({ name, code: -1, status: 400 });
      const fields = (res.data.errors as { field: string; message: string }[]).map((e) => e.field);
      expect({ name, fields }).toEqual({ name, fields: expect.arrayContaining([field]) });
      for (const e of res.data.errors) expect(e.message).toMatch(/\S/);
    }
    expect(await t.db.selectFrom('articles').selectAll().orderBy('id').execute()).toEqual(articles);
    expect(await auditCount(t.db)).toBe(audits);
  });

  it('answers a missing record with -4 on get, update, delete and transitions', async () => {
    for (const [path, body] of [
      ['/mdr/articles/get', { id: 999999 }],
      ['/mdr/articles/update', { id: 999999, data: { title: 'x' }, version: 1 }],
      ['/mdr/articles/delete', { id: 999999 }],
      ['/mdr/articles/approve', { id: 999999 }],
      ['/mdr/guide_categories/get', { id: 999999 }],
      ['/mdr/audit_log/get', { id: 999999 }],
    ] as const) {
      const res = await t.call(path, body, { token: staff.admin.token });
      expect({ path, code: res.code, status: res.status }).toEqual({ path, code: -4, status: 404 });
    }
  });

  it('translates field errors by lang (zh-CN by default)', async () => {
    const zh = await t.call('/mdr/articles/list', { pageSize: 101 }, { token: staff.editor.token });
    const en = await t.call('/mdr/articles/list', { pageSize: 101 }, { token: staff.editor.token, lang: 'en-US' });
    expect(zh.data.errors[0]).toEqual({ field: 'pageSize', message: '不能大于 100' });
    expect(en.data.errors[0]).toEqual({ field: 'pageSize', message: 'Must be at most 100' });
    const nul = await t.call('/mdr/articles/hide', { id: articleId, reason: '\u0000' }, { token: staff.editor.token });
    expect(nul.data.errors).toEqual([{ field: 'reason', message: expect.stringContaining('\\u0000') }]);
  });

  it('keeps the article untouched after the refused writes', async () => {
    const res = await t.call('/mdr/articles/get', { id: articleId }, { token: staff.editor.token });
    expect(res.data).toMatchObject({ title: 'Original', status: 'pending', version: 1 });
  });
});
