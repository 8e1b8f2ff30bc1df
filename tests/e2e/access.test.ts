// Access (docs/panel.md "Access") in Chromium against the real product: the menu and routes follow
// the modules loaded at sign-in (no call per row), the API docs button, the menu from
// the server and the official website's link.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { audit } from './axe';
import { signIn, withProduct, type RunningServer } from './harness';

const OFFICIAL_SITE = 'https://official.example.com/wow';
const NOT_FOUND = '抱歉，您访问的页面不存在。';
// a page of the menu the member may not open says so, and names the key to ask for (src/pages/NoAccess.tsx)
const denied = (page: Page) => page.getByTestId('no-access');

let server: RunningServer;
let browser: Browser;

withProduct({ OFFICIAL_SITE_URL: OFFICIAL_SITE }, (s, b) => { server = s; browser = b; });

async function signedIn(username: string, password: string): Promise<Page> {
  // bypassCSP: axe is injected as a script (./axe.ts); nothing here tests the policy
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  // no network here: the official website answers from the test
  await context.route(`${OFFICIAL_SITE}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Official</title>' }));
  const page = await context.newPage();
  await signIn(page, server.url, username, password);
  return page;
}

const menuTexts = (page: Page) => page.getByRole('menu').locator('[role="menuitem"]').allInnerTexts();

describe('modules decide the menu and the routes', () => {
  it('the demo user sees its modules only; another module\'s route is the not-found page', async () => {
    const page = await signedIn('user', 'user');
    // each awaited: the local menu's website link can render after the module entries on a busy machine
    const expected = ['工作台', '分类', '文章', '官方网站'];
    for (const text of expected) await page.getByRole('menu').getByText(text).waitFor();
    const items = await menuTexts(page);
    expect(items).toEqual(expect.arrayContaining(expected));
    expect(items.join()).not.toMatch(/平台用户|订单|提现/);
    await page.goto(`${server.url}/#/wow_author/withdraws`);
    await denied(page).waitFor();
    expect(await page.getByText(NOT_FOUND).count()).toBe(0);
  });

  it('finance has no guide module: no guide menu, the guide route is not found, the workplace opens', async () => {
    const page = await signedIn('finance', 'finance');
    await page.getByRole('menu').getByText('工作台').waitFor();
    expect((await menuTexts(page)).join()).not.toMatch(/文章|分类/);
    // the workplace's own cards have answered before we listen
    await page.locator('[data-testid^="card-"]').first().waitFor();
    await page.getByTestId('card-loading').first().waitFor({ state: 'detached' });
    const calls: string[] = [];
    page.on('request', (r) => calls.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/#/wow_guide/article`);
    await denied(page).getByText('您没有打开“文章”的权限。').waitFor();
    await denied(page).getByText('如需使用，请联系管理员为您的角色添加权限 mdr.wow.guide。').waitFor();
    expect(await audit(page), 'axe on the no-access page').toEqual([]);
    expect(calls.filter((p) => p.startsWith('/mdr/'))).toEqual([]); // refused before any screen asks the API
    await page.getByRole('link', { name: '返回工作台' }).click();
    await page.getByText('欢迎回来，财务·陈静').waitFor();
  });

  it('access is decided from the modules loaded at sign-in: browsing lists makes no access calls', async () => {
    const page = await signedIn('user', 'user');
    await page.getByRole('menu').getByRole('menuitem', { name: '官方网站' }).waitFor(); // the menu's one call
    const calls: string[] = [];
    page.on('request', (r) => calls.push(new URL(r.url()).pathname));
    await page.getByRole('menu').getByText('文章').click();
    await page.locator('tbody tr').nth(10).waitFor();
    await page.getByRole('menu').getByText('分类').click();
    await page.waitForURL(/#\/wow_guide\/category/);
    await page.getByRole('menu').getByText('文章').click();
    await page.locator('tbody tr').nth(10).waitFor();
    expect(calls.filter((p) => /^\/(user|api\/user)\//.test(p))).toEqual([]);
    expect(calls).toContain('/mdr/articles/list');
  });

  it('the API docs button, for holders of api_docs.read only, opens the document in a new tab', async () => {
    const admin = await signedIn('admin', 'admin');
    const button = admin.getByRole('button', { name: 'API 文档' });
    await button.waitFor();
    const [docs] = await Promise.all([admin.context().waitForEvent('page'), button.click()]);
    await docs.locator('.swagger-ui .opblock').first().waitFor();
    expect(docs.url()).toBe(`${server.url}/docs/`);
    expect(await docs.evaluate(() => window.opener)).toBeNull();
    const user = await signedIn('user', 'user');
    await user.getByText('欢迎回来，运营小王').waitFor();
    expect(await user.getByRole('button', { name: 'API 文档' }).count()).toBe(0);
    // the public status page: nobody signed in sees no button; the superuser does
    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/#/dashboard/common`);
    await visitor.getByRole('button', { name: '重新检查' }).waitFor();
    expect(await visitor.getByRole('button', { name: 'API 文档' }).count()).toBe(0);
    await admin.goto(`${server.url}/#/dashboard/common`);
    await admin.getByRole('button', { name: 'API 文档' }).waitFor();
  });
});

describe('the official website and the menu from the server', () => {
  it('the local menu links the official website, from the server menu, in a new tab', async () => {
    const page = await signedIn('user', 'user');
    const link = page.getByRole('menu').getByRole('menuitem', { name: '官方网站' });
    expect(await link.getAttribute('href')).toBe(OFFICIAL_SITE);
    expect(await link.getAttribute('rel')).toContain('noopener');
    const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(OFFICIAL_SITE);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toMatch(/#\/dashboard\/workplace$/);
  });

  it('turning it on in the settings drawer loads the server menu with notices; routes it leaves out are not found', async () => {
    const page = await signedIn('user', 'user');
    await page.getByRole('menu').getByRole('menuitem', { name: '官方网站' }).waitFor();
    // the server's menu, minus the articles (as a provider could configure it)
    await page.route('**/api/user/menu', async (route) => {
      const answer = await (await route.fetch()).json();
      for (const item of answer.data) item.children = item.children.filter((c: { path: string }) => c.path !== '/wow_guide/article');
      await route.fulfill({ json: answer });
    });
    await page.getByRole('button', { name: '页面配置' }).first().click();
    await page.getByRole('switch', { name: '菜单来源于后台' }).click();
    await page.getByText('正在加载菜单…').waitFor();
    await page.getByText('菜单加载成功').waitFor();
    await page.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('menu').getByText('分类').waitFor();
    expect(await page.getByRole('menu').getByText('文章').count()).toBe(0);
    await page.goto(`${server.url}/#/wow_guide/article`);
    await denied(page).waitFor();
    await page.goto(`${server.url}/#/wow_guide/category`);
    await page.locator('tbody tr').first().waitFor();
    expect(await denied(page).count()).toBe(0);
    await page.goto(`${server.url}/#/dashboard/workplace`);
    await page.getByText('欢迎回来，运营小王').waitFor();
  });

  it('a failed load shows an error notice and leaves the local menu working', async () => {
    const page = await signedIn('user', 'user');
    await page.getByRole('menu').getByRole('menuitem', { name: '官方网站' }).waitFor();
    await page.route('**/api/user/menu', (route) => route.fulfill({
      status: 500, json: { code: 0, message: '服务器开小差了', data: { requestId: 'e2e' } },
    }));
    await page.getByRole('button', { name: '页面配置' }).first().click();
    await page.getByRole('switch', { name: '菜单来源于后台' }).click();
    await page.getByText('菜单加载失败：服务器开小差了').waitFor();
    await page.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('menu').getByText('文章').click();
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByText(NOT_FOUND).count()).toBe(0);
  });
});
