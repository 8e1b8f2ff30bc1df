// The panel on a phone (390×844) and a small laptop (1366×768), in Chromium on
// the real product: the menu is a drawer, the app bar folds into a menu, lists
// are stacked, and no page scrolls sideways.
import { afterEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gone, signIn, visible, withProduct, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

withProduct({}, (s, b) => { server = s; browser = b; });
afterEach(() => context?.close());

async function signedIn(width: number, height: number): Promise<Page> {
  context = await browser.newContext({ viewport: { width, height }, hasTouch: width < 600, isMobile: width < 600 });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await signIn(page, server.url, 'admin', 'admin');
  return page;
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const h1 = (page: Page) => page.locator('h1');

/** Every screen there is, and what shows once it is ready. */
const SCREENS: { path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { path: '/dashboard/workplace', ready: (p) => visible(p.getByText(/欢迎回来/)) },
  { path: '/wow_guide/category', ready: (p) => visible(p.getByText('文章数', { exact: false })) },
  { path: '/wow_guide/article', ready: (p) => visible(p.getByText(/^分类名称 /)) },
  { path: '/wow_guide/article/1/show', ready: (p) => visible(p.locator('.article-content')) },
  { path: '/wow_guide/article/1', ready: (p) => visible(p.locator('.ProseMirror')) },
  { path: '/wow_guide/article/create', ready: (p) => visible(p.locator('.ProseMirror')) },
  { path: '/messages', ready: (p) => visible(p.locator('.MuiListItemText-root').filter({ hasText: /\d{4}\/\d{1,2}\/\d{1,2}/ })) },
  { path: '/no/such/page', ready: (p) => visible(p.getByText('抱歉，您访问的页面不存在。')) },
];

describe('on a 390×844 phone', () => {
  it('the menu is a drawer that opens from the menu button and closes on a choice or outside', async () => {
    const page = await signedIn(390, 844);
    const menu = page.getByRole('menu').filter({ hasText: '文章' });
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: '打开菜单' }).click();
    await visible(menu);
    await menu.getByRole('menuitem', { name: '文章' }).click();
    await page.waitForURL(/#\/wow_guide\/article/);
    await gone(page.locator('.MuiDrawer-modal'));
    await page.getByRole('button', { name: '打开菜单' }).click();
    await visible(menu);
    await page.keyboard.press('Escape');
    await gone(page.locator('.MuiDrawer-modal'));
  });

  it('the app bar folds language, theme and settings into one menu', async () => {
    const page = await signedIn(390, 844);
    const bar = page.getByTestId('app-bar');
    expect(await bar.getByRole('button', { name: '页面配置' }).count()).toBe(0);
    expect(await bar.getByRole('button', { name: 'English' }).count()).toBe(0);
    await bar.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await visible(page.getByRole('heading', { name: 'Workplace' }));
    await bar.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Page settings' }).click();
    await visible(page.getByRole('dialog', { name: 'Page settings' }));
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  // The walk opens the edit page right after the show page: it once hung on react-admin's spinner
  // (an abandoned auth query, see src/providers/queryClient.ts).
  it('reaches every screen with its title as the one h1, a stacked list and no sideways scroll', async () => {
    const page = await signedIn(390, 844);
    for (const { path, ready } of SCREENS) {
      await page.goto(`${server.url}/#${path}`);
      await ready(page);
      expect({ path, overflow: await overflow(page) }).toEqual({ path, overflow: 0 });
      expect({ path, h1: await h1(page).count() }).toEqual({ path, h1: 1 });
    }
    // lists are stacked entries, not tables
    await page.goto(`${server.url}/#/wow_guide/article`);
    await visible(page.getByText(/^分类名称 /));
    expect(await page.locator('table').count()).toBe(0);
    await page.getByText(/^分类名称 /).first().click();
    await page.waitForURL(/#\/wow_guide\/article\/\d+\/show/);
  });
});

describe('on a 1366×768 laptop', () => {
  it('no screen scrolls sideways, and each has a breadcrumb and one h1', async () => {
    const page = await signedIn(1366, 768);
    for (const { path } of SCREENS) {
      await page.goto(`${server.url}/#${path}`);
      await visible(h1(page));
      await page.waitForLoadState('networkidle');
      expect({ path, overflow: await overflow(page) }).toEqual({ path, overflow: 0 });
      expect({ path, h1: await h1(page).count() }).toEqual({ path, h1: 1 });
    }
    await page.goto(`${server.url}/#/wow_guide/article/1/show`);
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    await visible(crumbs.getByRole('link', { name: '攻略管理' }));
    await crumbs.getByRole('link', { name: '攻略管理' }).click();
    // a module's own path opens its first page
    await page.waitForURL(/#\/wow_guide\/category$/);
  });
});
