// The OpenAPI document at /docs, for signed-in staff holding api_docs.read
// unless PUBLIC_DOCS (server/core/docs-access.ts), and the built panel at /.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createTestApp, type TestApp } from '../helpers';
import { apiDocument, getDocs } from '../helpers/docs';
import { sessionFor } from '../helpers/grants';

/** Everything under /docs: Swagger UI, its files, the document as JSON and YAML. */
const DOCS_URLS = ['/docs', '/docs/', '/docs/json', '/docs/yaml', '/docs/static/index.html',
  '/docs/static/swagger-initializer.js', '/docs/static/swagger-ui.css', '/docs/static/swagger-ui-bundle.js'];

describe('docs and panel', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'mdr-dist-'));

  beforeAll(async () => {
    t = await createTestApp('pglite');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>panel</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the OpenAPI document built from the route schemas, without appid', async () => {
    const res = await getDocs(t);
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/user/login', '/user/check', '/user/info', '/api/user/menu', '/user/logout']) {
      expect(doc.paths[path]?.post, path).toBeDefined();
    }
    const login = doc.paths['/api/user/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
    expect(login.requestBody.content['application/json'].schema.additionalProperties).toBe(false);
    expect(doc.components.securitySchemes.appid).toMatchObject({ type: 'apiKey', in: 'header', name: 'appid' });
    // who may call: staff routes a session token, partner routes a bot key, sign-in appid alone
    expect(doc.components.securitySchemes.botKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-bot-key' });
    expect(doc.security).toEqual([{ appid: [], token: [] }]);
    expect(doc.paths['/mdr/articles/list'].post.security).toBeUndefined();
    expect(doc.paths['/v3/exception/report'].post.security).toEqual([{ appid: [], botKey: [] }]);
    expect(login.security).toEqual([{ appid: [] }]);
    expect(doc.paths['/health'].get.security).toEqual([]);
    // every answer carries x-request-id, the route's own and the shared error answers alike
    const requestId = { $ref: '#/components/headers/RequestId' };
    expect(doc.components.headers.RequestId.schema).toEqual({ type: 'string' });
    expect(doc.paths['/mdr/articles/list'].post.responses['200'].headers).toEqual({ 'x-request-id': requestId });
    expect(doc.components.responses.Forbidden.headers).toEqual({ 'x-request-id': requestId });
    const ui = await getDocs(t, '/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('describes each resource in its tag and each filter in its schema (the prose docs/api.md points to)', async () => {
    const doc = await apiDocument(t);
    const tag = (name: string) => doc.tags.find((x: { name: string }) => x.name === name)?.description ?? '';
    expect(tag('articles')).toContain('draft → pending (submit)');
    expect(tag('articles')).toContain('action keys articles.<action>, grouped under mdr.wow.guide (docs/access.md)');
    expect(doc.paths['/mdr/articles/approve_many'].post.description).toContain('Action key: articles.approve.');
    expect(tag('guide_categories')).toContain('articleCount');
    expect(tag('audit_log')).toContain('append-only');
    const list = doc.paths['/mdr/articles/list'].post.requestBody.content['application/json'].schema;
    expect(list.properties.filter.properties.q.description).toMatch(/title or the summary/);
    expect(doc.paths['/user/qr_login'].post.description).toContain('QR_TICKET_SECONDS');
  });

  /** The cookie /mdr/api_docs/open sets for this token's session (name=value). */
  const cookieOf = async (token: string) => String((await t.call('/mdr/api_docs/open', {}, { token })).headers['set-cookie']).split(';')[0];

  it('refuses everything under /docs without a session holding api_docs.read: no part of the document', async () => {
    // a cookie its session got while it held the key
    const once = await sessionFor(t, { modules: ['api_docs.read'] });
    const noKey = await cookieOf(once.token);
    await t.db.updateTable('admins').set({ modules: ['articles.read'] }).where('id', '=', once.id).execute();
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/docs/json', headers: { cookie: noKey } })).statusCode).toBe(403);
    for (const [who, cookie, status, code] of [['nobody', '', 401, -3], ['a made-up cookie', 'mdr_docs=guess', 401, -3],
      ['a session without the key', noKey, 403, -2]] as const) {
      for (const url of DOCS_URLS) {
        const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        expect([who, url, res.statusCode, res.json().code]).toEqual([who, url, status, code]);
        expect(res.body).not.toMatch(/openapi|swagger|\/mdr\//i);
        expect(res.headers['set-cookie']).toMatch(/^mdr_docs=; Path=\/docs; HttpOnly; SameSite=Strict; Max-Age=0/);
      }
      const page = await t.app.inject({ method: 'GET', url: '/docs/', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
      expect([page.statusCode, page.headers['content-type']]).toEqual([status, 'text/html; charset=utf-8']);
      expect(page.body).toContain(status === 401 ? '请登录管理后台' : '您的账号没有 api_docs.read 权限');
      expect(page.body).toContain(status === 401 ? 'sign in to the panel' : 'Your account does not hold api_docs.read');
      expect(page.body).not.toMatch(/swagger|openapi/i);
    }
    const refused = await t.call('/mdr/api_docs/open', {}, { token: (await sessionFor(t, { modules: ['articles.read'] })).token });
    expect([refused.code, refused.headers['set-cookie']]).toEqual([-2, undefined]);
  });

  it('opens it to a key holder through /mdr/api_docs/open: a cookie for /docs alone that scripts cannot read', async () => {
    const { token } = await sessionFor(t, { modules: ['api_docs.read'] });
    const open = await t.call('/mdr/api_docs/open', {}, { token });
    expect(open.data).toEqual({ url: '/docs/' });
    const cookie = String(open.headers['set-cookie']);
    expect(cookie).toBe(`mdr_docs=${token}; Path=/docs; HttpOnly; SameSite=Strict; Max-Age=${t.config.sessionAbsoluteHours * 3600}`);
    for (const url of DOCS_URLS) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: cookie.split(';')[0] } });
      expect([url, res.statusCode]).toEqual([url, url === '/docs/static/index.html' ? 302 : 200]);
    }
    const https = await buildApp({ config: { ...t.config, publicUrl: 'https://staff.example.com/' }, db: t.db, logger: false });
    try {
      const secure = await https.inject({ method: 'POST', url: '/mdr/api_docs/open', headers: { appid: '4', token, 'content-type': 'application/json' }, payload: '{}' });
      expect(secure.headers['set-cookie']).toMatch(/; Secure$/);
    } finally {
      await https.close();
    }
  });

  it('closes it as soon as the session ends or the key is taken away', async () => {
    const keyed = await sessionFor(t, { modules: ['api_docs.read'] });
    const json = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/docs/json', headers: { cookie } })).statusCode;
    const cookie = await cookieOf(keyed.token);
    expect(await json(cookie)).toBe(200);
    await t.db.updateTable('admins').set({ modules: ['articles.read'] }).where('id', '=', keyed.id).execute();
    await expect.poll(() => json(cookie)).toBe(403);
    const other = await sessionFor(t, { role: '*' });
    const otherCookie = await cookieOf(other.token);
    expect((await t.call('/user/logout', {}, { token: other.token })).code).toBe(1);
    expect(await json(otherCookie)).toBe(401);
  });

  it('serves it to anyone with PUBLIC_DOCS=true', async () => {
    const open = await buildApp({ config: { ...t.config, publicDocs: true }, db: t.db, logger: false });
    try {
      for (const url of DOCS_URLS) expect([url, (await open.inject({ method: 'GET', url })).statusCode]).toEqual([url, url === '/docs/static/index.html' ? 302 : 200]);
      expect((await open.inject({ method: 'GET', url: '/docs/json' })).json().paths['/mdr/api_docs/open']).toBeDefined();
    } finally {
      await open.close();
    }
  });

  it('serves the built panel at / when dist has an index.html', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false, distDir: dist });
    try {
      const index = await app.inject({ method: 'GET', url: '/' });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<title>panel</title>');
      expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
      const missing = await app.inject({ method: 'GET', url: '/assets/nope.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe(-4);
    } finally {
      await app.close();
    }
  });

  it('has no panel route without a build', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false, distDir: join(dist, 'nothing') });
    try {
      expect((await app.inject({ method: 'GET', url: '/' })).json().code).toBe(-4);
    } finally {
      await app.close();
    }
  });
});
