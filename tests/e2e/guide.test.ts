// The foundation end to end: the real server on a fresh embedded database with
// demo data, driven in Chromium — sign in (wrong, then right), filter articles,
// approve one, see its audit row, switch to English.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually, gone, signIn, withProduct, visible, type RunningServer } from './harness';

describe('guide review in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  withProduct({}, (s, b) => { server = s; browser = b; });
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
    await visible(entry);
    const text = await entry.textContent();
    expect(text).toContain('通过');
    expect(text).toContain('admin');
    expect(text).toContain('status: pending → published');
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
    await visible(page.getByRole('region', { name: 'History' }));
    await visible(page.getByRole('button', { name: 'Hide' }));
    expect(await page.evaluate(() => localStorage.getItem('arco-locale'))).toBe('en-US');
    await page.reload();
    await visible(page.getByRole('heading', { name: 'History' }));
  });
});
