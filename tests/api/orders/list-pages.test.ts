// Orders past the exact-total bound (10,000): the list answers an estimated
// total, yet every page up to the real last one is served, `hasNextPage`
// says whether another follows, and `last: true` answers the real last page
// (the page finance could not reach: sorted by amount, past the estimate).
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../../contract/lists';
import type { DB } from '../../../server/db/schema';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { orderWorld } from './fixtures';

const ROWS = EXACT_TOTAL_LIMIT + 2_345;
const PAGE = 50;
const LAST = Math.ceil(ROWS / PAGE);

type Answer = { list: { id: number }[]; total: number; totalIsEstimate?: true; hasNextPage?: boolean; page?: number };

/** ROWS paid orders in one statement; amounts repeat (ties broken by id), no statistics gathered. */
async function seed(db: Kysely<DB>) {
  const w = await orderWorld(db);
  // without fresh statistics the planner guesses a range filter's share, well under the real count
  await sql`ALTER TABLE orders SET (autovacuum_enabled = false)`.execute(db);
  await sql`INSERT INTO orders (user_id, package_id, package_name_zh, package_name_en, package_price_cents, amount_cents,
      pay_channel, status, author_id, paid_at, created_at)
    SELECT ${w.userId}, ${w.packageId}, '月卡电站', 'Monthly station', 4500, 100 + (i * 7919) % 5000, 'alipay', 'paid',
      ${w.authorId}, now() - i * interval '1 minute', now() - i * interval '1 minute'
    FROM generate_series(1, ${ROWS}) AS i`.execute(db);
}

describe.each(testBackends())('orders past the estimated total (%s)', (backend) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { seed });
    const finance = await t.createStaff({ username: 'finance', role: 'user', modules: ['orders.read'] });
    token = await t.login(finance.username, finance.password);
  });
  afterAll(() => t?.close());

  const list = async (body: object): Promise<Answer> => {
    const res = await t.call('/mdr/orders/list', { pageSize: PAGE, sort: 'amountCents', order: 'DESC', filter: { amountFrom: 1 }, ...body }, { token });
    expect(res.code).toBe(1);
    return res.data;
  };
  const sqlIds = async (offset: number) => (await sql<{ id: string }>`SELECT id FROM orders WHERE amount_cents >= 1
    ORDER BY amount_cents DESC, id DESC LIMIT ${PAGE} OFFSET ${offset}`.execute(t.db)).rows.map((r) => Number(r.id));

  it('estimates the total under the real count, and still serves the pages past it', async () => {
    const first = await list({ page: 1 });
    expect(first).toMatchObject({ totalIsEstimate: true, hasNextPage: true });
    expect(first.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(first.total).toBeLessThan(ROWS);
    const beyond = Math.ceil(first.total / PAGE) + 1;
    const page = await list({ page: beyond });
    expect(page.list.map((r) => r.id)).toEqual(await sqlIds((beyond - 1) * PAGE));
    expect(page.hasNextPage).toBe(true);
  });

  it('says no page follows the real last one, and one follows the page before it', async () => {
    const before = await list({ page: LAST - 1 });
    expect({ rows: before.list.length, hasNextPage: before.hasNextPage }).toEqual({ rows: PAGE, hasNextPage: true });
    const last = await list({ page: LAST });
    expect({ rows: last.list.length, hasNextPage: last.hasNextPage }).toEqual({ rows: ROWS - (LAST - 1) * PAGE, hasNextPage: false });
    expect((await list({ page: LAST + 1 })).list).toEqual([]);
  });

  it('answers the real last page on request, with its number and the exact total', async () => {
    const last = await list({ last: true });
    expect({ page: last.page, total: last.total, estimate: last.totalIsEstimate }).toEqual({ page: LAST, total: ROWS, estimate: undefined });
    expect(last.list.map((r) => r.id)).toEqual(await sqlIds((LAST - 1) * PAGE));
    // the same with a filter and the default sort: the last page of what matches
    const res = await t.call('/mdr/orders/list', { pageSize: 20, last: true, filter: { amountTo: 150 } }, { token });
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM orders WHERE amount_cents <= 150`.execute(t.db);
    expect({ page: res.data.page, total: res.data.total }).toEqual({ page: Math.ceil(Number(rows[0].n) / 20), total: Number(rows[0].n) });
  });
});
