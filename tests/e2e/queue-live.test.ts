// The review queue live in Chromium (docs/review-queue.md "Live"): two
// reviewers on the queue page in two browsers. What one does — claiming an
// item, deciding it, opening the item another holds — shows in the other's rows, tab counts,
// menu badge and "also open" line within 2 s without a reload (the page would
// otherwise read again only every 15 s). A browser whose event stream cannot
// flow says it refreshes every 15 s instead.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually, gone, signIn, visible, withProduct, type RunningServer } from './harness';

/** The spec's bound for a change to show in every open panel. */
const LIVE_MS = 2_000;

describe('the review queue, live between two reviewers', () => {
  let server: RunningServer;
  let browser: Browser;

  withProduct({}, (s, b) => { server = s; browser = b; }, { own: true }); // it claims and decides demo items

  const openQueue = async (username: string, password: string) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server.url, username, password);
    await page.goto(`${server.url}/#/review/queue`);
    return page;
  };
  const openItem = (page: Page) => eventually(() => page.getByTestId('queue-pane').getAttribute('data-item'), (v) => v !== null, 15_000);
  const row = (page: Page, ref: string) => page.locator(`[data-testid="queue-row"][data-item="${ref}"]`);
  const badge = (page: Page) => page.getByTestId('queue-badge').innerText().then(Number);

  it('shows a colleague\'s claim, decision and open page within 2 s, and counts down the badge', async () => {
    const admin = await openQueue('admin', 'admin');
    const mine = (await openItem(admin))!;
    expect(mine).not.toBeNull();
    // admin's page is on the live stream before the colleague arrives (else it would catch up by polling)
    await visible(admin.locator('[data-testid="queue-live"][data-mode="live"]'), 15_000);
    const before = await eventually(() => badge(admin), (n) => n > 1, 15_000);

    const reviewer = await openQueue('reviewer', 'reviewer');
    const theirs = (await openItem(reviewer))!;
    expect(theirs).not.toBe(mine);
    // the reviewer's page claimed their item on opening: admin's row says so
    await visible(row(admin, theirs).getByText(/内容审核·李娜 · 审核中/), LIVE_MS);

    // the reviewer approves it: it leaves admin's list and the badge counts one fewer
    await visible(reviewer.locator('button[aria-keyshortcuts="a"]'), 15_000);
    await reviewer.keyboard.press('a');
    const next = (await eventually(() => reviewer.getByTestId('queue-pane').getAttribute('data-item'), (v) => v !== theirs, 15_000))!;
    expect(next).not.toBe(theirs);
    await gone(row(admin, theirs), LIVE_MS);
    expect(await eventually(() => badge(admin), (n) => n === before - 1, LIVE_MS)).toBe(before - 1);

    // admin opens the reviewer's next item (held by them, shown with their claim): the reviewer sees admin there
    await visible(row(admin, next), LIVE_MS);
    await row(admin, next).click();
    expect(await eventually(() => admin.getByTestId('queue-pane').getAttribute('data-item'), (v) => v === next, 15_000)).toBe(next);
    await visible(reviewer.getByTestId('also-open').getByText('同时打开：管理员'), LIVE_MS);
  });

  it('says it polls every 15 s when its event stream cannot flow', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.route('**/api/review_queue/events**', (route) => route.abort());
    await signIn(page, server.url, 'reviewer', 'reviewer');
    await page.goto(`${server.url}/#/review/queue`);
    await visible(page.getByTestId('queue-live').getByText('实时更新不可用：每 15 秒刷新一次'), 15_000);
    expect(await page.getByTestId('queue-live').getAttribute('data-mode')).toBe('polling');
  });
});
