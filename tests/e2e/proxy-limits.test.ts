// Sign-in limits through a real reverse proxy: Debian's HAProxy with
// `option forwardfor` in front of the product started with TRUST_PROXY=127.0.0.1.
// Clients connect to HAProxy from their own loopback addresses (127.0.0.2, …)
// and write forged X-Forwarded-For headers; the product must take the address
// HAProxy saw. Then an admin lifts the account lock in Chromium and the member
// signs in and reads why in the message centre.
import { request } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAs, signIn, visible, withProduct, type RunningServer } from './harness';
import { startHaproxy, type RunningProxy } from './haproxy';

interface Envelope<T = unknown> { code: number; message: string; data: T }

/** POST through the proxy from the loopback address `from`, with a forged X-Forwarded-For. */
function viaProxy<T = unknown>(proxy: string, path: string, body: object, from: string, forged: string, token = ''): Promise<Envelope<T>> {
  const { hostname, port } = new URL(proxy);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({
      host: hostname, port, path, method: 'POST', localAddress: from,
      headers: { appid: '4', 'content-type': 'application/json', lang: 'zh-CN', token, 'x-forwarded-for': forged },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (d) => (text += d)).on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const LOCKED = /该账号因多次登录失败已被锁定/;

describe('sign-in limits behind HAProxy', () => {
  let server: RunningServer;
  let browser: Browser;
  let proxy: RunningProxy;
  let adminToken: string;

  // its own product: it locks the demo account `support`, which other files sign in with
  withProduct({ TRUST_PROXY: '127.0.0.1' }, (s, b) => { server = s; browser = b; });
  beforeAll(async () => {
    proxy = await startHaproxy([server.port]);
    adminToken = (await postAs<{ token: string }>(server.url, '/api/user/login', { username: 'admin', password: 'admin' })).token;
  });
  afterAll(() => proxy?.stop());

  const loginVia = (username: string, password: string, from: string, forged: string) =>
    viaProxy(proxy.url, '/api/user/login', { username, password }, from, forged);
  const failedRows = async (actorName: string) =>
    (await postAs<{ list: { actorName: string; ip: string }[] }>(server.url, '/mdr/audit_log/list',
      { pageSize: 100, filter: { action: 'login_failed' } }, adminToken)).list.filter((r) => r.actorName === actorName);

  it('30 wrong passwords with forged addresses are limited, and the audit log has the real address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await loginVia('support', 'wrong', '127.0.0.2', `203.0.113.${i}`)).code);
    expect(codes.slice(0, 5)).toEqual([0, 0, 0, 0, 0]); // LOGIN_MAX_ATTEMPTS=5
    expect(codes.slice(5).every((c) => c === -6)).toBe(true);
    // five more from a second address reach LOGIN_ACCOUNT_MAX_ATTEMPTS=10: the account is locked for everyone
    for (let i = 0; i < 5; i++) expect((await loginVia('support', 'wrong', '127.0.0.3', `198.51.100.${i}`)).code).toBe(0);
    const refused = await loginVia('support', 'support', '127.0.0.4', '192.0.2.1');
    expect(refused).toMatchObject({ code: -6, message: expect.stringMatching(LOCKED) });
    expect((await failedRows('support')).map((r) => r.ip).sort()).toEqual([...Array(5).fill('127.0.0.2'), ...Array(5).fill('127.0.0.3')]);
  });

  it('one address trying many usernames is limited after LOGIN_ADDRESS_MAX_ATTEMPTS=20', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await loginVia(`guess${i}`, 'wrong', '127.0.0.5', `203.0.113.${i}`)).code);
    expect(codes.filter((c) => c === 0)).toHaveLength(20);
    expect(codes.slice(20).every((c) => c === -6)).toBe(true);
    // another address is not affected
    expect((await loginVia('user', 'user', '127.0.0.6', '203.0.113.250')).code).toBe(1);
  });

  it('a session opened through the proxy records the real client address', async () => {
    const { data } = await loginVia('reviewer', 'reviewer', '127.0.0.7', '6.6.6.6');
    const sessions = (await viaProxy<{ ip: string; current: boolean }[]>(proxy.url, '/user/sessions', {}, '127.0.0.7', '6.6.6.6',
      (data as { token: string }).token)).data;
    expect(sessions.find((s) => s.current)?.ip).toBe('127.0.0.7');
  });

  it('the admin lifts the lock in the panel; the member signs in and reads why in the message centre', async () => {
    const member: Page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await member.goto(`${proxy.url}/#/login`);
    await member.locator('input[name="username"]').fill('support');
    await member.locator('input[name="password"]').fill('support');
    await member.getByRole('button', { name: /登录|Sign in/ }).click();
    await visible(member.getByText(LOCKED));

    const admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(admin, proxy.url, 'admin', 'admin');
    const { list } = await postAs<{ list: { id: number; username: string }[] }>(server.url, '/mdr/admins/list', { filter: { q: 'support' } }, adminToken);
    const id = list.find((a) => a.username === 'support')!.id;
    await admin.goto(`${proxy.url}/#/user/admin/${id}/show`);
    await visible(admin.getByText('锁定至'));
    await admin.getByRole('button', { name: '解除锁定' }).click();
    await visible(admin.getByText('操作成功'));
    await admin.getByRole('button', { name: '解除锁定' }).waitFor({ state: 'detached' });
    const unlocks = await postAs<{ list: { actorName: string; recordId: string }[] }>(server.url, '/mdr/audit_log/list',
      { filter: { action: 'unlock', resource: 'admins' } }, adminToken);
    expect(unlocks.list).toEqual([expect.objectContaining({ actorName: 'admin', recordId: String(id) })]);

    await signIn(member, proxy.url, 'support', 'support');
    await member.goto(`${proxy.url}/#/messages`);
    await visible(member.getByText('您的账号已被锁定'));
    await visible(member.getByText(/15 分钟内您的账号有 10 次登录失败（最近一次来自 127\.0\.0\.3）/));
    await admin.context().close();
    await member.context().close();
  });
});
