import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openBenchDatabase } from './database';
import { recordStatements } from './statements';
import { sql } from 'kysely';

const { database } = await openBenchDatabase(4);
const { db } = database;
const app = await buildApp({ config: { ...loadConfig(process.env), dataDir: ':memory:' }, db, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const h = { appid: '4', 'content-type': 'application/json' };
const tok = (await (await fetch(`${base}/api/user/login`, { method: 'POST', headers: h, body: JSON.stringify({ username: 'bench_reports', password: 'bench-pass-1' }) })).json()).data.token;
const waves = await recordStatements(async () => { await (await fetch(`${base}/mdr/review_queue/list`, { method: 'POST', headers: { ...h, token: tok }, body: JSON.stringify({ type: 'reports', page: 1, pageSize: 50 }) })).json(); });
for (const s of waves.flat()) {
  console.log('=====', s.text, JSON.stringify(s.values));
  if (/^\s*(select|with)/i.test(s.text) && !/session/i.test(s.text)) {
    const client = await (db as any).getExecutor().provideConnection(async (c: any) => c.executeQuery({ sql: `EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, parameters: s.values, query: { kind: 'RawNode' } }));
    console.log(client.rows.map((r: any) => r['QUERY PLAN']).join('\n'));
  }
}
await app.close();
await database.close();
void sql;
process.exit(0);
