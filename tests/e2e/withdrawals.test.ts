// Money end to end in Chromium on its own demo product: a large withdrawal
// approved by `finance` waits for a second approver; `admin` approves it and
// marks it paid with a reference after the step-up dialog (its own server with
// STEP_UP_AT_SIGN_IN=false, so a fresh sign-in still asks). An author
// application approved by `admin`, and the information screen refused (not
// found) to `finance`, who lacks mdr.author.check.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { passStepUp, signIn, visible, withProduct, type RunningServer } from './harness';

describe('withdrawals and authors in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let finance: Page;
  let admin: Page;
  let withdrawalUrl = '';

  withProduct({ STEP_UP_AT_SIGN_IN: 'false' }, (s, b) => { server = s; browser = b; }, { own: true }); // it pays and approves demo records
  beforeAll(async () => {
    finance = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  });

  it('finance approves a large withdrawal, which then waits for a second approver', async () => {
    await signIn(finance, server.url, 'finance', 'finance');
    await finance.goto(`${server.url}/#/wow_author/withdraws`);
    const row = finance.locator('tbody tr', { hasText: '0 / 2 人已审批' }).first();
    await visible(row);
    await row.click();
    await finance.waitForURL(/#\/wow_author\/withdraws\/\d+\/show/);
    withdrawalUrl = finance.url();
    await finance.getByRole('button', { name: '审批通过' }).click();
    const approvals = finance.getByTestId('withdrawal-approvals');
    await visible(approvals.getByText('1 / 2 人已审批'));
    await visible(approvals.getByText('审批人：财务·陈静'));
    expect(await finance.getByRole('button', { name: '标记已打款' }).count()).toBe(0);
    await visible(finance.locator('.MuiChip-label', { hasText: '待审批' }));
  });

  it('admin gives the second approval and marks it paid with a reference', async () => {
    await signIn(admin, server.url, 'admin', 'admin');
    await admin.goto(withdrawalUrl);
    await admin.getByRole('button', { name: '审批通过' }).click();
    await visible(admin.getByTestId('withdrawal-approvals').getByText('2 / 2 人已审批'));
    await visible(admin.locator('.MuiChip-label', { hasText: '已审批' }));
    await admin.getByRole('button', { name: '标记已打款' }).click();
    await admin.locator('input[name="reference"]').fill('ALI-E2E-20261123');
    await admin.getByRole('button', { name: '确认' }).click();
    await passStepUp(admin, 'admin');
    await visible(admin.locator('.MuiChip-label', { hasText: '已打款' }));
    await visible(admin.getByText('ALI-E2E-20261123'));
  });

  it('admin approves a pending author application', async () => {
    await admin.goto(`${server.url}/#/wow_author/information`);
    const row = admin.locator('tbody tr', { has: admin.locator('.MuiChip-label', { hasText: '待审核' }) }).first();
    await visible(row);
    await row.locator('td').nth(1).click();
    await admin.waitForURL(/#\/wow_author\/information\/\d+\/show/);
    // the list (with its rows' icon buttons of the same name) may still be on screen for a moment
    await visible(admin.getByTestId('reveal-contact'));
    await admin.locator('button:not(.MuiIconButton-root)', { hasText: '通过' }).click();
    await visible(admin.locator('.MuiChip-label', { hasText: '已通过' }));
    // masked until revealed
    await visible(admin.getByTestId('reveal-contact').getByText(/^1\d{2}\*{4}\d{4}$/));
  });

  it('refuses the information screen to finance (no mdr.author.check) as not found', async () => {
    await finance.goto(`${server.url}/#/wow_author/information`);
    await visible(finance.getByText('抱歉，您访问的页面不存在。'));
    expect(await finance.locator('tbody tr').count()).toBe(0);
  });
});
