// Users and partner bots end to end: a bot key created in the panel (shown once)
// lists published articles on /v3, is revoked there and is refused; two users
// bulk-banned after a question naming the count, shown banned, then lifted.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually, gone, signIn, visible, withProduct, type RunningServer } from './harness';

describe('users and bots in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const partner = (key: string) => page.request.post(`${server.url}/v3/articles/list`, {
    headers: { appid: '4', 'content-type': 'application/json', 'x-bot-key': key }, data: {},
  }).then((r) => r.json());

  withProduct({}, (s, b) => { server = s; browser = b; }, { own: true }); // it bans users and revokes keys
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, server.url, 'admin', 'admin');
  });

  it('creates a bot key shown once, lists published articles with it, revokes it and is refused', async () => {
    await page.goto(`${server.url}/#/user/bot/1/show`);
    await page.getByRole('button', { name: '创建密钥' }).click();
    const dialog = await visible(page.getByTestId('bot-key-dialog'));
    const secret = await dialog.locator('input[name="botKeySecret"]').inputValue();
    expect(secret).toMatch(/^mdrb_.{20,}/);
    const ok = await partner(secret);
    expect(ok.code).toBe(1);
    expect(ok.data.list.length).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: '我已保存' }).click();
    await gone(dialog);
    const row = page.locator('[data-testid^="bot-key-"]').filter({ hasText: secret.slice(0, 13) });
    await row.getByRole('button', { name: '吊销' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await visible(row.getByText('已吊销'));
    const refused = await partner(secret);
    expect(refused.code).toBe(-3);
  });

  it('bans two selected users after a question naming the count, shows them banned, then lifts them', async () => {
    await page.goto(`${server.url}/#/user/users?filter=${encodeURIComponent(JSON.stringify({ status: ['active'] }))}`);
    const rows = page.locator('tbody tr');
    await visible(rows.first());
    const names = [(await rows.nth(0).locator('td').nth(2).textContent())!.trim(), (await rows.nth(1).locator('td').nth(2).textContent())!.trim()];
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: '封禁 7 天' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: /2/ }));
    await dialog.getByRole('button', { name: '诈骗' }).click();
    await dialog.getByRole('button', { name: '确认' }).click();
    await gone(dialog);
    // the list refetches after the filter changes: wait for the row of that user to show the expected chip
    const chipOf = async (name: string, expected: string) => {
      await page.goto(`${server.url}/#/user/users?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
      const row = page.locator('tbody tr').filter({ hasText: name }).first();
      return eventually(() => row.locator('.MuiChip-label').allTextContents(), (c) => c.includes(expected));
    };
    for (const name of names) expect(await chipOf(name, '已封禁')).toContain('已封禁');

    await page.goto(`${server.url}/#/user/users?filter=${encodeURIComponent(JSON.stringify({ status: ['banned'] }))}`);
    for (const name of names) await page.locator('tbody tr').filter({ hasText: name }).getByRole('checkbox').check();
    await page.getByRole('button', { name: '解除处罚' }).click();
    const lift = await visible(page.getByRole('dialog', { name: /2/ }));
    await lift.getByRole('button', { name: '申诉成立' }).click();
    await lift.getByRole('button', { name: '确认' }).click();
    await gone(lift);
    for (const name of names) expect(await chipOf(name, '正常')).toContain('正常');
  });
});
