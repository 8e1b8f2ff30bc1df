// A promotion link's public address under load (docs/promotion-links.md): GET
// /r/<code> at 32 connections (BENCH_CONNECTIONS) for 10 s (BENCH_SECONDS),
// then one connection, each answer a 302; afterwards the link's clicks for
// today must equal the 302s sent, and its unique visitors 1 (one address, one
// user agent). Database: a fresh one on TEST_DATABASE_URL (dropped after),
// else PGlite in memory.
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { createTestDatabase } from '../api/helpers';
import { runLoad } from './load';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function main(): Promise<void> {
  const database = await createTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  const db = database.db;
  try {
    await migrate(db);
    await db.insertInto('promotion_links').values({ channel: 'bilibili', name: 'bench', code: 'bench-link', target_url: 'https://wow.example.com/' }).execute();
    const app = await buildApp({ config: { ...loadConfig({}), dataDir: ':memory:' }, db, logger: false });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const spec = { url: `${base}/r/bench-link`, headers: { 'user-agent': 'bench' }, body: '', method: 'GET' as const, expectStatus: 302 };
      console.log(`GET /r/<code> on ${database.kind}, load ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
      let sent = 0;
      for (const connections of [CONNECTIONS, 1]) {
        const r = await runLoad({ ...spec, connections, seconds: connections === 1 ? Math.max(3, SECONDS / 3) : SECONDS });
        sent += r.requests - r.failures;
        console.log(`  ${connections} connection(s): ${r.reqPerSec.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.requests} answers, ${r.failures} not 302`);
      }
      const counted = async () => Number((await sql<{ n: string }>`SELECT coalesce(sum(clicks), 0) AS n FROM promotion_link_daily`.execute(db)).rows[0].n);
      // autocannon stops with calls in flight that the server still counts: its figure is a floor
      const afterLoad = await counted();
      console.log(`  counted ${afterLoad} clicks; autocannon saw ${sent} answers (it stops with up to ${CONNECTIONS} calls still in flight)`);
      // exact check: a known number of calls, 32 at a time, each awaited
      const EXACT = 2_000;
      let next = 0;
      let redirects = 0;
      const worker = async () => {
        while (next < EXACT) {
          next++;
          const res = await fetch(spec.url, { redirect: 'manual', headers: spec.headers });
          if (res.status === 302) redirects++;
          await res.arrayBuffer();
        }
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, worker));
      const delta = (await counted()) - afterLoad;
      const visitors = (await sql<{ n: string }>`SELECT sum(visitors) AS n FROM promotion_link_daily`.execute(db)).rows[0].n;
      console.log(`  exact: ${EXACT} calls, ${redirects} redirects, ${delta} clicks counted (${delta === redirects ? 'equal' : 'DIFFERENT'}); unique visitors ${visitors} (one address, one user agent)`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
