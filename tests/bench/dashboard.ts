// npm run bench:dashboard — the workplace at size, on PostgreSQL (docs/performance.md).
// Not a test: it prints figures. It builds 1,000,000 users, 1,000,000 orders
// (10,000 authors) and 10,000,000 author_traffic rows (BENCH_DASHBOARD_SCALE
// scales all three), with every rollup trigger on, then:
//  - the whole workplace page as the superuser sees it — every card's call at
//    once, as the panel makes them — 200 times: p50 / p95 of the page;
//  - the cost of one order write (insert, then paid; rolled back) with its
//    rollup triggers and with them disabled;
//  - rollups:check on the lot.
// Database: BENCH_DATABASE_URL (kept and reused: building takes minutes), else a
// fresh database on TEST_DATABASE_URL, dropped afterwards.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { hashPassword } from '../../server/core/password';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import type { DB } from '../../server/db/schema';
import { checkRollups } from '../../server/rollups/check';
import { createTestDatabase } from '../api/helpers';

const SCALE = Number(process.env.BENCH_DASHBOARD_SCALE ?? 1);
const USERS = Math.round(1_000_000 * SCALE);
const ORDERS = Math.round(1_000_000 * SCALE);
const AUTHORS = Math.max(10, Math.round(10_000 * SCALE));
const TRAFFIC_DAYS = 1_000;
const PAGES = Number(process.env.BENCH_PAGES ?? 200);
const WRITES = Number(process.env.BENCH_WRITES ?? 300);
const STAFF = { username: 'bench', password: 'bench-pass-1' };

/** The superuser's workplace: every card, as src/pages/Workplace.tsx calls them. */
const PAGE: [string, object][] = [
  ['users', {}], ['articles', {}], ['builds', {}], ['authors', {}], ['orders', {}], ['feedback', {}],
  ['active_users', {}], ['top_authors', { period: 'all' }], ['top_inviters', { period: 'all' }],
  ['popular_articles', {}], ['popular_builds', {}], ['live_rooms', {}], ['exceptions', {}],
];

const ms = (n: number) => `${n.toFixed(1)} ms`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

async function openBenchDatabase(): Promise<Database> {
  const kept = process.env.BENCH_DATABASE_URL;
  if (kept) return openDatabase({ databaseUrl: kept, dataDir: ':memory:', dbPoolSize: loadConfig(process.env).dbPoolSize });
  if (!process.env.TEST_DATABASE_URL) throw new Error('bench:dashboard runs on PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  return createTestDatabase('postgres');
}

async function timed(label: string, run: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await run();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Users, authors, orders (paid over two years, some refunded) and traffic, set-based, unless already there. */
async function build(db: Kysely<DB>): Promise<void> {
  const have = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM orders`.execute(db)).rows[0].n);
  if (have >= ORDERS) return console.log(`data: kept (${have} orders)`);
  console.log(`building: ${USERS} users, ${AUTHORS} authors, ${ORDERS} orders, ${AUTHORS * TRAFFIC_DAYS} traffic rows (triggers on)`);
  await timed('users', () => sql`INSERT INTO users (nickname, registered_at, invited_by)
    SELECT 'bench ' || g, now() - make_interval(secs => (abs(hashtext(g::text)) % (730 * 86400))),
           CASE WHEN g > 1000 AND g % 3 = 0 THEN 1 + abs(hashtext(g::text || 'i')) % 1000 END
    FROM generate_series(1, ${USERS}) g`.execute(db));
  await timed('authors', () => sql`INSERT INTO authors (user_id, pen_name, status, revenue_share)
    SELECT g, 'Author ' || g, 'approved', 70 FROM generate_series(1, ${AUTHORS}) g`.execute(db));
  const pkg = await sql<{ id: number }>`INSERT INTO power_packages (name_zh, name_en, price_cents, original_price_cents, duration_days, status)
    VALUES ('月卡', 'Monthly', 4500, 6000, 30, 'on_sale') RETURNING id`.execute(db);
  await timed('orders', () => sql`INSERT INTO orders (user_id, package_id, package_name_zh, package_name_en, package_price_cents,
      amount_cents, pay_channel, status, author_id, refunded_cents, paid_at, created_at)
    SELECT 1 + abs(hashtext(g::text)) % ${USERS}, ${pkg.rows[0].id}, '月卡', 'Monthly', 4500, 4500, 'alipay',
           CASE WHEN g % 20 = 0 THEN 'partially_refunded' ELSE 'paid' END,
           (SELECT min(id) FROM authors) + abs(hashtext(g::text || 'a')) % ${AUTHORS},
           CASE WHEN g % 20 = 0 THEN 1500 ELSE 0 END, at, at
    FROM (SELECT g, now() - make_interval(secs => (abs(hashtext(g::text || 't')) % (730 * 86400))) AS at
          FROM generate_series(1, ${ORDERS}) g) o`.execute(db));
  await timed('traffic', () => sql`INSERT INTO author_traffic (author_id, day, views, visitors, likes, followers)
    SELECT a.id, mdr_beijing_day(now()) - d, 100 + abs(hashtext(a.id::text || d::text)) % 900, 60, 5, 1
    FROM authors a CROSS JOIN generate_series(0, ${TRAFFIC_DAYS - 1}) d
    ON CONFLICT (author_id, day) DO UPDATE SET views = excluded.views, visitors = excluded.visitors`.execute(db));
  await timed('activity (30 days)', () => sql`INSERT INTO user_active_days (day, user_id)
    SELECT mdr_beijing_day(now()) - d, id FROM users CROSS JOIN generate_series(0, 29) d
    WHERE abs(hashtext(id::text || d::text)) % 10 = 0`.execute(db));
  await timed('analyze', () => sql`ANALYZE`.execute(db));
}

async function pageFigures(base: string, token: string): Promise<void> {
  const call = async (key: string, body: object) => {
    const res = await fetch(`${base}/mdr/dashboard/${key}`, {
      method: 'POST', headers: { appid: '4', 'content-type': 'application/json', token }, body: JSON.stringify(body),
    });
    const json = await res.json() as { code: number; message: string };
    if (json.code !== 1) throw new Error(`${key}: ${json.code} ${json.message}`);
  };
  for (let i = 0; i < 5; i++) await Promise.all(PAGE.map(([k, b]) => call(k, b))); // warm
  // each card alone, one call at a time: its own cost, without the others queued beside it
  const solo: string[] = [];
  for (const [k, b] of PAGE) {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await call(k, b);
      times.push(performance.now() - t0);
    }
    solo.push(`${k} ${ms(times.sort((x, y) => x - y)[10])}`);
  }
  console.log(`each card alone (median of 20): ${solo.join(', ')}`);
  const pages: number[] = [];
  const each = new Map<string, number[]>(PAGE.map(([k]) => [k, []]));
  for (let i = 0; i < PAGES; i++) {
    const started = performance.now();
    await Promise.all(PAGE.map(async ([k, b]) => {
      const t0 = performance.now();
      await call(k, b);
      each.get(k)!.push(performance.now() - t0);
    }));
    pages.push(performance.now() - started);
  }
  pages.sort((a, b) => a - b);
  console.log(`workplace page (${PAGE.length} calls at once), ${PAGES} loads: p50 ${ms(pct(pages, 0.5))}, p95 ${ms(pct(pages, 0.95))} (goal p95 ≤ 50 ms)`);
  for (const [k, times] of each) {
    times.sort((a, b) => a - b);
    console.log(`  ${k}: p50 ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}`);
  }
}

/** One order written and paid, rolled back so the figures stay right; median and p95 of `WRITES`. */
async function writeCost(db: Kysely<DB>, label: string): Promise<void> {
  const author = (await sql<{ id: number }>`SELECT min(id) AS id FROM authors`.execute(db)).rows[0].id;
  const times: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const started = performance.now();
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`INSERT INTO orders (user_id, package_id, package_name_zh, package_name_en,
          package_price_cents, amount_cents, pay_channel, author_id)
        SELECT 1, id, '月卡', 'Monthly', 4500, 4500, 'wechat', ${author} FROM power_packages LIMIT 1 RETURNING id`.execute(trx);
      await sql`UPDATE orders SET status = 'paid', paid_at = now() WHERE id = ${rows[0].id}`.execute(trx);
      throw new RolledBack();
    }).catch((e: unknown) => { if (!(e instanceof RolledBack)) throw e; });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${label}: p50 ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))} (${WRITES} writes, each rolled back)`);
}
class RolledBack extends Error {}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const db = database.db;
  try {
    await migrate(db);
    console.log(`bench:dashboard on PostgreSQL, load ${load()}`);
    await build(db);
    const hash = await hashPassword(STAFF.password);
    await db.insertInto('admins').values({ username: STAFF.username, password_hash: hash, role: '*', modules: [], name: 'bench' })
      .onConflict((oc) => oc.column('username').doUpdateSet({ password_hash: hash, role: '*', disabled: false })).execute();
    const app = await buildApp({ config: { ...loadConfig({}), dataDir: ':memory:' }, db, logger: false });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const login = await (await fetch(`${base}/api/user/login`, {
        method: 'POST', headers: { appid: '4', 'content-type': 'application/json' }, body: JSON.stringify(STAFF),
      })).json() as { code: number; data: { token: string } };
      await pageFigures(base, login.data.token);
    } finally {
      await app.close();
    }
    console.log('one order write (insert + paid):');
    await writeCost(db, 'with its rollup triggers');
    await sql`ALTER TABLE orders DISABLE TRIGGER USER`.execute(db);
    try {
      await writeCost(db, 'triggers disabled');
    } finally {
      await sql`ALTER TABLE orders ENABLE TRIGGER USER`.execute(db);
    }
    const started = performance.now();
    const report = await checkRollups(db);
    const bad = report.reduce((a, r) => a + r.differences.length, 0);
    console.log(`rollups:check: ${report.map((r) => `${r.name} ${r.rows} rows`).join('; ')}`);
    console.log(`  ${bad} differences, ${((performance.now() - started) / 1000).toFixed(1)} s; load ${load()}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
