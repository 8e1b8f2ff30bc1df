// The review queue at 100,000 waiting articles and 1,000,000 reports (docs/review-queue.md, docs/performance.md
// "The desk's queue beside the article list"), beside the plain article list on the same rows in the same
// run: p50/p95 and calls/s at 32 connections (BENCH_CONNECTIONS) and at one, for the queue's first page
// with its counts (all types; articles; reports) and the article list filtered to pending. It prints the
// goals' two ratios — the queue's calls/s at least half the list's, its one-connection p95 within twice the
// list's — with the load average. Then the time from a decision to another reader's live stream hearing
// of it, and to that reader's queue count having changed (what the panel does on the event: it reads the
// list again). Not a test: it asserts nothing; `npm run bench:queue`.
// Database: BENCH_DATABASE_URL (kept: seeded once), else a fresh one on TEST_DATABASE_URL (dropped
// afterwards), else PGlite. Data: tests/bench/seed.ts (articles, a fifth pending) and
// tests/bench/reports-seed.ts (cases and reports).
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { hashPassword } from '../../server/core/password';
import { migrate } from '../../server/db/migrate';
import type { DB } from '../../server/db/schema';
import { openBenchDatabase } from './database';
import { formatLoad, runLoad, type LoadResult } from './load';
import { ensureReports, REPORTS } from './reports-seed';

/** ensureArticles cycles five states, so a fifth of the rows are pending: 100,000 waiting items. */
const WAITING = Number(process.argv[2] ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DECISIONS = Number(process.env.BENCH_DECISIONS ?? 20);
const STAFF = { username: 'bench', password: 'bench-pass-1' };
/** The goals: the queue's page answers at least this share of the list's calls/s, at most this multiple of its one-connection p95. */
const RATE_GOAL = 0.5;
const P95_GOAL = 2;

const QUEUE = { label: 'queue, all types', path: '/mdr/review_queue/list', body: { page: 1, pageSize: 20 } };
const LIST = { label: 'article list, pending', path: '/mdr/articles/list', body: { page: 1, pageSize: 20, sort: 'createdAt', order: 'ASC', filter: { status: 'pending' } } };
const CALLS = [QUEUE,
  { label: 'queue, articles', path: '/mdr/review_queue/list', body: { type: 'articles', page: 1, pageSize: 20 } },
  { label: 'queue, reports', path: '/mdr/review_queue/list', body: { type: 'reports', page: 1, pageSize: 20 } },
  LIST];

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

interface Run { base: string; token: string; headers: Record<string, string> }
const post = async ({ base, headers }: Run, path: string, body: object) =>
  (await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json() as Promise<{ code: number; data: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Reads the stream until an event of `kind` about `id` arrives; resolves with the moment it did. */
function eventFor(reader: ReadableStreamDefaultReader<Uint8Array>, id: number): Promise<number> {
  const decoder = new TextDecoder();
  let buffer = '';
  return (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
      let at: number;
      while ((at = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (/^event: queue$/m.test(block) && data && (JSON.parse(data) as { id: number }).id === id) return performance.now();
      }
    }
  })();
}

/** Each call at CONNECTIONS and at one; the results by label and connections. */
async function loads(run: Run): Promise<Map<string, LoadResult>> {
  const out = new Map<string, LoadResult>();
  for (const call of CALLS) {
    const spec = { url: `${run.base}${call.path}`, headers: run.headers, body: JSON.stringify(call.body) };
    const probe = await post(run, call.path, call.body);
    if (probe.code !== 1) throw new Error(`${call.path} answered ${JSON.stringify(probe)}`);
    for (const connections of [CONNECTIONS, 1]) {
      const r = await runLoad({ ...spec, connections, seconds: connections === 1 ? Math.max(3, SECONDS / 3) : SECONDS });
      out.set(`${call.label}/${connections}`, r);
      console.log(`  ${formatLoad(`${call.label}, ${connections}`, r)}`);
    }
  }
  return out;
}

/** The goals' two ratios, each with ✓ or ✗. */
function ratios(r: Map<string, LoadResult>): string {
  const rate = r.get(`${QUEUE.label}/${CONNECTIONS}`)!.reqPerSec / r.get(`${LIST.label}/${CONNECTIONS}`)!.reqPerSec;
  const p95 = r.get(`${QUEUE.label}/1`)!.p95 / r.get(`${LIST.label}/1`)!.p95;
  return [`queue ÷ list calls/s at ${CONNECTIONS}: ${rate.toFixed(2)}× ${rate >= RATE_GOAL ? '✓' : '✗'} (goal ≥ ${RATE_GOAL}×)`,
    `queue ÷ list p95 at 1: ${p95.toFixed(2)}× ${p95 <= P95_GOAL ? '✓' : '✗'} (goal ≤ ${P95_GOAL}×)`].map((l) => `  ${l}`).join('\n');
}

/**
 * DECISIONS approvals of author applications, each timed to another reader's stream hearing of it and to that
 * reader's count having dropped: a type below QUEUE_COUNT_CAP, whose count shows every decision (articles say "1000+").
 */
async function decisions(run: Run, db: Kysely<DB>): Promise<void> {
  await sql`INSERT INTO authors (user_id, pen_name, status) SELECT u.id, 'Bench applicant ' || u.id, 'pending' FROM users AS u
    WHERE NOT EXISTS (SELECT 1 FROM authors AS a WHERE a.user_id = u.id) ORDER BY u.id LIMIT ${DECISIONS}`.execute(db);
  // another reader: a second session of the same staff
  const other = String((await post({ ...run, headers: { appid: '4', 'content-type': 'application/json' } }, '/api/user/login', STAFF)).data.token);
  const otherRun = { ...run, headers: { ...run.headers, token: other } };
  const count = async () => Number((await post(otherRun, '/mdr/review_queue/list', { type: 'authors', pageSize: 1 })).data.total);
  const ticket = String((await post(otherRun, '/mdr/review_queue/live_ticket', {})).data.ticket);
  const reader = (await fetch(`${run.base}/api/review_queue/events?ticket=${encodeURIComponent(ticket)}`)).body!.getReader();
  const heard: number[] = [];
  const counted: number[] = [];
  for (let i = 0; i < DECISIONS; i++) {
    const next = (await post(run, '/mdr/review_queue/list', { type: 'authors', page: 1, pageSize: 1 })).data.list[0] as { id: number };
    const before = await count();
    const hearing = eventFor(reader, next.id);
    const start = performance.now();
    const answer = await post(run, '/mdr/authors/approve', { id: next.id });
    if (answer.code !== 1) throw new Error(`approve answered ${JSON.stringify(answer)}`);
    const at = await Promise.race([hearing, new Promise<null>((r) => setTimeout(() => r(null), 5_000).unref())]);
    if (at === null) throw new Error(`the other reader's stream did not hear of application ${next.id} within 5 s`);
    heard.push(at - start);
    // the other reader's refetch, as its panel does on the event
    for (let tries = 0; (await count()) === before; tries++) if (tries > 1_000) throw new Error(`the count stayed at ${before}`);
    counted.push(performance.now() - start);
  }
  await reader.cancel();
  const line = (label: string, xs: number[]) => `  ${label.padEnd(44)} p50 ${pct(xs, 0.5).toFixed(1)} ms   p95 ${pct(xs, 0.95).toFixed(1)} ms   (${xs.length} decisions)`;
  console.log(line('decision → the other reader\'s stream hears it', heard));
  console.log(line('decision → the other reader\'s count changed', counted));
}

/** The bench's data, once for a kept database, and its staff member. */
async function prepare(db: Kysely<DB>): Promise<void> {
  await migrate(db);
  const { seconds } = await ensureReports(db, WAITING * 5);
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM articles WHERE status = 'pending'`.execute(db);
  console.log(`${seconds ? `seeded in ${seconds.toFixed(0)} s` : 'seeded already (kept database)'}: ${WAITING * 5} articles (${rows[0].n} pending), ${REPORTS} reports`);
  await db.insertInto('admins').values({ username: STAFF.username, password_hash: await hashPassword(STAFF.password), role: '*', modules: [], name: 'bench' })
    .onConflict((oc) => oc.column('username').doUpdateSet({ role: '*', disabled: false })).execute();
}

/** The loads, the goals' ratios and the decisions against the app on the listening `base`. */
async function measure(base: string, db: Kysely<DB>, kind: string): Promise<void> {
  // the start made the queue's triggers and filled review_waiting: settle it as autovacuum would (index-only counts)
  await sql`VACUUM ANALYZE review_waiting`.execute(db);
  const token = String((await post({ base, token: '', headers: { appid: '4', 'content-type': 'application/json' } }, '/api/user/login', STAFF)).data.token);
  const run = { base, token, headers: { appid: '4', 'content-type': 'application/json', token } };
  const waiting = (await post(run, '/mdr/review_queue/list', { page: 1, pageSize: 1 })).data.counts as { type: string; total: number; more: boolean }[];
  console.log(`review queue on ${kind} (${waiting.map((c) => `${c.type} ${c.total}${c.more ? '+' : ''}`).join(', ')}); load average ${load()}`);
  const results = await loads(run);
  console.log(`goals, load average ${load()}:\n${ratios(results)}`);
  await decisions(run, db);
}

async function main(): Promise<void> {
  const { database } = await openBenchDatabase();
  const { db } = database;
  const app = await prepare(db).then(() => buildApp({
    // the database's notifications: the event bus (the review queue's live stream) works as in the product
    config: { ...loadConfig({}), dataDir: ':memory:' }, db, logger: false, notifications: database.notifications, poolUse: database.poolUse,
  })).catch(async (err: unknown) => { await database.close(); throw err; });
  await app.listen({ port: 0, host: '127.0.0.1' }).then((base) => measure(base, db, database.kind))
    .finally(() => app.close()).finally(() => database.close());
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
