// @vitest-environment node
// The demo orders on a real (in-memory) PGlite: about 50,000 over six months,
// spread across packages, channels, authors and links, with refunds — and the
// author ledger exactly as the refund path keeps it: one income row per paid
// order with an author, clawbacks that match the refunds, balance = sum of ledger.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/seed';

const NOW = new Date('2025-06-15T08:00:00Z');
let main: Database;

beforeAll(async () => {
  main = await openDatabase({ databaseUrl: null, dataDir: ':memory:', dbPoolSize: 1 });
  await migrate(main.db);
  const log: string[] = [];
  await seedDemo(main.db, { now: NOW, log: (m) => log.push(m) });
  const line = log.find((l) => l.startsWith('seed: orders:') && /\(\d+ ms\)$/.test(l)) ?? '';
  console.log(`${line} (PGlite in memory; noisy on a shared machine)`);
}, 120_000);
afterAll(() => main?.close());

const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(main.db)).rows[0];

describe('demo orders', () => {
  // its time is printed above (a figure, not a test: docs/performance.md has the measurements)
  it('spreads them over six months ending now, across every package, channel and status', async () => {
    const r = await one(sql<{ n: number; nos: number; first: Date; last: Date; ch: number; st: number; pk: number; links: number; authors: number }>`
      SELECT count(*)::int AS n, count(DISTINCT order_no)::int AS nos, min(created_at) AS first, max(created_at) AS last,
        count(DISTINCT pay_channel)::int AS ch, count(DISTINCT status)::int AS st, count(DISTINCT package_id)::int AS pk,
        count(DISTINCT promotion_link_id)::int AS links, count(DISTINCT author_id)::int AS authors FROM orders`);
    expect(r).toMatchObject({ n: 50_000, nos: 50_000, ch: 4, st: 5, pk: 7 });
    expect(r.links).toBeGreaterThan(20);
    expect(r.authors).toBeGreaterThan(20);
    expect((NOW.getTime() - new Date(r.first).getTime()) / 86_400_000).toBeGreaterThan(170);
    expect(new Date(r.last).getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('never refunds more than the amount; each refunded order has its refund row', async () => {
    const r = await one(sql<{ over: number; missing: number; refunded: number }>`
      SELECT count(*) FILTER (WHERE refunded_cents > amount_cents)::int AS over,
        count(*) FILTER (WHERE status IN ('partially_refunded', 'refunded')
          AND refunded_cents <> (SELECT coalesce(sum(amount_cents), 0) FROM order_refunds WHERE order_id = orders.id))::int AS missing,
        count(*) FILTER (WHERE status IN ('partially_refunded', 'refunded'))::int AS refunded FROM orders`);
    expect(r).toMatchObject({ over: 0, missing: 0 });
    expect(r.refunded).toBeGreaterThan(1_000);
  });

  it('credits one income row of the share per paid order with an author, and claws back what refunds took', async () => {
    const r = await one(sql<{ wrong_income: number; wrong_clawback: number }>`
      SELECT
        (SELECT count(*) FROM orders o WHERE o.author_id IS NOT NULL AND o.author_share_cents > 0 AND
          (SELECT count(*) FROM author_ledger l WHERE l.order_id = o.id AND l.kind = 'income' AND l.amount_cents = o.author_share_cents) <> 1)::int AS wrong_income,
        (SELECT count(*) FROM orders o WHERE o.author_id IS NOT NULL AND
          (SELECT coalesce(sum(amount_cents), 0) FROM author_ledger l WHERE l.order_id = o.id AND l.kind = 'refund_clawback')
          <> o.author_share_cents * o.refunded_cents / o.amount_cents)::int AS wrong_clawback`);
    expect(r).toEqual({ wrong_income: 0, wrong_clawback: 0 });
  });

  it("keeps every author's balance equal to the sum of the ledger, and the last row's balance after", async () => {
    const r = await one(sql<{ off: number; last_off: number; with_income: number }>`
      SELECT count(*) FILTER (WHERE a.available_cents <> coalesce(s.sum, 0))::int AS off,
        count(*) FILTER (WHERE s.last_after IS NOT NULL AND s.last_after <> a.available_cents)::int AS last_off,
        count(*) FILTER (WHERE s.sum > 0)::int AS with_income
      FROM authors a LEFT JOIN LATERAL (
        SELECT sum(available_delta) AS sum,
          (SELECT available_after FROM author_ledger x WHERE x.author_id = a.id ORDER BY x.id DESC LIMIT 1) AS last_after
        FROM author_ledger l WHERE l.author_id = a.id) s ON true`);
    expect(r).toMatchObject({ off: 0, last_off: 0 });
    expect(r.with_income).toBeGreaterThan(20);
  });
});
