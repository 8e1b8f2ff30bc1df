// docs/domain.md "Errors" against the real server: a /user/qr_login that does not answer code 1
// (here the API's own limit of tickets per address, -6) shows the toast, clears
// the stored token and leaves the QR tab with the message and a refresh button.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ISSUES_PER_MINUTE } from '../../server/modules/qr/service';
import { withProduct, visible, type RunningServer } from './harness';

describe('a refused QR ticket', () => {
  let server: RunningServer;
  let browser: Browser;

  // its own server: it uses up this address's QR tickets, which the shared one's other users would then miss
  withProduct({}, (s, b) => { server = s; browser = b; }, { own: true });

  it('shows the server message as a toast and on the tab, and drops the stored token', async () => {
    // use up this address's tickets for the minute, as a script hammering the endpoint would
    for (let i = 0; i < ISSUES_PER_MINUTE; i++) {
      const res = await fetch(`${server.url}/user/qr_login`, {
        method: 'POST', headers: { appid: '4', 'content-type': 'application/json' }, body: '{"app":"moderator_panel"}',
      });
      expect(res.status).toBe(200);
    }
    const page = await browser.newPage();
    await page.goto(`${server.url}/#/login`);
    await page.evaluate(() => localStorage.setItem('token', 'left-over-token'));
    const refused = page.waitForResponse((r) => r.url().endsWith('/user/qr_login'));
    await page.getByRole('tab', { name: '扫码登录' }).click();
    const answer = await (await refused).json();
    expect(answer.code).toBe(-6);

    const toast = page.locator('.MuiSnackbar-root');
    await visible(toast);
    expect(await toast.textContent()).toContain(answer.message);
    expect(await page.getByRole('status').textContent()).toContain(answer.message);
    await visible(page.getByRole('button', { name: '刷新二维码' }));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.getByRole('img', { name: '登录二维码' }).count()).toBe(0);
  });
});
