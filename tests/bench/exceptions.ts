// Benchmark of the exception ingest (docs/exceptions.md): sustained POST
// /v3/exception/report from 8 clients, batches of 100 events over a few hundred
// fingerprints, on PostgreSQL; then it checks every group's count equals the
// events sent for it (and the day counts their sum) and prints the figures.
// Goal: ≥ 3,000 events/s on the 2-core dev machine. Not a test: `npm run bench`.
// Database: a fresh one on TEST_DATABASE_URL (dropped afterwards), else PGlite
// in memory (one connection: the figure then says little).
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { hashKey } from '../../server/modules/bots';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const FINGERPRINTS = Number(process.env.BENCH_FINGERPRINTS ?? 300);
const BATCH = 100;
const SECRET = 'mdrb_bench-exceptions-key-0123456789';

async function benchDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { ...await openDatabase({ databaseUrl: null, dataDir: ':memory:', dbPoolSize: 1 }), drop: async () => {} };
  const name = `mdr_bench_${randomBytes(4).toString('hex')}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try { await client.query(text); } finally { await client.end(); }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:', dbPoolSize: CLIENTS + 4 });
  return { ...database, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A small deterministic generator (the bench's events are the same every run). */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** Fingerprint k's event: its own type and call site; numbers in the message vary (they are stripped). */
function event(k: number, next: () => number) {
  return {
    type: `BenchError${k}`,
    message: `Request ${Math.floor(next() * 1e6)} to item 0x${Math.floor(next() * 1e8).toString(16)} failed`,
    stack: `BenchError${k}: x\n    at handler${k % 17} (https://app/assets/main-3f9a1c2b.js:1:${Math.floor(next() * 9999)})\n    at dispatch (vendor.js:2:3)`,
    appVersion: `3.${k % 4}.${Math.floor(next() * 3)}`, os: next() < 0.5 ? 'Android 15' : 'iOS 18.1',
    device: 'Bench device', userId: `u${Math.floor(next() * 5000)}`,
  };
}

/** A client's batches, built before the clock starts (the clients share the server's process: only the sending is timed). */
function batches(id: number, count: number) {
  const next = lcg(id + 1);
  return Array.from({ length: count }, () => {
    // skewed like real crashes: a few groups take most events
    const events = Array.from({ length: BATCH }, () => event(Math.floor(FINGERPRINTS * next() ** 2), next));
    const perType = new Map<string, number>();
    for (const e of events) perType.set(e.type, (perType.get(e.type) ?? 0) + 1);
    return { body: JSON.stringify({ events }), perType };
  });
}

async function client(url: string, prepared: ReturnType<typeof batches>, until: number, sent: Map<string, number>, latencies: number[]) {
  for (let i = 0; performance.now() < until; i++) {
    const { body, perType } = prepared[i % prepared.length];
    const started = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { appid: '4', 'content-type': 'application/json', 'x-bot-key': SECRET }, body });
    const answer = await res.json() as { code: number; message: string };
    if (answer.code !== 1) throw new Error(`report: code ${answer.code} ${answer.message}`);
    latencies.push(performance.now() - started);
    for (const [type, n] of perType) sent.set(type, (sent.get(type) ?? 0) + n);
  }
}

async function main() {
  const database = await benchDatabase();
  const { db } = database;
  try {
    await migrate(db);
    const bot = await db.insertInto('bots').values({ name: 'bench', scopes: ['exceptions:write'], rate_per_minute: 100_000 })
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('bot_keys').values({ bot_id: bot.id, prefix: SECRET.slice(0, 13), key_hash: hashKey(SECRET) }).execute();
    const app = await buildApp({ config: { ...loadConfig({}), dataDir: ':memory:' }, db, logger: false });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const sent = new Map<string, number>();
      const latencies: number[] = [];
      console.log(`${database.kind}, ${CLIENTS} clients, batches of ${BATCH}, ${FINGERPRINTS} fingerprints, ${SECONDS} s; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
      const prepared = Array.from({ length: CLIENTS }, (_, i) => batches(i, 50));
      const started = performance.now();
      await Promise.all(prepared.map((p) => client(`${base}/v3/exception/report`, p, started + SECONDS * 1000, sent, latencies)));
      const seconds = (performance.now() - started) / 1000;
      const total = [...sent.values()].reduce((a, b) => a + b, 0);
      const sorted = [...latencies].sort((a, b) => a - b);
      const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
      console.log(`exception ingest: ${Math.round(total / seconds)} events/s (${latencies.length} batches in ${seconds.toFixed(1)} s; batch p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms)`);
      await verify(database, sent, total);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await database.drop();
  }
}

/** Every group's count is the events sent for it; the day counts add up to them; no group keeps more than 150 events. */
async function verify({ db }: Database, sent: Map<string, number>, total: number) {
  const groups = await db.selectFrom('exception_groups').select(['type', 'event_count', 'kept_events']).execute();
  const wrong = groups.filter((g) => Number(g.event_count) !== sent.get(g.type));
  const daily = await db.selectFrom('exception_daily').select(sql<string>`sum(count)`.as('n')).executeTakeFirstOrThrow();
  const { rows: [kept] } = await sql<{ n: string }>`SELECT max(n) AS n FROM (SELECT count(*) AS n FROM exception_events GROUP BY group_id) AS c`.execute(db);
  const ok = wrong.length === 0 && groups.length === sent.size && Number(daily.n) === total;
  console.log(`counts after: ${groups.length} groups for ${sent.size} fingerprints sent, ${wrong.length} with a wrong count; `
    + `sum of day counts ${daily.n} for ${total} events sent; most events kept by a group ${kept.n} → ${ok ? 'CORRECT' : 'WRONG'}`);
  if (!ok) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
