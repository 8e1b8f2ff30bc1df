// Decisions that ask first and times that say their zone, in Chromium on the
// shared demo product, with the browser's clock in UTC (so Beijing times must
// name their zone): a withdrawal's approval asks, saying the amount and the
// author, and a cancel changes nothing; a background job's start shows in
// Beijing time, the zone named once in the dialog; on a 390 px phone an exception's resolve asks
// (the dialog fits, the first tap did not act), resolves, and the toast's
// 撤销 takes it back.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_EXCEPTIONS_KEY } from '../../server/modules/exceptions/seed';
import { callApi, gone, signIn, visible, withProduct, type RunningServer } from './harness';

interface Withdrawal { id: number; status: string; approvalCount: number; amountCents: number; authorName: string }
interface Job { id: number; createdAt: string }

/** `19:06` of `iso` in Beijing time; the hour without a leading zero, as the Chinese locale writes it (`0:25`). */
/** `2026-11-29 19:06`: the Beijing wall time of an API time, to the minute */
const beijingClock = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('decisions that ask first, times with their zone', () => {
  let server: RunningServer;
  let browser: Browser;
  let desk: Page;
  // a type of its own: the shared product's data is shared with other files
  const type = `E2eConfirmCrash${randomBytes(4).toString('hex')}`;
  const report = async (kind: string) => {
    const res = await fetch(`${server.url}/v3/exception/report`, {
      method: 'POST', headers: { appid: '4', 'content-type': 'application/json', 'x-bot-key': DEMO_EXCEPTIONS_KEY },
      body: JSON.stringify({ events: [{
        type: kind, message: 'boom', stack: `${kind}: boom\n    at x (a.js:1:1)`, appVersion: '3.6.1', os: 'Android 15', device: 'Xiaomi 14', userId: 'e2e-confirm',
      }] }),
    });
    const body = await res.json() as { code: number; message: string; data: { groupIds: number[] } };
    expect({ code: body.code, message: body.message }).toMatchObject({ code: 1 });
    return body.data.groupIds[0];
  };

  withProduct({}, (s, b) => { server = s; browser = b; });
  beforeAll(async () => {
    desk = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'UTC' })).newPage();
    await signIn(desk, server.url, 'admin', 'admin');
  });

  it('asks before approving a withdrawal, naming the amount and the author; cancel changes nothing', async () => {
    const { list } = await callApi<{ list: Withdrawal[] }>(desk, 'withdrawals/list', { page: 1, pageSize: 1, filter: { status: 'requested' } });
    const before = list[0];
    await desk.goto(`${server.url}/#/wow_author/withdraws/${before.id}/show`);
    await desk.getByRole('button', { name: '审批通过' }).click();
    const question = await visible(desk.getByTestId('confirm-dialog'));
    const amount = `¥${(before.amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(await question.getByTestId('consequence').textContent()).toContain(`批准提现 ${amount} 给作者「${before.authorName}」`);
    await question.getByRole('button', { name: '取消' }).click();
    await gone(desk.getByTestId('confirm-dialog'));
    const after = await callApi<Withdrawal>(desk, 'withdrawals/get', { id: before.id });
    expect({ status: after.status, approvals: after.approvalCount }).toEqual({ status: 'requested', approvals: before.approvalCount });
  });

  it('shows a background job\'s start in Beijing time, naming the zone', async () => {
    const own = `${type}Job`;
    await report(own);
    const job = await callApi<Job>(desk, 'jobs/exceptions/ignore', { filter: { q: own } });
    await desk.getByTestId('app-bar').getByRole('button', { name: /个人资料/ }).click();
    await desk.getByRole('menuitem', { name: '后台任务' }).click();
    const jobs = await visible(desk.getByRole('dialog', { name: '后台任务' }));
    const row = jobs.getByRole('button', { name: /^忽略 · 异常/ }).first();
    await visible(row);
    // "管理员 发起 · 2026-11-29 19:06:07": the clock the staff in Beijing read; the zone said once, above the rows
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(` ${beijingClock(job.createdAt)}:`);
    await visible(jobs.getByText('时间均为北京时间（UTC+8）'));
    await jobs.getByRole('button', { name: '关闭' }).click();
  });

  it('on a phone, asks before resolving an exception, and the toast\'s undo reopens it', async () => {
    const id = await report(type);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, timezoneId: 'UTC' });
    const phone = await context.newPage();
    const status = async () => (await callApi<{ status: string }>(phone, 'exceptions/get', { id })).status;
    try {
      await signIn(phone, server.url, 'admin', 'admin');
      await phone.goto(`${server.url}/#/exception/exc/${id}/show`);
      await (await visible(phone.getByRole('button', { name: '标记已解决' }))).tap();
      const question = await visible(phone.getByTestId('confirm-dialog'));
      expect(await question.getByTestId('consequence').textContent()).toContain('标记为已解决');
      // the dialog fits the screen, its buttons within reach; the tap that opened it decided nothing
      const box = (await question.getByRole('dialog').boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 390).toBe(true);
      const confirm = question.getByRole('button', { name: '标记已解决' });
      const button = (await confirm.boundingBox())!;
      expect(button.y + button.height <= 844 && button.x + button.width <= 390).toBe(true);
      expect(await status()).toBe('unresolved');
      await confirm.tap();
      await gone(phone.getByTestId('confirm-dialog'));
      await visible(phone.locator('.MuiChip-label', { hasText: '已解决' }));
      expect(await status()).toBe('resolved');

      await phone.getByTestId('undo').tap();
      await visible(phone.getByText('已撤销：重新打开'));
      await visible(phone.locator('.MuiChip-label', { hasText: '未解决' }));
      expect(await status()).toBe('unresolved');
    } finally {
      await context.close();
    }
  });
});
