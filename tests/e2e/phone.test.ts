// The panel on a phone (390×844) and a small laptop (1366×768), in Chromium on
// the real product: the menu is a drawer, the app bar folds into a menu, lists
// are stacked, and no page scrolls sideways.
import { afterEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MODULES } from '../../contract/access/modules';
import { lowContrastThroughInvert } from './filteredContrast';
import { gone, signIn, visible, withProduct, type RunningServer } from './harness';
import { layoutFaults } from './layoutFaults';
import { declaredScreens, screensOf, settled } from './screens';
import { CONTRACTS } from '../../contract';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

withProduct({}, (s, b) => { server = s; browser = b; });
afterEach(() => context?.close());

async function signedIn(width: number, height: number, settings?: object): Promise<Page> {
  context = await browser.newContext({ viewport: { width, height }, hasTouch: width < 600, isMobile: width < 600 });
  if (settings) await context.addInitScript((s) => localStorage.setItem('app-settings', s), JSON.stringify(settings));
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
  { path: '/messages', ready: (p) => visible(p.locator('.MuiListItemText-root').filter({ hasText: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/ })) },
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

  it('in English too, every app bar action is whole on screen, and the "more" menu holds My account and sign out', async () => {
    const page = await signedIn(390, 844);
    const bar = page.getByTestId('app-bar');
    await bar.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await visible(page.getByRole('heading', { name: 'Workplace' }));
    // loaded: while a call runs, react-admin's spinner stands over the refresh button
    await settled(page, 'show', 60_000);
    expect((await layoutFaults(page)).filter((f) => f.includes('app bar') || f.includes('outside'))).toEqual([]);
    await bar.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.waitForURL(/#\/account$/);
    await gone(page.getByRole('menu'));
    // this session, named by its browser and system, its row stacked: nothing scrolls sideways
    const mine = await visible(page.getByTestId('own-sessions').locator('tr', { hasText: 'This session' }));
    expect(await mine.getByTestId('session-name').innerText()).toMatch(/^Chrome \d+ on /);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await bar.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: /^(Logout|Sign out|Log out)$/ }).click();
    await page.waitForURL(/#\/login/);
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

  // react-admin's Button drops its words below 600 px, leaving a bare icon: every record page of the registry whose
  // contract has decisions (transitions, commands) shows each of its action buttons with words (TextButton)
  it('every record page with decisions shows each action button with its words', async () => {
    const declared = (await declaredScreens()).filter((d) => d.kinds.includes('show')
      && (Object.keys(CONTRACTS[d.apiResource]?.transitions ?? {}).length || Object.keys(CONTRACTS[d.apiResource]?.commands ?? {}).length));
    expect(declared.length).toBeGreaterThan(5);
    const page = await signedIn(390, 844);
    let seen = 0;
    for (const d of declared) {
      const [show] = await screensOf(page, { ...d, kinds: ['show'] });
      await page.goto(`${server.url}/#${show.path}`);
      await settled(page, 'show');
      // the page's actions (a show page's toolbar); a delete is react-admin's own DeleteButton (named, with a tooltip)
      const buttons = await page.locator('.show-page > .MuiToolbar-root button').evaluateAll((all) => all
        .filter((b) => !/删除|delete/i.test(b.getAttribute('aria-label') ?? ''))
        .map((b) => ({ name: b.getAttribute('aria-label') ?? '', words: (b as HTMLElement).innerText.trim() })));
      seen += buttons.length;
      expect({ path: show.path, bare: buttons.filter((b) => !b.words) }).toEqual({ path: show.path, bare: [] });
    }
    expect(seen).toBeGreaterThan(5);
  });
});

describe('on a 1366×768 laptop', () => {
  // a closing menu gives focus back to its button, and MUI's tooltip opened on it and stayed (src/components/useMenuTooltip.ts)
  it('the bell\'s and the settings\' tooltips do not come back once their popover or drawer closes', async () => {
    const page = await signedIn(1366, 768);
    const bar = page.getByTestId('app-bar');
    for (const name of [/^消息通知/, /^页面配置$/]) {
      await bar.getByRole('button', { name }).focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(500);
      expect(await page.getByRole('tooltip').count()).toBe(0); // shut while it is open
      await page.keyboard.press('Escape');
      await page.waitForTimeout(800); // past the tooltip's delay
      expect({ name: String(name), tooltips: await page.getByRole('tooltip').allTextContents() }).toEqual({ name: String(name), tooltips: [] });
    }
  });

  it('the settings drawer\'s switches toggle when their label is clicked', async () => {
    const page = await signedIn(1366, 768);
    await page.getByRole('button', { name: '页面配置' }).click();
    const drawer = page.getByRole('dialog', { name: '页面配置' });
    const footer = drawer.getByRole('switch', { name: '底部', exact: true });
    expect(await footer.isChecked()).toBe(true);
    await drawer.getByText('底部', { exact: true }).click();
    expect(await footer.isChecked()).toBe(false);
    await gone(page.getByText(/© \d{4} 管理后台/));
    await drawer.getByText('底部', { exact: true }).click();
    expect(await footer.isChecked()).toBe(true);
  });

  it('in top-menu mode every menu entry can be reached with the mouse and opens its page', async () => {
    const page = await signedIn(1366, 768, { topMenu: true });
    const nav = page.getByRole('navigation', { name: '顶部菜单栏' });
    await visible(nav.locator(':scope > a').first());
    const onward = page.getByRole('button', { name: '更多菜单项' });
    const reached = new Set<string>();
    /** clicks the scroll button until the entry shows whole inside the menu, then the entry */
    const reach = async (entry: ReturnType<Page['locator']>) => {
      const navBox = (await nav.boundingBox())!;
      for (let i = 0; i < 10; i += 1) {
        const box = (await entry.boundingBox())!;
        if (box.x >= navBox.x - 1 && box.x + box.width <= navBox.x + navBox.width + 1) break;
        await onward.click();
        await page.waitForTimeout(400); // the smooth scroll
      }
      await entry.click();
    };
    const entries = nav.locator(':scope > a, :scope > button');
    const count = await entries.count();
    for (let i = 0; i < count; i += 1) {
      const entry = entries.nth(i);
      if (await entry.getAttribute('aria-haspopup')) {
        await reach(entry);
        const items = page.getByRole('menu').getByRole('menuitem');
        const n = await items.count();
        await page.keyboard.press('Escape');
        for (let j = 0; j < n; j += 1) {
          await reach(entry);
          const href = await items.nth(j).getAttribute('href');
          await items.nth(j).click();
          await page.waitForURL((u) => u.hash === href);
          reached.add(href!.slice(1));
        }
      } else if (await entry.getAttribute('target') === null) {
        await reach(entry);
        const href = await entry.getAttribute('href');
        await page.waitForURL((u) => u.hash === href);
        reached.add(href!.slice(1));
      }
    }
    const routes = MODULES.flatMap((m) => m.children.map((c) => c.path));
    expect([...reached].sort()).toEqual([...routes].sort());
  });

  it('the dark theme with colour-weak on keeps every text at 4.5:1 through the filter (3:1 large)', async () => {
    for (const theme of ['dark', 'light']) {
      const page = await signedIn(1366, 768, { theme, colorWeak: true });
      for (const path of ['/orders/orders', '/wow_guide/article/1/show']) {
        await page.goto(`${server.url}/#${path}`);
        await settled(page, path.endsWith('orders') ? 'list' : 'show');
        expect({ theme, path, low: await lowContrastThroughInvert(page, 0.8) }).toEqual({ theme, path, low: [] });
      }
      await context.close();
    }
  });

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
