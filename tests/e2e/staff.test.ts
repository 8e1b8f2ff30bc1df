// Staff accounts and two-factor sign-in in Chromium against the real product:
// an admin creates a member with only the guide module's reads as extra keys (a
// guessable password refused first, under its field); the member signs in, is sent to My account
// to replace the admin-chosen password, then sees only guides and gets the
// not-found page on #/user/admin; the admin enrols 2FA by reading the
// key beside the QR code, and signs in again with a code computed from it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { currentCode } from '../../server/modules/session';
import { signIn, signInChangingPassword, visible, withProduct, type RunningServer } from './harness';

const MEMBER = { username: 'guide_e2e', password: 'Lantern-Orchid-4417', own: 'Quiet-Meadow-Compass-82' };

describe('staff accounts and two-factor sign-in', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;

  // its own product: the admin turns 2FA on, which other files' sign-ins must not meet
  withProduct({}, (s, b) => { server = s; browser = b; }, { own: true });
  beforeAll(async () => {
    admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(admin, server.url, 'admin', 'admin');
  });

  it("an admin creates a member with only the guide module's reads; a guessable password is refused under its field", async () => {
    await admin.goto(`${server.url}/#/user/admin/create`);
    await admin.locator('input[name="username"]').fill(MEMBER.username);
    await admin.locator('input[name="name"]').fill('Guide E2E');
    await admin.locator('input[name="password"]').fill('password123');
    await admin.getByTestId('module-mdr.wow.guide').getByRole('button', { name: '选中本模块的读取权限' }).click();
    await admin.getByRole('button', { name: /保存|Save/ }).click();
    await visible(admin.getByText(/密码太容易被猜到/));
    await admin.locator('input[name="password"]').fill(MEMBER.password);
    await admin.getByRole('button', { name: /保存|Save/ }).click();
    await admin.waitForURL(/#\/user\/admin\/\d+\/show/);
    const effective = await visible(admin.getByTestId('effective-keys'));
    expect(await effective.locator('tbody tr td:first-child').allInnerTexts()).toEqual(['guide_categories.read', 'articles.read']);
  });

  it('the member signs in, must first replace the admin-chosen password, then sees only guides; #/user/admin says they have no access', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInChangingPassword(page, server.url, MEMBER.username, MEMBER.password, MEMBER.own);
    await page.getByRole('menu').getByText('文章').waitFor();
    const items = await page.getByRole('menu').locator('[role="menuitem"]').allInnerTexts();
    expect(items.join()).not.toMatch(/管理员|用户管理|订单|提现/);
    await page.goto(`${server.url}/#/user/admin`);
    await page.getByTestId('no-access').waitFor();
    await page.context().close();
  });

  it('the admin enrols 2FA and signs in again with a code computed from the secret', async () => {
    await admin.goto(`${server.url}/#/account`);
    await admin.getByRole('button', { name: '开启两步验证' }).click();
    const secret = (await (await visible(admin.getByTestId('totp-secret'))).textContent())!.trim();
    await admin.locator('input[name="totpCode"]').fill(currentCode(secret));
    await admin.getByRole('button', { name: '确认开启' }).click();
    const codes = await visible(admin.getByTestId('recovery-codes').locator('li'));
    expect(await codes.count()).toBe(10);
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('recovery-codes').getByRole('button', { name: '下载' }).click()]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${server.url}/#/login`);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('admin');
    await page.getByRole('button', { name: /登录|Sign in/ }).click();
    const code = await visible(page.locator('input[name="code"]'));
    // the enrolment used this period's code: the next one (accepted as clock drift) is not a replay
    await code.fill(currentCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: /登录|Sign in/ }).click();
    await page.waitForURL(/#\/dashboard\/workplace/);
    await page.context().close();
  });
});
