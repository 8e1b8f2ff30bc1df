// The envelope conventions (docs/api.md) for every class of bad input.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Envelope, ok } from '../../../server/core/envelope';
import { missingKeys } from '../../../server/core/i18n';
import { createTestApp, testBackends, type TestApp } from '../helpers';

// Routes written the way resource routes are: schema + permission + call.
const testRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/mdr/test/boom', { config: { permission: 'game_items.read' } }, async () => {
    throw new Error('secret detail of the failure');
  });
  app.post('/mdr/test/undeclared', {}, async (request) => ok(request, 'should never answer'));
  app.post('/mdr/test/root_only', { config: { permission: '*' } }, async (request) => ok(request, 'root'));
  app.post('/mdr/test/echo', {
    config: { permission: 'articles.read' },
    schema: {
      body: Type.Object({
        data: Type.Object({
          title: Type.String({ minLength: 1, maxLength: 5 }),
          status: Type.Union([Type.Literal('draft'), Type.Literal('pending')]),
          parentId: Type.Union([Type.Integer(), Type.Null()]),
        }),
      }),
      response: { 200: Envelope(Type.Object({ title: Type.String() })) },
    },
  }, async (request) => ok(request, { title: request.body.data.title, secret: 'dropped by the schema' }));
};

describe.each(testBackends())('envelope on %s', (backend) => {
  let t: TestApp;
  let token: string;

  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend, {
      plugins: [testRoutes],
      logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
    });
    await t.createStaff({ username: 'boss', role: '*' });
    token = await t.login('boss', 'boss-pass1');
  });
  afterAll(() => t?.close());

  it('answers invalid JSON with -1 on field body, HTTP 400', async () => {
    const res = await t.call('/api/user/login', '{"username": "boss",', {});
    expect(res).toMatchObject({ status: 400, code: -1 });
    expect(res.data.errors).toEqual([{ field: 'body', message: '请求体不是合法的 JSON' }]);
  });

  it('refuses a missing or wrong appid with -1 on field appid', async () => {
    for (const appid of [undefined, '5', '']) {
      const res = await t.call('/user/check', {}, { token, headers: { appid }, lang: 'en-US' });
      expect(res).toMatchObject({ status: 400, code: -1, message: 'Invalid input: appid — appid must be 4' });
      expect(res.data.errors).toEqual([{ field: 'appid', message: 'appid must be 4' }]);
    }
  });

  it('refuses a body over 1 MB with a -1 envelope, not an HTML 413', async () => {
    const res = await t.call('/api/user/login', { username: 'x'.repeat(1024 * 1024 + 10), password: 'p' });
    expect(res).toMatchObject({ status: 400, code: -1 });
    expect(res.data.errors[0].field).toBe('body');
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.call('/api/user/login', 'username=boss', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res).toMatchObject({ status: 400, code: -1 });
    expect(res.data.errors[0].field).toBe('content-type');
  });

  it('names a field of the wrong type, an extra field and a non-object body', async () => {
    const wrongType = await t.call('/api/user/login', { username: 42, password: 'x' }, { lang: 'en-US' });
    expect(wrongType.data.errors).toEqual([{ field: 'username', message: 'Must be a string' }]);
    const extra = await t.call('/api/user/login', { username: 'boss', password: 'x', remember: true }, { lang: 'en-US' });
    expect(extra).toMatchObject({ status: 400, code: -1 });
    expect(extra.data.errors).toEqual([{ field: 'remember', message: 'Unknown field' }]);
    const array = await t.call('/user/check', [], { token, lang: 'en-US' });
    expect(array.data.errors).toEqual([{ field: 'body', message: 'The body must be a JSON object' }]);
  });

  it('answers an unknown route or method with -4, HTTP 404', async () => {
    const res = await t.call('/mdr/nothing/here', {}, { token });
    expect(res).toMatchObject({ status: 404, code: -4, message: '未找到', data: null });
    const get = await t.app.inject({ method: 'GET', url: '/user/check', headers: { appid: '4', token } });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe(-4);
  });

  it('treats a missing body as {}', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/user/check', headers: { appid: '4', token } });
    expect(res.json()).toMatchObject({ code: 1, data: { name: 'boss', role: '*' } });
  });

  it('echoes a fresh request id on every answer', async () => {
    const a = await t.call('/user/check', {}, { token });
    const b = await t.call('/user/check', {}, { token, headers: { 'x-request-id': 'forged' } });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe('forged');
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
  });

  it('answers an unexpected error with code 0, HTTP 500 and the request id, never the stack', async () => {
    const res = await t.call('/mdr/test/boom', {}, { token });
    expect(res).toMatchObject({ status: 500, code: 0, message: '服务器内部错误，请稍后再试' });
    expect(res.data).toEqual({ requestId: res.headers['x-request-id'] });
    expect(res.body).not.toContain('secret detail');
    expect(res.body).not.toMatch(/at .*\.ts/);
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.requestId === res.data.requestId && l.err);
    expect(logged.err.message).toBe('secret detail of the failure');
    expect(logged.err.stack).toContain('envelope.test.ts');
  });

  it('refuses a /mdr route that declares no permission, even to role *', async () => {
    const res = await t.call('/mdr/test/undeclared', {}, { token });
    expect(res).toMatchObject({ status: 403, code: -2, message: '没有权限', data: null });
  });

  it('checks the declared permission key; * means role * only', async () => {
    const guide = await t.createStaff({ username: 'guide', modules: ['mdr.wow.guide'] });
    const guideToken = await t.login(guide.username, guide.password);
    const body = { data: { title: 'Hi', status: 'draft', parentId: null } };
    expect((await t.call('/mdr/test/echo', body, { token: guideToken })).code).toBe(1);
    expect((await t.call('/mdr/test/boom', {}, { token: guideToken })).code).toBe(-2);
    expect((await t.call('/mdr/test/root_only', {}, { token: guideToken, lang: 'en-US' })))
      .toMatchObject({ status: 403, code: -2, message: 'You do not have permission' });
    expect((await t.call('/mdr/test/root_only', {}, { token })).data).toBe('root');
  });

  it('answers with the schema: success envelope in the caller language, unknown output dropped', async () => {
    const res = await t.call('/mdr/test/echo', { data: { title: 'Hi', status: 'draft', parentId: 3 } }, { token, lang: 'en-US' });
    expect(res).toMatchObject({ status: 200, code: 1, message: 'OK', data: { title: 'Hi' } });
    expect(res.data).not.toHaveProperty('secret');
  });

  it('names nested fields and every bad field at once, in both languages', async () => {
    const body = { data: { title: 'far too long', status: 'gone', parentId: '3', extra: 1 } };
    const en = await t.call('/mdr/test/echo', body, { token, lang: 'en-US' });
    expect(en).toMatchObject({ status: 400, code: -1 });
    // the message names the first field and counts the others (a toast shows the message alone)
    expect(en.message).toMatch(/^Invalid input: data\.(title|status|parentId|extra) — .+ \(and 3 more\)$/);
    expect(en.data.errors).toEqual(expect.arrayContaining([
      { field: 'data.title', message: 'Must be at most 5 characters' },
      { field: 'data.status', message: 'Must be one of: draft, pending' },
      { field: 'data.parentId', message: 'Must be an integer or null' },
      { field: 'data.extra', message: 'Unknown field' },
    ]));
    expect(en.data.errors).toHaveLength(4);
    const zh = await t.call('/mdr/test/echo', { data: { status: 'draft', parentId: null } }, { token });
    expect(zh).toMatchObject({ code: -1, message: '参数错误：data.title — 必填' });
    expect(zh.data.errors).toEqual([{ field: 'data.title', message: '必填' }]);
  });

  it('checks the token before the body: no field details for a caller without a session', async () => {
    const res = await t.call('/mdr/test/echo', { data: 'x' });
    expect(res).toMatchObject({ status: 401, code: -3, data: { relogin: true } });
  });

  it('has every message of the app in both languages', () => {
    expect(missingKeys()).toEqual({ 'zh-CN': [], 'en-US': [] });
  });
});
