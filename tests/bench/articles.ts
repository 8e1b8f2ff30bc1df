// Benchmark of the article list and the CSV export on a large table: prints
// latency figures and the memory the export needs. Not a test: it asserts
// nothing and is run by hand (`npm run bench`, or `npm run bench -- 200000`).
// Uses PostgreSQL when TEST_DATABASE_URL is set (a fresh database, dropped
// afterwards), the embedded PGlite otherwise.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createTestApp, testBackends } from '../api/helpers';

const ROWS = Number(process.argv[2] ?? 100_000);

async function seedArticles(t: Awaited<ReturnType<typeof createTestApp>>) {
  const db = t.db;
  const user = await db.insertInto('users').values({ nickname: 'bench' }).returning('id').executeTakeFirstOrThrow();
  const author = await db.insertInto('authors').values({ user_id: user.id, pen_name: 'Bench Author', status: 'approved' })
    .returning('id').executeTakeFirstOrThrow();
  const cat = await db.insertInto('guide_categories').values({ name: '基准' }).returning('id').executeTakeFirstOrThrow();
  await sql`INSERT INTO articles (category_id, author_id, title, summary, content, status, views, likes, created_at)
    SELECT ${cat.id}, ${author.id}, '攻略 ' || g || ' Guide ' || md5(g::text), 'summary ' || g, '<p>body ' || g || '</p>',
      (ARRAY['draft','pending','published','rejected','hidden'])[1 + g % 5], (g * 7919) % 100000, g % 500,
      now() - (g || ' minutes')::interval
    FROM generate_series(1, ${ROWS}) g`.execute(db);
  await sql`ANALYZE articles`.execute(db);
}

async function timeCalls(label: string, n: number, run: () => Promise<{ code: number }>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await run();
    times.push(performance.now() - start);
    if (res.code !== 1) throw new Error(`${label}: code ${res.code}`);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
  console.log(`${label.padEnd(44)} p50 ${pct(0.5).padStart(7)} ms   p95 ${pct(0.95).padStart(7)} ms`);
}

async function main() {
  const backend = testBackends().includes('postgres') ? 'postgres' : 'pglite';
  const t = await createTestApp(backend);
  try {
    const seedStart = performance.now();
    await seedArticles(t);
    console.log(`backend ${backend}, ${ROWS} articles seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`);
    const staff = await t.createStaff({ username: 'bench', role: '*' });
    const token = await t.login('bench', staff.password);
    const list = (body: object) => () => t.call('/mdr/articles/list', body, { token });
    await timeCalls('list page 1 (newest first)', 50, list({ page: 1, pageSize: 20 }));
    await timeCalls('list status=pending, sort views', 50, list({ pageSize: 50, sort: 'views', order: 'DESC', filter: { status: 'pending' } }));
    await timeCalls('list keyword q="Guide 777"', 30, list({ filter: { q: 'Guide 777' } }));
    await timeCalls('list deep page (page 2000 of 20)', 20, list({ page: 2000, pageSize: 20 }));
    await exportFigures(t, token);
  } finally {
    await t.close();
  }
}

async function exportFigures(t: Awaited<ReturnType<typeof createTestApp>>, token: string) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
  const start = performance.now();
  const res = await t.call('/mdr/articles/export', {}, { token });
  clearInterval(sampler);
  const secs = (performance.now() - start) / 1000;
  const lines = res.body.split('\n').length - 2;
  console.log(`\nexport: ${lines} rows, ${(res.body.length / 1e6).toFixed(1)} MB in ${secs.toFixed(1)} s `
    + `(${Math.round(lines / secs)} rows/s); RSS growth ${((peak - before) / 1e6).toFixed(0)} MB`);
  console.log('(app.inject buffers the whole answer in this process, so the RSS growth includes the CSV itself;'
    + ' the server streams it in batches of 500 rows)');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
