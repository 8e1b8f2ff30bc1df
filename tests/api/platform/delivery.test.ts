// How the built panel is delivered: the build's precompressed copies sent with
// the right Content-Encoding, cache headers, and the panel's security headers
// (server/core/static.ts, server/core/security.ts, build/compress.ts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDir } from '../../../build/compress';
import { buildApp, DIST_DIR } from '../../../server/app';
import { createTestApp, type TestApp } from '../helpers';
import { docsCookie } from '../helpers/docs';

const ASSET = '/assets/index-Dq3xY_7a.js';
// Big enough to be worth compressing (build/compress.ts skips files under 1 KB).
const INDEX_HTML = `<!doctype html><html lang="zh-CN"><head><title>panel</title>
<script type="module" crossorigin src=".${ASSET}"></script></head><body>${'<div>panel</div>'.repeat(100)}</body></html>`;
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `article ${i}` })))};`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

function directives(csp: string): Map<string, string> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
}

describe('delivery of the built panel', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const dist = mkdtempSync(join(tmpdir(), 'mdr-delivery-'));
  const get = (url: string, encoding?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: encoding === undefined ? headers : { ...headers, 'accept-encoding': encoding } });

  beforeAll(async () => {
    t = await createTestApp('pglite');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, ASSET), SCRIPT);
    writeFileSync(join(dist, 'favicon.svg'), FAVICON);
    await compressDir(dist);
    app = await buildApp({ config: t.config, db: t.db, logger: false, distDir: dist });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('the build writes a brotli and a gzip copy of each text file worth compressing', () => {
    for (const file of ['index.html', ASSET]) {
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).toString()).toBe(readFileSync(join(dist, file), 'utf8'));
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).toString()).toBe(readFileSync(join(dist, file), 'utf8'));
    }
    expect(existsSync(join(dist, 'favicon.svg.br'))).toBe(false); // 42 bytes: not worth it
  });

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, and plain otherwise', async () => {
    const br = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 3);

    const gz = await get(ASSET, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const res of [br, gz, plain]) expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('the page itself is precompressed too and always revalidated; hashed files are kept for a year', async () => {
    const index = await get('/', 'br');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(index.rawPayload).toString()).toBe(INDEX_HTML);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect((await get('/index.html', 'gzip')).headers['cache-control']).toBe('no-cache');
    expect((await get(ASSET, 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await get('/favicon.svg', 'br');
    expect(favicon.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(favicon.headers['cache-control']).toBe('no-cache'); // not hashed: its name never changes
  });

  it('the panel is sent with a CSP that allows no inline script, no framing, nosniff and a referrer policy', async () => {
    for (const url of ['/', ASSET, '/favicon.svg']) {
      const res = await get(url, 'br');
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('script-src'), url).toBe("'self'");
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      // emotion (MUI) injects <style> tags; article images and the QR code need https: and data:
      expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
      expect(csp.get('img-src')).toBe("'self' data: https:");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('the API docs run under their own CSP (no inline script, no framing): Swagger UI in Chromium in tests/e2e/docs.test.ts', async () => {
    const cookie = await docsCookie(t);
    const ui = await get('/docs/', 'gzip', { cookie });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    const csp = directives(String(ui.headers['content-security-policy']));
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data:");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(ui.headers['x-frame-options']).toBe('DENY');
    expect((await get('/docs/json', undefined, { cookie })).json().openapi).toMatch(/^3\./);
  });

  it('an unknown file is the API not-found answer, not the page', async () => {
    const missing = await get('/assets/nope-12345678.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(-4);
  });

  // The real build, when there is one: the CSP above holds only if Vite emitted no inline script.
  it.skipIf(!existsSync(join(DIST_DIR, 'index.html')))('the real build has no inline script and a favicon', () => {
    const html = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i); // no inline event handlers either
    expect(html).toMatch(/<link rel="icon"[^>]*href="\.\/favicon\.svg"/);
    expect(existsSync(join(DIST_DIR, 'favicon.svg'))).toBe(true);
    expect(existsSync(join(DIST_DIR, 'index.html.br')) || html.length < 1024).toBe(true);
  });
});
