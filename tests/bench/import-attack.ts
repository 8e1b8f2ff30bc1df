// The items CSV import against uploads made to hold the server: one quoted
// field of 10, 20 and 60 MB (BENCH_ATTACK_FIELD_MB), and a file past the
// 64 MB limit (66 MB of ordinary rows), sent once streamed (no Content-Length:
// the server learns the size as it reads) and once with its Content-Length.
// Each upload's answer time and message, and /health/live polled every 20 ms
// from a worker thread meanwhile (p50 / p95 / max, answers over 250 ms), after
// the same poll on the idle app. Not a test: `npm run bench:import-attack`.
// Database: TEST_DATABASE_URL, else PGlite.
import { loadavg } from 'node:os';
import { Readable } from 'node:stream';
import { runBench } from './app';
import { formatStats, startPolls, statsOf } from './poll';

const FIELD_MB = (process.env.BENCH_ATTACK_FIELD_MB ?? '10,20,60').split(',').filter(Boolean).map(Number);
const FILE_MB = Number(process.env.BENCH_ATTACK_FILE_MB ?? 66);
const MB = 1024 * 1024;
const HEADER = 'type,item_id,game_version,name_zh,name_en,icon_url,quality,item_level\n';
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

/** One row whose name_en is one quoted field of `mb` MB, made a megabyte at a time as the upload reads it. */
function longField(mb: number): Readable {
  const block = 'x'.repeat(MB);
  return Readable.from((function* parts() {
    yield `${HEADER}0,1,11.2.7,名字,"`;
    for (let i = 0; i < mb; i++) yield block;
    yield '",,1,1\n';
  })());
}

/** Ordinary rows up to `mb` MB. */
function manyRows(mb: number): Readable {
  return Readable.from((function* parts() {
    yield HEADER;
    let sent = 0;
    for (let i = 0; sent < mb * MB; i++) {
      let chunk = '';
      for (let j = 0; j < 1000; j++) chunk += `0,${100000 + i * 1000 + j},11.2.7,蛛魔板甲头盔,Nerubian Plate Helm ${j},,4,600\n`;
      sent += Buffer.byteLength(chunk);
      yield chunk;
    }
  })());
}

const bufferOf = async (stream: Readable) => Buffer.from((await stream.toArray()).join(''));

runBench(async (db) => {
  await db.insertInto('game_versions').values({ name: '11.2.7', build: 64484, released_at: new Date() }).execute();
}, '*', async ({ kind, base, token }) => {
  const live = { name: 'live', url: `${base}/health/live`, intervalMs: 20 };
  const idle = startPolls([live]);
  await idle.ready;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  console.log(`${kind}; load average ${load()}`);
  console.log(`idle: /health/live ${formatStats(statsOf((await idle.stop())[0].times))}`);

  const send = async (label: string, body: Readable | Buffer) => {
    const polls = startPolls([live]);
    await polls.ready;
    const started = performance.now();
    let outcome: string;
    try {
      const res = await fetch(`${base}/mdr/item_import/check`, {
        method: 'POST', headers: { appid: '4', token, 'content-type': 'text/csv', lang: 'en-US' },
        body: Buffer.isBuffer(body) ? body : Readable.toWeb(body) as ReadableStream, duplex: 'half',
      } as RequestInit);
      const answer = await res.json() as { code: number; message: string };
      outcome = `${answer.code} ${answer.message}`;
    } catch (err) {
      outcome = `no answer: ${(err as Error).message}`;
    }
    const seconds = (performance.now() - started) / 1000;
    const [poll] = await polls.stop();
    console.log(`${label.padEnd(38)} ${seconds.toFixed(2).padStart(6)} s  ${outcome.slice(0, 110)}`);
    console.log(`${''.padEnd(38)} /health/live meanwhile: ${formatStats(statsOf(poll.times))}`);
  };
  for (const mb of FIELD_MB) await send(`one quoted field of ${mb} MB`, longField(mb));
  await send(`${FILE_MB} MB of rows, streamed`, manyRows(FILE_MB));
  await send(`${FILE_MB} MB of rows, with Content-Length`, await bufferOf(manyRows(FILE_MB)));
  console.log(`load average ${load()}`);
});
