// Every page of the module table, as the superuser sees it, in Chromium: each
// list opens without the error page and shows rows (the demo data fills every
// module), and its first row's detail page opens without the error page too.
// A page that throws while rendering (a hook used outside its context, a
// field missing from the record) shows react-admin's error page: this walk
// finds it for every module at once, including the ones added later.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { MODULES } from '../../contract/access/modules';
import { signIn, withProduct, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

withProduct({}, (s, b) => { server = s; browser = b; });

// Signed in once: each page starts from that session's storage (its token) instead of signing
// in again and waiting for the workplace, which cost about 2 s of each of the 32 pages.
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
beforeAll(async () => {
  const context = await browser.newContext();
  await signIn(await context.newPage(), server.url, 'admin', 'admin');
  signedIn = await context.storageState();
  await context.close();
});

/** A page of its own context, signed in as admin. */
async function signedInPage(options: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, storageState: signedIn });
  return { context, page: await context.newPage() };
}

/** Routes of the module table whose module is not built yet: remove each as its module lands. */
const NOT_BUILT: string[] = [];

/** Pages that are no react-admin list, walked by their own tests: the review queue (tests/e2e/queue.test.ts). */
const NOT_LISTS = ['/review/queue'];

/** The list routes of the module table (the workplace has its own tests). */
const ROUTES = MODULES.flatMap((m) => m.children.map((c) => c.path))
  .filter((p) => !p.startsWith('/dashboard') && !NOT_BUILT.includes(p) && !NOT_LISTS.includes(p));

const ERROR_PAGE = '客户端出错，请求未能完成。';

/** Waits for rows, an empty list or the error page; answers which came. */
async function settle(page: Page): Promise<'rows' | 'empty' | 'error' | 'other'> {
  const row = page.locator('tbody tr, [data-testid="list-card"], .RaList-content li').first();
  const empty = page.locator('.RaEmpty-message, .RaList-noResults').first();
  const error = page.getByText(ERROR_PAGE).first();
  return Promise.race([
    row.waitFor({ timeout: 15_000 }).then(() => 'rows' as const),
    empty.waitFor({ timeout: 15_000 }).then(() => 'empty' as const),
    error.waitFor({ timeout: 15_000 }).then(() => 'error' as const),
  ]).catch(() => 'other' as const);
}

describe('every module page renders', () => {
  it.each(ROUTES)('%s: the list and its first record open without the error page', async (route) => {
    const { context, page } = await signedInPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${server.url}/#${route}`);
      const list = await settle(page);
      expect({ route, list, errors }).toMatchObject({ list: 'rows', errors: [] });
      const before = page.url();
      await page.locator('tbody tr td').nth(1).click();
      // a row opens its show or edit page (some lists open a dialog or expand instead)
      await page.waitForURL((u) => u.toString() !== before, { timeout: 5_000 }).catch(() => undefined);
      await page.waitForTimeout(1_500);
      expect(await page.getByText(ERROR_PAGE).count(), `${route}: the detail page ${page.url()}`).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('every module page on a 390×844 phone', () => {
  it.each(ROUTES)('%s: the list is stacked entries, not a table, and the page does not scroll sideways', async (route) => {
    const { context, page } = await signedInPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      await page.goto(`${server.url}/#${route}`);
      const list = await page.locator('.RaList-content li, [data-testid="list-card"], .RaEmpty-message, .RaList-noResults').first()
        .waitFor({ timeout: 15_000 }).then(() => 'stacked', () => 'none');
      await page.waitForTimeout(1_000); // figures and charts that load after the rows
      const tables = await page.locator('table').count();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ route, list, tables, overflow }).toEqual({ route, list: 'stacked', tables: 0, overflow: 0 });
    } finally {
      await context.close();
    }
  });
});
