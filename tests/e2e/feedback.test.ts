// Feedback end to end in Chromium on the shared demo product: `support` takes
// an unassigned open ticket ("assign to me"), sees its to-do in the message
// centre, replies with a template (the ticket moves to processing), adds an
// internal note, resolves it, and finds the to-do done.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually, callApi, signIn, visible, withProduct, type RunningServer } from './harness';

describe('feedback tickets in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const api = <T>(path: string, body: object) => callApi<T>(page, path, body);
  type Todo = { status: number; messageType: number; link: string };
  const todosFor = async (id: number) => (await api<{ list: Todo[] }>('messages/list', { pageSize: 100, filter: { type: 'todo' } }))
    .list.filter((m) => m.link === `#/wow_feedback/feedback/${id}/show`);

  withProduct({}, (s, b) => { server = s; browser = b; });
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, server.url, 'support', 'support');
  });

  it('assigns a ticket to me, replies, resolves, and the to-do is done', async () => {
    await page.goto(`${server.url}/#/wow_feedback/feedback`);
    await page.getByRole('button', { name: '未分配' }).click();
    const open = await api<{ list: { id: number }[] }>('feedback/list', { pageSize: 1, filter: { unassigned: true, status: ['open'] } });
    const id = open.list[0].id;
    await page.goto(`${server.url}/#/wow_feedback/feedback/${id}/show`);
    await page.getByRole('button', { name: '指派给我' }).click();
    await visible(page.getByTestId('ticket-assignee').getByText('客服·赵磊'));
    expect(await eventually(() => todosFor(id), (l) => l.length === 1)).toMatchObject([{ messageType: 0 }]);

    const box = page.getByTestId('reply-box');
    await box.locator('.MuiChip-root').first().click();
    expect((await box.locator('textarea[name="replyBody"]').inputValue()).length).toBeGreaterThan(5);
    await box.getByRole('button', { name: '发送' }).click();
    await visible(page.getByTestId('public-reply'));
    await visible(page.locator('.MuiChip-label', { hasText: '处理中' }));

    await box.locator('textarea[name="replyBody"]').fill('已联系技术排查');
    await box.locator('input[name="internal"]').check();
    await box.getByRole('button', { name: '发送' }).click();
    await visible(page.getByTestId('internal-note').getByText('已联系技术排查'));

    await page.getByRole('button', { name: '标记已解决' }).click();
    await visible(page.locator('.MuiChip-label', { hasText: '已解决' }));
    expect(await page.getByTestId('reply-box').count()).toBe(0);
    const done = await eventually(() => todosFor(id), (l) => l.every((m) => m.messageType === 1));
    expect(done).toMatchObject([{ messageType: 1, status: 1 }]);

    // the message centre shows it done
    await page.goto(`${server.url}/#/messages?filter=${encodeURIComponent(JSON.stringify({ type: 'todo', status: 1 }))}`);
    await visible(page.locator('tbody tr').filter({ hasText: `#${id}` }).getByText('已完成'));
  });

  it('shows the overdue mark on tickets waiting past the SLA', async () => {
    const overdue = await api<{ list: { id: number }[]; total: number }>('feedback/list', { pageSize: 1, filter: { overdue: true } });
    expect(overdue.total).toBeGreaterThan(0);
    // the list remembers the first test's "unassigned": start from no filter
    await page.goto(`${server.url}/#/wow_feedback/feedback?filter=${encodeURIComponent('{}')}`);
    await page.getByRole('button', { name: '已超时' }).click();
    await visible(page.getByTestId('overdue-chip'));
    // once the filtered page is shown, every row carries the mark
    const counts = async () => [await page.locator('tbody tr').count(), await page.getByTestId('overdue-chip').count()];
    const want = Math.min(overdue.total, 20);
    const [rows, marked] = await eventually(counts, ([r, m]) => r === want && m === want);
    expect(marked).toBe(rows);
    expect(rows).toBe(want);
  });
});
