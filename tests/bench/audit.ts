// Benchmark of the audit screen's common question on a big trail (docs/performance.md): one page of
// /mdr/audit_log/list filtered by one staff member (actorId) and one Beijing day (createdFrom =
// createdTo), against one page of the article list, through the real app in the same run. Goal: within
// 2× the article list's time. Not a test: `npm run bench:audit [-- AUDIT_ROWS]` (10,000,000 by default).
// PostgreSQL only: BENCH_DATABASE_URL (kept between runs: filling takes minutes), else a fresh database
// on TEST_DATABASE_URL (dropped afterwards). The rows are made by generate_series with the chain's
// trigger off and their chain columns filled in bulk (not a valid chain: this measures reading), the
// indexes dropped for the fill and built again after, as the migration declares them.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { beijingToday } from '../../contract/days';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { hashPassword } from '../../server/core/password';
import { migrate } from '../../server/db/migrate';
import type { DB } from '../../server/db/schema';
import { openBenchDatabase } from './database';
import { ensureArticles } from './seed';

const ROWS = Number(process.argv[2] ?? 10_000_000);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);
const ACTORS = 100;
const DAYS = 365;
const CHUNK = 1_000_000;
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const STAFF = { username: 'bench_audit', password: 'bench-pass-1' };
const DAY_MS = 86_400_000;

const count = async (db: Kysely<DB>, where = sql`true`) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM audit_log WHERE ${where}`.execute(db)).rows[0].n);

/** The bench's staff members (the rows' actors), made once; the first one's id. */
async function actors(db: Kysely<DB>): Promise<number> {
  await sql`INSERT INTO admins (username, password_hash, role, modules, name)
    SELECT 'bench_actor_' || g, 'x', 'user', '{}', 'Bench actor ' || g FROM generate_series(1, ${ACTORS}) g
    ON CONFLICT (username) DO NOTHING`.execute(db);
  return Number((await sql<{ id: number }>`SELECT min(id) AS id FROM admins WHERE username LIKE 'bench_actor_%'`.execute(db)).rows[0].id);
}

/** ROWS audit rows over the last DAYS days, each actor's spread evenly; nothing when they are there already. */
async function ensureAuditRows(db: Kysely<DB>, firstActor: number): Promise<void> {
  const have = await count(db, sql`actor_name = 'bench'`);
  if (have === ROWS) return;
  if (await count(db) !== 0) throw new Error('The bench database holds audit rows the bench did not make: use an empty database.');
  const started = Date.now();
  const { rows: indexes } = await sql<{ name: string; def: string }>`SELECT indexname AS name, indexdef AS def FROM pg_indexes
    WHERE tablename = 'audit_log' AND indexname <> 'audit_log_pkey'`.execute(db);
  for (const i of indexes) await sql.raw(`DROP INDEX ${i.name}`).execute(db);
  await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_chain`.execute(db);
  const fake = (g: string) => `md5((${g})::text) || md5((${g})::text || 'x')`;
  for (let lo = 1; lo <= ROWS; lo += CHUNK) {
    const hi = Math.min(ROWS, lo + CHUNK - 1);
    await sql`INSERT INTO audit_log (actor_id, actor_name, action, resource, record_id, before, after, ip, user_agent, request_id, created_at, seq, prev_hash, hash)
      SELECT ${firstActor}::int + (g % ${ACTORS}::int)::int, 'bench', (ARRAY['update','approve','create','delete'])[1 + g % 4], 'articles', (g % 100000)::text,
        jsonb_build_object('status', 'pending', 'title', 'Guide ' || g), jsonb_build_object('status', 'published', 'title', 'Guide ' || g),
        '203.0.113.' || g % 250, 'Mozilla/5.0 bench', md5(g::text),
        now() - make_interval(secs => (${ROWS}::bigint - g)::float8 * ${DAYS * 86_400}::float8 / ${ROWS}::float8), g,
        ${sql.raw(fake('g - 1'))}, ${sql.raw(fake('g'))}
      FROM generate_series(${lo}::bigint, ${hi}::bigint) g`.execute(db);
    console.log(`  audit rows: ${hi} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_chain`.execute(db);
  for (const i of indexes) {
    await sql.raw(i.def).execute(db);
    console.log(`  index ${i.name} built (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await sql`UPDATE audit_chain_head SET seq = ${ROWS}::bigint, hash = (SELECT hash FROM audit_log WHERE seq = ${ROWS}::bigint)`.execute(db);
  await sql`INSERT INTO audit_chain_days (day, rows, first_seq, last_seq, closing_hash)
    SELECT mdr_beijing_day(created_at), count(*), min(seq), max(seq), '' FROM audit_log GROUP BY 1
    ON CONFLICT (day) DO NOTHING`.execute(db);
  await sql`VACUUM ANALYZE audit_log`.execute(db);
  console.log(`audit rows: ${ROWS} made in ${Math.round((Date.now() - started) / 1000)} s`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

async function main(): Promise<void> {
  if (!process.env.BENCH_DATABASE_URL && !process.env.TEST_DATABASE_URL) throw new Error('bench:audit runs on PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const { database } = await openBenchDatabase(5);
  const { db } = database;
  try {
    await migrate(db);
    const firstActor = await actors(db);
    console.log(`filling: ${ROWS} audit rows, ${ARTICLES} articles`);
    await ensureAuditRows(db, firstActor);
    await ensureArticles(db, ARTICLES);
    await db.insertInto('admins').values({ username: STAFF.username, password_hash: await hashPassword(STAFF.password), role: '*', modules: [], name: 'bench' })
      .onConflict((oc) => oc.column('username').doUpdateSet({ role: '*', disabled: false })).execute();
    const app = await buildApp({ config: { ...loadConfig(process.env), dataDir: ':memory:' }, db, logger: false, poolUse: database.poolUse });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await figures(base, firstActor);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function figures(base: string, firstActor: number): Promise<void> {
  const post = async (path: string, body: object, token?: string) => (await fetch(`${base}${path}`, {
    method: 'POST', headers: { appid: '4', 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body),
  })).json() as Promise<{ code: number; message: string; data: { token: string; list: unknown[]; total: number } }>;
  const token = (await post('/api/user/login', STAFF)).data.token;
  const day = beijingToday(Date.now() - 180 * DAY_MS);
  const calls = {
    audit: ['/mdr/audit_log/list', { page: 1, pageSize: 20, filter: { actorId: firstActor + 42, createdFrom: day, createdTo: day } }],
    articles: ['/mdr/articles/list', { page: 1, pageSize: 20 }],
  } as const;
  const times: Record<keyof typeof calls, number[]> = { audit: [], articles: [] };
  for (const [name, [path, body]] of Object.entries(calls)) {
    const answer = await post(path, body, token);
    if (answer.code !== 1) throw new Error(`${name}: code ${answer.code} ${answer.message}`);
    console.log(`${name}: ${path} ${JSON.stringify(body)} → ${answer.data.list.length} rows of ${answer.data.total}`);
  }
  // alternating, one call at a time: both see the same machine at the same moments
  for (let i = 0; i < CALLS; i++) {
    for (const name of ['audit', 'articles'] as const) {
      const start = performance.now();
      const answer = await post(calls[name][0], calls[name][1], token);
      times[name].push(performance.now() - start);
      if (answer.code !== 1) throw new Error(`${name}: code ${answer.code}`);
    }
  }
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  for (const name of ['audit', 'articles'] as const) console.log(`${name.padEnd(8)} median ${ms(median(times[name]))}, p95 ${ms(p95(times[name]))} (${CALLS} calls)`);
  const ratio = median(times.audit) / median(times.articles);
  console.log(`\naudit list (one actor, one day, of ${ROWS} rows) / article list page 1 (of ${ARTICLES}): ${ratio.toFixed(2)}× `
    + `(goal ≤ 2×: ${ratio <= 2 ? 'met' : 'NOT MET'}); load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
