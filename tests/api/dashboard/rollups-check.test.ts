// npm run rollups:check's recomputation (server/rollups/check.ts) after a
// random mix of the writes every rollup follows — sign-ups with and without an
// inviter, activity days, orders paid late or never, refunds through the API
// (partial and whole), sign-ups and orders through a promotion link, articles and tickets moving between states or deleted,
// paid dates moved back a month — finds no difference; and a figure changed
// behind the triggers' back is reported with its key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { checkRollups } from '../../../server/rollups/check';
import { payOrder } from '../../../server/modules/orders';
import { Rng } from '../../../server/seed/rng';
import { createTestApp, testBackends, type TestApp } from '../helpers';
import { insertArticle } from '../guide/fixtures';
import { insertTicket } from '../feedback/fixtures';
import { newKey, newOrder, orderWorld, type OrderWorld } from '../orders/fixtures';
import { insertUser } from '../users/fixtures';

const differences = async (t: TestApp) => (await checkRollups(t.db)).flatMap((r) => r.differences.map((d) => ({ rollup: r.name, ...d })));

describe.each(testBackends())('rollups:check (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let w: OrderWorld;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const a = await t.createStaff({ username: 'boss', role: '*' });
    token = await t.login('boss', a.password);
    w = await orderWorld(t.db, 60);
    categoryId = (await t.db.insertInto('guide_categories').values({ name: 'Raids' }).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  async function randomWrites(rng: Rng, steps: number) {
    const users: number[] = [w.userId];
    const paid: number[] = [];
    const pending: number[] = [];
    const articles: number[] = [];
    const tickets: number[] = [];
    const pick = <T>(list: T[]) => list[Math.floor(rng.next() * list.length)];
    const link = (await t.db.insertInto('promotion_links').values({ channel: 'qq', name: 'Random', code: `rnd-${backend}`, target_url: 'https://wow.example.com/' })
      .returning('id').executeTakeFirstOrThrow()).id;
    for (let i = 0; i < steps; i++) {
      const r = rng.next();
      if (r < 0.15) {
        const id = await insertUser(t.db, 'active', rng.next() < 0.6 ? { invitedBy: pick(users) } : {});
        // some came through the promotion link (set after the insert, as a late attribution would)
        if (rng.next() < 0.5) await t.db.updateTable('users').set({ signup_link_id: link }).where('id', '=', id).execute();
        users.push(id);
      }
      else if (r < 0.25) {
        await sql`INSERT INTO user_active_days (day, user_id) VALUES (mdr_beijing_day(now()) - ${Math.floor(rng.next() * 40)}::int, ${pick(users)})
          ON CONFLICT DO NOTHING`.execute(t.db);
      } else if (r < 0.45) {
        const id = await newOrder(t.db, w, 1_000 + Math.floor(rng.next() * 9_000), { pending: rng.next() < 0.3, author: rng.next() < 0.8 });
        if (rng.next() < 0.5) await t.db.updateTable('orders').set({ promotion_link_id: link }).where('id', '=', id).execute();
        ((await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status === 'paid' ? paid : pending).push(id);
      } else if (r < 0.5 && pending.length) {
        const id = pending.pop()!;
        await t.db.transaction().execute((trx) => payOrder(trx, id, new Date(Date.now() - Math.floor(rng.next() * 60) * 86_400_000)));
        paid.push(id);
      } else if (r < 0.62 && paid.length) {
        const id = pick(paid);
        const o = await t.db.selectFrom('orders').select(['amount_cents', 'refunded_cents']).where('id', '=', id).executeTakeFirstOrThrow();
        const left = Number(o.amount_cents) - Number(o.refunded_cents);
        if (left > 0) {
          const amount = rng.next() < 0.3 ? left : Math.max(1, Math.floor(left * rng.next() / 2));
          const res = await t.call('/mdr/orders/refund', { id, amountCents: amount, reason: 'Random refund', idempotencyKey: newKey() }, { token });
          expect(res.code, res.message).toBe(1);
        }
      } else if (r < 0.75) {
        articles.push(await insertArticle(t.db, { categoryId, authorId: w.authorId, status: pick(['draft', 'pending', 'published'] as const) }));
      } else if (r < 0.82 && articles.length) {
        await t.db.updateTable('articles').set({ status: pick(['pending', 'published', 'rejected', 'hidden']) }).where('id', '=', pick(articles)).execute();
      } else if (r < 0.85 && articles.length) {
        await t.db.deleteFrom('articles').where('id', '=', articles.pop()!).execute();
      } else if (r < 0.93) {
        tickets.push(await insertTicket(t.db, { status: pick(['open', 'processing', 'resolved']) }));
      } else if (r < 0.97 && tickets.length) {
        await t.db.updateTable('feedback').set({ status: 'closed' }).where('id', '=', pick(tickets)).execute();
      } else if (paid.length) {
        // a payment moved to another month: the old day and month lose it, the new ones gain it
        await t.db.updateTable('orders').set({ paid_at: sql<Date>`paid_at - interval '35 days'` }).where('id', '=', pick(paid)).execute();
      }
    }
    return { paid: paid.length, users: users.length };
  }

  it('finds no difference after 300 random writes (seeded), and reports a figure changed behind its back', async () => {
    const made = await randomWrites(new Rng(20261123), 300);
    expect(made.paid).toBeGreaterThan(20);
    const report = await checkRollups(t.db);
    expect(report.map((r) => r.name)).toEqual(expect.arrayContaining(['rollup_author_rank', 'rollup_inviter_rank']));
    // every rollup these writes feed holds rows (the exception groups' have no source here)
    const fed = report.filter((r) => !r.name.startsWith('exception'));
    expect(fed.every((r) => r.rows > 0), JSON.stringify(fed.map((r) => [r.name, r.rows]))).toBe(true);
    expect(await differences(t)).toEqual([]);

    await sql`UPDATE rollup_author_rank SET income_cents = income_cents + 7 WHERE period = 'all' AND author_id = ${w.authorId}`.execute(t.db);
    await sql`UPDATE rollup_state_counts SET n = n + 1 WHERE source = 'articles' AND state = 'published'`.execute(t.db);
    const found = await differences(t);
    expect(found).toHaveLength(2);
    expect(found).toEqual(expect.arrayContaining([
      expect.objectContaining({ rollup: 'rollup_author_rank', period: 'all', author_id: String(w.authorId) }),
      expect.objectContaining({ table: 'articles', state: 'published' }),
    ]));
  });
});
