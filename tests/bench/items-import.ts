// Benchmark of the items CSV import: ROWS (100,000) generated rows streamed as
// the request body to the check and then the commit, against the listening
// app; prints rows/s of each and the process's peak RSS over its RSS before
// (the upload is generated as it is sent, so the figure is the server's) and
// its peak JS heap. On PGlite the RSS also holds the embedded database itself,
// which grows with the rows written; PostgreSQL's figure is the import's.
// Not a test: run by `npm run bench`. Database: TEST_DATABASE_URL, else PGlite.
import { loadavg } from 'node:os';
import { Readable } from 'node:stream';
import { runBench } from './app';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const ICON = 'https://wow.zamimg.com/images/wow/icons/large/inv_sword_1h_earthendungeon_d_01.jpg';
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

/** The CSV, made a few hundred lines at a time as the upload reads it. */
function csv(rows: number, rename = ''): Readable {
  return Readable.from((function* lines() {
    yield 'type,item_id,game_version,name_zh,name_en,icon_url,quality,item_level\n';
    for (let i = 0; i < rows; i += 500) {
      let chunk = '';
      for (let j = i; j < Math.min(rows, i + 500); j++) {
        chunk += `0,${300000 + j},11.2.7,"蛛魔板甲头盔 ${j}${rename}","Nerubian Plate Helm ${j}${rename}",${ICON},${j % 8},${580 + (j % 100)}\n`;
      }
      yield chunk;
    }
  })());
}

/** Peak RSS while `work` runs, sampled every 20 ms. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number; heap: number }> {
  let peak = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, process.memoryUsage().rss), heap };
  } finally {
    clearInterval(timer);
  }
}

runBench(async (db) => {
  await db.insertInto('game_versions').values({ name: '11.2.7', build: 64484, released_at: new Date() }).execute();
}, '*', async ({ kind, base, token }) => {
  const send = async (action: 'check' | 'commit', rename = '') => {
    const started = performance.now();
    const res = await fetch(`${base}/mdr/item_import/${action}`, {
      method: 'POST', headers: { appid: '4', token, 'content-type': 'text/csv', lang: 'en-US' },
      body: Readable.toWeb(csv(ROWS, rename)) as ReadableStream, duplex: 'half',
    } as RequestInit);
    const answer = await res.json();
    if (answer.code !== 1) throw new Error(`${action}: ${answer.code} ${answer.message}`);
    return { seconds: (performance.now() - started) / 1000, report: answer.data };
  };
  global.gc?.();
  const before = process.memoryUsage().rss;
  console.log(`${kind}; ${ROWS.toLocaleString('en-US')} rows; RSS before ${mb(before)}, JS heap ${mb(process.memoryUsage().heapUsed)}; load average ${load()}`);
  for (const [label, action, rename] of [['check (all new)', 'check', ''], ['commit (all new)', 'commit', ''],
    ['commit (all changed)', 'commit', ' v2'], ['commit (unchanged)', 'commit', ' v2']] as const) {
    global.gc?.(); // each run starts from the live heap, not the previous run's garbage
    const { result, peak, heap } = await peakRss(() => send(action, rename));
    const r = result.report;
    console.log(`${label.padEnd(22)} ${(ROWS / result.seconds).toFixed(0).padStart(7)} rows/s  ${result.seconds.toFixed(2)} s  `
      + `peak RSS ${mb(peak)} (+${mb(peak - before)}), JS heap ${mb(heap)}  new ${r.new} changed ${r.changed} unchanged ${r.unchanged}`);
  }
  console.log(`load average ${load()}`);
});
