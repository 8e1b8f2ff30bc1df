// Benchmark of the article list and the CSV export on a large table (docs/performance.md).
// Not a test: it asserts nothing and is run by hand: `npm run bench [-- ROWS]`.
// It builds the real app, listens on a loopback port and loads it with autocannon:
// 32 connections per call (BENCH_CONNECTIONS), 10 s each (BENCH_SECONDS), then
// one connection for a third of that (the cost of a call without queueing); the
// export is read for at most 120 s (BENCH_EXPORT_SECONDS).
// Database: BENCH_DATABASE_URL (kept and reused between runs: seeding a million
// rows takes minutes), else a fresh database on TEST_DATABASE_URL (dropped
// afterwards), else the embedded PGlite in memory.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { hashPassword } from '../../server/core/password';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import type { DB } from '../../server/db/schema';
import { createTestDatabase } from '../api/helpers';
import { formatCost, startCost, StatementCounter } from './cost';
import { formatLoad, runLoad } from './load';
import { ensureArticles } from './seed';

const ROWS = Number(process.argv[2] ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOLO_SECONDS = Math.max(3, Math.round(SECONDS / 3));
const EXPORT_SECONDS = Number(process.env.BENCH_EXPORT_SECONDS ?? 120);
const STAFF = { username: 'bench', password: 'bench-pass-1' };

const CALLS: { label: string; body: object }[] = [
  { label: 'list page 1 (newest first)', body: { page: 1, pageSize: 20 } },
  { label: 'list status=pending, sort views', body: { pageSize: 50, sort: 'views', order: 'DESC', filter: { status: 'pending' } } },
  { label: 'list keyword q="Guide 777"', body: { filter: { q: 'Guide 777' } } },
  { label: 'list deep page (page 2000 of 20)', body: { page: 2000, pageSize: 20 } },
];

async function openBenchDatabase(): Promise<Database> {
  const kept = process.env.BENCH_DATABASE_URL;
  if (kept) return openDatabase({ ...loadConfig(process.env), databaseUrl: kept, dataDir: ':memory:' });
  return createTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
}

async function ensureStaff(db: Kysely<DB>): Promise<void> {
  const hash = await hashPassword(STAFF.password);
  await db.insertInto('admins').values({ username: STAFF.username, password_hash: hash, role: '*', modules: [], name: 'bench' })
    .onConflict((oc) => oc.column('username').doUpdateSet({ password_hash: hash, role: '*', disabled: false }))
    .execute();
}

async function post(base: string, path: string, body: object, token?: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { appid: '4', 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
}

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

interface Meter { probe: Kysely<DB> | null; counter: StatementCounter }

async function listFigures(base: string, token: string, meter: Meter): Promise<void> {
  console.log(`list: 1 connection (the cost of one call, no queueing) for ${SOLO_SECONDS} s, then ${CONNECTIONS} for ${SECONDS} s`);
  for (const call of CALLS) {
    const probe = async () => (await post(base, '/mdr/articles/list', call.body, token)).json();
    // one call first: the answer must be right before its speed means anything
    const res = await probe();
    if (res.code !== 1) throw new Error(`${call.label}: code ${res.code} ${res.message}`);
    const spec = {
      url: `${base}/mdr/articles/list`,
      headers: { appid: '4', 'content-type': 'application/json', token },
      body: JSON.stringify(call.body),
    };
    const solo = await runLoad({ ...spec, connections: 1, seconds: SOLO_SECONDS });
    const cost = await startCost(meter.probe, meter.counter);
    const loaded = await runLoad({ ...spec, connections: CONNECTIONS, seconds: SECONDS });
    const spent = await cost();
    await probe(); // the server may still be working through calls autocannon gave up on
    console.log(`${call.label}: ${res.data.list.length} rows of ${res.data.total}${res.data.totalIsEstimate ? ' (estimate)' : ''}`);
    console.log(formatLoad('  1 connection', solo));
    console.log(formatLoad(`  ${CONNECTIONS} connections`, loaded));
    console.log(formatCost(spent, loaded.requests));
  }
}

/** Streams the CSV over HTTP (for at most EXPORT_SECONDS), counting rows without keeping them. */
async function exportFigures(base: string, token: string): Promise<void> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
  const start = performance.now();
  const res = await post(base, '/mdr/articles/export', {}, token);
  let bytes = 0;
  let lines = 0;
  const reader = res.body!.getReader();
  let stopped = false;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.length;
    for (const b of chunk.value) if (b === 10) lines++;
    if (performance.now() - start > EXPORT_SECONDS * 1000) {
      stopped = true;
      await reader.cancel();
      break;
    }
  }
  clearInterval(sampler);
  const secs = (performance.now() - start) / 1000;
  const rows = lines - 1; // the header line
  console.log(`\nexport${stopped ? ` (stopped after ${EXPORT_SECONDS} s)` : ''}: ${rows} rows, ${(bytes / 1e6).toFixed(1)} MB`
    + ` in ${secs.toFixed(1)} s (${Math.round(rows / secs)} rows/s);`
    + ` RSS growth of the process (server and reader) ${((peak - before) / 1e6).toFixed(0)} MB`);
}

async function main() {
  const database = await openBenchDatabase();
  const { db } = database;
  try {
    await migrate(db);
    const seeded = await ensureArticles(db, ROWS);
    console.log(`${database.kind}, ${ROWS} articles (${seeded ? `seeded in ${seeded.toFixed(0)} s` : 'already there'})`);
    await ensureStaff(db);
    const counter = new StatementCounter();
    const app = await buildApp({ config: { ...loadConfig({}), dataDir: ':memory:' }, db: db.withPlugin(counter), logger: false });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const login = await (await post(address, '/api/user/login', STAFF)).json();
      if (login.code !== 1) throw new Error(`login: code ${login.code} ${login.message}`);
      console.log(`load average before: ${load()} (2 cores shared with other work)\n`);
      await listFigures(address, login.data.token, { probe: database.kind === 'postgres' ? db : null, counter });
      await exportFigures(address, login.data.token);
      console.log(`\nload average after: ${load()}`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
