// Author traffic: the orders' part follows paid orders and refunds at once, the
// list filters by author and day range, the summary's totals row and series
// add up, a bad range is refused naming its field, and only holders of
// author_traffic.read may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { newKey, newOrder, orderWorld, type OrderWorld } from '../orders/fixtures';

describe.each(testBackends())('author traffic (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let w: OrderWorld;
  let other: number;
  const call = (action: string, body: object, who = token) => t.call(`/mdr/author_traffic/${action}`, body, { token: who, lang: 'en-US' });
  const today = async () => (await sql<{ d: string }>`SELECT mdr_beijing_day(now())::text AS d`.execute(t.db)).rows[0].d;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const s = await t.createStaff({ username: 'analyst', modules: ['mdr.wow.author', 'author_traffic.read_money', 'mdr.orders', 'orders.refund'] });
    token = await t.login('analyst', s.password);
    w = await orderWorld(t.db, 70);
    const u = await t.db.insertInto('users').values({ nickname: 'second' }).returning('id').executeTakeFirstOrThrow();
    other = (await t.db.insertInto('authors').values({ user_id: u.id, pen_name: 'Second Pen', status: 'approved', revenue_share: 50 })
      .returning('id').executeTakeFirstOrThrow()).id;
    // the platform's counters for three days of each author
    await sql`INSERT INTO author_traffic (author_id, day, views, visitors, likes, followers)
      SELECT a, mdr_beijing_day(now()) - d, 1000 * a + d, 500, 40, 3 FROM unnest(${sql.val([w.authorId, other])}::int[]) AS a, generate_series(0, 2) AS d
      ON CONFLICT (author_id, day) DO UPDATE SET views = excluded.views, visitors = excluded.visitors, likes = excluded.likes, followers = excluded.followers`.execute(t.db);
  });
  afterAll(() => t?.close());

  it('a paid order adds to its author\'s day; a refund takes its amount off the income', async () => {
    const day = await today();
    const row = async () => (await call('list', { filter: { authorId: w.authorId, dayFrom: day, dayTo: day } })).data.list[0];
    const before = await row();
    const id = await newOrder(t.db, w, 8_000);
    await newOrder(t.db, w, 2_000, { pending: true });
    expect(await row()).toMatchObject({ orders: before.orders + 1, incomeCents: before.incomeCents + 8_000, views: before.views });
    const refund = await t.call('/mdr/orders/refund', { id, amountCents: 3_000, reason: 'Refund', idempotencyKey: newKey() }, { token });
    expect(refund.code, refund.message).toBe(1);
    expect(await row()).toMatchObject({ orders: before.orders + 1, incomeCents: before.incomeCents + 5_000 });
  });

  it('lists by author and range, newest day first, with the author\'s name', async () => {
    const day = await today();
    const res = await call('list', { filter: { authorId: other }, sort: 'day', order: 'DESC' });
    expect(res.data.total).toBe(3);
    expect(res.data.list[0]).toMatchObject({ authorId: other, authorName: 'Second Pen', day, views: 1000 * other, visitors: 500 });
    const range = await call('list', { filter: { dayFrom: day, dayTo: day } });
    expect(range.data.list.every((r: { day: string }) => r.day === day)).toBe(true);
  });

  it('summary: totals of the range and per-day series that add up to them', async () => {
    const day = await today();
    const from = (await sql<{ d: string }>`SELECT (mdr_beijing_day(now()) - 2)::text AS d`.execute(t.db)).rows[0].d;
    const all = (await call('summary', { dayFrom: from, dayTo: day })).data;
    expect(all.days).toHaveLength(3);
    expect(all.days[2]).toBe(day);
    expect(all.totals.views).toBe(3 * 1000 * (w.authorId + other) + 2 * 3);
    expect(all.series[0]).toMatchObject({ authorId: null, authorName: 'All authors' });
    expect(all.series[0].views.reduce((a: number, b: number) => a + b, 0)).toBe(all.totals.views);
    expect(all.series[0].incomeCents.reduce((a: number, b: number) => a + b, 0)).toBe(all.totals.incomeCents);
    // the top authors by views: the one with the higher id has more
    expect(all.series.slice(1).map((s: { authorId: number }) => s.authorId)).toEqual([Math.max(w.authorId, other), Math.min(w.authorId, other)]);
    const one = (await call('summary', { dayFrom: from, dayTo: day, authorId: other })).data;
    expect(one.series).toHaveLength(1);
    expect(one.totals).toMatchObject({ views: 3 * 1000 * other + 3, visitors: 1500, likes: 120, followers: 9, orders: 0, incomeCents: 0 });
  });

  it('refuses a range that ends before it starts, or is over a year, naming dayTo; and a bad date naming dayFrom', async () => {
    const a = await call('summary', { dayFrom: '2026-05-02', dayTo: '2026-05-01' });
    expect(a.code).toBe(-1);
    expect(a.data.errors[0]).toMatchObject({ field: 'dayTo', message: 'The end day cannot be before the start day' });
    const b = await call('summary', { dayFrom: '2024-01-01', dayTo: '2026-01-01' });
    expect(b.data.errors[0].field).toBe('dayTo');
    const c = await call('summary', { dayFrom: '2026-13-40', dayTo: '2026-05-01' });
    expect(c.code).toBe(-1);
    expect(c.data.errors[0].field).toBe('dayFrom');
  });

  it('is for holders of author_traffic.read only', async () => {
    const s = await t.createStaff({ username: 'cashier', modules: ['mdr.orders'] });
    const cashier = await t.login('cashier', s.password);
    expect((await call('list', {}, cashier)).code).toBe(-2);
    expect((await call('summary', { dayFrom: '2026-01-01', dayTo: '2026-01-02' }, cashier)).code).toBe(-2);
  });
});
