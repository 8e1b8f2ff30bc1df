// Money end to end in Chromium on its own demo product: a large withdrawal
// approved by `finance` (who sees the payout account whole only after revealing
// it, audited by the API) waits for a second approver; `admin`, enrolled in 2FA,
// approves it and marks it paid with a reference after the step-up dialog's
// TOTP code (its own server with STEP_UP_AT_SIGN_IN=false, so a fresh sign-in
// still asks). An author application approved by `admin`; `finance`, whose role
// holds author balances and adjustments but not application review, opens the
// author profiles with 调整余额 and without 通过 / 驳回. Finance then gathers the approved withdrawals
// into a payout batch (the question names their count and total), sees the batch's total and marks
// the line it may pay (it was not that one's only approver) paid, after the step-up.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatCents } from '../../contract/money';
import { currentCode } from '../../server/modules/session';
import { callApi, passStepUp, postAs, signIn, visible, withProduct, type RunningServer } from './harness';

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

  it('finance puts the approved withdrawals into a payout batch, sees its total and pays a line', async () => {
    await finance.goto(`${server.url}/#/wow_author/withdraws?filter=${encodeURIComponent(JSON.stringify({ status: ['approved'] }))}`);
    const boxes = finance.locator('tbody tr input[type="checkbox"]:not([disabled])');
    await visible(boxes.first());
    const count = await boxes.count();
    for (let i = 0; i < count; i++) await boxes.nth(i).check();
    await finance.getByTestId('add-to-batch').click();
    const question = await (await visible(finance.getByRole('dialog').getByText(`将所选 ${count} 笔已审批提现`, { exact: false }))).textContent();
    const total = /共 (¥[\d,.]+)/.exec(question ?? '')?.[1] ?? 'no total';
    await finance.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await finance.waitForURL(/#\/wow_author\/withdraws\/batches\/\d+\/show/);
    const batchId = Number(/batches\/(\d+)\/show/.exec(finance.url())?.[1]);
    await visible(finance.getByText(total, { exact: true }));
    await visible(finance.locator('.MuiChip-label', { hasText: '待导出' }));
    const batch = await callApi<{ totalCents: number; lines: { withdrawalId: number; amountCents: number }[] }>(
      finance, 'withdrawal_batches/get', { id: batchId });
    expect(batch.lines).toHaveLength(count);
    expect(formatCents(batch.totalCents)).toBe(total);
    // the large one has two approvers (finance and admin): finance may mark it paid
    const large = batch.lines.find((l) => l.amountCents >= 500_000)!;
    const line = finance.locator('tbody tr', { has: finance.getByRole('link', { name: `#${large.withdrawalId}`, exact: true }) });
    await line.getByTestId('batch-line-pay').click();
    await finance.locator('input[name="reference"]').fill('BANK-E2E-1');
    await finance.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await passStepUp(finance, 'finance');
    await visible(line.locator('.MuiChip-label', { hasText: '已打款' }));
    await visible(finance.locator('.MuiChip-label', { hasText: '部分完成' }));
  });
});
