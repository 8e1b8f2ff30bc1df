// Builds end to end: the real server on a fresh embedded database with the demo
// builds and game data, in Chromium — open a pending build from the review
// queue (its gear as icons in the row), approve it, and read its gear on the
// detail page slot by slot with the items' icons and names from the game data; the
// row's decisions in view at 1440 px and a selection's bar above the rows, not over the
// filters; the packages list's row actions on one line.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { BuildListItem } from '../../contract/builds';
import { GEAR_SLOT_LABELS, GEAR_SLOTS } from '../../contract/wow';
import { callApi as api, eventually, gone, signIn, withProduct, visible, type RunningServer } from './harness';

/**
 * An item's icon, loaded or not: CI may not reach the icon host, and a failed load
 * turns the <img> into an empty square that still names its source.
 */
const ICON = '[data-testid="item-icon"], [data-testid="item-icon-empty"]';

/** With SCREENSHOTS=<dir>, saves what a reviewer would look at. */
const shot = async (target: Locator | Page, name: string) => {
  if (process.env.SCREENSHOTS) await target.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png` });
};

/** A list row's decisions (by name) inside the window, and on one line beside each other (rowActions.ts). */
async function rowDecisionsInView(row: Locator, names: (string | RegExp)[]) {
  const width = row.page().viewportSize()!.width;
  const boxes = await Promise.all(names.map(async (name) => (await visible(row.getByRole('button', { name, exact: typeof name === 'string' }))).boundingBox()));
  for (const box of boxes) expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  const middles = boxes.map((b) => b!.y + b!.height / 2);
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);
}

describe('build review in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  withProduct({}, (s, b) => { server = s; browser = b; }, { own: true }); // it approves a demo build
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  });

  it('approves a pending build and shows its gear with icons and names', async () => {
    await signIn(page, server.url, 'admin', 'admin');
    const pending = await api<{ list: BuildListItem[] }>(page, 'builds/list', { page: 1, pageSize: 50, filter: { status: 'pending' } });
    const build = pending.list.find((b) => Object.keys(b.gear).length >= 8)!;
    expect(build).toBeTruthy();
    const slots = GEAR_SLOTS.filter((s) => build.gear[s] !== undefined);
    // the names the game data has for the first item (type 0: an item)
    const items = await api<{ list: { nameZh: string; iconUrl: string }[] }>(page, 'game_items/list',
      { page: 1, pageSize: 10, filter: { itemId: build.gear[slots[0]], type: 0 } });
    const expected = items.list[0];

    // the queue: the row shows the build's gear as icons
    await page.goto(`${server.url}/#/wow_build/bulid`);
    const row = page.locator('tbody tr', { hasText: build.title });
    await visible(row);
    await eventually(() => row.getByTestId('gear-icons').locator(ICON).count(), (n) => n >= 6);
    await shot(page, 'builds-list');
    await rowDecisionsInView(row, ['通过', '驳回']);
    // a selection's bar opens above the rows, not over the search and filters
    await row.locator('input[type=checkbox]').check();
    const bulk = await visible(page.locator('.RaBulkActionsToolbar-toolbar'));
    const search = await page.locator('.RaList-actions input').first().boundingBox();
    const bar = await bulk.boundingBox();
    expect(search && bar && search.y + search.height <= bar.y).toBe(true);
    await row.locator('input[type=checkbox]').uncheck();

    await page.goto(`${server.url}/#/wow_build/bulid/${build.id}/show`);
    await visible(page.getByRole('heading', { name: build.title }));
    await page.getByRole('button', { name: '通过' }).click();
    await visible(page.getByText('已通过').first());
    await visible(page.getByText('已发布').first());
    await gone(page.getByRole('button', { name: '通过' }));

    const gear = page.getByTestId('build-gear');
    const tooltips = gear.getByTestId('item-tooltip');
    await eventually(() => tooltips.evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))),
      (states) => states.length === slots.length && states.every((s) => s === 'ok'));
    // every slot: an icon from the game data and a name, never the bare id
    for (let i = 0; i < slots.length; i++) {
      const tip = tooltips.nth(i);
      expect(await tip.locator(ICON).getAttribute('data-src')).toMatch(/^https?:\/\/\S+\.(jpg|png)$/);
      expect((await tip.textContent())!.trim()).not.toMatch(/^#\d+$/);
    }
    await visible(gear.getByText(GEAR_SLOT_LABELS['zh-CN'][slots[0]], { exact: true }));
    const first = tooltips.first();
    expect((await first.textContent())!.trim()).toBe(expected.nameZh);
    expect(await first.locator(ICON).getAttribute('data-src')).toBe(expected.iconUrl);

    await shot(page, 'build-show');

    const after = await api<BuildListItem>(page, 'builds/get', { id: build.id });
    expect(after).toMatchObject({ status: 'published', version: build.version + 1 });
    const history = page.getByRole('region', { name: '操作记录' });
    await visible(history.getByTestId('history-entry').first().getByText('管理员 通过了配装', { exact: true }));
  });

  it('the packages list lines up each row\'s decision and delete', async () => {
    await page.goto(`${server.url}/#/supports/power`);
    const row = page.locator('tbody tr').filter({ has: page.getByRole('button', { name: '下架' }) }).first();
    await rowDecisionsInView(row, ['下架', /^删除/]);
  });

  it('the gear editor names each item it holds, by slot', async () => {
    const [build] = (await api<{ list: BuildListItem[] }>(page, 'builds/list', { page: 1, pageSize: 1, filter: { status: 'published' } })).list;
    const slot = GEAR_SLOTS.find((s) => build.gear[s] !== undefined)!;
    const items = await api<{ list: { nameZh: string }[] }>(page, 'game_items/list', { page: 1, pageSize: 1, filter: { itemId: build.gear[slot], type: 0 } });
    await page.goto(`${server.url}/#/wow_build/bulid/${build.id}`);
    const picker = page.getByTestId('gear-input').getByLabel(GEAR_SLOT_LABELS['zh-CN'][slot], { exact: true });
    await eventually(() => picker.inputValue(), (v) => v === items.list[0].nameZh);
    await shot(page, 'build-edit');
  });
});
