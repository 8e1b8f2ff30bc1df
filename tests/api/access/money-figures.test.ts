// Money figures (docs/access.md "Money figures", server/resources/money.ts):
// the content reviewer reads author profiles without their balances — in list,
// get, get_many, a review's answer, export and history (nor a money action's
// row) — and may not sort by
// them nor read the income chart (nor export: a reader of authors who may
// export gets no balance column); finance, holding authors.read_money, gets them. Author traffic's and promotion links' income, and the workplace's
// income figures, follow the same rule.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_REVIEWER, FINANCE } from '../../../server/seed/roles';
import { insertAuthor } from '../authors/fixtures';
import { parseCsv } from '../guide/fixtures';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { roleWith, sessionFor } from '../helpers/grants';

const BALANCES = ['availableCents', 'frozenCents'];
const csvOf = (body: string) => parseCsv(body.replace(/^\uFEFF/, ''));

describe.each(testBackends())('money figures by key (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<'reviewer' | 'finance' | 'analyst' | 'cards', string> = { reviewer: '', finance: '', analyst: '', cards: '' };
  let rich: number;
  let pending: number;
  let link: number;
  let day: string;
  const as = (who: keyof typeof tokens) => (path: string, body: object) => t.call(`/mdr/${path}`, body, { token: tokens[who], lang: 'en-US' });

  beforeAll(async () => {
    t = await createTestApp(backend);
    const grant = async (name: string, keys: readonly string[]) => (await sessionFor(t, { roles: [await roleWith(t, name, keys)] })).token;
    tokens.reviewer = await grant('reviewer', CONTENT_REVIEWER.keys);
    tokens.finance = await grant('finance', FINANCE.keys);
    tokens.analyst = await grant('analyst', ['authors.read', 'authors.export', 'author_traffic.read', 'author_traffic.export',
      'promotion_links.read', 'promotion_links.export']);
    tokens.cards = await grant('cards', ['dashboard.top_authors', 'dashboard.orders']);
    rich = await insertAuthor(t.db, { balanceCents: 12_345 });
    await insertAuthor(t.db, { balanceCents: 500 });
    pending = await insertAuthor(t.db, { status: 'pending' });
    day = (await sql<{ d: string }>`SELECT mdr_beijing_day(now())::text AS d`.execute(t.db)).rows[0].d;
    await sql`INSERT INTO author_traffic (author_id, day, views, orders, income_cents) VALUES (${rich}, ${day}::date, 900, 3, 4200)`.execute(t.db);
    link = (await t.db.insertInto('promotion_links').values({ channel: 'qq', name: 'Money link', code: 'money-link', target_url: 'https://x.example' })
      .returning('id').executeTakeFirstOrThrow()).id;
    await sql`INSERT INTO promotion_link_daily (link_id, day, clicks, orders, income_cents) VALUES (${link}, ${day}::date, 40, 2, 7700)`.execute(t.db);
  });
  afterAll(() => t?.close());

  it('answers author profiles to the reviewer without balances in list, get, get_many and a review; finance gets them', async () => {
    const reviewer = as('reviewer');
    const listed = (await reviewer('authors/list', { pageSize: 100 })).data.list as Record<string, unknown>[];
    expect(listed.length).toBe(3);
    for (const a of listed) for (const f of BALANCES) expect(a, f).not.toHaveProperty(f);
    const got = (await reviewer('authors/get', { id: rich })).data;
    expect(got).toMatchObject({ id: rich, penName: expect.any(String), status: 'approved' });
    expect(Object.keys(got)).not.toContain('availableCents');
    expect(Object.keys((await reviewer('authors/get_many', { ids: [rich] })).data.list[0])).not.toContain('frozenCents');
    const approved = await reviewer('authors/approve', { id: pending });
    expect([approved.code, approved.data.status, 'availableCents' in approved.data]).toEqual([1, 'approved', false]);

    expect((await as('finance')('authors/get', { id: rich })).data).toMatchObject({ availableCents: 12_345, frozenCents: 0 });
  });

  it('exports no balance column to a reader of authors without the key; finance\'s export has them', async () => {
    expect((await as('reviewer')('authors/export', {})).code).toBe(-2);
    const header = async (who: 'analyst' | 'finance') => csvOf((await as(who)('authors/export', {})).body)[0];
    // money columns read "Available balance (CNY)": a number in yuan, the unit in the header
    const column = (h: string[], label: string) => h.findIndex((x) => x.startsWith(label));
    expect(column(await header('analyst'), 'Available balance')).toBe(-1);
    expect((await header('analyst')).length).toBe((await header('finance')).length - 2);
    expect(column(await header('finance'), 'Available balance')).toBeGreaterThan(-1);
    expect(column(await header('finance'), 'Frozen')).toBeGreaterThan(-1);
    const row = csvOf((await as('finance')('authors/export', { filter: { q: (await as('finance')('authors/get', { id: rich })).data.penName } })).body);
    expect(row[1][column(row[0], 'Available balance')]).toBe('123.45');
  });

  it('refuses the reviewer a sort by balance (-1 naming sort) and the income chart (-2); finance sorts by it', async () => {
    const sorted = await as('reviewer')('authors/list', { sort: 'availableCents', order: 'DESC' });
    expect([sorted.code, sorted.data.errors[0].field]).toEqual([-1, 'sort']);
    expect((await as('reviewer')('authors/income_by_month', { id: rich })).code).toBe(-2);
    const byBalance = (await as('finance')('authors/list', { sort: 'availableCents', order: 'DESC' })).data.list;
    expect(byBalance.map((a: { availableCents: number }) => a.availableCents)).toEqual([12_345, 500, 0]);
    expect((await as('finance')('authors/income_by_month', { id: rich })).code).toBe(1);
  });

  it('leaves an adjustment out of the reviewer\'s history altogether: neither its amounts nor the row', async () => {
    expect((await as('finance')('authors/adjust', { id: rich, amountCents: 655, reason: 'bonus' })).data.availableCents).toBe(13_000);
    const entry = async (who: 'reviewer' | 'finance') =>
      (await as(who)('authors/history', { id: rich })).data.list.find((e: { action: string }) => e.action === 'adjust');
    expect((await entry('finance')).changes).toEqual([{ field: 'availableCents', kind: 'value', before: 12_345, after: 13_000 }]);
    expect(await entry('reviewer')).toBeUndefined();
  });

  it('answers author traffic without income to a reader lacking author_traffic.read_money: list, summary, export, no sort', async () => {
    const analyst = as('analyst');
    const row = (await analyst('author_traffic/list', { filter: { authorId: rich } })).data.list[0];
    expect(row).toMatchObject({ views: 900, orders: 3 });
    expect(row).not.toHaveProperty('incomeCents');
    const summary = (await analyst('author_traffic/summary', { dayFrom: day, dayTo: day, authorId: rich })).data;
    expect(summary.totals).toEqual({ views: 900, visitors: 0, likes: 0, followers: 0, orders: 3 });
    expect(summary.series[0]).toEqual({ authorId: rich, authorName: expect.any(String), views: [900] });
    expect(csvOf((await analyst('author_traffic/export', {})).body)[0]).not.toContain('Income');
    expect((await analyst('author_traffic/list', { sort: 'incomeCents' })).data.errors[0].field).toBe('sort');

    const finance = as('finance');
    expect((await finance('author_traffic/list', { filter: { authorId: rich }, sort: 'incomeCents' })).data.list[0].incomeCents).toBe(4200);
    const full = (await finance('author_traffic/summary', { dayFrom: day, dayTo: day, authorId: rich })).data;
    expect([full.totals.incomeCents, full.series[0].incomeCents]).toEqual([4200, [4200]]);
  });

  it('answers promotion links without income to a reader lacking promotion_links.read_money: list, stats, daily, export', async () => {
    const analyst = as('analyst');
    const listed = (await analyst('promotion_links/get', { id: link })).data;
    expect(listed).toMatchObject({ clicks: 40, orders: 2 });
    expect(listed).not.toHaveProperty('incomeCents');
    const stats = (await analyst('promotion_links/stats', { dayFrom: day, dayTo: day })).data;
    expect(stats.totals).toEqual({ clicks: 40, visitors: 0, signups: 0, orders: 2 });
    expect(stats.links[0]).not.toHaveProperty('incomeCents');
    expect((await analyst('promotion_links/daily', { id: link, dayFrom: day, dayTo: day })).data.days[0]).not.toHaveProperty('incomeCents');
    expect(csvOf((await analyst('promotion_links/export', {})).body)[0]).not.toContain('Income');

    const finance = as('finance');
    expect((await finance('promotion_links/get', { id: link })).data.incomeCents).toBe(7700);
    expect((await finance('promotion_links/stats', { dayFrom: day, dayTo: day })).data.totals.incomeCents).toBe(7700);
  });

  it('leaves the income out of the workplace cards for a holder of the cards alone', async () => {
    const cards = as('cards');
    expect(Object.keys((await cards('dashboard/top_authors', {})).data.lists)).toEqual(['byOrders']);
    expect(Object.keys((await cards('dashboard/orders', {})).data.figures).sort()).toEqual(['ordersMonth', 'ordersToday']);
    const finance = as('finance');
    expect(Object.keys((await finance('dashboard/top_authors', {})).data.lists)).toEqual(['byOrders', 'byIncome']);
    expect(Object.keys((await finance('dashboard/orders', {})).data.figures)).toEqual(expect.arrayContaining(['incomeToday', 'incomeMonth']));
  });
});
