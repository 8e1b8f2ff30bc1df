// List totals on big tables (docs/performance.md): exact up to the bound, the
// planner's estimate flagged totalIsEstimate beyond it, and pages past the
// bound (deferred join, sort indexes) holding exactly the rows the order says.
// The bound is lowered to 35 so 70 articles reach past it. A list remembers
// per filter that it is over the bound (server/resources/estimate.ts) until a
// write through the API or a few seconds pass.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../../contract/lists';
import { listTotals } from '../../../server/resources/service';
import { guideSeed, insertBulkArticles, signInStaff, type Staff } from '../guide/fixtures';
import { createTestApp, testBackends, type TestApp } from '../helpers';

const BOUND = 35;
const ROWS = 2 * BOUND; // half published, half draft: each status exactly at the bound

type Answer = { list: { id: number }[]; total: number; totalIsEstimate?: boolean };

describe.each(testBackends())('list totals and deep pages (%s)', (backend) => {
  let t: TestApp;
  let editor: Staff;
  const { seed } = guideSeed(async (db, ids) => {
    await insertBulkArticles(db, ids, ROWS);
    await sql`ANALYZE articles`.execute(db);
  });

  beforeAll(async () => {
    listTotals.exactUpTo = BOUND;
    t = await createTestApp(backend, { seed });
    ({ editor } = await signInStaff(t));
  });
  afterAll(async () => {
    listTotals.exactUpTo = EXACT_TOTAL_LIMIT;
    await t?.close();
  });

  const list = async (body: object): Promise<Answer> => {
    const res = await t.call('/mdr/articles/list', body, { token: editor.token });
    expect(res.code).toBe(1);
    return res.data;
  };
  /** The ids of one page as PostgreSQL orders the whole table. */
  const expectedPage = async (orderBy: string, offset: number, limit: number, where = 'true') =>
    (await sql<{ id: number }>`SELECT id FROM articles WHERE ${sql.raw(where)} ORDER BY ${sql.raw(orderBy)} LIMIT ${limit} OFFSET ${offset}`
      .execute(t.db)).rows.map((r) => r.id);

  it('counts exactly up to the bound, without the flag', async () => {
    const published = await list({ filter: { status: 'published' } });
    expect(published.total).toBe(BOUND);
    expect(published).not.toHaveProperty('totalIsEstimate');
    expect((await list({ filter: { status: 'pending' } }))).toEqual({ list: [], total: 0 });
  });

  it('answers an estimate past the bound, flagged, never below the bound', async () => {
    const all = await list({});
    expect(all.totalIsEstimate).toBe(true);
    expect(all.total).toBeGreaterThan(BOUND);
    expect(all.list).toHaveLength(20);
    // a filter on a joined table (the author's name) takes the joined query's estimate
    const byAuthor = await list({ filter: { authorName: 'Bob' } });
    expect(byAuthor.totalIsEstimate).toBe(true);
    expect(byAuthor.total).toBeGreaterThan(BOUND);
  });

  it('trusts an estimate far over the bound without counting', async () => {
    listTotals.exactUpTo = 5;
    try {
      const all = await list({});
      expect(all).toMatchObject({ total: ROWS, totalIsEstimate: true }); // the planner knows the analysed table
    } finally {
      listTotals.exactUpTo = BOUND;
    }
  });
  it.each([
    { sort: 'id', order: 'ASC', orderBy: 'id ASC' },
    { sort: 'views', order: 'DESC', orderBy: 'views DESC, id DESC' },
    { sort: 'createdAt', order: 'DESC', orderBy: 'created_at DESC, id DESC' },
    { sort: 'publishedAt', order: 'ASC', orderBy: 'published_at ASC NULLS LAST, id ASC' },
    { sort: 'publishedAt', order: 'DESC', orderBy: 'published_at DESC NULLS LAST, id DESC' },
    { sort: 'title', order: 'DESC', orderBy: 'title DESC, id DESC' },
  ])('returns the rows past the bound in order: sort $sort $order', async ({ sort, order, orderBy }) => {
    for (const page of [1, 3, 4]) {
      const answer = await list({ page, pageSize: 20, sort, order });
      expect(answer.list.map((i) => i.id)).toEqual(await expectedPage(orderBy, (page - 1) * 20, 20));
    }
  });

  it('pages past the bound under a filter on the table and on a joined table', async () => {
    const drafts = await list({ page: 2, pageSize: 20, sort: 'views', order: 'ASC', filter: { status: 'draft' } });
    expect(drafts.list.map((i) => i.id)).toEqual(await expectedPage('views ASC, id ASC', 20, 20, "status = 'draft'"));
    const bobs = await list({ page: 3, pageSize: 20, sort: 'id', order: 'DESC', filter: { authorName: 'bob' } });
    expect(bobs.list.map((i) => i.id)).toEqual(await expectedPage('id DESC', 40, 20));
  });

  it('flags the total when the planner expected few rows but more than the bound match', async () => {
    // inserted after ANALYZE: the statistics know no pending article
    await sql`INSERT INTO articles (category_id, author_id, title, status)
      SELECT category_id, author_id, 'Late ' || id, 'pending' FROM articles ORDER BY id LIMIT ${BOUND + 5}`.execute(t.db);
    const pending = await list({ page: 2, pageSize: 20, sort: 'id', order: 'ASC', filter: { status: 'pending' } });
    expect(pending.totalIsEstimate).toBe(true);
    expect(pending.total).toBeGreaterThan(BOUND);
    expect(pending.list.map((i) => i.id)).toEqual(await expectedPage('id ASC', 20, 20, "status = 'pending'"));
    // answered from memory now (counted over the bound): the same page, still flagged, and the end still found
    const again = await list({ page: 2, pageSize: 20, sort: 'id', order: 'ASC', filter: { status: 'pending' } });
    expect(again).toEqual({ ...pending, hasNextPage: false });
    const past = await list({ page: 3, pageSize: 20, sort: 'id', order: 'ASC', filter: { status: 'pending' } });
    expect(past).toMatchObject({ list: [], totalIsEstimate: true, hasNextPage: false });
  });

  /** Deletes articles as a user does: through the API, the write the list's memory is forgotten on. */
  const remove = async (ids: number[]) => {
    const res = await t.call('/mdr/articles/delete_many', { ids }, { token: editor.token });
    expect(res).toMatchObject({ code: 1, data: { ids } });
  };
  const firstIds = async (n: number) =>
    (await sql<{ id: number }>`SELECT id FROM articles ORDER BY id LIMIT ${n}`.execute(t.db)).rows.map((r) => r.id);

  it('keeps an estimated total flagged when it answers from memory, and asks again after a write', async () => {
    await remove(await firstIds(1)); // forgets what the list remembered: the next call estimates and counts afresh
    const counted = await list({});
    expect(counted).toMatchObject({ totalIsEstimate: true, hasNextPage: true });
    // more rows and fresh statistics, written behind the app's back: the list answers from memory, still flagged
    await sql`INSERT INTO articles (category_id, author_id, title, status)
      SELECT category_id, author_id, 'More ' || id, 'draft' FROM articles`.execute(t.db);
    await sql`ANALYZE articles`.execute(t.db);
    const remembered = await list({ page: 2 });
    expect(remembered).toMatchObject({ total: counted.total, totalIsEstimate: true, hasNextPage: true });
    expect(remembered.list.map((i) => i.id)).toEqual(await expectedPage('created_at DESC, id DESC', 20, 20));
    await remove(await firstIds(1));
    const refreshed = await list({});
    expect(refreshed.totalIsEstimate).toBe(true);
    expect(refreshed.total).toBeGreaterThan(counted.total);
  });

  // last: it deletes rows the tests above page through
  it('counts exactly at once after a write takes a filter under the bound (neither a remembered count nor the stale estimate is trusted)', async () => {
    expect((await list({})).totalIsEstimate).toBe(true); // over the bound, and remembered so
    await sql`DELETE FROM articles WHERE id NOT IN (SELECT id FROM articles ORDER BY id LIMIT ${BOUND + 1})`.execute(t.db);
    const [first, second] = await firstIds(2);
    await remove([first]);
    expect(await list({})).toMatchObject({ total: BOUND });
    await remove([second]);
    const all = await list({});
    expect(all.total).toBe(BOUND - 1);
    expect(all).not.toHaveProperty('totalIsEstimate');
  });
});
