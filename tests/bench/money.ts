// Benchmark of the money paths (docs/performance.md): withdrawal approval
// latency under 16 concurrent clients, each approving its own requests and all
// of them racing for the same ones; then `ledger:check` (checkLedger) at
// 1,000,000 ledger rows (BENCH_LEDGER_ROWS). Not a test: run by hand, `npm run bench:money`
// (also the first half of `npm run bench`).
// Database: BENCH_DATABASE_URL, else a fresh database on TEST_DATABASE_URL
// (dropped afterwards), else PGlite in memory (the figures then say little:
// one connection, no real concurrency).
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { hashPassword } from '../../server/core/password';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import type { DB } from '../../server/db/schema';
import { checkLedger, postLedger } from '../../server/modules/authors';
import { createTestDatabase } from '../api/helpers';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const PER_CLIENT = Number(process.env.BENCH_APPROVALS ?? 50);
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const PASSWORD = 'bench-pass-1';

async function openBenchDatabase(): Promise<Database> {
  const kept = process.env.BENCH_DATABASE_URL;
  if (kept) return openDatabase({ databaseUrl: kept, dataDir: ':memory:', dbPoolSize: 20 });
  return createTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
}

const post = (base: string, path: string, body: object, token?: string) => fetch(`${base}${path}`, {
  method: 'POST', headers: { appid: '4', 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body),
}).then((r) => r.json() as Promise<{ code: number; data: { token: string } }>);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return `n=${s.length} p50 ${pct(s, 50).toFixed(1)} ms, p95 ${pct(s, 95).toFixed(1)} ms, p99 ${pct(s, 99).toFixed(1)} ms, max ${s[s.length - 1].toFixed(1)} ms`;
};

async function setUp(db: Kysely<DB>, base: string, count: number): Promise<{ tokens: string[]; ids: number[] }> {
  const hash = await hashPassword(PASSWORD);
  const stamp = Date.now();
  const names = Array.from({ length: CLIENTS }, (_, i) => `bench_fin_${stamp}_${i}`);
  await db.insertInto('admins').values(names.map((username) => ({ username, name: username, password_hash: hash, role: 'user', modules: ['withdrawals.read', 'withdrawals.approve'] }))).execute();
  const tokens = await Promise.all(names.map(async (username) => (await post(base, '/api/user/login', { username, password: PASSWORD })).data.token));
  const user = await db.insertInto('users').values({ nickname: 'bench author' }).returning('id').executeTakeFirstOrThrow();
  const author = await db.insertInto('authors').values({ user_id: user.id, pen_name: 'bench', status: 'approved' }).returning('id').executeTakeFirstOrThrow();
  await db.transaction().execute((trx) => postLedger(trx, { authorId: author.id, kind: 'adjustment', amountCents: count * 1_000, reason: 'bench' }));
  // the requests, set-based: rows plus their freeze rows and the balance moved in one statement each
  const rows = await sql<{ id: number }>`INSERT INTO withdrawals (author_id, amount_cents, payout_method, payout_account)
    SELECT ${author.id}, 1000, 'alipay', '13800000000' FROM generate_series(1, ${count}) RETURNING id`.execute(db);
  await sql`INSERT INTO author_ledger (author_id, kind, amount_cents, available_delta, frozen_delta, available_after, frozen_after, withdrawal_id)
    SELECT ${author.id}, 'withdrawal_freeze', 1000, -1000, 1000, 0, 0, id FROM withdrawals WHERE author_id = ${author.id}`.execute(db);
  await sql`UPDATE authors SET available_cents = available_cents - ${count * 1_000}, frozen_cents = frozen_cents + ${count * 1_000} WHERE id = ${author.id}`.execute(db);
  return { tokens, ids: rows.rows.map((r) => Number(r.id)) };
}

/** Each client approves its own share, one call after the other; answers every call's latency. */
async function ownRequests(base: string, tokens: string[], ids: number[]): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(tokens.map(async (token, c) => {
    for (let i = c; i < ids.length; i += tokens.length) {
      const started = performance.now();
      const res = await post(base, '/mdr/withdrawals/approve', { id: ids[i] }, token);
      times.push(performance.now() - started);
      if (res.code !== 1) throw new Error(`approve ${ids[i]}: code ${res.code}`);
    }
  }));
  return times;
}

/** Every client approves the same request at once, request after request: one wins each. */
async function contended(base: string, tokens: string[], ids: number[]): Promise<{ times: number[]; wins: number }> {
  const times: number[] = [];
  let wins = 0;
  for (const id of ids) {
    const answers = await Promise.all(tokens.map(async (token) => {
      const started = performance.now();
      const res = await post(base, '/mdr/withdrawals/approve', { id }, token);
      times.push(performance.now() - started);
      return res.code;
    }));
    wins += answers.filter((c) => c === 1).length;
  }
  return { times, wins };
}

async function ledgerAtScale(db: Kysely<DB>): Promise<void> {
  const have = Number((await db.selectFrom('author_ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  if (have < LEDGER_ROWS) {
    const started = performance.now();
    const users = await sql<{ id: number }>`INSERT INTO users (nickname) SELECT 'ledger bench ' || g FROM generate_series(1, 1000) g RETURNING id`.execute(db);
    const first = users.rows[0].id;
    await sql`INSERT INTO authors (user_id, pen_name, status) SELECT id, 'ledger bench ' || id, 'approved' FROM users WHERE id >= ${first}`.execute(db);
    await sql`INSERT INTO author_ledger (author_id, kind, amount_cents, available_delta, frozen_delta, available_after, frozen_after, order_id)
      SELECT a.id, 'income', 100 + g % 5000, 100 + g % 5000, 0, 0, 0, g
      FROM generate_series(1, ${LEDGER_ROWS - have}) g JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM authors
        WHERE user_id >= ${first}) a ON a.k = g % 1000`.execute(db);
    await sql`UPDATE authors SET available_cents = s.a FROM (SELECT author_id, sum(available_delta) AS a FROM author_ledger
      GROUP BY author_id) s WHERE s.author_id = authors.id AND authors.user_id >= ${first}`.execute(db);
    await sql`ANALYZE author_ledger`.execute(db);
    console.log(`ledger rows written: ${LEDGER_ROWS - have} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  for (let run = 1; run <= 3; run++) {
    const started = performance.now();
    const report = await checkLedger(db);
    console.log(`ledger:check run ${run}: ${report.ledgerRows} rows, ${report.authors} authors, ok=${report.ok}, ${(performance.now() - started).toFixed(0)} ms`);
  }
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  console.log(`database: ${database.location ?? 'test database'}; ${CLIENTS} clients`);
  try {
    await migrate(database.db);
    const app = await buildApp({ config: { ...loadConfig({}), dataDir: ':memory:', dbPoolSize: 20 }, db: database.db, logger: false });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const { tokens, ids } = await setUp(database.db, base, CLIENTS * PER_CLIENT + PER_CLIENT);
      console.log(`approve, each client its own requests: ${summary(await ownRequests(base, tokens, ids.slice(0, CLIENTS * PER_CLIENT)))}`);
      const race = await contended(base, tokens, ids.slice(CLIENTS * PER_CLIENT));
      console.log(`approve, ${CLIENTS} clients racing for each request: ${summary(race.times)}; winners ${race.wins} of ${PER_CLIENT} requests`);
    } finally {
      await app.close();
    }
    await ledgerAtScale(database.db);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
