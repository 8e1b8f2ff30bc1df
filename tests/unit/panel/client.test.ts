import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/http/ApiError';
import { download, onSessionExpired, post } from '../../../src/http/client';
import { fail, ok } from '../../../mocks/api';
import { startMockApi } from './helpers';

const api = startMockApi();

const errorOf = (promise: Promise<unknown>) => promise.then(
  () => { throw new Error('expected the call to fail'); },
  (error: unknown) => error as ApiError,
);

describe('http client: headers', () => {
  it('sends appid 4, the zh-CN default lang and no token when signed out', async () => {
    await post('/user/check', {});
    const { headers, body } = api.lastCall('/user/check')!;
    expect(headers.appid).toBe('4');
    expect(headers.lang).toBe('zh-CN');
    expect(headers.token).toBeUndefined();
    expect(headers['content-type']).toContain('application/json');
    expect(body).toEqual({});
  });

  it('sends the stored token and the stored locale', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('arco-locale', 'en-US');
    await post('/mdr/articles/get', { id: 7 });
    const { headers, body } = api.lastCall('/mdr/articles/get')!;
    expect(headers.token).toBe('abc');
    expect(headers.lang).toBe('en-US');
    expect(body).toEqual({ id: 7 });
  });

  it('falls back to zh-CN for an unknown stored locale', async () => {
    localStorage.setItem('arco-locale', 'fr-FR');
    await post('/user/check');
    expect(api.lastCall('/user/check')!.headers.lang).toBe('zh-CN');
  });
});

describe('http client: envelope', () => {
  it('returns the data of a code-1 envelope', async () => {
    api.reply('/mdr/articles/get', ok({ id: 7, title: 'Hello' }));
    await expect(post('/mdr/articles/get', { id: 7 })).resolves.toEqual({ id: 7, title: 'Hello' });
  });

  it('throws ApiError with code, message, data and status for an error envelope of any HTTP status', async () => {
    api.reply('/mdr/articles/get', fail(-4, '记录不存在', null, 404));
    const error = await errorOf(post('/mdr/articles/get', { id: 9 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: -4, message: '记录不存在', data: null, status: 404 });
  });

  it("reads an error envelope sent with HTTP 200, and says 'Error' when it has no message", async () => {
    api.reply('/mdr/articles/get', fail(0, '', { requestId: 'r1' }, 200));
    const error = await errorOf(post('/mdr/articles/get', { id: 9 }));
    expect(error).toMatchObject({ code: 0, message: 'Error', data: { requestId: 'r1' }, status: 200 });
  });

  it('turns data.relogin into code -3 whatever the code', async () => {
    api.reply('/user/check', fail(0, '用户登录信息已失效', { relogin: true }, 200));
    expect(await errorOf(post('/user/check'))).toMatchObject({ code: -3, message: '用户登录信息已失效' });
  });

  it('keeps -3 from the API with its 401 status', async () => {
    api.reply('/user/info', fail(-3, 'Please sign in again', { relogin: true }, 401));
    expect(await errorOf(post('/user/info'))).toMatchObject({ code: -3, status: 401 });
  });

  it("gives 'Request Error' (code 0, status 0) when the connection fails", async () => {
    api.reply('/user/info', { networkError: true });
    const error = await errorOf(post('/user/info'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 0, message: 'Request Error', status: 0 });
  });

  it("gives 'Request Error' when the answer is not an envelope (a proxy's HTML page)", async () => {
    api.reply('/user/info', { status: 502, body: '<html>Bad Gateway</html>' });
    expect(await errorOf(post('/user/info'))).toMatchObject({ code: 0, message: 'Request Error', status: 502 });
  });
});

describe('http client: download', () => {
  it('returns the CSV as a blob with the file name the API gives', async () => {
    api.reply('/mdr/articles/export', {
      text: {
        content: '\uFEFFid,title\n1,Hello\n',
        type: 'text/csv; charset=utf-8',
        headers: { 'Content-Disposition': "attachment; filename=\"articles.csv\"; filename*=UTF-8''%E6%96%87%E7%AB%A0.csv" },
      },
    });
    const { blob, filename } = await download('/mdr/articles/export', { filter: {} });
    expect(blob.size).toBeGreaterThan(10);
    expect(filename).toBe('文章.csv');
    expect(api.lastCall('/mdr/articles/export')!.headers.appid).toBe('4');
  });

  it('reads an error envelope out of the blob and throws it', async () => {
    api.reply('/mdr/articles/export', fail(-2, '没有权限', null, 403));
    const error = await errorOf(download('/mdr/articles/export', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: -2, message: '没有权限', status: 403 });
  });

  it("gives 'Request Error' when the export connection fails", async () => {
    api.reply('/mdr/articles/export', { networkError: true });
    expect(await errorOf(download('/mdr/articles/export', {}))).toMatchObject({ code: 0, message: 'Request Error' });
  });
});

describe('http client: the end of a session (-3 or data.relogin)', () => {
  /** Counts the announcements while `run` runs. */
  async function announcements(run: () => Promise<unknown>): Promise<number> {
    let count = 0;
    const stop = onSessionExpired(() => count++);
    try {
      await run().catch(() => undefined);
    } finally {
      stop();
    }
    return count;
  }

  it('announces -3, data.relogin and a bare 401, from calls and exports', async () => {
    api.reply('/mdr/articles/list', fail(-3, '用户登录信息已失效', { relogin: true }, 401));
    api.reply('/mdr/articles/get', fail(0, 'x', { relogin: true }, 200));
    api.reply('/mdr/articles/update', { status: 401, body: '<html>401</html>' });
    api.reply('/mdr/articles/export', fail(-3, '用户登录信息已失效', { relogin: true }, 401));
    expect(await announcements(() => post('/mdr/articles/list'))).toBe(1);
    expect(await announcements(() => post('/mdr/articles/get'))).toBe(1);
    expect(await announcements(() => post('/mdr/articles/update'))).toBe(1);
    expect(await announcements(() => download('/mdr/articles/export'))).toBe(1);
  });

  it('stays quiet for other failures, and for callers that handle -3 themselves', async () => {
    api.reply('/mdr/articles/list', fail(-2, '没有权限', null, 403));
    api.reply('/user/info', fail(-3, '用户登录信息已失效', { relogin: true }, 401));
    expect(await announcements(() => post('/mdr/articles/list'))).toBe(0);
    expect(await announcements(() => post('/user/info', {}, { relogin: false }))).toBe(0);
    api.reply('/mdr/articles/get', { networkError: true });
    expect(await announcements(() => post('/mdr/articles/get'))).toBe(0);
  });
});
