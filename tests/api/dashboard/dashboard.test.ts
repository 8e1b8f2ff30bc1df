// The workplace's cards (/mdr/dashboard/<card>): who may call which card, and
// that each figure follows the writes behind it at once — articles by state and
// new today, orders and income today (a refund lowers it), the top authors and
// inviters of all time and this month, active players, the popular lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { insertArticle } from '../guide/fixtures';
import { newKey, newOrder, orderWorld, type OrderWorld } from '../orders/fixtures';
import { insertUser } from '../users/fixtures';

describe.each(testBackends())('workplace cards (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let w: OrderWorld;
  let categoryId: number;
  const card = (key: string, body: object = {}, token = admin) => t.call(`/mdr/dashboard/${key}`, body, { token });

  beforeAll(async () => {
    t = await createTestApp(backend);
    const a = await t.createStaff({ username: 'boss', role: '*' });
    admin = await t.login('boss', a.password);
    w = await orderWorld(t.db, 70);
    categoryId = (await t.db.insertInto('guide_categories').values({ name: 'Raids' }).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  it('a staff member gets the cards of the modules they hold, with mdr.dashboard, and is refused the others', async () => {
    const g = await t.createStaff({ username: 'guides', modules: ['mdr.dashboard', 'mdr.wow.guide'] });
    const guides = await t.login('guides', g.password);
    expect((await card('articles', {}, guides)).code).toBe(1);
    expect((await card('popular_articles', {}, guides)).code).toBe(1);
    for (const other of ['orders', 'builds', 'users', 'top_authors', 'feedback']) {
      expect((await card(other, {}, guides)).code, other).toBe(-2);
    }
    const n = await t.createStaff({ username: 'nodash', modules: ['mdr.wow.guide'] });
    expect((await card('articles', {}, await t.login('nodash', n.password))).code).toBe(-2);
  });

  it('articles: in all, by state and new today follow inserts, review and deletes', async () => {
    const before = (await card('articles')).data;
    const ids = [];
    for (const status of ['pending', 'pending', 'published', 'draft'] as const) {
      ids.push(await insertArticle(t.db, { categoryId, authorId: w.authorId, status }));
    }
    let now = (await card('articles')).data;
    expect(now.figures.total - before.figures.total).toBe(4);
    expect((now.figures.pending ?? 0) - (before.figures.pending ?? 0)).toBe(2);
    expect(now.figures.today - before.figures.today).toBe(4);
    expect(now.daily).toHaveLength(8);
    expect(now.daily[7].value).toBe(now.figures.today);
    await t.db.updateTable('articles').set({ status: 'published' }).where('id', '=', ids[0]).execute();
    await t.db.deleteFrom('articles').where('id', '=', ids[3]).execute();
    now = (await card('articles')).data;
    expect((now.figures.pending ?? 0) - (before.figures.pending ?? 0)).toBe(1);
    expect((now.figures.published ?? 0) - (before.figures.published ?? 0)).toBe(2);
    expect(now.figures.total - before.figures.total).toBe(3);
  });

  it('orders: paid today and income net of refunds; the author tops this month and all time', async () => {
    const before = (await card('orders')).data.figures;
    const first = await newOrder(t.db, w, 10_000);
    await newOrder(t.db, w, 5_000);
    await newOrder(t.db, w, 7_000, { pending: true });
    let now = (await card('orders')).data.figures;
    expect(now.ordersToday - before.ordersToday).toBe(2);
    expect(now.incomeToday - before.incomeToday).toBe(15_000);
    expect(now.incomeMonth - before.incomeMonth).toBe(15_000);
    const refund = await t.call('/mdr/orders/refund', { id: first, amountCents: 2_500, reason: 'Asked for it', idempotencyKey: newKey() }, { token: admin });
    expect(refund.code).toBe(1);
    now = (await card('orders')).data.figures;
    expect(now.ordersToday - before.ordersToday).toBe(2);
    expect(now.incomeToday - before.incomeToday).toBe(12_500);

    for (const period of ['all', 'month']) {
      const top = (await card('top_authors', { period })).data;
      expect(top.period).toBe(period);
      expect(top.lists.byIncome[0]).toMatchObject({ id: w.authorId, value: 12_500 });
      expect(top.lists.byOrders[0]).toMatchObject({ id: w.authorId, value: 2 });
    }
    expect((await card('top_authors', { period: 'year' })).code).toBe(-1);
  });

  it('inviters: a sign-up this month counts in both periods, an older one only in all time', async () => {
    const host = await insertUser(t.db, 'active', { nickname: 'Host' });
    for (let i = 0; i < 3; i++) await insertUser(t.db, 'active', { invitedBy: host });
    const old = await insertUser(t.db, 'active', { invitedBy: host });
    await t.db.updateTable('users').set({ registered_at: sql<Date>`now() - interval '70 days'` }).where('id', '=', old).execute();
    const all = (await card('top_inviters', { period: 'all' })).data.lists.byInvites;
    const month = (await card('top_inviters', { period: 'month' })).data.lists.byInvites;
    expect(all.find((r: { id: number }) => r.id === host)).toMatchObject({ name: 'Host', value: 4 });
    expect(month.find((r: { id: number }) => r.id === host)).toMatchObject({ value: 3 });
  });

  it('active players: each reported day counts once a day and once a month', async () => {
    const before = (await card('active_users')).data;
    const u1 = await insertUser(t.db);
    const u2 = await insertUser(t.db);
    await sql`INSERT INTO user_active_days (day, user_id) VALUES
      (mdr_beijing_day(now()), ${u1}), (mdr_beijing_day(now()), ${u2}), (mdr_beijing_day(now()) - 1, ${u1})
      ON CONFLICT DO NOTHING`.execute(t.db);
    const now = (await card('active_users')).data;
    expect(now.daily).toHaveLength(30);
    expect(now.daily[29].value - before.daily[29].value).toBe(2);
    const yesterdayInMonth = now.daily[28].day.slice(0, 7) === now.daily[29].day.slice(0, 7);
    expect(now.monthly - before.monthly).toBe(2);
    if (yesterdayInMonth) expect(now.daily[28].value - before.daily[28].value).toBe(1);
  });

  it('popular: the five most viewed published articles, with last week against the week before', async () => {
    const ids = [];
    for (const views of [900_000, 800_000, 700_000, 600_000, 500_000, 400_000]) {
      const id = await insertArticle(t.db, { categoryId, authorId: w.authorId, status: 'published', title: `Top ${views}` });
      await t.db.updateTable('articles').set({ views }).where('id', '=', id).execute();
      ids.push(id);
    }
    await sql`INSERT INTO content_views_daily (kind, content_id, day, views) VALUES
      ('article', ${ids[0]}, mdr_beijing_day(now()) - 1, 300), ('article', ${ids[0]}, mdr_beijing_day(now()) - 9, 200)`.execute(t.db);
    const rows = (await card('popular_articles')).data.rows;
    expect(rows.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 5));
    expect(rows[0]).toMatchObject({ views: 900_000, lastWeek: 300, growth: 0.5 });
    expect(rows[1]).toMatchObject({ lastWeek: 0, growth: null });
  });
});
