// "Approve all N matching this filter" in the browser, on the real server and
// demo data: the whole page selected, the list filtered to pending articles,
// the button starts a bulk job (server/jobs/), the dialog follows it to the
// end, and the list then has no pending article left.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually, gone, signIn, visible, withProduct, type RunningServer } from './harness';

describe('bulk job in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  withProduct({}, (s, b) => { server = s; browser = b; }, { own: true }); // it approves every pending article
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, server.url, 'admin', 'admin');
  });

  it('approves every pending article of the filter from the list, following the job to its end', async () => {
    await page.goto(`${server.url}/#/wow_guide/article`);
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '待审核' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/filter=.*pending/);
    const rows = page.locator('tbody tr');
    await eventually(async () => (await rows.locator('td .MuiChip-label').allTextContents()), (c) => c.length > 0 && c.every((s) => s === '待审核'));

    // selecting only some rows offers no "all matching"
    await rows.nth(0).getByRole('checkbox').check();
    const toolbar = page.locator('[data-test="bulk-actions-toolbar"]');
    await visible(toolbar.getByRole('button', { name: '通过', exact: true }));
    expect(await toolbar.getByRole('button', { name: /筛选结果全部/ }).count()).toBe(0);

    await page.getByRole('checkbox', { name: /全选|Select all/ }).first().check();
    const all = toolbar.getByRole('button', { name: /^通过筛选结果全部 \d+ 条$/ });
    await visible(all);
    const count = Number(/(\d+)/.exec((await all.textContent()) ?? '')![1]);
    expect(count).toBeGreaterThan(await rows.count());
    await all.click();
    const question = page.getByRole('dialog', { name: `通过符合当前筛选条件的全部 ${count} 条文章？` });
    await visible(question);
    await question.getByRole('button', { name: '确认' }).click();

    const progress = page.getByRole('dialog', { name: `通过筛选结果全部 ${count} 条` });
    await visible(progress);
    await visible(progress.getByText(new RegExp(`已处理 ${count} / ${count}（成功 ${count}，失败 0）`)), 60_000);
    await visible(progress.getByText(/已完成/));
    expect(await progress.getByRole('button', { name: '取消任务' }).count()).toBe(0);
    await progress.getByRole('button', { name: '关闭' }).click();
    await gone(progress);
    // the filtered list is reloaded: nothing waits for review any more
    await eventually(async () => rows.locator('td .MuiChip-label').allTextContents(), (c) => !c.includes('待审核'));

    // the closed job is found again in the avatar menu's "后台任务", and opens its progress
    await page.getByTestId('app-bar').getByRole('button', { name: /个人资料/ }).click();
    await page.getByRole('menuitem', { name: '后台任务' }).click();
    const jobs = page.getByRole('dialog', { name: '后台任务' });
    const row = jobs.getByRole('button', { name: /^通过 · 文章 · 已完成/ }).first();
    await visible(row);
    expect(await row.textContent()).toContain(`已处理 ${count} / ${count}（成功 ${count}，失败 0）`);
    expect(await row.textContent()).toContain('管理员 发起');
    await row.click();
    const again = page.getByRole('dialog', { name: '通过 · 文章' });
    await visible(again.getByText(new RegExp(`已处理 ${count} / ${count}`)));
    await again.getByRole('button', { name: '关闭' }).click();
    await gone(again);
  }, 120_000);
});
