// The review queue in Chromium: a content reviewer decides queued items with the
// keyboard alone — a approves, r then a number rejects with that reason, r 0
// lets them type one, s skips — each decision opens the next item nobody else
// holds, an item a colleague claimed shows their name and is never opened, and
// every decision is in its record's history.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CONTRACTS } from '../../contract';
import { callApi as api, eventually, postAs, signIn, visible, withProduct, type RunningServer } from './harness';

type Item = { type: string; id: number; title: string; claimedBy?: { name: string } };
type History = { list: { action: string; actorName: string }[] };

describe('the review queue by keyboard', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  withProduct({}, (s, b) => { server = s; browser = b; }, { own: true }); // it decides demo items
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  });

  const pane = () => page.getByTestId('queue-pane');
  const openItem = () => pane().getAttribute('data-item');
  /** The open item's record has loaded: its decisions show (as a reviewer sees them before pressing a key). */
  const ready = () => visible(pane().locator('button[aria-keyshortcuts="a"]'), 15_000);
  /** Presses `keys` one by one, then waits for the pane to show another item than `was`. */
  const pressThenNext = async (keys: string[], was: string) => {
    await ready();
    for (const k of keys) await page.keyboard.press(k);
    const now = await eventually(openItem, (v) => v !== null && v !== was, 15_000);
    expect(now).not.toBe(was);
    return now!;
  };
  const status = async (ref: string, on = page) => {
    const [type, id] = ref.split('/');
    return (await api<{ status: string }>(on, `${type}/get`, { id: Number(id) })).status;
  };

  it('approves, rejects with a number key and a typed reason, skips, and never opens a colleague\'s item', async () => {
    // a colleague (the admin) holds the second oldest item
    const { token } = await postAs<{ token: string }>(server.url, '/api/user/login', { username: 'admin', password: 'admin' });
    await signIn(page, server.url, 'reviewer', 'reviewer');
    const queue = await api<{ list: Item[] }>(page, 'review_queue/list', { page: 1, pageSize: 20 });
    expect(queue.list.length).toBeGreaterThanOrEqual(8);
    const held = queue.list[1];
    await postAs(server.url, '/mdr/review_queue/claim', { type: held.type, id: held.id }, token);

    await page.goto(`${server.url}/#/review/queue`);
    const heldRow = page.locator(`[data-testid="queue-row"][data-item="${held.type}/${held.id}"]`);
    await visible(heldRow.getByText(/管理员 · 审核中 · (不到 1 分钟|\d+ 分钟)/));
    let current = (await eventually(openItem, (v) => v !== null, 15_000))!;
    expect(current).toBe(`${queue.list[0].type}/${queue.list[0].id}`);
    // ? shows the keys; the mouse closes it by its button
    await ready();
    await page.keyboard.press('?');
    const help = await visible(page.getByRole('dialog', { name: '键盘快捷键' }));
    await help.getByRole('button', { name: '关闭' }).click();
    await help.waitFor({ state: 'hidden' });

    const decided: { ref: string; action: string; reason?: string }[] = [];
    // a: approve (the pending content's approval)
    decided.push({ ref: current, action: 'approve' });
    current = await pressThenNext(['a'], current);
    // r 2: reject with the second common reason of its type
    const [type2] = current.split('/');
    decided.push({ ref: current, action: 'reject', reason: CONTRACTS[type2].labels['zh-CN'].reasons!.reject[1] });
    await ready();
    await page.keyboard.press('r');
    await visible(page.getByTestId('reason-picker'));
    current = await pressThenNext(['2'], current);
    // s: skip, then a, then r 0 with a typed reason
    const skipped = current;
    current = await pressThenNext(['s'], current);
    decided.push({ ref: current, action: 'approve' });
    current = await pressThenNext(['a'], current);
    decided.push({ ref: current, action: 'reject', reason: '图片与正文不符' });
    await ready();
    await page.keyboard.press('r');
    await page.keyboard.press('0');
    await page.keyboard.type('图片与正文不符');
    current = await pressThenNext(['Enter'], current);
    decided.push({ ref: current, action: 'reject', reason: CONTRACTS[current.split('/')[0]].labels['zh-CN'].reasons!.reject[0] });
    await ready();
    await page.keyboard.press('r');
    current = await pressThenNext(['1'], current);

    expect(decided.map((d) => d.ref)).not.toContain(`${held.type}/${held.id}`);
    expect(current).not.toBe(`${held.type}/${held.id}`);
    expect(await status(`${held.type}/${held.id}`)).toBe('pending');
    expect(await status(skipped)).toBe('pending');
    for (const d of decided) {
      const [type, id] = d.ref.split('/');
      expect(await status(d.ref), d.ref).toBe(d.action === 'reject' ? 'rejected' : type === 'authors' ? 'approved' : 'published');
      const history = await api<History>(page, `${type}/history`, { id: Number(id) });
      expect(history.list.some((h) => h.action === d.action && h.actorName === '内容审核·李娜'), d.ref).toBe(true);
      if (d.reason) expect((await api<{ reason: string }>(page, `${type}/get`, { id: Number(id) })).reason).toBe(d.reason);
    }

    // the history on a decided record's own page
    const first = decided[0].ref.split('/');
    const route = { articles: 'wow_guide/article', builds: 'wow_build/bulid', authors: 'wow_author/information' }[first[0]];
    await page.goto(`${server.url}/#/${route}/${first[1]}/show`);
    await visible(page.getByText(/内容审核·李娜\s*通过/).first(), 15_000);
  });

  it('shows finance a withdrawal with its approvals and the author\'s newest ledger entries', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const p = await ctx.newPage();
    try {
      await signIn(p, server.url, 'finance', 'finance');
      await p.goto(`${server.url}/#/review/queue`);
      await p.getByRole('tab', { name: /^提现 \(\d+\)/ }).click();
      const row = p.getByTestId('queue-row').first();
      await visible(row);
      await row.click();
      const itemPane = p.getByTestId('queue-pane');
      await visible(itemPane.getByText(/^已审批 \d\/\d/));
      const ledger = itemPane.getByRole('region', { name: '作者最近 5 笔流水' });
      await visible(ledger.getByTestId('author-ledger'));
      await visible(ledger.getByRole('listitem')); // the ledger's frame shows before its entries arrive
      const entries = await ledger.getByRole('listitem').allTextContents();
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(5);
      // each entry says what moved and the balances after it
      for (const e of entries) expect(e).toMatch(/-?¥[\d,.]+.*可用余额 -?¥[\d,.]+ · 冻结金额 -?¥[\d,.]+/);
    } finally {
      await ctx.close();
    }
  });

  it('works by buttons on a phone: the list, then the item with its decisions, then the next one', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const p = await phone.newPage();
    try {
      await signIn(p, server.url, 'reviewer', 'reviewer');
      await p.goto(`${server.url}/#/review/queue`);
      // a row nobody else holds (the admin still holds one from the test above)
      const first = p.getByTestId('queue-row').filter({ hasNot: p.getByText(/管理员/) }).first();
      await visible(first);
      expect(await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const ref = await first.getAttribute('data-item');
      await first.tap();
      const itemPane = p.getByTestId('queue-pane');
      await visible(itemPane);
      expect(await itemPane.getAttribute('data-item')).toBe(ref);
      // no keyboard here: neither the key hints nor the shortcuts button
      await visible(itemPane.getByRole('button', { name: /^通过/ }));
      expect(await itemPane.locator('kbd').first().isVisible()).toBe(false);
      expect(await p.getByRole('button', { name: /^快捷键/ }).isVisible()).toBe(false);
      await itemPane.getByRole('button', { name: /^通过/ }).tap();
      await eventually(() => p.getByTestId('queue-pane').getAttribute('data-item').catch(() => null), (v) => v !== null && v !== ref, 15_000);
      expect(await status(ref!, p)).not.toBe('pending');
      await p.getByRole('button', { name: '返回列表' }).tap();
      await visible(p.getByTestId('queue-row'));
    } finally {
      await phone.close();
    }
  });
});
