// Benchmark of the article list and the CSV export on a large table (docs/performance.md).
// Not a test: it asserts nothing and is run by hand: `npm run bench [-- ROWS]`.
// It builds the real app, listens on a loopback port and loads it with autocannon
// (in a worker thread): one connection for a third of BENCH_SECONDS (the cost of
// a call without queueing), then BENCH_ROUNDS rounds at 32 connections
// (BENCH_CONNECTIONS), 10 s each (BENCH_SECONDS), alternating with a bare
// node:http + pg server that replays the SQL the product sent for that very
// call (recorded off the wire, tests/bench/statements.ts): the product's calls/s
// as a share of the bare server's (goal ≥ 0.7). Page 1 and the status filter
// are then measured against their page's statement alone, at 32 connections
// and at 1 (tests/bench/page-alone.ts). The export is read for at most 120 s
// (BENCH_EXPORT_SECONDS).
// Database: BENCH_DATABASE_URL (kept and reused between runs: seeding a million
// rows takes minutes), else a fresh database on TEST_DATABASE_URL (dropped
// afterwards), else the embedded PGlite in memory (no bare server then).
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { hashPassword } from '../../server/core/password';
import { migrate } from '../../server/db/migrate';
import type { DB } from '../../server/db/schema';
import { replay, startBare, type BareServer } from './bare';
import { formatCost, Spent, startCost, StatementCounter } from './cost';
import { openBenchDatabase } from './database';
import { formatLoad, runLoad, type LoadResult } from './load';
import { pageAloneFigures, pageRoute, pageStatement } from './page-alone';
import { profiled } from './profile';
import { alternate, formatRatio } from './rounds';
import { ensureArticles } from './seed';
import { describeWaves, recordStatements, type Wave } from './statements';

const ROWS = Number(process.argv[2] ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOLO_SECONDS = Math.max(3, Math.round(SECONDS / 3));
const EXPORT_SECONDS = Number(process.env.BENCH_EXPORT_SECONDS ?? 120);
const STAFF = { username: 'bench', password: 'bench-pass-1' };

/** `pageAlone`: also measured against its page's statement alone (tests/bench/page-alone.ts). */
const ALL_CALLS: { label: string; body: object; pageAlone?: true }[] = [
  { label: 'list page 1 (newest first)', body: { page: 1, pageSize: 20 }, pageAlone: true },
  { label: 'list status=pending, sort views', body: { pageSize: 50, sort: 'views', order: 'DESC', filter: { status: 'pending' } }, pageAlone: true },
  { label: 'list keyword q="Guide 777"', body: { filter: { q: 'Guide 777' } } },
  { label: 'list deep page (page 2000 of 20)', body: { page: 2000, pageSize: 20 } },
  // a twentieth of the rows: over the bound, yet under ten times it, so the planner's estimate alone does not spare the count
  { label: 'list categoryId=3 (a twentieth)', body: { page: 1, pageSize: 20, filter: { categoryId: 3 } }, pageAlone: true },
];

/** BENCH_CALLS=0,3: only those calls (while working on one). */
const CALLS = ALL_CALLS.filter((_, i) => !process.env.BENCH_CALLS || process.env.BENCH_CALLS.split(',').map(Number).includes(i));

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
interface Answer { code: number; message?: string; data: { list: unknown[]; total: number; totalIsEstimate?: boolean } }
/** A call as the product answered it once, with the SQL it sent for it. */
interface Recorded { label: string; body: object; pageAlone?: true; answer: Answer; waves: Wave[] }

/**
 * Each call once (the answer must be right before its speed means anything),
 * then again with its statements recorded: the second call is the steady state
 * (the catalog and the planner's estimate are remembered by then).
 */
async function recordCalls(base: string, token: string): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  for (const call of CALLS) {
    const ask = async () => (await post(base, '/mdr/articles/list', call.body, token)).json() as Promise<Answer>;
    const answer = await ask();
    if (answer.code !== 1) throw new Error(`${call.label}: code ${answer.code} ${answer.message}`);
    const waves = await recordStatements(ask);
    console.log(`${call.label}: ${answer.data.list.length} rows of ${answer.data.total}${answer.data.totalIsEstimate ? ' (estimate)' : ''}; SQL per call:\n    ${describeWaves(waves)}`);
    recorded.push({ ...call, answer, waves });
  }
  return recorded;
}

/** The bare server's route of a recorded call: its statements replayed, the page's rows answered raw. */
function bareRoute(call: Recorded) {
  return async (_body: unknown, pool: Parameters<typeof replay>[0]) => {
    const answers = await replay(pool, call.waves);
    const count = call.waves.flat().findIndex((s) => /count\(\*\)/.test(s.text));
    // the page is the last wave's first statement (a page read beside its count, or the rows of ids read before)
    const page = answers[answers.length - call.waves[call.waves.length - 1].length];
    return { list: page, total: count >= 0 ? Number(answers[count][0].total) : call.answer.data.total };
  };
}

async function listFigures(base: string, token: string, bare: BareServer | null, calls: Recorded[], meter: Meter): Promise<void> {
  console.log(`\nlist: 1 connection (the cost of one call, no queueing) for ${SOLO_SECONDS} s, then ${CONNECTIONS} for ${SECONDS} s`
    + `${bare ? ', alternating with the bare server' : ''}`);
  const headers = { appid: '4', 'content-type': 'application/json', token };
  const ratios: string[] = [];
  for (const [i, call] of calls.entries()) {
    const product = { url: `${base}/mdr/articles/list`, headers, body: JSON.stringify(call.body) };
    const baseline = bare && { url: `${bare.base}/list/${i}`, headers, body: product.body };
    console.log(call.label);
    const run = async (label: string, spec: typeof product, connections: number, seconds: number): Promise<LoadResult> => {
      const r = await runLoad({ ...spec, connections, seconds });
      console.log(formatLoad(`  ${label}`, r));
      return r;
    };
    await run('1 conn, product', product, 1, SOLO_SECONDS);
    if (baseline) await run('1 conn, bare', baseline, 1, SOLO_SECONDS);
    // CPU per call of each side over all its rounds: the main thread serves both (one at a time), and the
    // database's backends are both pools'; less sensitive to the machine's other work than calls/s
    const spent = { product: new Spent(), bare: new Spent() };
    const round = (side: 'product' | 'bare', spec: typeof product) => async (n: number) => {
      const cost = await startCost(meter.probe, meter.counter);
      const r = await profiled(`list-${i}-${n}-${side}`, () => run(`${CONNECTIONS} conn, ${side}, round ${n}`, spec, CONNECTIONS, SECONDS));
      spent[side].add(await cost(), r.requests);
      return r;
    };
    if (baseline) {
      const compared = await alternate(round('bare', baseline), round('product', product));
      ratios.push(`${formatRatio(call.label, compared)}\n  CPU per call, product / bare: ${spent.product.versus(spent.bare)}`);
    } else {
      await round('product', product)(1);
    }
    console.log(`${formatCost(spent.product.cost, spent.product.calls)} (product)${baseline ? `\n${formatCost(spent.bare.cost, spent.bare.calls)} (bare)` : ''}`);
    await post(base, '/mdr/articles/list', call.body, token); // the server may still be working through calls autocannon gave up on
  }
  if (ratios.length) console.log(`\nproduct / bare node:http + pg at ${CONNECTIONS} connections, load average ${load()}:\n${ratios.join('\n')}`);
}

/** The calls marked `pageAlone`, each beside the bare server's route answering its page's statement only. */
function pageAloneCalls(base: string, token: string, bare: string, calls: Recorded[]) {
  const headers = { appid: '4', 'content-type': 'application/json', token };
  return calls.flatMap((c, i) => (c.pageAlone ? [{
    label: c.label,
    product: { url: `${base}/mdr/articles/list`, headers, body: JSON.stringify(c.body) },
    bare: { url: `${bare}/page/${i}`, headers, body: JSON.stringify(c.body) },
  }] : []));
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
  const { database, url, poolSize } = await openBenchDatabase();
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
      const calls = await recordCalls(address, login.data.token);
      // the bare server's pool is as large as the product's
      const routes = calls.flatMap((c, i) => [[`/list/${i}`, bareRoute(c)], ...(c.pageAlone ? [[`/page/${i}`, pageRoute(pageStatement(c.waves))]] : [])]);
      const bare = url ? await startBare(url, poolSize, Object.fromEntries(routes)) : null;
      try {
        await listFigures(address, login.data.token, bare, calls, { probe: database.kind === 'postgres' ? db : null, counter });
        if (bare) await pageAloneFigures(pageAloneCalls(address, login.data.token, bare.base, calls), CONNECTIONS, SECONDS, SOLO_SECONDS);
      } finally {
        await bare?.close();
      }
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
