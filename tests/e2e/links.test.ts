// Promotion links in Chromium on the demo product: a link's page shows its
// public address and QR code; the /r/ address answers 302 to the target (not
// followed: the target is on the internet) and the click shows in the list's
// figures for today; a target with Chinese characters reads as typed and is
// sent percent-encoded; a paused link's address shows the plain page.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callApi, eventually, signIn, visible, withProduct, type RunningServer } from './harness';

describe('promotion links in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const api = <T>(path: string, body: object) => callApi<T>(page, path, body);
  type Link = { id: number; code: string; name: string; targetUrl: string; paused: boolean };

  withProduct({}, (s, b) => { server = s; browser = b; });
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, server.url, 'finance', 'finance');
  });

  it('the /r/ address redirects to the target and the click appears in the link\'s figures', async () => {
    const link = (await api<{ list: Link[] }>('promotion_links/list', { page: 1, pageSize: 1, filter: { paused: false } })).list[0];
    await page.goto(`${server.url}/#/channel_promotion/link/${link.id}/show`);
    const address = await (await visible(page.getByTestId('link-public-address'))).innerText();
    expect(address).toBe(`${server.url}/r/${link.code}`);
    await visible(page.getByRole('img', { name: '二维码' }));
    await visible(page.getByTestId('link-daily-chart'));

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const clicksToday = async () => (await api<{ links: { id: number; clicks: number }[] }>('promotion_links/stats', { dayFrom: today, dayTo: today }))
      .links.find((l) => l.id === link.id)?.clicks ?? 0;
    const before = await clicksToday();
    const res = await page.request.get(address, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(link.targetUrl);

    await page.goto(`${server.url}/#/channel_promotion/link?filter=${encodeURIComponent(JSON.stringify({ q: link.code }))}&from=${today}&to=${today}`);
    const row = page.locator('tbody tr', { hasText: link.code });
    await eventually(async () => Number((await row.getByTestId('link-clicks').innerText()).replace(/[^\d]/g, '')), (n) => n === before + 1);
    expect(await clicksToday()).toBe(before + 1);
  });

  it('a target with Chinese characters shows readably on its page and redirects percent-encoded, counted once', async () => {
    const made = await api<Link>('promotion_links/create', { data: { channel: 'weibo', name: '中文地址', targetUrl: 'https://example.com/路径?q=%E4%B8%AD%E6%96%87' } });
    await page.goto(`${server.url}/#/channel_promotion/link/${made.id}/show`);
    expect(await (await visible(page.getByTestId('link-target'))).innerText()).toBe('https://example.com/路径?q=中文');
    const res = await page.request.get(`${server.url}/r/${made.code}`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('https://example.com/%E8%B7%AF%E5%BE%84?q=%E4%B8%AD%E6%96%87');
    expect((await api<{ clicks: number }>('promotion_links/get', { id: made.id })).clicks).toBe(1);
  });

  it('a paused link\'s address shows a plain page and no redirect', async () => {
    const paused = (await api<{ list: Link[] }>('promotion_links/list', { page: 1, pageSize: 1, filter: { paused: true } })).list[0];
    const res = await page.request.get(`${server.url}/r/${paused.code}`, { maxRedirects: 0, headers: { 'accept-language': 'zh-CN' } });
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('这个推广链接已暂停。');
  });
});
