// The shell end to end (docs/panel.md "The shell"): app bar, settings drawer and what each
// setting does to the page, the tab bar and the progress bar, in Chromium on
// the real server.
import { afterEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { signIn, withProduct, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

withProduct({}, (s, b) => { server = s; browser = b; });
afterEach(() => context?.close());

async function adminPage(): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await signIn(page, server.url, 'admin', 'admin');
  return page;
}

const appBar = (page: Page) => page.getByTestId('app-bar');
const drawer = (page: Page) => page.getByRole('dialog', { name: '页面配置' });
const sidebar = (page: Page) => page.locator('.RaSidebar-paper');
const footer = (page: Page) => page.getByText(/© \d{4} 管理后台/);
const css = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
const pageFilter = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).filter);

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: '页面配置' }).click();
  await drawer(page).waitFor();
}
const flip = (page: Page, name: string) => drawer(page).getByRole('switch', { name, exact: true }).click();
async function closeDrawer(page: Page) {
  await drawer(page).getByRole('button', { name: '关闭' }).click();
  await drawer(page).waitFor({ state: 'hidden' });
}

describe('app bar', () => {
  it('holds logo, menu, language, theme, messages, full screen, settings and the avatar menu', async () => {
    const page = await adminPage();
    const bar = appBar(page);
    for (const name of ['前往工作台', '折叠菜单', '中文', 'English', '切换为暗黑模式', /^消息通知，\d+ 条未读$/, '全屏', '页面配置', '个人资料']) {
      await expect.poll(() => bar.getByRole('button', { name }).or(bar.getByRole('link', { name })).count()).toBe(1);
    }
    await bar.getByRole('button', { name: '全屏' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await bar.getByRole('button', { name: '退出全屏' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

    await bar.getByRole('button', { name: '个人资料' }).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.getByTestId('avatar-menu-role').textContent()).toBe('角色：超级管理员');
    expect(await menu.getByTestId('avatar-menu-name').textContent()).toBe('管理员');
    await menu.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/#\/login/);
  });
});

describe('settings drawer', () => {
  it('is 300 px wide, and theme colour, dark theme, colour-weak and menu width act on the page at once', async () => {
    const page = await adminPage();
    await openDrawer(page);
    expect((await drawer(page).boundingBox())!.width).toBe(300);

    expect(await css(appBar(page), 'background-color')).toBe('rgb(22, 93, 255)'); // #165DFF
    await drawer(page).getByRole('button', { name: '主题色 #00B42A' }).click();
    await expect.poll(() => css(appBar(page), 'background-color')).toBe('rgb(0, 180, 42)');
    await drawer(page).getByLabel('主题色', { exact: true }).fill('#123456');
    await expect.poll(() => css(appBar(page), 'background-color')).toBe('rgb(18, 52, 86)');

    const layout = page.locator('.layout');
    expect(await css(layout, 'background-color')).toBe('rgb(250, 250, 251)');
    await flip(page, '暗黑模式');
    await expect.poll(() => css(layout, 'background-color')).toBe('rgb(49, 49, 49)');
    await flip(page, '暗黑模式');
    await expect.poll(() => css(layout, 'background-color')).toBe('rgb(250, 250, 251)');

    expect(await pageFilter(page)).toBe('none');
    await flip(page, '色弱模式');
    await expect.poll(() => pageFilter(page)).toBe('invert(0.8)');
    await flip(page, '色弱模式');
    await expect.poll(() => pageFilter(page)).toBe('none');

    const width = drawer(page).getByRole('spinbutton', { name: '菜单宽度 (px)' });
    expect((await width.boundingBox())!.width).toBe(80);
    expect((await sidebar(page).boundingBox())!.width).toBe(220);
    await width.fill('300');
    await expect.poll(async () => (await sidebar(page).boundingBox())!.width).toBe(300);

    await page.mouse.click(200, 450); // beside the drawer: it stays open
    expect(await drawer(page).isVisible()).toBe(true);
    await closeDrawer(page);
  });

  it('lays out the shell: collapse, top menu, hidden menu, no menu, footer, navbar with the floating button', async () => {
    const page = await adminPage();
    await appBar(page).getByRole('button', { name: '折叠菜单' }).click();
    await expect.poll(async () => (await sidebar(page).boundingBox())!.width).toBe(55);

    await openDrawer(page);
    expect(await drawer(page).getByRole('switch', { name: '折叠菜单' }).isChecked()).toBe(true);
    await flip(page, '顶部菜单栏'); // expands the collapsed menu, and takes its place
    expect(await drawer(page).getByRole('switch', { name: '折叠菜单' }).isChecked()).toBe(false);
    await closeDrawer(page);
    expect(await sidebar(page).count()).toBe(0);
    await appBar(page).getByRole('navigation').getByRole('button', { name: '攻略管理' }).click();
    await page.getByRole('menuitem', { name: '文章' }).click();
    await page.waitForURL(/#\/wow_guide\/article$/);

    await openDrawer(page);
    await flip(page, '顶部菜单栏');
    await flip(page, '隐藏菜单');
    await closeDrawer(page);
    expect(await sidebar(page).count()).toBe(0);
    await appBar(page).getByRole('button', { name: '打开菜单' }).click();
    await page.locator('.MuiDrawer-modal').getByText('分类').click();
    await page.waitForURL(/#\/wow_guide\/category$/);
    await page.locator('.MuiDrawer-modal').waitFor({ state: 'detached' });

    await openDrawer(page);
    await flip(page, '隐藏菜单');
    await flip(page, '菜单栏');
    await flip(page, '底部');
    await closeDrawer(page);
    expect(await sidebar(page).count()).toBe(0);
    expect(await appBar(page).getByRole('button', { name: /菜单/ }).count()).toBe(0);
    expect(await footer(page).count()).toBe(0);

    await openDrawer(page);
    await flip(page, '导航栏');
    await closeDrawer(page);
    expect(await appBar(page).count()).toBe(0);
    await openDrawer(page); // from the floating button, the only way left
    await flip(page, '导航栏');
    await expect.poll(() => appBar(page).count()).toBe(1);
    await closeDrawer(page);
    expect(await page.getByRole('button', { name: '页面配置' }).count()).toBe(1); // the floating one is gone
  });

  it('copies the settings as JSON, and the "menu from server" switch turns that setting on', async () => {
    const page = await adminPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await openDrawer(page);
    await drawer(page).getByRole('button', { name: '主题色 #722ED1' }).click();
    await drawer(page).getByRole('button', { name: '复制配置' }).click();
    await page.getByText('配置已复制到剪贴板').waitFor();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied).toMatchObject({ themeColor: '#722ED1', menuWidth: 220, navbar: true, tabBar: false, theme: 'light' });
    expect(copied).not.toHaveProperty('globalSettings');

    const menuCall = page.waitForRequest((r) => r.url().endsWith('/api/user/menu'));
    await flip(page, '菜单来源于后台');
    await menuCall;
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('app-settings')!));
    expect(stored.menuFromServer).toBe(true);
  });

  it('survive a reload and a logout, on this browser', async () => {
    const page = await adminPage();
    await openDrawer(page);
    await drawer(page).getByRole('button', { name: '主题色 #F53F3F' }).click();
    await flip(page, '底部');
    await closeDrawer(page);
    await page.reload();
    await appBar(page).waitFor();
    expect(await css(appBar(page), 'background-color')).toBe('rgb(245, 63, 63)');
    expect(await footer(page).count()).toBe(0);

    await appBar(page).getByRole('button', { name: '个人资料' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/#\/login/);
    await signIn(page, server.url, 'admin', 'admin');
    await appBar(page).waitFor();
    expect(await css(appBar(page), 'background-color')).toBe('rgb(245, 63, 63)');
    expect(await footer(page).count()).toBe(0);
  });
});

describe('tab bar', () => {
  const tabBar = (page: Page) => page.getByRole('tablist', { name: /^(已打开的页面|Open pages)$/ });
  const tabNames = (page: Page) => tabBar(page).getByRole('tab').locator('.MuiChip-label').allTextContents();
  const tab = (page: Page, name: string) => tabBar(page).getByRole('tab', { name: new RegExp(`^${name}`) });
  async function onTab(page: Page, name: string, action: string) {
    await tab(page, name).click({ button: 'right' });
    await page.getByRole('menuitem', { name: action }).click();
  }

  it('keeps a tab per visited page, with the right-click actions, and survives a reload', async () => {
    const page = await adminPage();
    await openDrawer(page);
    await flip(page, '多页签');
    await closeDrawer(page);
    expect(await tabNames(page)).toEqual(['工作台']);
    const menu = page.locator('.RaSidebar-paper');
    await menu.getByText('文章').click();
    await expect.poll(() => tabNames(page)).toEqual(['工作台', '文章']);
    await menu.getByText('分类').click();
    await expect.poll(() => tabNames(page)).toEqual(['工作台', '文章', '分类']);
    await page.goto(`${server.url}/#/messages`);
    await expect.poll(() => tabNames(page)).toEqual(['工作台', '文章', '分类', '消息中心']);

    await tab(page, '工作台').click({ button: 'right' });
    for (const action of ['重新加载', '关闭左侧标签页', '关闭右侧标签页', '关闭其它标签页', '关闭全部标签页']) {
      expect(await page.getByRole('menuitem', { name: action }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('menuitem', { name: '关闭当前标签页' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    // a click on a tab right after closing its menu opens the tab's page (the closing menu lets it through)
    await tab(page, '文章').click();
    await page.waitForURL(/#\/wow_guide\/article/);
    // reload: the page asks for its data again, through the redirect route, which is no tab
    const again = page.waitForRequest((r) => r.url().endsWith('/mdr/articles/list'));
    await onTab(page, '文章', '重新加载');
    await again;
    await page.waitForURL(/#\/wow_guide\/article$/);
    expect(await tabNames(page)).toEqual(['工作台', '文章', '分类', '消息中心']);

    await page.reload();
    await expect.poll(() => tabNames(page)).toEqual(['工作台', '文章', '分类', '消息中心']);

    await onTab(page, '分类', '关闭右侧标签页');
    expect(await tabNames(page)).toEqual(['工作台', '文章', '分类']);
    await onTab(page, '分类', '关闭左侧标签页'); // the current page's tab goes: to the acted-on tab
    expect(await tabNames(page)).toEqual(['工作台', '分类']);
    await page.waitForURL(/#\/wow_guide\/category$/);
    await menu.getByText('文章').click();
    await onTab(page, '文章', '关闭当前标签页');
    await page.waitForURL(/#\/wow_guide\/category$/);
    await menu.getByText('文章').click();
    await onTab(page, '工作台', '关闭其它标签页');
    expect(await tabNames(page)).toEqual(['工作台']);
    await page.waitForURL(/#\/dashboard\/workplace$/);

    await page.getByRole('button', { name: 'English' }).click();
    await menu.getByText('Articles').click();
    await tab(page, 'Articles').locator('.MuiChip-deleteIcon').click(); // titled "Close"
    await page.waitForURL(/#\/dashboard\/workplace$/);
    await menu.getByText('Articles').click();
    await onTab(page, 'Articles', 'Close all tabs');
    expect(await tabNames(page)).toEqual(['Workplace']);
  });
});

describe('progress bar', () => {
  it('shows in the theme colour while a call is slow, and goes once it answers', async () => {
    const page = await adminPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/mdr/articles/list', async (route) => {
      await held;
      await route.continue();
    });
    const bar = page.getByRole('progressbar', { name: '加载中' });
    await page.locator('.RaSidebar-paper').getByText('文章').click();
    await bar.waitFor();
    await page.waitForTimeout(1000); // past the navigation's own part, only the call holds it
    expect(await bar.isVisible()).toBe(true);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(8);
    expect(await css(bar.locator('div'), 'background-color')).toBe('rgb(22, 93, 255)');
    release();
    await bar.waitFor({ state: 'detached' });
  });
});
