// Money end to end in Chromium on its own demo product: a large withdrawal
// approved by `finance` (who sees the payout account whole only after revealing
// it, audited by the API) waits for a second approver; `admin`, enrolled in 2FA,
// approves it and marks it paid with a reference after the step-up dialog's
// TOTP code (its own server with STEP_UP_AT_SIGN_IN=false, so a fresh sign-in
// still asks). An author application approved by `admin`; `finance`, whose role
// holds author balances and adjustments but not application review, opens the
// author profiles with 调整余额 and without 通过 / 驳回.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { currentCode } from '../../server/modules/session';
import { passStepUp, postAs, signIn, visible, withProduct, type RunningServer } from './harness';

/** Enrols `admin` in 2FA through the API (this period's code): its secret and recovery codes. */
async function enrolAdmin(url: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { token } = await postAs<{ token: string }>(url, '/api/user/login', { username: 'admin', password: 'admin' });
  const { secret } = await postAs<{ secret: string }>(url, '/user/2fa_setup', {}, token);
  const { recoveryCodes } = await postAs<{ recoveryCodes: string[] }>(url, '/user/2fa_enable', { code: currentCode(secret) }, token);
  return { secret, recoveryCodes };
}

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
    await finance.getByTestId('confirm-dialog').getByRole('button', { name: '审批通过' }).click(); // it asks first
    const approvals = finance.getByTestId('withdrawal-approvals');
    await visible(approvals.getByText('1 / 2 人已审批'));
    await visible(approvals.getByText('审批人：财务·陈静'));
    expect(await finance.getByRole('button', { name: '标记已打款' }).count()).toBe(0);
    await visible(finance.locator('.MuiChip-label', { hasText: '待审批' }));
    // where to send the money: masked until finance (withdrawals.reveal) reveals it
    const account = finance.getByTestId('reveal-payoutAccount');
    expect(await account.textContent()).not.toMatch(/^\d{11,19}$/);
    await finance.getByRole('button', { name: '查看完整信息（将记录操作日志）' }).click();
    // should the API ask for a step-up first, finance (no 2FA) gives the password
    const stepUp = finance.getByTestId('step-up-dialog');
    await visible(account.getByText(/^\d{11,19}$/).or(stepUp));
    if (await stepUp.isVisible()) await passStepUp(finance, 'finance');
    await visible(account.getByText(/^\d{11,19}$/));
  });

  it('admin gives the second approval and marks it paid with a reference after the step-up code', async () => {
    const { secret, recoveryCodes } = await enrolAdmin(server.url);
    // the sign-in takes a recovery code, keeping the next TOTP period's code unused for the step-up
    await admin.goto(`${server.url}/#/login`);
    await admin.locator('input[name="username"]').fill('admin');
    await admin.locator('input[name="password"]').fill('admin');
    await admin.getByRole('button', { name: /登录/ }).click();
    await (await visible(admin.locator('input[name="code"]'))).fill(recoveryCodes[0]);
    await admin.getByRole('button', { name: /登录/ }).click();
    await admin.waitForURL(/#\/dashboard\/workplace/);
    await admin.goto(withdrawalUrl);
    await admin.getByRole('button', { name: '审批通过' }).click();
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: '审批通过' }).click();
    await visible(admin.getByTestId('withdrawal-approvals').getByText('2 / 2 人已审批'));
    await visible(admin.locator('.MuiChip-label', { hasText: '已审批' }));
    await admin.getByRole('button', { name: '标记已打款' }).click();
    await admin.locator('input[name="reference"]').fill('ALI-E2E-20261123');
    await admin.getByRole('button', { name: '确认' }).click();
    // with 2FA on, the step-up takes a code (the next period's: this one went to the enrolment)
    await passStepUp(admin, currentCode(secret, Date.now() + 30_000));
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
    await visible(admin.getByTestId('reveal-contact').getByText('******', { exact: true }));
  });

  it('finance opens the author profiles: 调整余额 is there, reviewing applications is not', async () => {
    await finance.goto(`${server.url}/#/wow_author/information?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
    const row = finance.locator('tbody tr').first();
    await visible(row);
    await row.click();
    await finance.waitForURL(/#\/wow_author\/information\/\d+\/show/);
    await visible(finance.getByRole('button', { name: '调整余额' }));
    for (const name of ['通过', '驳回']) expect(await finance.getByRole('button', { name, exact: true }).count(), name).toBe(0);
  });
});
