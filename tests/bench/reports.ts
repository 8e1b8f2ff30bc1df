// Benchmark of the players' reports (docs/reports.md "Benchmark"). Not a test: it prints figures and
// asserts nothing; `npm run bench:reports`. PostgreSQL only: BENCH_DATABASE_URL (kept between runs:
// seeding takes minutes), else a fresh database on TEST_DATABASE_URL (dropped afterwards). Data:
// tests/bench/reports-seed.ts (1,000,000 reports over 100,000 cases, targets of every kind).
// Figure 1, the intake: POST /v3/reports/create through the app (bot key with reports:write) against
// a bare node:http + pg server running the statements the product sent for a recorded call
// (tests/bench/bare-reports.ts), BENCH_CLIENTS clients, BENCH_ROUNDS rounds alternating, each round
// followed by the article list page 1 at as many connections (its p95 beside the intake's), then both
// at 1 client; CPU per call of each side (tests/bench/cost.ts).
// Figure 2, the desk: the review queue's reports page against the article list page 1, alternating.
// BENCH_CLIENTS (16), BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_POOL (10, each side's pool);
// BENCH_FIGURES=1 or =2: that figure alone.
import { loadavg } from 'node:os';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { hashPassword } from '../../server/core/password';
import { migrate } from '../../server/db/migrate';
import type { DB } from '../../server/db/schema';
import { hashKey } from '../../server/modules/bots/keys';
import { startBare } from './bare';
import { bareIntake } from './bare-reports';
import { runCalls } from './calls';
import { Spent, startCost, StatementCounter } from './cost';
import { openBenchDatabase } from './database';
import { formatLoad, runLoad, type LoadResult } from './load';
import { alternate, formatRatio, median } from './rounds';
import { ARTICLES, AUTHORS, BUILDS, CASES, ensureReports, LIVE_ROOMS, REPORTS, USERS } from './reports-seed';
import { describeWaves, recordStatements, type Wave } from './statements';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POOL = Number(process.env.BENCH_POOL ?? 10);
const STAFF = { username: 'bench_reports', password: 'bench-pass-1' };
const INTAKE_BOT = 'bench-reports-intake';
const SECRET = 'mdrb_bench-reports-key-0123456789';
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

type Answer = { code: number; message?: string; data: Record<string, unknown> & { list?: unknown[]; total?: number } };
const post = async (base: string, path: string, body: object, headers: Record<string, string>): Promise<Answer> =>
  (await fetch(`${base}${path}`, { method: 'POST', headers: { appid: '4', 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json() as Promise<Answer>;

/** The intake's bot and key (the rate the highest allowed: the figure is the intake's, not the limit's); earlier runs' reports removed. */
async function intakeBot(db: Kysely<DB>): Promise<number> {
  const old = await db.selectFrom('bots').select('id').where('name', '=', INTAKE_BOT).executeTakeFirst();
  if (old) {
    // what earlier runs filed (the seeded cases they re-scored keep their new scores: a few thousand of 100,000)
    await sql`DELETE FROM report_keys WHERE bot_id = ${old.id}`.execute(db);
    await sql`DELETE FROM reports WHERE bot_id = ${old.id}`.execute(db);
    await sql`DELETE FROM report_cases AS c WHERE c.id > ${CASES} AND NOT EXISTS (SELECT 1 FROM reports AS r WHERE r.case_id = c.id)`.execute(db);
    await sql`DELETE FROM bot_key_usage WHERE key_id IN (SELECT id FROM bot_keys WHERE bot_id = ${old.id})`.execute(db);
    await sql`DELETE FROM bot_keys WHERE bot_id = ${old.id}`.execute(db);
    await sql`DELETE FROM bots WHERE id = ${old.id}`.execute(db);
  }
  const bot = await db.insertInto('bots').values({ name: INTAKE_BOT, scopes: ['reports:write'], rate_per_minute: 100_000 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('bot_keys').values({ bot_id: bot.id, prefix: SECRET.slice(0, 13), key_hash: hashKey(SECRET) }).execute();
  return bot.id;
}

/** A seeded pseudo-random sequence: the same calls in every run. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const REASONS = ['spam', 'spam', 'cheating', 'harassment', 'sexual', 'illegal', 'copyright', 'misinformation', 'other'];
const TARGETS: [string, number][] = [['articles', ARTICLES], ['builds', BUILDS], ['live_rooms', LIVE_ROOMS], ['users', USERS], ['authors', AUTHORS]];

/**
 * Each client's calls: a random reporter on a random target of a random kind, and one call in five on
 * the target of one of the busiest open cases (where reports pile up, and the re-score reads the most).
 */
async function intakeBodies(db: Kysely<DB>, clients: number, perClient: number): Promise<string[][]> {
  const { rows: hot } = await sql<{ t: string; id: string }>`SELECT target_type AS t, target_id AS id FROM report_cases
    WHERE status = 'open' ORDER BY report_count DESC LIMIT 500`.execute(db);
  const next = rng(42);
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
  return Array.from({ length: clients }, () => Array.from({ length: perClient }, () => {
    const [targetType, targetId] = next() < 0.2 ? (({ t, id }) => [t, Number(id)] as const)(pick(hot))
      : (([t, n]) => [t, 1 + Math.floor(next() * n)] as const)(pick(TARGETS));
    return JSON.stringify({ reporterId: 1 + Math.floor(next() * USERS), targetType, targetId, reason: pick(REASONS),
      text: 'bench report', idempotencyKey: 'bench-{n}' });
  }));
}

interface Run { base: string; token: string; db: Kysely<DB>; url: string }

/**
 * The recorded statements of one product call, checked to succeed: a new report on the busiest open case of an
 * article (hidden already): the re-score reads the most and the case is on the desk (the queue hears of it).
 */
async function recordIntake(base: string, db: Kysely<DB>): Promise<Wave[]> {
  const { rows } = await sql<{ id: string }>`SELECT target_id AS id FROM report_cases
    WHERE status = 'open' AND target_type = 'articles' AND auto_hidden ORDER BY report_count DESC LIMIT 1`.execute(db);
  const sample = { reporterId: 4242, targetType: 'articles', targetId: Number(rows[0].id), reason: 'spam', text: 'bench report', idempotencyKey: `bench-probe-${Date.now()}` };
  let probe: Answer | null = null;
  const waves = await recordStatements(async () => { probe = await post(base, '/v3/reports/create', sample, { 'x-bot-key': SECRET }); });
  if (probe!.code !== 1) throw new Error(`/v3/reports/create: code ${probe!.code} ${probe!.message}`);
  console.log(`/v3/reports/create, SQL per call:\n    ${describeWaves(waves)}`);
  return waves;
}

const p50p95 = (label: string, rs: LoadResult[]) => `${label} p50 ${median(rs.map((r) => r.p50)).toFixed(1)} ms, p95 ${median(rs.map((r) => r.p95)).toFixed(1)} ms`;

/** The intake's and the article list's latency at `clients`: the intake's p95 against the list's. */
function latencyLine(clients: number, intake: LoadResult[], list: LoadResult[]): string {
  const ratio = median(intake.map((r) => r.p95)) / median(list.map((r) => r.p95));
  return `  ${clients} client${clients > 1 ? 's' : ''}: ${p50p95('intake', intake)}; ${p50p95('article list page 1', list)}: `
    + `intake p95 ${ratio <= 1 ? 'UNDER' : 'OVER'} the list's (${ratio.toFixed(2)}×)`;
}

/** Figure 1: intake, product against bare (alternating rounds), the article list after each product round; then both at 1 client. */
async function intakeFigure({ base, token, db, url }: Run): Promise<string> {
  const bare = await startBare(url, POOL, { '/intake': bareIntake(await recordIntake(base, db)) });
  const bodies = await intakeBodies(db, CLIENTS, Math.max(2_000, SECONDS * 200));
  const headers = { appid: '4', 'content-type': 'application/json', 'x-bot-key': SECRET };
  const list = { url: `${base}/mdr/articles/list`, headers: { appid: '4', 'content-type': 'application/json', token }, body: JSON.stringify({ page: 1, pageSize: 20 }) };
  const lists: LoadResult[] = [];
  const spent = { product: new Spent(), bare: new Spent() };
  let firstN = Date.now();
  const intake = (at: string, clients: number, seconds: number) =>
    runCalls({ url: at, headers, template: '', ids: [], cycle: true, seconds, firstN: (firstN += 10_000_000), bodies: bodies.slice(0, clients) });
  const run = (side: 'product' | 'bare', at: string) => async (round: number) => {
    const cost = await startCost(db, new StatementCounter());
    const r = await intake(at, CLIENTS, SECONDS);
    spent[side].add(await cost(), r.requests);
    console.log(formatLoad(`  ${CLIENTS} clients, intake, ${side}, round ${round}`, r) + (r.firstFailure ? `\n    first failure: ${r.firstFailure}` : ''));
    if (side === 'product') {
      lists.push(await runLoad({ ...list, connections: CLIENTS, seconds: SECONDS }));
      console.log(formatLoad(`  ${CLIENTS} conn, article list page 1, round ${round}`, lists[lists.length - 1]));
    }
    return r;
  };
  const hides = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM audit_log WHERE actor_name = 'automation:reports'`.execute(db)).rows[0].n);
  const hiddenBefore = await hides();
  try {
    // untimed: both pools open their connections and prepare their statements (else the first round is the bare server's warm-up)
    for (const at of [`${bare.base}/intake`, `${base}/v3/reports/create`]) await intake(at, CLIENTS, 3);
    const compared = await alternate(run('bare', `${bare.base}/intake`), run('product', `${base}/v3/reports/create`));
    const calls = compared.product.reduce((n, r) => n + r.requests, 0);
    console.log(`  auto-hides made by the product's ${calls} calls (not replayed by the bare server): ${await hides() - hiddenBefore}`);
    const solo = Math.max(3, Math.round(SECONDS / 3));
    const one = [await intake(`${base}/v3/reports/create`, 1, solo)];
    const oneList = [await runLoad({ ...list, connections: 1, seconds: solo })];
    return `${formatRatio('intake /v3/reports/create', compared)}\n  CPU per call, product / bare: ${spent.product.versus(spent.bare)}\n`
      + `${latencyLine(CLIENTS, compared.product, lists)}\n${latencyLine(1, one, oneList)}`;
  } finally {
    await bare.close();
  }
}

/** Figure 2: the review queue's reports page against the article list page 1, alternating. */
async function deskFigure({ base, token }: Run): Promise<string> {
  const headers = { appid: '4', 'content-type': 'application/json', token };
  const calls = {
    list: { path: '/mdr/articles/list', body: { page: 1, pageSize: 20 } },
    // the call the queue's Reports tab makes: its tabs read the counts of the menu badge's own call, shared by every screen
    queue: { path: '/mdr/review_queue/list', body: { type: 'reports', page: 1, pageSize: 50, counts: false } },
  };
  for (const [name, c] of Object.entries(calls)) {
    const answer = await post(base, c.path, c.body, { token });
    if (answer.code !== 1) throw new Error(`${name}: ${c.path} ${JSON.stringify(c.body)} answered code ${answer.code} ${answer.message}`);
    console.log(`${name}: ${c.path} ${JSON.stringify(c.body)} → ${answer.data.list?.length} rows of ${answer.data.total}`);
  }
  const run = (name: keyof typeof calls) => async (round: number) => {
    const r = await runLoad({ url: `${base}${calls[name].path}`, headers, body: JSON.stringify(calls[name].body), connections: CLIENTS, seconds: SECONDS });
    console.log(formatLoad(`  ${CLIENTS} conn, ${name === 'queue' ? 'queue reports page' : 'article list page 1'}, round ${round}`, r));
    return r;
  };
  const c = await alternate(run('list'), run('queue'));
  const rate = (rs: LoadResult[]) => median(rs.map((r) => r.reqPerSec)).toFixed(0);
  const p = (rs: LoadResult[], k: 'p50' | 'p95') => median(rs.map((r) => r[k])).toFixed(1);
  return `desk: queue reports page ${rate(c.product)} calls/s (p50 ${p(c.product, 'p50')}, p95 ${p(c.product, 'p95')} ms), `
    + `article list page 1 ${rate(c.bare)} calls/s (p50 ${p(c.bare, 'p50')}, p95 ${p(c.bare, 'p95')} ms) (medians); `
    + `ratio per round ${c.ratios.map((r) => r.toFixed(2)).join(', ')}; median ${c.median.toFixed(2)} ${c.median >= 0.5 ? '(goal ≥ ' : '(UNDER the goal of '}0.5)`;
}

async function main(): Promise<void> {
  if (!process.env.BENCH_DATABASE_URL && !process.env.TEST_DATABASE_URL) throw new Error('bench:reports runs on PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const { database, url } = await openBenchDatabase(POOL);
  const { db } = database;
  try {
    await migrate(db);
    console.log(`seeding: ${REPORTS} reports over ${CASES} cases, ${ARTICLES} articles, ${USERS} users, ${BUILDS} builds, ${LIVE_ROOMS} live rooms, ${AUTHORS} authors`);
    const { seconds } = await ensureReports(db);
    console.log(seconds ? `seeded in ${seconds.toFixed(0)} s` : 'seeded already (kept database)');
    await intakeBot(db);
    await db.insertInto('admins').values({ username: STAFF.username, password_hash: await hashPassword(STAFF.password), role: '*', modules: [], name: 'bench' })
      .onConflict((oc) => oc.column('username').doUpdateSet({ role: '*', disabled: false })).execute();
    const app = await buildApp({ config: { ...loadConfig(process.env), dataDir: ':memory:', dbPoolSize: POOL }, db, logger: false, poolUse: database.poolUse });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const token = String((await post(base, '/api/user/login', STAFF, {})).data.token);
      const run = { base, token, db, url: url! };
      console.log(`\n${CLIENTS} clients, ${SECONDS} s per round, pool of ${POOL} each; load average ${load()}`);
      const intake = process.env.BENCH_FIGURES === '2' ? '' : await intakeFigure(run);
      const desk = process.env.BENCH_FIGURES === '1' ? '' : await deskFigure(run);
      console.log(`\nfigures, load average ${load()}:\n${[intake, desk].filter(Boolean).join('\n')}`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
