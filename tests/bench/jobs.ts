// A bulk job of BENCH_JOB_USERS (5,000) mutes (/mdr/jobs/users/mute over every
// user) while /health and a users list (page 1, 20 rows) are polled every
// 50 ms from a worker thread: p50 / p95 / max of each, idle and during the
// job, and the job's duration (its start call to its finished_at). On PGlite,
// and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set
// (a fresh database there, dropped afterwards, as tests/bench/database.ts).
// Not a test: `npm run bench:jobs`. Goal: p95 ≤ 250 ms on both.
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { hashPassword } from '../../server/core/password';
import { migrate } from '../../server/db/migrate';
import type { Database } from '../../server/db/database';
import { createTestDatabase } from '../api/helpers';
import { openBenchDatabase } from './database';
import { formatStats, startPolls, statsOf, type PollSpec } from './poll';

const USERS = Number(process.env.BENCH_JOB_USERS ?? 5_000);
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function bench(database: Database, kind: string): Promise<void> {
  const { db } = database;
  await migrate(db);
  await sql`INSERT INTO users (nickname) SELECT 'player ' || g FROM generate_series(1, ${USERS}) AS g`.execute(db);
  await db.insertInto('admins').values({ username: 'bench', password_hash: await hashPassword('bench-pass-1'), role: '*', modules: [], name: 'bench' }).execute();
  const app = await buildApp({ config: { ...loadConfig({}), dataDir: ':memory:' }, db, logger: false, notifications: database.notifications });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const post = async (path: string, body: object, token?: string) => (await fetch(`${base}${path}`, {
      method: 'POST', headers: { appid: '4', 'content-type': 'application/json', lang: 'en-US', ...(token ? { token } : {}) },
      body: JSON.stringify(body) })).json() as Promise<{ code: number; message: string; data: { token: string; id: number } }>;
    const token = (await post('/api/user/login', { username: 'bench', password: 'bench-pass-1' })).data.token;
    const specs: PollSpec[] = [
      { name: '/health', url: `${base}/health`, intervalMs: 50 },
      { name: 'users list', url: `${base}/mdr/users/list`, method: 'POST', intervalMs: 50, body: '{"page":1,"pageSize":20}',
        headers: { appid: '4', 'content-type': 'application/json', token } },
    ];
    const idle = startPolls(specs);
    await idle.ready;
    await sleep(3000);
    console.log(`${kind}; ${USERS.toLocaleString('en-US')} users; load average ${load()}`);
    for (const r of await idle.stop()) console.log(`  idle, ${r.name}: ${formatStats(statsOf(r.times))}`);

    const polls = startPolls(specs);
    await polls.ready;
    const started = performance.now();
    const job = await post('/mdr/jobs/users/mute', { reason: 'bench', hours: 24 }, token);
    if (job.code !== 1) throw new Error(`job: ${job.code} ${job.message}`);
    let row: { state: string; done: number } | undefined;
    do {
      await sleep(250);
      row = await db.selectFrom('bulk_jobs').select(['state', sql<number>`(SELECT count(*) FROM bulk_job_items i WHERE i.job_id = bulk_jobs.id AND i.state = 'done')`.as('done')])
        .where('id', '=', job.data.id).executeTakeFirst();
    } while (row && !['done', 'cancelled', 'stopped'].includes(row.state));
    const seconds = (performance.now() - started) / 1000;
    const results = await polls.stop();
    console.log(`  job: ${row?.state}, ${Number(row?.done)} of ${USERS} muted in ${seconds.toFixed(1)} s (${(USERS / seconds).toFixed(0)} records/s)`);
    for (const r of results) console.log(`  during the job, ${r.name}: ${formatStats(statsOf(r.times))}`);
  } finally {
    await app.close();
  }
}

(async () => {
  const pglite = await createTestDatabase('pglite');
  try {
    await bench(pglite, 'pglite');
  } finally {
    await pglite.close();
  }
  if (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL) {
    const { database } = await openBenchDatabase();
    try {
      await bench(database, 'postgres');
    } finally {
      await database.close();
    }
  }
  console.log(`load average ${load()}`);
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
