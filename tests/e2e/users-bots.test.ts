// Users and partner bots end to end: a bot key created in the panel (shown once)
// lists published articles on /v3, is revoked there and is refused; two users
// bulk-banned after a question naming the count, shown banned, then lifted.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually, gone, callApi, signIn, visible, withProduct, type RunningServer } from './harness';

describe('users and bots in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const partner = (key: string) => page.request.post(`${server.url}/v3/articles/list`, {
    headers: { appid: '4', 'content-type': 'application/json', 'x-bot-key': key }, data: {},
  }).then((r) => r.json());

  const api = <T>(path: string, body: object) => callApi<T>(page, path, body);

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
    // Esc does not lose it: it asks, and going back keeps the key on screen
    await page.keyboard.press('Escape');
    const ask = await visible(page.getByRole('dialog', { name: '关闭后将无法再次查看，确定关闭？' }));
    await ask.getByRole('button', { name: '返回' }).click();
    await gone(ask);
    expect(await dialog.locator('input[name="botKeySecret"]').inputValue()).toBe(secret);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^bot-key-.+\.txt$/);
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
    await page.getByRole('button', { name: '封禁…' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: /2/ }));
    // the length: 7 days preselected, 30 picked, then 12 typed (any number within the API's limits)
    const length = dialog.locator('input[name="duration-days"]');
    expect(await length.inputValue()).toBe('7');
    await dialog.getByRole('button', { name: '30 天' }).click();
    expect(await length.inputValue()).toBe('30');
    await length.fill('12');
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
    // the 12 days typed, not the 7 preselected nor the 30 picked
    const banned = await api<{ list: { nickname: string; bannedUntil: string }[] }>('users/list', { filter: { q: names[0] } });
    const days = (Date.parse(banned.list.find((u) => u.nickname === names[0])!.bannedUntil) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(12);

    await page.goto(`${server.url}/#/user/users?filter=${encodeURIComponent(JSON.stringify({ status: ['banned'] }))}`);
    for (const name of names) await page.locator('tbody tr').filter({ hasText: name }).getByRole('checkbox').check();
    await page.getByRole('button', { name: '解除处罚' }).click();
    const lift = await visible(page.getByRole('dialog', { name: /2/ }));
    await lift.getByRole('button', { name: '申诉成立' }).click();
    await lift.getByRole('button', { name: '确认' }).click();
    await gone(lift);
    for (const name of names) expect(await chipOf(name, '正常')).toContain('正常');
  });

  it("shows a player's phone masked until revealed, and links to their orders", async () => {
    // a buyer who gave a phone number (about a third of the demo players did not)
    const orders = await api<{ list: { userId: number; userName: string }[] }>('orders/list', { page: 1, pageSize: 50 });
    let buyer = orders.list[0];
    for (const o of orders.list) {
      if ((await api<{ phone: string }>('users/get', { id: o.userId })).phone) { buyer = o; break; }
    }
    await page.goto(`${server.url}/#/user/users/${buyer.userId}/show`);
    const phone = await visible(page.getByTestId('reveal-phone'));
    expect(await phone.textContent()).toBe('******');
    await page.getByRole('button', { name: /查看完整信息/ }).first().click();
    await visible(page.getByTestId('reveal-phone').getByText(/^1\d{10}$/));
    await page.getByTestId('user-related').getByRole('link', { name: '订单' }).click();
    await page.waitForURL(/#\/orders\/orders/);
    const rows = page.locator('tbody tr');
    await visible(rows.first());
    // every row listed is this player's (the filter came with the link)
    const texts = await eventually(() => rows.allTextContents(), (t) => t.length > 0 && t.every((r) => r.includes(buyer.userName)));
    expect(texts.every((r) => r.includes(buyer.userName))).toBe(true);
  });
});
