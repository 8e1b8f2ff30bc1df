// Decisions that answer, in Chromium against the real product (docs/decisions.md,
// docs/transparency.md, docs/notices.md): the transparency report's figures are the
// API's for the period the page shows, with charts and a CSV, in Chinese at 1440 px
// and in English on a phone; a decision's page shows the statement the player
// received, and the escalation ladder opens beside the list; a webhook made in the
// panel shows its secret once, and the API never answers it again.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callApi as api, signIn, visible, withProduct, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
withProduct({}, (s, b) => { server = s; browser = b; });

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A signed-in page: Chinese at 1440 px, or English on a 390 px phone. */
async function open(phone: boolean, user = 'admin'): Promise<Page> {
  const ctx = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1440, height: 900 } });
  if (phone) await ctx.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
  const page = await ctx.newPage();
  await signIn(page, server.url, user, user);
  return page;
}

type Report = { decisions: { total: number; byAction: Record<string, number> }; appeals: { received: number } };

describe('decisions, the transparency report and webhooks on screen', () => {
  it('the transparency report shows the API\'s figures for its period with charts and a CSV, in Chinese and on a phone in English', async () => {
    const page = await open(false);
    try {
      await page.goto(`${server.url}/#/review/transparency`);
      const total = await visible(page.getByTestId('figure-decisions-total'), 20_000);
      const [from, to] = [await page.getByTestId('range-from').inputValue(), await page.getByTestId('range-to').inputValue()];
      const report = await api<Report>(page, 'transparency/report', { from, to });
      expect(report.decisions.total).toBeGreaterThan(0);
      expect((await total.innerText()).replace(/\D/g, '')).toContain(String(report.decisions.total));
      // the actions' chart draws a bar per action the period holds
      const bars = page.getByTestId('chart-decisions-action').locator('svg rect');
      await visible(bars);
      expect(await bars.count()).toBeGreaterThanOrEqual(Object.keys(report.decisions.byAction).length);
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), page.getByTestId('transparency-csv').click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
    } finally {
      await page.context().close();
    }

    const phone = await open(true);
    try {
      await phone.goto(`${server.url}/#/review/transparency`);
      await visible(phone.getByText('Transparency report (Beijing days)'), 20_000);
      await visible(phone.getByTestId('figure-decisions-total'), 20_000);
      await visible(phone.getByTestId('chart-decisions-action').locator('svg'));
      expect(await noSidewaysScroll(phone)).toBeLessThanOrEqual(0);
    } finally {
      await phone.context().close();
    }
  }, 120_000);

  it('a decision\'s page shows the statement the player received; the ladder opens beside the list', async () => {
    const page = await open(false);
    try {
      await page.goto(`${server.url}/#/review/decisions`);
      await (await visible(page.locator('tbody tr').first(), 20_000)).click();
      await page.waitForURL(/#\/review\/decisions\/\d+\/show/);
      await visible(page.getByTestId('decision-statement').getByText(/^您的.+。原因：.+如有异议，可在 .+（北京时间）前申诉。$/), 15_000);
      await page.goto(`${server.url}/#/review/decisions`);
      await (await visible(page.getByRole('button', { name: '升级阶梯' }), 15_000)).click();
      await visible(page.getByRole('dialog', { name: '升级阶梯' }));
      await visible(page.getByTestId('ladder-step'));
      expect(await page.getByTestId('ladder-step').count()).toBe(3);
      await page.getByRole('button', { name: '取消' }).click();
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it('a webhook made in the panel shows its secret once; a phone lists the hooks in English', async () => {
    const page = await open(false);
    const url = `http://127.0.0.1:9/hook-${Date.now()}`;
    try {
      await page.goto(`${server.url}/#/user/webhooks/create`);
      await (await visible(page.locator('input[name="url"]'), 20_000)).fill(url);
      await page.getByRole('button', { name: '保存' }).click();
      const secret = await (await visible(page.getByTestId('webhook-secret-dialog').locator('input[name="webhookSecret"]'), 15_000)).inputValue();
      expect(secret).toMatch(/^whsec_/);
      const hooks = await api<{ list: { id: number; url: string; secret?: string }[] }>(page, 'webhooks/list', { pageSize: 100 });
      const made = hooks.list.find((h) => h.url === url)!;
      expect(made).toBeDefined();
      expect(JSON.stringify(await api(page, 'webhooks/get', { id: made.id }))).not.toContain(secret);
    } finally {
      await page.context().close();
    }
    const phone = await open(true);
    try {
      await phone.goto(`${server.url}/#/user/webhooks`);
      await visible(phone.getByText(url), 20_000);
      expect(await noSidewaysScroll(phone)).toBeLessThanOrEqual(0);
    } finally {
      await phone.context().close();
    }
  }, 60_000);
});
