import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { apiResourceOf } from '../../../src/resources';
import { fail, ok } from '../../../mocks/api';
import { startMockApi } from './helpers';

const dataProvider = createDataProvider(apiResourceOf);

const api = startMockApi();
const ARTICLES = 'wow_guide/article';

const bodyOf = (path: string) => api.lastCall(path)!.body;
const errorOf = (promise: Promise<unknown>) => promise.then(
  () => { throw new Error('expected the call to fail'); },
  (error: unknown) => error as HttpError,
);

describe('dataProvider: requests', () => {
  it('getList → /mdr/<api>/list with page, pageSize, sort, order, filter', async () => {
    api.reply('/mdr/articles/list', ok({ list: [{ id: 1, version: 1 }, { id: 2, version: 3 }], total: 42 }));
    const result = await dataProvider.getList(ARTICLES, {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: ['pending'], q: 'mage' },
    });
    expect(bodyOf('/mdr/articles/list')).toEqual({
      page: 3, pageSize: 25, sort: 'createdAt', order: 'DESC', filter: { status: ['pending'], q: 'mage' },
    });
    expect(result).toEqual({ data: [{ id: 1, version: 1 }, { id: 2, version: 3 }], total: 42 });
  });

  it('getList answers an estimated total as pageInfo (no total react-admin would stop at) and meta.totalIsEstimate', async () => {
    api.reply('/mdr/articles/list', ok({ list: [{ id: 1, version: 1 }], total: 998_765, totalIsEstimate: true, hasNextPage: true }));
    const result = await dataProvider.getList(ARTICLES, { pagination: { page: 2000, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result).toEqual({
      data: [{ id: 1, version: 1 }],
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
      meta: { totalIsEstimate: true, estimate: 998_765 },
    });
  });

  it('lastPage asks list for the real last page and answers its number and the exact total', async () => {
    api.reply('/mdr/articles/list', ok({ list: [{ id: 1, version: 1 }], total: 50_000, page: 2500 }));
    const result = await dataProvider.lastPage(ARTICLES, { filter: { status: 'published' }, sort: { field: 'views', order: 'DESC' }, perPage: 20 });
    expect(result).toEqual({ page: 2500, total: 50_000 });
    expect(bodyOf('/mdr/articles/list')).toEqual({ pageSize: 20, sort: 'views', order: 'DESC', filter: { status: 'published' }, last: true });
  });

  it('maps the category route to its API resource', async () => {
    await dataProvider.getList('wow_guide/category', { pagination: { page: 1, perPage: 10 }, sort: { field: 'sortOrder', order: 'ASC' }, filter: {} });
    expect(bodyOf('/mdr/guide_categories/list')).toMatchObject({ page: 1, pageSize: 10, sort: 'sortOrder', order: 'ASC' });
  });

  it('getOne → get {id}', async () => {
    api.reply('/mdr/articles/get', ok({ id: 5, title: 'T', version: 2 }));
    expect(await dataProvider.getOne(ARTICLES, { id: 5 })).toEqual({ data: { id: 5, title: 'T', version: 2 } });
    expect(bodyOf('/mdr/articles/get')).toEqual({ id: 5 });
  });

  it("sends the URL's string ids as the API's integer ids", async () => {
    await dataProvider.getOne(ARTICLES, { id: '5' });
    expect(bodyOf('/mdr/articles/get')).toEqual({ id: 5 });
    await dataProvider.update(ARTICLES, { id: '5', data: { title: 'x' }, previousData: { id: 5, title: 'y', version: 2 } });
    expect(bodyOf('/mdr/articles/update')).toEqual({ id: 5, data: { title: 'x' }, version: 2 });
    await dataProvider.delete(ARTICLES, { id: '5' });
    expect(bodyOf('/mdr/articles/delete')).toEqual({ id: 5 });
    await dataProvider.deleteMany(ARTICLES, { ids: ['5', 6] });
    expect(bodyOf('/mdr/articles/delete_many')).toEqual({ ids: [5, 6] });
    await dataProvider.transition(ARTICLES, 'approve', { id: '7' });
    expect(bodyOf('/mdr/articles/approve')).toEqual({ id: 7 });
  });

  it('getMany → get_many {ids}', async () => {
    const { data } = await dataProvider.getMany(ARTICLES, { ids: [1, 2] });
    expect(bodyOf('/mdr/articles/get_many')).toEqual({ ids: [1, 2] });
    expect(data.map((r) => r.id)).toEqual([1, 2]);
  });

  it('getManyReference → list with filter[target] = id', async () => {
    api.reply('/mdr/articles/list', ok({ list: [], total: 0 }));
    const result = await dataProvider.getManyReference(ARTICLES, {
      target: 'categoryId', id: 9, pagination: { page: 2, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: { featured: true },
    });
    expect(bodyOf('/mdr/articles/list')).toEqual({
      page: 2, pageSize: 5, sort: 'id', order: 'ASC', filter: { featured: true, categoryId: 9 },
    });
    expect(result).toEqual({ data: [], total: 0 });
  });

  it('create → create {data}', async () => {
    const { data } = await dataProvider.create(ARTICLES, { data: { title: 'New', categoryId: 2 } });
    expect(bodyOf('/mdr/articles/create')).toEqual({ data: { title: 'New', categoryId: 2 } });
    expect(data).toMatchObject({ id: 100, title: 'New' });
  });

  it('update → update {id, data: the changed fields, version: previousData.version}', async () => {
    const previousData = { id: 5, title: 'Old', summary: 'S', categoryName: 'Mage', tags: ['a'], version: 4 };
    await dataProvider.update(ARTICLES, { id: 5, data: { ...previousData, title: 'New', tags: ['a', 'b'] }, previousData });
    expect(bodyOf('/mdr/articles/update')).toEqual({ id: 5, data: { title: 'New', tags: ['a', 'b'] }, version: 4 });
  });

  it('updateMany → update_many {ids, data}; deleteMany → delete_many {ids}', async () => {
    expect(await dataProvider.updateMany(ARTICLES, { ids: [1, 2], data: { featured: true } })).toEqual({ data: [1, 2] });
    expect(bodyOf('/mdr/articles/update_many')).toEqual({ ids: [1, 2], data: { featured: true } });
    expect(await dataProvider.deleteMany(ARTICLES, { ids: [3] })).toEqual({ data: [3] });
    expect(bodyOf('/mdr/articles/delete_many')).toEqual({ ids: [3] });
  });

  it('delete → delete {id}', async () => {
    api.reply('/mdr/articles/delete', ok({ id: 8, title: 'Gone', version: 2 }));
    expect(await dataProvider.delete(ARTICLES, { id: 8, previousData: { id: 8 } })).toEqual({ data: { id: 8, title: 'Gone', version: 2 } });
    expect(bodyOf('/mdr/articles/delete')).toEqual({ id: 8 });
  });

  it('transition → /mdr/<api>/<action>; transitionMany → <action>_many', async () => {
    api.reply('/mdr/articles/reject', ok({ id: 3, status: 'rejected', version: 2 }));
    expect(await dataProvider.transition(ARTICLES, 'reject', { id: 3, reason: 'Off topic' }))
      .toEqual({ data: { id: 3, status: 'rejected', version: 2 } });
    expect(bodyOf('/mdr/articles/reject')).toEqual({ id: 3, reason: 'Off topic' });

    const outcome = { done: [1], failed: [{ id: 2, code: -5, message: 'Not pending' }] };
    api.reply('/mdr/articles/approve_many', ok(outcome));
    expect(await dataProvider.transitionMany(ARTICLES, 'approve', { ids: [1, 2] })).toEqual({ data: outcome });
    expect(bodyOf('/mdr/articles/approve_many')).toEqual({ ids: [1, 2] });
  });

  it('startJob → /mdr/jobs/<api>/<action> {filter, ...body}; getJob and cancelJob → /mdr/jobs/get, cancel {id}', async () => {
    const job = { id: 4, state: 'queued', total: 312 };
    api.reply('/mdr/jobs/articles/reject', ok(job));
    expect(await dataProvider.startJob(ARTICLES, 'reject', { filter: { q: 'mage' }, reason: 'Off topic' })).toEqual({ data: job });
    expect(bodyOf('/mdr/jobs/articles/reject')).toEqual({ filter: { q: 'mage' }, reason: 'Off topic' });
    api.reply('/mdr/jobs/get', ok({ ...job, state: 'running' }));
    expect((await dataProvider.getJob(4)).data.state).toBe('running');
    expect(bodyOf('/mdr/jobs/get')).toEqual({ id: 4 });
    api.reply('/mdr/jobs/cancel', ok({ ...job, state: 'cancelled' }));
    expect((await dataProvider.cancelJob(4)).data.state).toBe('cancelled');
    expect(bodyOf('/mdr/jobs/cancel')).toEqual({ id: 4 });
    api.reply('/mdr/jobs/list', ok({ list: [{ ...job, state: 'done' }], total: 31 }));
    expect(await dataProvider.listJobs({ page: 2, pageSize: 10 })).toEqual({ data: [{ ...job, state: 'done' }], total: 31 });
    expect(bodyOf('/mdr/jobs/list')).toEqual({ page: 2, pageSize: 10 });
  });
});

describe('dataProvider: errors', () => {
  it('-1 → HttpError 400 with the field errors by input name and the message for the toast', async () => {
    api.reply('/mdr/articles/update', fail(-1, '输入有误', {
      errors: [
        { field: 'data.title', message: '标题不能为空' },
        { field: 'data.coverUrl', message: '请输入网址' },
        { field: 'version', message: '缺少版本号' },
      ],
    }));
    const error = await errorOf(dataProvider.update(ARTICLES, { id: 1, data: { title: '' }, previousData: { id: 1, title: 'x', version: 1 } }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('输入有误');
    expect(error.status).toBe(400);
    expect(error.body.code).toBe(-1);
    expect(error.body.errors).toEqual({
      title: '标题不能为空',
      coverUrl: '请输入网址',
      version: '缺少版本号',
      root: { serverError: '输入有误' },
    });
  });

  it('-5 keeps its code on the error so screens can tell a conflict apart', async () => {
    api.reply('/mdr/articles/approve', fail(-5, '状态已变化', { current: { status: 'published' } }, 409));
    const error = await errorOf(dataProvider.transition(ARTICLES, 'approve', { id: 1 }));
    expect(error).toMatchObject({ message: '状态已变化', status: 409 });
    expect(error.body).toEqual({ code: -5, data: { current: { status: 'published' } } });
  });

  it("a failed connection → HttpError 'Request Error'", async () => {
    api.reply('/mdr/articles/list', { networkError: true });
    const error = await errorOf(dataProvider.getList(ARTICLES, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Request Error');
    expect(error.body.code).toBe(0);
  });

  it('-3 → HttpError 401 (checkError then logs out)', async () => {
    api.reply('/mdr/articles/get', fail(-3, '用户登录信息已失效', { relogin: true }, 401));
    expect(await errorOf(dataProvider.getOne(ARTICLES, { id: 1 }))).toMatchObject({ status: 401, body: { code: -3 } });
  });
});

describe('dataProvider: exportCsv', () => {
  afterEach(() => vi.restoreAllMocks());

  const spyOnDownload = () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    return { createObjectURL, clicked };
  };

  it("posts {filter, sort, order} without the browser's zone (the API writes Beijing time, as the panel shows) to export and saves the answer as a file", async () => {
    const { createObjectURL, clicked } = spyOnDownload();
    const options = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...options.call(this), timeZone: 'America/New_York' };
    });
    api.reply('/mdr/articles/export', { text: { content: '\uFEFFid,title\n1,Hi\n', type: 'text/csv; charset=utf-8' } });
    await dataProvider.exportCsv(ARTICLES, { filter: { status: 'pending' }, sort: { field: 'createdAt', order: 'DESC' } });
    expect(bodyOf('/mdr/articles/export')).toEqual({
      filter: { status: 'pending' }, sort: 'createdAt', order: 'DESC',
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toMatch(/^articles-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(clicked[0].getAttribute('href')).toMatch(/^blob:/);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('throws the envelope error the export answered with, and saves nothing', async () => {
    const { clicked } = spyOnDownload();
    api.reply('/mdr/articles/export', fail(-1, '筛选条件有误', { errors: [{ field: 'filter.foo', message: '未知筛选' }] }));
    const error = await errorOf(dataProvider.exportCsv(ARTICLES, { filter: { foo: 1 } }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('筛选条件有误');
    expect(error.body.errors).toMatchObject({ 'filter.foo': '未知筛选' });
    expect(clicked).toHaveLength(0);
  });
});
