// The message centre end to end (docs/panel.md "Message centre"): the bell, its popover and the
// list page in Chromium, against the real server and its demo inbox. Counts
// are checked against what the API says, so the demo data may change.
import { afterEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { postAs, signIn, withProduct, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

withProduct({}, (s, b) => { server = s; browser = b; });
afterEach(() => context?.close());

type Kind = 'message' | 'notice' | 'todo';
interface Item { id: number; type: Kind; title: string; content: string; status: 0 | 1; link: string | null }
type Counts = Record<Kind | 'total', number>;

const api = <T>(path: string, body: object, token: string): Promise<T> => postAs<T>(server.url, path, body, token);
const login = async (username: string) => (await api<{ token: string }>('/api/user/login', { username, password: username }, '')).token;
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token')!);
const unread = async (page: Page) => api<Counts>('/mdr/messages/unread', {}, await tokenOf(page));
const inbox = async (page: Page, filter: object = {}) =>
  (await api<{ list: Item[]; total: number }>('/mdr/messages/list', { pageSize: 100, filter }, await tokenOf(page)));

async function adminPage(setup?: (page: Page) => Promise<void>): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await setup?.(page);
  await signIn(page, server.url, 'admin', 'admin');
  return page;
}

// by its label, not its role: an open popover hides the app bar from assistive tech
const bell = (page: Page) => page.locator('button[aria-label^="消息通知"]');
const bellCount = async (page: Page) => Number(/(\d+) 条未读/.exec((await bell(page).getAttribute('aria-label'))!)![1]);
const popover = (page: Page) => page.getByRole('dialog', { name: '消息中心' });
const TAB_NAMES: Record<Kind, string> = { message: '消息', notice: '通知', todo: '待办' };
/** A tab's label: its name, with the unread count when there is any. */
const tabLabel = (kind: Kind, count: number) => (count ? `${TAB_NAMES[kind]}(${count})` : TAB_NAMES[kind]);
/** react-admin's pagination text in Chinese. */
const range = (from: number, to: number, total: number) => `第 ${from}-${to} 条，共 ${total} 条`;
const rows = (box: Locator) => box.getByRole('tabpanel').getByRole('button');

async function openBox(page: Page) {
  await bell(page).click();
  await popover(page).waitFor();
  return popover(page);
}

describe('the bell and its popover', () => {
  it('show the unread counts, per type in the tabs, and the latest items unread first', async () => {
    const page = await adminPage();
    const counts = await unread(page);
    expect(counts.total).toBeGreaterThan(0);
    await expect.poll(() => bellCount(page)).toBe(counts.total);
    const box = await openBox(page);
    for (const kind of ['message', 'notice', 'todo'] as const) {
      const tab = box.getByRole('tab', { name: tabLabel(kind, counts[kind]), exact: true });
      await tab.click();
      const latest = (await inbox(page, { type: kind })).list.slice(0, 5);
      await expect.poll(() => rows(box).count()).toBe(latest.length);
      for (const [i, item] of latest.entries()) {
        expect(await rows(box).nth(i).textContent()).toContain(item.title);
        expect(await rows(box).nth(i).getAttribute('data-unread')).toBe(String(item.status === 0));
      }
    }
  });

  it('clicking an item marks it read, the count drops; an item with a link opens its page', async () => {
    const page = await adminPage();
    const before = await unread(page);
    const box = await openBox(page);
    const target = (await inbox(page, { type: 'message', status: 0 })).list[0];
    await rows(box).filter({ hasText: target.title }).first().click();
    await expect.poll(() => bellCount(page)).toBe(before.total - 1);
    await expect.poll(async () => (await inbox(page, { type: 'message', status: 0 })).total).toBe(before.message - 1);
    await box.getByRole('tab', { name: tabLabel('message', before.message - 1), exact: true }).waitFor();

    const linked = (await inbox(page, { type: 'todo', status: 0 })).list.find((m) => m.link)!;
    await box.getByRole('tab', { name: tabLabel('todo', before.todo), exact: true }).click();
    await rows(box).filter({ hasText: linked.content }).first().click();
    await page.waitForURL(`${server.url}/${linked.link}`);
    await popover(page).waitFor({ state: 'hidden' });
    await expect.poll(() => bellCount(page)).toBe(before.total - 2);
  });

  it('"mark all read" reads the current tab only; the count refreshes every minute', async () => {
    const page = await adminPage((p) => p.clock.install());
    const before = await unread(page);
    expect(before.notice).toBeGreaterThan(0);
    const box = await openBox(page);
    await box.getByRole('tab', { name: tabLabel('notice', before.notice), exact: true }).click();
    await box.getByRole('button', { name: '全部已读' }).click();
    await page.getByText(`已将 ${before.notice} 条消息标为已读`).waitFor();
    await box.getByRole('tab', { name: '通知', exact: true }).waitFor();
    await expect.poll(() => bellCount(page)).toBe(before.total - before.notice);
    expect(await unread(page)).toMatchObject({ notice: 0, message: before.message, todo: before.todo });
    await page.keyboard.press('Escape');

    // user (guide staff) submits a draft: a todo for admin, which the bell shows within a minute
    const userToken = await login('user');
    const [draft] = (await api<{ list: { id: number }[] }>('/mdr/articles/list', { pageSize: 1, filter: { status: 'draft' } }, userToken)).list;
    await api('/mdr/articles/submit', { id: draft.id }, userToken);
    const shown = await bellCount(page);
    await page.waitForTimeout(500);
    expect(await bellCount(page)).toBe(shown); // not without the clock
    await page.clock.fastForward(61_000);
    await expect.poll(() => bellCount(page)).toBe(shown + 1);
  });
});

describe('the list page', () => {
  it('lists every message with type filter and pagination, and marks the selected ones read', async () => {
    const page = await adminPage();
    const box = await openBox(page);
    await box.getByRole('tab', { name: /^待办/ }).click();
    await box.getByRole('link', { name: '查看更多' }).click();
    await page.waitForURL(/#\/messages\?filter=/);
    const todos = await inbox(page, { type: 'todo' });
    const table = page.locator('table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(Math.min(todos.total, 20));
    await expect.poll(() => table.locator('tbody tr').first().textContent()).toContain(todos.list[0].content);
    await page.getByText(range(1, Math.min(todos.total, 20), todos.total)).waitFor();

    // every type, 10 a page
    await page.getByLabel('类型').click();
    await page.getByRole('option').first().click(); // the empty choice
    await page.waitForURL(/filter=%7B%7D/);
    let all = await inbox(page);
    expect(all.total).toBeGreaterThan(10);
    await page.getByRole('combobox', { name: /每页行数/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.getByText(range(1, 10, all.total)).waitFor();

    // two unread ones (they come first), selected and marked read
    const picked = all.list.filter((m) => m.status === 0).slice(0, 2);
    expect(picked).toHaveLength(2);
    const before = await bellCount(page);
    for (const item of picked) {
      await table.locator('tbody tr').filter({ hasText: item.content }).first().getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: '标为已读' }).click();
    await page.getByText('已将 2 条消息标为已读').waitFor();
    await expect.poll(() => bellCount(page)).toBe(before - 2);
    all = await inbox(page);
    for (const item of picked) expect(all.list.find((m) => m.id === item.id)!.status).toBe(1);

    await page.getByRole('button', { name: '转到下一页' }).click();
    await page.getByText(range(11, Math.min(20, all.total), all.total)).waitFor();
    // the range shows at once, the rows once they arrive
    await expect.poll(() => table.locator('tbody tr').first().textContent()).toContain(all.list[10].content);
  });
});

describe('to-dos that complete themselves', () => {
  it('a review to-do shows 已完成 once the article it points at is approved', async () => {
    // user (guide staff) submits a draft under a title of its own: a todo for admin
    const userToken = await login('user');
    const [draft] = (await api<{ list: { id: number; version: number }[] }>('/mdr/articles/list',
      { pageSize: 1, filter: { status: 'draft' } }, userToken)).list;
    const title = `Todo e2e ${Date.now()}`;
    await api('/mdr/articles/update', { id: draft.id, version: draft.version, data: { title } }, userToken);
    await api('/mdr/articles/submit', { id: draft.id }, userToken);

    const page = await adminPage();
    const todos = (status: number) => `${server.url}/#/messages?filter=${encodeURIComponent(JSON.stringify({ type: 'todo', status }))}`;
    const row = () => page.locator('tbody tr').filter({ hasText: title }).first();
    await page.goto(todos(0));
    await row().getByText('未开始').waitFor();
    await row().click(); // opens the article
    await page.waitForURL(`${server.url}/#/wow_guide/article/${draft.id}/show`);
    await page.getByRole('button', { name: '通过' }).click();
    await page.getByText('已通过').first().waitFor();

    await page.goto(todos(1));
    await row().getByText('已完成').waitFor();
    const mine = (await inbox(page, { type: 'todo' })).list.filter((m) => m.content.includes(title));
    expect(mine.map((m) => [m.status, (m as Item & { messageType: number }).messageType])).toEqual([[1, 1]]);
  });
});
