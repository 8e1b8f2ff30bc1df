// Sign-in (docs/panel.md "Sign-in") in Chromium against the real product: QR sign-in across two
// devices (confirm, decline, expiry), the route guard, reload in place, logout
// and a session that survives a reload.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signIn, withProduct, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

// the shortest ticket the API allows, so the expiry test waits little
withProduct({ QR_TICKET_SECONDS: '10' }, (s, b) => { server = s; browser = b; });

/** A new device: its own storage, nobody signed in. */
async function device(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  return context.newPage();
}

async function call(path: string, body: object = {}, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { appid: '4', 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** Opens the QR tab of the login page; resolves to the link the code encodes. */
async function showQrCode(page: Page, hash = '#/login'): Promise<string> {
  await page.goto(`${server.url}/${hash}`);
  const issued = page.waitForResponse((r) => r.url().endsWith('/user/qr_login') && !r.request().postData()?.includes('ticket'));
  await page.getByRole('tab', { name: '扫码登录' }).click();
  const { data } = await (await issued).json();
  await page.getByRole('img', { name: '登录二维码' }).waitFor();
  return data.qrText as string;
}

describe('QR sign-in', () => {
  let phone: Page;
  // Shown first and left alone while the other tests run, so it has expired
  // by the time its own test looks at it.
  let idle: { page: Page; qrText: string };

  beforeAll(async () => {
    const page = await device();
    idle = { page, qrText: await showQrCode(page) };
    phone = await device();
    await signIn(phone, server.url, 'user', 'user');
  });

  it('a staff member signed in on the phone confirms; the desktop signs in as them, where it was going', async () => {
    const desktop = await device();
    const qrText = await showQrCode(desktop, '#/login?redirect=%2Fwow_guide%2Farticle%3Fpage%3D2');
    expect(qrText).toMatch(new RegExp(`^${server.url}/#/qr/confirm\\?ticket=[\\w-]+$`));

    await phone.goto(qrText);
    await phone.getByText('有设备请求以 运营小王 的身份登录管理后台：').waitFor();
    await phone.getByText('Linux 上的 Chrome').waitFor();
    await phone.getByText('127.0.0.1').waitFor();
    await desktop.getByText('已扫描，请在设备上确认').waitFor();

    await phone.getByRole('button', { name: '确认登录' }).click();
    await phone.getByText('已确认登录，对方设备将自动进入管理后台。').waitFor();
    await desktop.waitForURL(/#\/wow_guide\/article\?page=2/);
    await desktop.getByRole('menu').getByText('文章').waitFor();

    const token = await storedToken(desktop);
    expect(token).toBeTruthy();
    expect((await call('/user/check', {}, token!)).data).toMatchObject({ name: '运营小王' });
    // the phone's own session is untouched
    expect((await call('/user/check', {}, (await storedToken(phone))!)).code).toBe(1);
  });

  it('a declined request never signs the desktop in', async () => {
    const desktop = await device();
    const qrText = await showQrCode(desktop);
    await phone.goto(qrText);
    await phone.getByRole('button', { name: '拒绝' }).click();
    await phone.getByText('已拒绝该登录请求。').waitFor();
    await desktop.getByText('登录请求已被拒绝').waitFor();
    expect(desktop.url()).toMatch(/#\/login$/);
    expect(await storedToken(desktop)).toBeNull();
    // the spent link says why it cannot be used again
    await phone.reload();
    await phone.getByText('该登录请求已被拒绝', { exact: true }).first().waitFor();
  });

  it('an expired code says so; refresh issues a new ticket, and the old link is refused', async () => {
    const { page: desktop, qrText: first } = idle;
    await desktop.getByText('二维码已过期，请刷新').waitFor({ timeout: 16_000 });
    const reissued = desktop.waitForResponse((r) => r.url().endsWith('/user/qr_login') && !r.request().postData()?.includes('ticket'));
    await desktop.getByRole('button', { name: '刷新二维码' }).click();
    const second = (await (await reissued).json()).data.qrText as string;
    expect(second).not.toBe(first);
    await desktop.getByRole('img', { name: '登录二维码' }).waitFor();
    expect(await desktop.getByText('二维码已过期，请刷新').count()).toBe(0);

    await phone.goto(first);
    await phone.getByText('二维码已过期，请在登录页刷新二维码').first().waitFor();
    expect(await phone.getByRole('button', { name: '确认登录' }).count()).toBe(0);
  }, 30_000);

  it('signed out, the link leads to the login page and back to the confirmation', async () => {
    const desktop = await device();
    const qrText = await showQrCode(desktop);
    const stranger = await device();
    await stranger.goto(qrText);
    await stranger.waitForURL(/#\/login\?redirect=%2Fqr%2Fconfirm%3Fticket%3D/);
    await stranger.getByLabel(/用户名/).fill('reviewer');
    await stranger.getByLabel(/^密码/).fill('reviewer');
    await stranger.getByRole('button', { name: '登录', exact: true }).click();
    await stranger.waitForURL(qrText);
    await stranger.getByText('有设备请求以 内容审核·李娜 的身份登录管理后台：').waitFor();
  });
});

describe('route guard, reload in place, logout', () => {
  it('signed out, a route leads to login with the route as redirect, and back there after signing in', async () => {
    const page = await device();
    await page.goto(`${server.url}/#/wow_guide/article?page=2`);
    await page.waitForURL(/#\/login\?redirect=%2Fwow_guide%2Farticle%3Fpage%3D2$/);
    await page.getByLabel(/用户名/).fill('user');
    await page.getByLabel(/^密码/).fill('user');
    const list = page.waitForRequest((r) => r.url().endsWith('/mdr/articles/list'));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/#\/wow_guide\/article\?page=2/);
    expect(JSON.parse((await list).postData()!)).toMatchObject({ page: 2 });
  });

  it('a token without user info, revoked meanwhile: user info is asked, fails, and the user signs in again to the same place', async () => {
    const page = await device();
    await signIn(page, server.url, 'user', 'user');
    const token = (await storedToken(page))!;
    await call('/user/logout', {}, token);
    await page.evaluate(() => localStorage.removeItem('user-info'));
    const info = page.waitForResponse((r) => r.url().endsWith('/user/info'));
    await page.evaluate(() => {
      window.location.hash = '#/wow_guide/category?perPage=25';
    });
    expect((await (await info).json()).code).toBe(-3);
    await page.waitForURL(/#\/login\?redirect=%2Fwow_guide%2Fcategory%3FperPage%3D25$/);
    expect(await storedToken(page)).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByLabel(/用户名/).fill('user');
    await page.getByLabel(/^密码/).fill('user');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/#\/wow_guide\/category\?perPage=25/);
  });

  it('every navigation starts at the top of the page', async () => {
    const page = await device();
    await page.setViewportSize({ width: 1280, height: 420 });
    await signIn(page, server.url, 'admin', 'admin');
    await page.goto(`${server.url}/#/wow_guide/article`);
    await page.getByRole('menu').getByText('文章').waitFor();
    await page.locator('tbody tr').nth(5).waitFor();
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 100);
    await page.evaluate(() => {
      window.location.hash = '#/wow_guide/category';
    });
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('/redirect/<path> reloads the page in place and leaves Back where it was', async () => {
    const page = await device();
    await signIn(page, server.url, 'user', 'user');
    await page.goto(`${server.url}/#/wow_guide/article?page=2`);
    await page.waitForRequest((r) => r.url().endsWith('/mdr/articles/list'));
    const again = page.waitForRequest((r) => r.url().endsWith('/mdr/articles/list'));
    await page.evaluate(() => {
      window.location.replace(`#/redirect/${encodeURIComponent('/wow_guide/article?page=2')}`);
    });
    expect(JSON.parse((await again).postData()!)).toMatchObject({ page: 2 });
    await page.waitForURL(/#\/wow_guide\/article\?page=2/);
    await page.goBack();
    await page.waitForURL(/#\/dashboard\/workplace$/);
  });

  it('logout revokes the token and forgets user info and server menu; a reload keeps a live session', async () => {
    const page = await device();
    const logins: string[] = [];
    page.on('request', (r) => {
      if (/\/(api\/user\/login|user\/info)$/.test(r.url())) logins.push(r.url());
    });
    await signIn(page, server.url, 'user', 'user');
    await page.getByRole('menu').getByRole('menuitem', { name: '官方网站' }).waitFor();
    logins.length = 0;
    await page.reload();
    await page.getByText('欢迎回来，运营小王').waitFor();
    expect(logins).toEqual([]); // the stored session: no new sign-in, not even a user info call

    const token = (await storedToken(page))!;
    await page.getByRole('button', { name: '个人资料' }).click();
    await page.getByText('退出登录').click();
    await page.waitForURL(/#\/login/);
    expect((await call('/user/check', {}, token)).code).toBe(-3);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      info: localStorage.getItem('user-info'),
      menu: JSON.parse(localStorage.getItem('app-settings') ?? '{}').serverMenu,
    }));
    expect(stored).toEqual({ token: null, info: null, menu: [] });
  });
});
