// The OpenAPI document at /docs and the built panel at /.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createTestApp, type TestApp } from '../helpers';

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
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
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
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('describes each resource in its tag and each filter in its schema (the prose docs/api.md points to)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
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
