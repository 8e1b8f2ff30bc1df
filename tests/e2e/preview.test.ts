// "See what a role sees" (docs/preview.md) in Chromium on the shared product: the admin
// previews each seeded role, and the demo user as a member, and the menu shown is the
// one that role's (or member's) own sign-in shows; the banner names them in both
// languages, on a 390 px phone in the dark theme too, and passes axe; a write button
// the role holds is refused; ending returns to the page the preview started from.
// One browser, the run's shared product, and few page loads: the first preview goes
// through the buttons, the others start and end through the API with one reload each.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { audit } from './axe';
import { callApi, eventually, gone, postAs, signIn, visible, withProduct, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
withProduct({}, (s, b) => { server = s; browser = b; });

type Named = { id: number; nameZh?: string; username?: string };

/** The side menu's links once it has rendered (the official website's entry comes last). */
async function menuOf(page: Page): Promise<(string | null)[]> {
  await visible(page.getByRole('menu').getByRole('menuitem', { name: /官方网站|Official website/ }));
  return page.getByRole('menu').locator('[role="menuitem"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
}

/** The menu `username`'s own sign-in shows: their token set in `page`, one reload. */
async function ownMenu(page: Page, username: string): Promise<(string | null)[]> {
  const { token } = await postAs<{ token: string }>(server.url, '/api/user/login', { username, password: username });
  await page.evaluate((t) => { localStorage.clear(); localStorage.setItem('token', t); }, token);
  await page.reload();
  return menuOf(page);
}

/** Starts (path) or ends a preview through the API, then reloads as the panel's own buttons do. */
async function switchByApi(page: Page, path: string, body: object): Promise<void> {
  await callApi(page, path, body);
  await page.evaluate(() => localStorage.removeItem('user-info'));
  await page.reload();
}

const banner = (page: Page) => page.getByTestId('preview-banner');

/** The admin's page and what the steps look up once: ids by name, each account's own menu. */
interface Run {
  admin: Page;
  adminMenu: (string | null)[];
  roleId: (nameZh: string) => number;
  memberId: (username: string) => number;
  expected: Record<string, (string | null)[]>;
}

async function prepare(): Promise<Run> {
  // bypassCSP: axe is injected as a script of the test's own
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })).newPage();
  await signIn(admin, server.url, 'admin', 'admin');
  const roles = (await callApi<{ list: Named[] }>(admin, 'roles/list', { pageSize: 50 })).list;
  const members = (await callApi<{ list: Named[] }>(admin, 'admins/list', { pageSize: 100 })).list;
  const own = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await own.goto(`${server.url}/#/login`);
  const expected: Record<string, (string | null)[]> = {};
  for (const username of ['reviewer', 'finance', 'support', 'user']) expected[username] = await ownMenu(own, username);
  await own.context().close();
  return {
    admin, adminMenu: await menuOf(admin), expected,
    roleId: (nameZh) => roles.find((r) => r.nameZh === nameZh)!.id,
    memberId: (username) => members.find((m) => m.username === username)!.id,
  };
}

/** The content reviewer through the buttons: banner, menu, avatar menu, a refused approval, the language switch, and back. */
async function reviewerThroughButtons({ admin, adminMenu, roleId, expected }: Run): Promise<void> {
  await admin.goto(`${server.url}/#/user/role/${roleId('内容审核')}/show`);
  await admin.getByTestId('preview-start').click();
  await visible(banner(admin).getByText('正在以角色“内容审核”的视角预览（只读）', { exact: false }));
  expect(await menuOf(admin)).toEqual(expected.reviewer);
  expect(expected.reviewer).not.toEqual(adminMenu);
  await admin.getByRole('button', { name: /个人资料/ }).click(); // the avatar menu says whose grant it is
  await visible(admin.getByTestId('avatar-menu-preview').getByText('预览中：角色“内容审核”'));
  expect(await admin.getByTestId('avatar-menu-role').textContent()).toBe('角色：内容审核');
  await admin.keyboard.press('Escape');
  expect(await audit(admin)).toEqual([]);
  // a write the role holds is offered, and refused
  const pending = (await callApi<{ list: Named[] }>(admin, 'articles/list', { filter: { status: 'pending' }, pageSize: 50 })).list.at(-1)!;
  await admin.goto(`${server.url}/#/wow_guide/article/${pending.id}/show`);
  await admin.getByRole('button', { name: '通过' }).click();
  await visible(admin.getByText('正在以他人视角预览（只读）：不能执行任何修改。请先结束预览。'));
  expect((await callApi<{ status: string }>(admin, 'articles/get', { id: pending.id })).status).toBe('pending');
  // switching the language keeps the preview
  await admin.getByRole('button', { name: 'English' }).click();
  await visible(banner(admin).getByText('Previewing as the role "Content reviewer" (read-only)', { exact: false }));
  await admin.getByRole('button', { name: '中文' }).click();
  await banner(admin).getByRole('button', { name: '结束预览' }).click();
  await admin.waitForURL(new RegExp(`#/user/role/${roleId('内容审核')}/show$`));
  await gone(banner(admin));
  expect(await menuOf(admin)).toEqual(adminMenu);
}

/** The other seeded roles through the API; the auditor's members are disabled, so its menu is compared with its member `intern` previewed. */
async function otherRolesByApi({ admin, roleId, memberId, expected }: Run): Promise<void> {
  const others: [string, (string | null)[] | null][] = [['财务', expected.finance], ['客服', expected.support], ['只读审计', null]];
  for (const [name, menu] of others) {
    await switchByApi(admin, 'roles/preview', { id: roleId(name) });
    await visible(banner(admin).getByText(`正在以角色“${name}”的视角预览`, { exact: false }));
    const shown = await menuOf(admin);
    if (menu) expect(shown, name).toEqual(menu);
    else {
      await switchByApi(admin, 'preview/end', {});
      await switchByApi(admin, 'admins/preview', { id: memberId('intern') });
      expect(await menuOf(admin), 'auditor').toEqual(shown);
      expect(shown).toContain('#/user/audit');
    }
    await switchByApi(admin, 'preview/end', {});
  }
}

/** The demo user as a member, then on a 390 px phone in the dark theme and in English; ending returns to their page. */
async function memberOnPhone({ admin, memberId, expected }: Run): Promise<void> {
  await admin.goto(`${server.url}/#/user/admin/${memberId('user')}/show`);
  await admin.getByTestId('preview-start').click();
  await visible(banner(admin));
  expect(await menuOf(admin)).toEqual(expected.user);
  await admin.getByRole('button', { name: 'English' }).click();
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.evaluate(() => {
    localStorage.setItem('app-settings', JSON.stringify({ ...JSON.parse(localStorage.getItem('app-settings') ?? '{}'), theme: 'dark' }));
  });
  await admin.reload();
  await visible(banner(admin).getByText(/^Previewing as the member .+\(user\) \(read-only\)/));
  expect(await admin.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)'); // dark
  const end = banner(admin).getByRole('button', { name: 'End preview' });
  const box = (await end.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await eventually(() => admin.evaluate(() => document.scrollingElement!.scrollWidth), (w) => w <= 390)).toBeLessThanOrEqual(390);
  expect(await audit(admin)).toEqual([]);
  await end.click();
  await admin.waitForURL(new RegExp(`#/user/admin/${memberId('user')}/show$`));
  await gone(banner(admin));
}

describe('an admin sees what a role sees', () => {
  it('previews every seeded role and the demo user: their own menu, the banner, writes refused, back where it started', async () => {
    const run = await prepare();
    await reviewerThroughButtons(run);
    await otherRolesByApi(run);
    await memberOnPhone(run);
    await run.admin.context().close();
  });
});
