// Errors (docs/panel.md "Errors") in Chromium against the real product: one relogin
// dialog however many calls fail, sign-in again from it; toasts for API and
// transport failures; a quiet /user/check.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signIn, withProduct, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

withProduct({}, (s, b) => { server = s; browser = b; });

async function signedIn(username = 'user', password = 'user'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url, username, password);
  await page.getByRole('menu').getByRole('menuitem', { name: /官方网站|Official website/ }).waitFor();
  return page;
}

/** Ends the page's session on the server, as an expiry or an administrator would. */
async function revoke(page: Page): Promise<string> {
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const res = await fetch(`${server.url}/user/logout`, {
    method: 'POST', headers: { appid: '4', 'content-type': 'application/json', token }, body: '{}',
  });
  expect((await res.json()).code).toBe(1);
  return token;
}

/** Counts the answers of code -3 the page receives from now on. */
function countExpiredAnswers(page: Page): () => number {
  let count = 0;
  page.on('response', async (res) => {
    if (res.request().method() !== 'POST') return;
    const body = await res.json().catch(() => null) as { code?: number } | null;
    if (body?.code === -3) count += 1;
  });
  return () => count;
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

describe('relogin dialog', () => {
  it('calls failing together with -3 open ONE dialog; confirming signs out and reloads on the login page', async () => {
    const page = await signedIn();
    await page.getByRole('menu').getByText('文章').click();
    await page.locator('tbody tr').first().waitFor();
    const expired = countExpiredAnswers(page);
    const token = await revoke(page);
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    // everything on the page asks again at once: the list, the unread count…
    await page.getByRole('button', { name: '刷新', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForTimeout(500);
    expect(expired()).toBeGreaterThan(1);
    expect(await dialog.count()).toBe(1);
    expect(await dialog.getByRole('heading').innerText()).toBe('是否重新登录');
    await dialog.getByText('用户登录信息已失效 是否重新登录').waitFor();

    await dialog.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL(/#\/login\?redirect=%2Fwow_guide%2Farticle/);
    await page.getByRole('heading', { name: '登录管理后台' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user-info')])).toEqual([null, null]);
    expect(token).toBeTruthy();

    await page.getByLabel(/用户名/).fill('user');
    await page.getByLabel(/^密码/).fill('user');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/#\/wow_guide\/article/);
  });

  it('speaks English in the English panel', async () => {
    const page = await signedIn();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByText('Welcome back, 运营小王').waitFor();
    await revoke(page);
    await page.getByRole('menu').getByText('Articles').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Sign in again?' }).waitFor();
    await dialog.getByText('Your session has expired. Sign in again?').waitFor();
    await dialog.getByRole('button', { name: 'Sign in again' }).waitFor();
  });

  it('a dead token on the login page is dropped quietly: /user/check shows no toast and no dialog', async () => {
    const page = await signedIn();
    await revoke(page);
    const check = page.waitForResponse((r) => r.url().endsWith('/user/check'));
    await page.goto(`${server.url}/#/login`);
    expect((await (await check).json()).code).toBe(-3);
    await page.waitForFunction(() => localStorage.getItem('token') === null);
    await page.waitForTimeout(300);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('toasts', () => {
  it("an API error shows the server's message for 5 seconds", async () => {
    const page = await signedIn();
    const answer = page.waitForResponse((r) => r.url().endsWith('/mdr/articles/list'));
    await page.goto(`${server.url}/#/wow_guide/article?filter=${encodeURIComponent('{"nosuch":1}')}`);
    const { code, message } = await (await answer).json();
    expect([code, message]).toEqual([-1, expect.any(String)]);
    const shown = toast(page, message);
    await shown.waitFor();
    const since = Date.now();
    await page.waitForTimeout(4000);
    expect(await shown.isVisible()).toBe(true);
    await shown.waitFor({ state: 'detached', timeout: 4000 });
    expect(Date.now() - since).toBeGreaterThan(4000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  it("a transport failure shows 'Request Error' (请求错误)", async () => {
    const page = await signedIn();
    await page.route('**/mdr/articles/list', (route) => route.abort('connectionreset'));
    await page.getByRole('menu').getByText('文章').click();
    await toast(page, '请求错误').waitFor();
  });
});
