// A queued record's own page says who holds it and who else has it open
// (src/resources/shared/RecordPresence.tsx, docs/review-queue.md "Presence"),
// in Chromium with two reviewers on a product of their own (they claim and
// decide demo items): the reviewer opens an article in the queue (claiming it),
// the admin opens that article's page — which claims nothing — and within 2 s
// sees the claim and "also open", while the reviewer's pane shows the admin;
// the admin's line follows the reviewer releasing, claiming again and deciding.
// The line keeps the page whole at a phone's width.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callApi as api, eventually, gone, signIn, visible, withProduct, type RunningServer } from './harness';
import { layoutFaults } from './layoutFaults';

/** The spec's bound for a change to show in every open panel. */
const LIVE_MS = 2_000;
const REVIEWER = '内容审核·李娜';

type Item = { type: string; id: number; claimedBy?: { name: string } };

describe('who holds and who has open a record, on its page', () => {
  let server: RunningServer;
  let browser: Browser;

  withProduct({}, (s, b) => { server = s; browser = b; }, { own: true });

  const signedIn = async (username: string, password: string) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server.url, username, password);
    return page;
  };
  const paneItem = (page: Page) => page.getByTestId('queue-pane').getAttribute('data-item').catch(() => null);
  const holderOf = async (page: Page, id: number) =>
    (await api<{ list: Item[] }>(page, 'review_queue/list', { type: 'articles', page: 1, pageSize: 100 })).list.find((i) => i.id === id)?.claimedBy?.name;

  /** The reviewer's queue, on the articles tab, with an article open (claimed): its `articles/<id>`. */
  const openArticle = async (reviewer: Page) => {
    await reviewer.goto(`${server.url}/#/review/queue`);
    // the item opened on arrival first, so that it cannot replace the article afterwards
    await eventually(() => paneItem(reviewer), (v) => v !== null, 15_000);
    await (await visible(reviewer.getByRole('tab', { name: /^文章/ }), 15_000)).click();
    const ref = (await eventually(() => paneItem(reviewer), (v) => v?.startsWith('articles/') ?? false, 15_000))!;
    await visible(reviewer.locator(`[data-testid="queue-row"][data-item="${ref}"]`).getByText(/^我 · 审核中/), 15_000);
    return ref;
  };

  it('shows the colleague\'s claim and "also open" within 2 s, both ways, and follows a release and a decision', async () => {
    const taken: string[] = [];
    const reviewer = await signedIn('reviewer', 'reviewer');
    const ref = await openArticle(reviewer);
    const id = Number(ref.split('/')[1]);
    await visible(reviewer.locator('[data-testid="queue-live"][data-mode="live"]'), 15_000);

    const admin = await signedIn('admin', 'admin');
    await admin.goto(`${server.url}/#/wow_guide/article/${id}/show`);
    await visible(admin.getByRole('button', { name: /^通过$/ }), 15_000);
    const line = admin.getByTestId('record-presence');
    const timed = async (what: string, wait: () => Promise<unknown>) => {
      const started = Date.now();
      await wait();
      taken.push(`${what} ${Date.now() - started} ms`);
    };
    await timed('claim on the page after its buttons', () =>
      visible(line.getByTestId('record-claim').getByText(new RegExp(`^${REVIEWER} 正在处理（(不到 1 分钟|\\d+ 分钟)），你的操作会被拒绝$`)), LIVE_MS));
    await visible(line.getByTestId('record-also-open').getByText(`同时打开：${REVIEWER}`), LIVE_MS);
    expect(await line.getAttribute('role')).toBe('status');
    // the admin's page sent its heartbeat: the reviewer's pane names them; opening the page claimed nothing
    await timed('the page in the pane', () => visible(reviewer.getByTestId('also-open').getByText('同时打开：管理员'), LIVE_MS));
    expect(await holderOf(admin, id)).toBe(REVIEWER);

    // the reviewer skips it (releases it, their pane moves on): neither claim nor "also open" stays on the admin's page
    await reviewer.keyboard.press('s');
    await timed('a release on the page', () => gone(line.getByTestId('record-claim'), LIVE_MS));
    await eventually(() => paneItem(reviewer), (v) => v !== ref, 15_000);
    await gone(line.getByTestId('record-also-open'), LIVE_MS);
    expect(await holderOf(admin, id)).toBeUndefined();

    // the reviewer opens it again (claims it) and approves it: the admin sees the claim come and go
    await reviewer.locator(`[data-testid="queue-row"][data-item="${ref}"]`).click();
    await eventually(() => paneItem(reviewer), (v) => v === ref, 15_000);
    await visible(line.getByTestId('record-claim'), LIVE_MS);
    await visible(reviewer.locator('button[aria-keyshortcuts="a"]'), 15_000);
    await reviewer.keyboard.press('a');
    await timed('a decision on the page', () => gone(line.getByTestId('record-claim'), LIVE_MS));
    expect((await api<{ status: string }>(admin, 'articles/get', { id })).status).toBe('published');
    // the admin's page reloads the record: its state follows the decision without a click
    await timed('the record\'s state on the page', () => eventually(() => admin.locator('.MuiChip-label').allTextContents(), (c) => c.includes('已发布'), LIVE_MS));
    console.log(`[record-presence] ${taken.join(', ')}`);
    await reviewer.context().close();
    await admin.context().close();
  });

  it('keeps a phone-width page whole with the line shown', async () => {
    const reviewer = await signedIn('reviewer', 'reviewer');
    const ref = await openArticle(reviewer);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phone = await context.newPage();
    await signIn(phone, server.url, 'admin', 'admin');
    await phone.goto(`${server.url}/#/wow_guide/article/${ref.split('/')[1]}/show`);
    const line = phone.getByTestId('record-presence');
    await visible(line.getByTestId('record-claim'), 15_000);
    await visible(line.getByTestId('record-also-open'), 15_000);
    const box = (await line.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await layoutFaults(phone)).toEqual([]);
    await context.close();
    await reviewer.context().close();
  });
});
