// The foundation end to end: the real server on a fresh embedded database with
// demo data, driven in Chromium — sign in (wrong, then right), filter articles,
// approve one and hide it, read its history, switch to English, bulk actions
// ask first, and an edited form asks before it is left.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { eventually, gone, signIn, withProduct, visible, type RunningServer } from './harness';

/** With SCREENSHOTS=<dir>, saves what a reviewer would look at (the history, the reason dialog). */
const shot = async (target: Locator, name: string) => {
  if (process.env.SCREENSHOTS) await target.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png` });
};

describe('guide review in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  withProduct({}, (s, b) => { server = s; browser = b; }, { own: true }); // its own product: other files change the articles it reviews
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  });

  it('refuses a wrong password with the spec message, then signs in', async () => {
    await page.goto(`${server.url}/#/login`);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: /登录|Sign in/ }).click();
    await visible(page.getByText('账号或者密码错误'));
    expect(page.url()).toContain('#/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await signIn(page, server.url, 'admin', 'admin');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/.{20,}/);
  });

  it('filters articles by status', async () => {
    await page.goto(`${server.url}/#/wow_guide/article`);
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '待审核' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/filter=.*pending/);
    const rows = page.locator('tbody tr');
    const labels = ['草稿', '待审核', '已发布', '已驳回', '已隐藏'];
    const statusesShown = async () => (await rows.locator('td .MuiChip-label').allTextContents()).filter((c) => labels.includes(c));
    // the list refetches after the filter changes: wait for the filtered page
    const statuses = await eventually(statusesShown, (s) => s.length > 5 && s.every((c) => c === '待审核'));
    expect(statuses.length).toBeGreaterThan(5);
    expect(new Set(statuses)).toEqual(new Set(['待审核']));
  });

  it('approves one article and shows who did it in its history', async () => {
    const firstRow = page.locator('tbody tr').first();
    const title = (await firstRow.locator('td').nth(2).textContent())!.trim();
    await firstRow.locator('td').nth(2).click();
    await page.waitForURL(/#\/wow_guide\/article\/\d+/);
    if (!page.url().endsWith('/show')) await page.goto(page.url().replace(/\/?$/, '/show'));
    await visible(page.getByRole('heading', { name: title }));

    await page.getByRole('button', { name: '通过' }).click();
    await visible(page.getByText('已通过').first());
    await visible(page.getByText('已发布').first());
    // legal only from pending: the approve button is gone, hide is offered
    await gone(page.getByRole('button', { name: '通过' }));
    await visible(page.getByRole('button', { name: '隐藏' }));

    const history = page.getByRole('region', { name: '操作记录' });
    const entry = history.getByTestId('history-entry').first();
    await visible(entry.getByText('管理员 通过了文章', { exact: true }));
  });

  it('hides it with one of the common reasons, and the history says so in a sentence', async () => {
    await page.getByRole('button', { name: '隐藏' }).click();
    const dialog = page.getByRole('dialog', { name: '隐藏' });
    await dialog.getByRole('button', { name: '包含外链广告' }).click();
    expect(await dialog.getByLabel('原因', { exact: true }).inputValue()).toBe('包含外链广告');
    await shot(dialog, 'reason-dialog-zh');
    await dialog.getByRole('button', { name: '确认' }).click();
    await visible(page.getByText('已隐藏').first());
    const history = page.getByRole('region', { name: '操作记录' });
    await visible(history.getByTestId('history-entry').first().getByText('管理员 隐藏了文章 · 原因：包含外链广告', { exact: true }));
    await shot(history, 'history-zh');
  });

  it('picks the author by pen name, and says why a category cannot be deleted before asking', async () => {
    const reviewed = page.url();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const post = async (path: string, data: object) =>
      (await (await page.request.post(`${server.url}${path}`, { headers: { appid: '4', token: token! }, data })).json()).data;
    const { authorName } = await post('/mdr/articles/get', { id: 1 }) as { authorName: string };
    await page.goto(`${server.url}/#/wow_guide/article/1`);
    const author = page.getByRole('combobox', { name: /作者/ });
    expect(await eventually(() => author.inputValue(), (v) => v === authorName)).toBe(authorName);
    // suggestions come from the server as one types another author's name
    const { list } = await post('/mdr/articles/lookup', { field: 'authorId' }) as { list: { label: string }[] };
    const other = list.find((r) => r.label !== authorName)!.label;
    await author.click();
    await author.press('Control+A');
    await author.pressSequentially(other.slice(0, -1));
    await visible(page.getByRole('option', { name: other }));
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/#/wow_guide/category`);
    // a top-level category with articles below it: delete is disabled, the reason on hover
    const del = page.locator('tbody tr').first().getByRole('button', { name: '删除' });
    await visible(del);
    expect(await del.isDisabled()).toBe(true);
    await del.locator('..').hover();
    await visible(page.getByRole('tooltip', { name: '该分类下还有文章或子分类，不能删除' }));
    await page.goto(reviewed);
  });

  it('switches the whole panel to English and keeps the choice', async () => {
    await page.getByRole('button', { name: 'English' }).click();
    const history = page.getByRole('region', { name: 'History' });
    await visible(history, 30_000);
    await visible(page.getByRole('button', { name: 'Restore' }));
    // the reason is what the reviewer wrote; the sentence around it is the reader's
    await visible(history.getByText('管理员 hid the article · Reason: 包含外链广告', { exact: true }));
    await visible(history.getByText('管理员 approved the article', { exact: true }));
    expect(await page.evaluate(() => localStorage.getItem('arco-locale'))).toBe('en-US');
    await page.reload();
    await visible(page.getByRole('heading', { name: 'History' }));
    await shot(page.getByRole('region', { name: 'History' }), 'history-en');
  });

  it('offers the common reasons in English too', async () => {
    await page.goto(`${server.url}/#/wow_guide/article?filter=${encodeURIComponent('{"status":"pending"}')}`);
    await page.locator('tbody tr').first().getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject' });
    await visible(dialog.getByRole('button', { name: 'Content does not match the title' }));
    await shot(dialog, 'reason-dialog-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('asks before a bulk action, naming the count', async () => {
    const rows = page.locator('tbody tr');
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve 2 selected articles?' });
    await visible(dialog);
    await shot(dialog, 'bulk-confirm-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);
    // nothing was approved: both rows still wait for review
    expect(await rows.nth(0).getByText('Pending review').count()).toBe(1);
  });

  it('asks before leaving an edited form, and not before leaving an untouched one', async () => {
    const asked: string[] = [];
    const kinds: string[] = [];
    page.on('dialog', (d) => {
      asked.push(d.message());
      kinds.push(d.type());
      void (asked.length === 1 ? d.dismiss() : d.accept());
    });
    await page.locator('tbody tr').first().locator('td').nth(2).click();
    await page.waitForURL(/#\/wow_guide\/article\/\d+/);
    const editUrl = page.url().replace(/\/show$/, '');
    await page.goto(editUrl);
    const title = page.locator('input[name="title"]');
    await visible(title);
    await visible(page.locator('.ProseMirror'));
    const original = await title.inputValue();
    await page.getByRole('link', { name: 'Show' }).click();
    await page.waitForURL(/\/show$/);
    expect(asked).toEqual([]); // the rich-text editor loading the body is not a change

    await page.goto(editUrl);
    await title.fill('An edit not saved');
    await page.getByRole('link', { name: 'Show' }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(/changes weren't saved/);
    expect(page.url()).toBe(editUrl); // dismissed: the form and its edit stay
    expect(await title.inputValue()).toBe('An edit not saved');
    await page.getByRole('link', { name: 'Show' }).click();
    await page.waitForURL(/\/show$/);
    expect(asked).toHaveLength(2);

    // coming back (same page load): the discarded edit is gone, the record's own title shows
    await page.goto(editUrl);
    await visible(page.locator('.ProseMirror'));
    expect(await eventually(() => title.inputValue(), (v) => v !== '')).toBe(original);

    // closing or reloading the tab with an edit: the browser's own prompt
    const before = original;
    const n = kinds.length;
    await title.fill('Reloaded away');
    await page.reload();
    await expect.poll(() => kinds.slice(n)).toEqual(['beforeunload']);

    // saved: no question, and the history names the field that changed
    await visible(page.locator('.ProseMirror'));
    expect(await title.inputValue()).toBe(before);
    await title.fill('Renamed in the browser');
    const m = kinds.length;
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/show$/);
    const history = page.getByRole('region', { name: 'History' });
    await visible(history.getByText(`管理员 edited the article · Title: ${before} → Renamed in the browser`, { exact: true }));
    expect(kinds.slice(m).map((k, i) => `${k}: ${asked[m + i]}`)).toEqual([]);
    await shot(history, 'history-edit-en');
  });
});
