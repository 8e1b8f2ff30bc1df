// Accessibility in Chromium on the real product: axe-core (injected from
// node_modules, no @axe-core/playwright) on every page, light and dark, must
// find no critical or serious violation. On failure the report lists them.
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { audit, audits, tally, type Finding } from './axe';
import { signIn, visible, withProduct, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

withProduct({}, (s, b) => { server = s; browser = b; });

async function qrConfirmLink(): Promise<string> {
  const res = await fetch(`${server.url}/user/qr_login`, {
    method: 'POST',
    headers: { appid: '4', 'content-type': 'application/json' },
    body: JSON.stringify({ app: 'moderator_panel' }),
  });
  const { data } = (await res.json()) as { data: { qrText: string } };
  return data.qrText;
}

/** Each signed-in page and what shows once it is ready. */
const PAGES: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  // every card loaded and its charts drawn (nivo animates them in)
  { name: 'workplace', path: '/dashboard/workplace', ready: async (p) => {
    await visible(p.getByTestId('active-users-chart').locator('svg'));
    await visible(p.getByTestId('content-share-chart').locator('svg'));
    await p.getByTestId('card-loading').first().waitFor({ state: 'detached' });
    await p.waitForTimeout(800);
  } },
  { name: 'categories', path: '/wow_guide/category', ready: (p) => visible(p.locator('tbody tr')) },
  { name: 'article list', path: '/wow_guide/article', ready: (p) => visible(p.locator('tbody tr')) },
  { name: 'article show', path: '/wow_guide/article/1/show', ready: (p) => visible(p.locator('.article-content')) },
  // the editor is a lazy chunk of its own; at load 12 the create page's took over 10 s to show
  { name: 'article edit', path: '/wow_guide/article/1', ready: (p) => visible(p.locator('.ProseMirror'), 30_000) },
  { name: 'article create', path: '/wow_guide/article/create', ready: (p) => visible(p.locator('.ProseMirror'), 30_000) },
  // the role editor's matrix: ~140 labelled checkboxes, the marks, the search
  { name: 'role edit', path: '/user/role/1', ready: (p) => visible(p.getByRole('checkbox', { name: 'articles.read', exact: true })) },
  { name: 'messages', path: '/messages', ready: (p) => visible(p.locator('tbody tr')) },
  // sessions named by device and browser, this one marked; the password and two-factor cards
  { name: 'my account', path: '/account', ready: (p) => visible(p.getByTestId('session-name').first()) },
  { name: 'not found', path: '/no/such/page', ready: (p) => visible(p.getByText('抱歉，您访问的页面不存在。')) },
];

async function auditTheme(theme: 'light' | 'dark'): Promise<Record<string, Finding[]>> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, bypassCSP: true });
  context.setDefaultTimeout(15_000);
  await context.addInitScript((mode) => {
    if (!localStorage.getItem('app-settings')) localStorage.setItem('app-settings', JSON.stringify({ theme: mode }));
  }, theme);
  const page = await context.newPage();
  const report: Record<string, Finding[]> = {};
  try {
    await page.goto(`${server.url}/#/login`);
    await visible(page.getByRole('heading', { name: '登录管理后台' }));
    report.login = await audit(page);
    await signIn(page, server.url, 'admin', 'admin');
    for (const { name, path, ready } of PAGES) {
      await page.goto(`${server.url}/#${path}`);
      await ready(page);
      report[name] = await audit(page);
    }
    await page.goto(await qrConfirmLink());
    await visible(page.getByRole('button', { name: '确认登录' }));
    report['QR confirm'] = await audit(page);
  } finally {
    await context.close();
  }
  return report;
}

describe('axe: no critical or serious violation', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`on every page in the ${theme} theme`, async () => {
      const report = await auditTheme(theme);
      expect(Object.keys(report)).toHaveLength(PAGES.length + 2);
      const failing = Object.fromEntries(Object.entries(report).filter(([, findings]) => findings.length > 0));
      expect(failing).toEqual({});
    }, 180_000);
  }

  afterAll(() => {
    console.info(`axe: ${audits.count} page audits, violations by impact ${JSON.stringify(tally)}`);
  });
});
