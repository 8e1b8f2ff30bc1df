// Promotion links: CRUD with its rules (http/https targets only, unique codes,
// generated when left out), GET /r/<code> (302 and counted; unique visitors
// per day from a salted hash, no raw address kept; paused or unknown: a plain
// page, nothing counted), sign-ups and orders in the daily figures (refunds
// lower the income), range stats and daily series, and who may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { newKey, newOrder, orderWorld } from '../orders/fixtures';

describe.each(testBackends())('promotion links (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  const call = (action: string, body: object, who = token) => t.call(`/mdr/promotion_links/${action}`, body, { token: who, lang: 'en-US' });
  const create = (data: object) => call('create', { data: { channel: 'bilibili', name: 'Spring raid guide', targetUrl: 'https://wow.example.com/raid', ...data } });
  const visit = (code: string, headers: Record<string, string> = {}, ip = '203.0.113.7') =>
    t.app.inject({ method: 'GET', url: `/r/${code}`, headers: { 'user-agent': 'Mozilla/5.0 test', ...headers }, remoteAddress: ip });
  const today = async () => (await sql<{ d: string }>`SELECT mdr_beijing_day(now())::text AS d`.execute(t.db)).rows[0].d;
  const statsOf = async (id: number) => {
    const d = await today();
    const res = await call('stats', { dayFrom: d, dayTo: d });
    return res.data.links.find((l: { id: number }) => l.id === id) ?? { clicks: 0, visitors: 0, signups: 0, orders: 0, incomeCents: 0 };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const s = await t.createStaff({ username: 'marketer', modules: ['mdr.channel.promotion', 'promotion_links.read_money', 'mdr.orders', 'orders.refund'] });
    token = await t.login('marketer', s.password);
  });
  afterAll(() => t?.close());

  it('creates a link with a generated code, and refuses bad targets, codes and names naming the field', async () => {
    const made = await create({});
    expect(made.code, made.message).toBe(1);
    expect(made.data.code).toMatch(/^[A-Za-z0-9_-]{7}$/);
    expect(made.data).toMatchObject({ channel: 'bilibili', paused: false, clicks: 0 });
    for (const targetUrl of ['javascript:alert(1)', 'ftp://files.example.com/a', 'wow.example.com', 'https://']) {
      const bad = await create({ targetUrl });
      expect(bad.code, targetUrl).toBe(-1);
      expect(bad.data.errors[0].field).toBe('data.targetUrl');
    }
    const dup = await create({ code: made.data.code });
    expect(dup.data.errors[0]).toMatchObject({ field: 'data.code', message: 'Another link already uses this code' });
    expect((await create({ code: 'a b' })).data.errors[0].field).toBe('data.code');
    expect((await create({ name: '   ' })).data.errors[0].field).toBe('data.name');
    expect((await create({ channel: 'tiktok' })).code).toBe(-1);
    expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM promotion_links`.execute(t.db)).rows[0].n)).toBe(1);
  });

  it('/r/<code> redirects with 302 and counts the click; the same visitor twice a day is one unique visitor', async () => {
    const link = (await create({ code: 'spring-raid', targetUrl: 'https://wow.example.com/raid?x=1' })).data;
    const first = await visit('spring-raid');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://wow.example.com/raid?x=1');
    await visit('spring-raid');
    await visit('spring-raid', { 'user-agent': 'Another browser' });
    await visit('spring-raid', {}, '198.51.100.20');
    expect(await statsOf(link.id)).toMatchObject({ clicks: 4, visitors: 3 });
    // no raw address nor user agent anywhere
    const kept = JSON.stringify((await sql`SELECT * FROM promotion_link_visitors`.execute(t.db)).rows);
    expect(kept).not.toMatch(/203\.0\.113\.7|198\.51\.100\.20|Mozilla|Another browser/);
    expect((await call('get', { id: link.id })).data).toMatchObject({ clicks: 4, visitors: 3 });
  });

  it('a target with non-ASCII characters or an internationalised host is kept as typed and sent encoded', async () => {
    const chinese = (await create({ code: 'zh-path', targetUrl: 'https://example.com/路径?q=中文#片段' })).data;
    expect(chinese.targetUrl).toBe('https://example.com/路径?q=中文#片段');
    const res = await visit('zh-path');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/%E8%B7%AF%E5%BE%84?q=%E4%B8%AD%E6%96%87#%E7%89%87%E6%AE%B5');
    const idn = (await create({ code: 'idn-host', targetUrl: 'https://例子.测试/活动' })).data;
    expect((await visit('idn-host')).headers.location).toBe('https://xn--fsqu00a.xn--0zwm56d/%E6%B4%BB%E5%8A%A8');
    expect(await statsOf(chinese.id)).toMatchObject({ clicks: 1, visitors: 1 });
    expect(await statsOf(idn.id)).toMatchObject({ clicks: 1 });
    // already-encoded addresses are sent as they are, not encoded twice
    await create({ code: 'pre-encoded', targetUrl: 'https://example.com/%E8%B7%AF?a=%26' });
    expect((await visit('pre-encoded')).headers.location).toBe('https://example.com/%E8%B7%AF?a=%26');
  });

  it('rows saved before the rule redirect encoded; a target that cannot be sent is a plain page and no click', async () => {
    const link = (await create({ code: 'legacy-row' })).data;
    await t.db.updateTable('promotion_links').set({ target_url: 'https://例子.测试/旧路径?q=值' }).where('id', '=', link.id).execute();
    const res = await visit('legacy-row');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://xn--fsqu00a.xn--0zwm56d/%E6%97%A7%E8%B7%AF%E5%BE%84?q=%E5%80%BC');
    await t.db.updateTable('promotion_links').set({ target_url: 'https://exa mple.com/' }).where('id', '=', link.id).execute();
    const broken = await visit('legacy-row', { 'accept-language': 'en' });
    expect(broken.statusCode).toBe(404);
    expect(broken.headers.location).toBeUndefined();
    expect(broken.body).toContain('This promotion link\'s target address is not valid.');
    expect(await statsOf(link.id)).toMatchObject({ clicks: 1, visitors: 1 });
  });

  it('refuses a target too long once encoded, naming the field in both languages', async () => {
    const long = `https://example.com/${'路'.repeat(300)}`; // 320 characters typed, 2,720 encoded
    const en = await create({ targetUrl: long });
    expect(en.data.errors).toEqual([{ field: 'data.targetUrl', message: 'The target is longer than 2048 characters once encoded: shorten it' }]);
    const zh = await t.call('/mdr/promotion_links/create', { data: { channel: 'qq', name: 'x', targetUrl: long } }, { token, lang: 'zh-CN' });
    expect(zh.data.errors[0].message).toBe('目标地址编码后超过 2048 个字符，请缩短');
    expect((await create({ targetUrl: `https://example.com/${'路'.repeat(200)}` })).code).toBe(1);
  });

  it('a paused or unknown code answers a plain page in the visitor\'s language, redirects nowhere and counts nothing', async () => {
    const link = (await create({ code: 'paused-one' })).data;
    expect((await call('update', { id: link.id, version: link.version, data: { paused: true } })).code).toBe(1);
    const paused = await visit('paused-one', { 'accept-language': 'en-US,en;q=0.9' });
    expect(paused.statusCode).toBe(404);
    expect(paused.headers.location).toBeUndefined();
    expect(paused.headers['content-type']).toContain('text/html');
    expect(paused.body).toContain('This promotion link is paused.');
    const unknown = await visit('no-such-code', { 'accept-language': 'zh-CN' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('没有这个推广链接。');
    expect((await visit('<script>')).statusCode).toBe(404);
    expect(await statsOf(link.id)).toMatchObject({ clicks: 0, visitors: 0 });
  });

  it('sign-ups and paid orders through a link count on their day; a refund lowers the income; such a link is not deleted', async () => {
    const link = (await create({ code: 'orders-link' })).data;
    const w = await orderWorld(t.db, 70);
    await t.db.updateTable('users').set({ signup_link_id: link.id }).where('id', '=', w.userId).execute();
    const id = await newOrder(t.db, w, 6_000);
    await t.db.updateTable('orders').set({ promotion_link_id: link.id }).where('id', '=', id).execute();
    const pending = await newOrder(t.db, w, 9_000, { pending: true });
    await t.db.updateTable('orders').set({ promotion_link_id: link.id }).where('id', '=', pending).execute();
    expect(await statsOf(link.id)).toMatchObject({ signups: 1, orders: 1, incomeCents: 6_000 });
    const refund = await t.call('/mdr/orders/refund', { id, amountCents: 1_000, reason: 'Refund', idempotencyKey: newKey() }, { token });
    expect(refund.code, refund.message).toBe(1);
    expect(await statsOf(link.id)).toMatchObject({ orders: 1, incomeCents: 5_000 });
    const del = await call('delete', { id: link.id });
    expect(del.code).toBe(-5);
    expect(del.message).toContain('pause it instead');
  });

  it('daily: every day of the range; stats: a bad range names dayTo', async () => {
    const link = (await create({ code: 'daily-one' })).data;
    await visit('daily-one');
    const to = await today();
    const from = (await sql<{ d: string }>`SELECT (mdr_beijing_day(now()) - 6)::text AS d`.execute(t.db)).rows[0].d;
    const daily = (await call('daily', { id: link.id, dayFrom: from, dayTo: to })).data.days;
    expect(daily).toHaveLength(7);
    expect(daily[6]).toMatchObject({ day: to, clicks: 1, visitors: 1 });
    expect(daily[0]).toMatchObject({ clicks: 0 });
    const bad = await call('stats', { dayFrom: to, dayTo: from });
    expect(bad.code).toBe(-1);
    expect(bad.data.errors[0]).toMatchObject({ field: 'dayTo', message: 'The end day cannot be before the start day' });
  });

  it('is for holders of mdr.channel.promotion only; /r/ needs nobody', async () => {
    const s = await t.createStaff({ username: 'editor', modules: ['mdr.wow.guide'] });
    const editor = await t.login('editor', s.password);
    expect((await call('list', {}, editor)).code).toBe(-2);
    expect((await call('stats', { dayFrom: '2026-01-01', dayTo: '2026-01-02' }, editor)).code).toBe(-2);
  });
});
