// Game data end to end: in Chromium, import a small items CSV with one bad
// line — the check names the line and the import stays shut — fix the file,
// check and import it, and find the new item in the item database; then the
// item's tooltip (the widget's batched call) names it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signIn, visible, withProduct, type RunningServer } from './harness';

const HEADER = 'type,item_id,game_version,name_zh,name_en,icon_url,quality,item_level';
const ICON = 'https://wow.zamimg.com/images/wow/icons/large/inv_sword_1h_earthendungeon_d_01.jpg';
const GOOD = `0,990001,11.2.7,测试之刃,Blade of Testing,${ICON},4,671`;
const file = (lines: string[]) => ({ name: 'items.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...lines].join('\n')) });

describe('items CSV import in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  withProduct({}, (s, b) => { server = s; browser = b; }, { own: true }); // it adds items
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  });

  it('a bad line is refused with its line; fixed, the file imports and the item is in the list', async () => {
    await signIn(page, server.url, 'admin', 'admin');
    await page.goto(`${server.url}/#/db/dbs`);
    await page.getByRole('button', { name: '导入 CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('import-file').setInputFiles(file([GOOD, '0,990002,11.2.7,坏行,Bad Row,,9,1']));
    await dialog.getByRole('button', { name: '检查' }).click();
    const report = dialog.getByRole('table', { name: '无效' });
    await visible(report.getByRole('cell', { name: '3', exact: true }));
    await visible(report.getByText('quality: 品质应为 0 到 7 的整数'));
    expect(await dialog.locator('[data-count="new"]').textContent()).toBe('1');
    expect(await dialog.getByRole('button', { name: '导入', exact: true }).isDisabled()).toBe(true);

    await dialog.getByTestId('import-file').setInputFiles(file([GOOD, '0,990002,11.2.7,好行,Good Row,,3,1']));
    await dialog.getByRole('button', { name: '检查' }).click();
    await visible(dialog.getByText('检查通过，可以导入。'));
    await dialog.getByRole('button', { name: '导入', exact: true }).click();
    await visible(page.getByText('已导入：新增 2，变更 0，不变 0'));

    await page.locator('input[name="q"]').fill('测试之刃');
    await visible(page.getByRole('row').filter({ hasText: '990001' }).getByText('测试之刃'));
  });

  it('the versions page, below the item database: the current one marked, items per version charted', async () => {
    await page.goto(`${server.url}/#/db/dbs/versions`);
    await visible(page.getByRole('row').filter({ hasText: '11.2.7' }).getByText('当前'));
    await visible(page.getByTestId('version-items-chart').locator('svg'));
    await visible(page.getByRole('navigation', { name: '当前位置' }).getByText('游戏版本', { exact: true }));
  });

  it('the tooltip names the imported item in the panel\'s language', async () => {
    const tip = await page.evaluate(async () => {
      const res = await fetch('/v3/accelerate/tooltip_batch', {
        method: 'POST', body: JSON.stringify({ items: [{ item_id: 990001 }, { item_id: 990002 }] }),
        headers: { 'content-type': 'application/json', appid: '4', token: localStorage.getItem('token') ?? '', lang: 'en-US' },
      });
      return (await res.json()).data.list.map((i: { name: string }) => i.name);
    });
    expect(tip).toEqual(['Blade of Testing', 'Good Row']);
  });
});
