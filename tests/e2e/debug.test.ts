// Debug mode end to end: `vite --mode mock` (what `npm run dev:mock` runs) in
// Chromium, the panel on the spec's sample API in MSW's service worker, no real
// API anywhere. Then the production build (dist/, built by `npm run test:e2e`
// before this project runs) is checked to hold none of it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn } from './harness';

let vite: ViteDevServer;
let url: string;
let browser: Browser;

beforeAll(async () => {
  vite = await createServer({
    configFile: 'vite.config.ts',
    mode: 'mock',
    logLevel: 'warn',
    // its own dependency cache, and no watching: other work in the tree must not reload the page mid-test
    cacheDir: 'node_modules/.vite-debug-e2e',
    server: { host: '127.0.0.1', port: 0, strictPort: true, hmr: false, watch: null },
  });
  await vite.listen();
  url = vite.resolvedUrls!.local[0].replace(/\/$/, '');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
});

async function signedInPage(username: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, url, username, username);
  return { context, page };
}

const openAvatarMenu = (page: Page) => page.getByRole('button', { name: '个人资料' }).click();
const closeMenu = (page: Page) => page.keyboard.press('Escape');

describe('debug mode (vite --mode mock)', () => {
  it('serves MSW\'s worker script from the installed msw, and proxies nothing to a real API', async () => {
    const worker = await fetch(`${url}/mockServiceWorker.js`);
    expect(worker.status).toBe(200);
    expect(await worker.text()).toContain(`PACKAGE_VERSION = '${JSON.parse(readFileSync('node_modules/msw/package.json', 'utf8')).version}'`);
    // outside the browser (no service worker) an API path reaches only the dev server, which has no proxy for it
    const direct = await fetch(`${url}/api/user/login`, { method: 'POST', body: '{}' });
    expect(direct.status).toBe(404);
  });

  it('signs in as admin/admin on the sample API and shows the workplace and the unread messages', async () => {
    const { context, page } = await signedInPage('admin');
    try {
      await page.getByText(/林默/).first().waitFor();
      await expect.poll(() => page.getByTestId('message-bell-count').textContent(), { timeout: 15_000 }).toContain('5');
      await openAvatarMenu(page);
      await page.getByText('角色：超级管理员').waitFor();
    } finally {
      await context.close();
    }
  });

  it('switches the role to user and back in the avatar menu; the choice survives a reload', async () => {
    const { context, page } = await signedInPage('admin');
    // the workplace's API document button: role * holds api_docs.read, the user role does not
    const adminOnly = page.getByRole('button', { name: 'API 文档' });
    try {
      await adminOnly.waitFor();
      await openAvatarMenu(page);
      await page.getByTestId('debug-role-switch').getByText('切换角色为普通用户').click();
      await page.getByText('已切换为普通用户（调试模式，仅本机生效）').waitFor();
      await adminOnly.waitFor({ state: 'detached' });
      await openAvatarMenu(page);
      await page.getByText('角色：单独授予的权限').waitFor();
      await closeMenu(page);

      await page.reload();
      await openAvatarMenu(page);
      await page.getByText('角色：单独授予的权限').waitFor();
      expect(await adminOnly.count()).toBe(0);
      await page.getByTestId('debug-role-switch').getByText('切换角色为管理员').click();
      await adminOnly.waitFor();
      await openAvatarMenu(page);
      await page.getByText('角色：超级管理员').waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps a message read over a reload', async () => {
    const { context, page } = await signedInPage('user');
    try {
      await expect.poll(() => page.getByTestId('message-bell-count').textContent(), { timeout: 15_000 }).toContain('5');
      const answer = await page.evaluate(async () => {
        const res = await fetch('/api/message/read', {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: localStorage.getItem('token') ?? '' },
          body: JSON.stringify({ ids: [1] }),
        });
        return res.json() as Promise<{ code: number }>;
      });
      expect(answer.code).toBe(20000);
      await page.reload();
      await expect.poll(() => page.getByTestId('message-bell-count').textContent(), { timeout: 15_000 }).toContain('4');
    } finally {
      await context.close();
    }
  });

  it('says plainly that a screen without a sample call is not served in debug mode', async () => {
    const { context, page } = await signedInPage('admin');
    try {
      await page.goto(`${url}/#/wow_guide/article`);
      await page.getByText('调试模式的示例接口没有提供 /mdr/articles/list').first().waitFor();
    } finally {
      await context.close();
    }
  });
});

/** Strings found only in debug mode's code (checked below to be real), never in a production build. */
const MARKERS = [
  'mockServiceWorker', // the worker script's name (src/debug/start.ts, mocks/debug/vitePlugin.ts)
  'INTEGRITY_CHECKSUM', // inside the worker script
  'sample-token-admin', // mocks/debug/data/user.ts
  'debug-message-read', // mocks/debug/messageStore.ts
  '团队副本开荒全流程攻略', // mocks/debug/data/dashboard.ts
  '调试模式的示例接口', // mocks/debug/lang.ts
  '切换角色为', // src/debug/messages.ts
  'setupWorker', // msw/browser
  '[MSW]', // msw/browser's console messages
];

const filesUnder = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? filesUnder(path) : [path];
});

describe('the production build (dist/)', () => {
  it('holds none of debug mode: no worker script, no sample API, no role switch', () => {
    expect(existsSync('dist/index.html'), 'dist/ is missing: run `npx vite build` first').toBe(true);
    const files = filesUnder('dist');
    expect(files.some((f) => f.endsWith('.js')), 'dist/ holds no script').toBe(true);
    expect(files.filter((f) => f.includes('mockServiceWorker'))).toEqual([]);
    const built = files.map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(built).toContain('管理后台'); // the check reads the real bundle
    expect(MARKERS.filter((m) => built.includes(m))).toEqual([]);
  });

  it('(the markers above are real: each is in the debug-mode code)', () => {
    const debugCode = [...filesUnder('src/debug'), ...filesUnder('mocks/debug'), 'node_modules/msw/lib/mockServiceWorker.js',
      'node_modules/msw/lib/browser/index.mjs'].map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(MARKERS.filter((m) => !debugCode.includes(m))).toEqual([]);
  });
});
