// Benchmark of the partner endpoint /v3/articles/list (bot key on x-bot-key:
// key lookup, scope, per-key rate counted in the database, last_used_at, then
// the page of published articles). Not a test: run by `npm run bench` before
// the article figures. Database: a fresh one on TEST_DATABASE_URL, else PGlite.
import { loadavg } from 'node:os';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { hashKey } from '../../server/modules/bots/keys';
import { createTestDatabase } from '../api/helpers';
import { formatLoad, runLoad } from './load';
import { ensureArticles } from './seed';

const ROWS = 5_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SECRET = 'mdrb_bench-partner-key-0123456789';

async function main() {
  const database = await createTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  const { db } = database;
  try {
    await migrate(db);
    await ensureArticles(db, ROWS);
    // the rate is the highest allowed, so the figure is the endpoint's, not the limit's
    const bot = await db.insertInto('bots').values({ name: 'bench', scopes: ['articles:read'], rate_per_minute: 100_000 })
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('bot_keys').values({ bot_id: bot.id, prefix: SECRET.slice(0, 13), key_hash: hashKey(SECRET) }).execute();
    const app = await buildApp({ config: { ...loadConfig({}), dataDir: ':memory:' }, db, logger: false });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const spec = {
        url: `${base}/v3/articles/list`,
        headers: { appid: '4', 'content-type': 'application/json', 'x-bot-key': SECRET },
        body: JSON.stringify({ page: 1, pageSize: 20 }),
      };
      const probe = await (await fetch(spec.url, { method: 'POST', headers: spec.headers, body: spec.body })).json();
      if (probe.code !== 1) throw new Error(`/v3/articles/list: code ${probe.code} ${probe.message}`);
      console.log(`${database.kind}, ${ROWS} articles (${probe.data.total} published); load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
      console.log(formatLoad('partner /v3/articles/list, 1 connection', await runLoad({ ...spec, connections: 1, seconds: Math.max(3, SECONDS / 3) })));
      console.log(formatLoad(`partner /v3/articles/list, ${CONNECTIONS} connections`, await runLoad({ ...spec, connections: CONNECTIONS, seconds: SECONDS })));
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
