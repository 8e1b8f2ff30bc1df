// The items CSV import against uploads made to hold the server: one quoted
// field of 10, 20 and 60 MB (BENCH_ATTACK_FIELD_MB), and a file past the
// 64 MB limit (66 MB of ordinary rows), sent once streamed (no Content-Length:
// the server learns the size as it reads) and once with its Content-Length.
// Each upload's answer time and message, and /health/live polled every 20 ms
// meanwhile (p50 / p95 / max, answers over 250 ms), after the same poll on the
// idle app; uploads and polls each from a worker thread, so neither costs the
// app's thread. Not a test: `npm run bench:import-attack`. Database:
// TEST_DATABASE_URL, else PGlite.
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { runBench } from './app';
import { formatStats, startPolls, statsOf } from './poll';
import type { UploadSpec } from './upload-worker';

const FIELD_MB = (process.env.BENCH_ATTACK_FIELD_MB ?? '10,20,60').split(',').filter(Boolean).map(Number);
const FILE_MB = Number(process.env.BENCH_ATTACK_FILE_MB ?? 66);
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

const WORKER = new URL('./upload-worker.ts', import.meta.url).href;
const BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER)}); })`;

function upload(spec: UploadSpec): Promise<{ seconds: number; outcome: string }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, { eval: true, workerData: spec });
    worker.once('message', (answer) => {
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

runBench(async (db) => {
  await db.insertInto('game_versions').values({ name: '11.2.7', build: 64484, released_at: new Date() }).execute();
}, '*', async ({ kind, base, token }) => {
  const live = { name: 'live', url: `${base}/health/live`, intervalMs: 20 };
  const idle = startPolls([live]);
  await idle.ready;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  console.log(`${kind}; load average ${load()}`);
  console.log(`idle: /health/live ${formatStats(statsOf((await idle.stop())[0].times))}`);

  const send = async (label: string, kind: UploadSpec['kind'], mb: number, declared = false) => {
    const polls = startPolls([live]);
    await polls.ready;
    const { seconds, outcome } = await upload({ url: `${base}/mdr/item_import/check`, kind, mb, declared,
      headers: { appid: '4', token, 'content-type': 'text/csv', lang: 'en-US' } });
    const [poll] = await polls.stop();
    console.log(`${label.padEnd(38)} ${seconds.toFixed(2).padStart(6)} s  ${outcome.slice(0, 110)}`);
    console.log(`${''.padEnd(38)} /health/live meanwhile: ${formatStats(statsOf(poll.times))}`);
  };
  for (const mb of FIELD_MB) await send(`one quoted field of ${mb} MB`, 'field', mb);
  await send(`${FILE_MB} MB of rows, streamed`, 'rows', FILE_MB);
  await send(`${FILE_MB} MB of rows, with Content-Length`, 'rows', FILE_MB, true);
  console.log(`load average ${load()}`);
});
