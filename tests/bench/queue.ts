// The review queue at 100,000 waiting items (docs/review-queue.md), beside the
// plain article list on the same rows in the same run: p50/p95 and calls/s at 32
// connections (BENCH_CONNECTIONS) and at one, for the queue's first page (all
// types, and articles only) and the article list filtered to pending. Then the
// time from a decision to another reader's live stream hearing of it, and to
// that reader's queue count having changed (what the panel does on the event:
// it reads the list again). Not a test: it asserts nothing; `npm run bench:queue`.
// Database: a fresh one on TEST_DATABASE_URL (dropped afterwards), else PGlite.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { runBench } from './app';
import { formatLoad, runLoad } from './load';
import { ensureArticles } from './seed';

/** ensureArticles cycles five states, so a fifth of the rows are pending: 100,000 waiting items. */
const WAITING = Number(process.argv[2] ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DECISIONS = Number(process.env.BENCH_DECISIONS ?? 20);

const CALLS = [
  { label: 'queue, all types', path: '/mdr/review_queue/list', body: { page: 1, pageSize: 20 } },
  { label: 'queue, articles', path: '/mdr/review_queue/list', body: { type: 'articles', page: 1, pageSize: 20 } },
  { label: 'article list, pending', path: '/mdr/articles/list', body: { page: 1, pageSize: 20, sort: 'createdAt', order: 'ASC', filter: { status: 'pending' } } },
];

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** Reads the stream until an event of `kind` about `id` arrives; resolves with the moment it did. */
function eventFor(reader: ReadableStreamDefaultReader<Uint8Array>, id: number): Promise<number> {
  const decoder = new TextDecoder();
  let buffer = '';
  return (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
      let at: number;
      while ((at = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (/^event: queue$/m.test(block) && data && (JSON.parse(data) as { id: number }).id === id) return performance.now();
      }
    }
  })();
}

runBench(async (db) => {
  const seeded = await ensureArticles(db, WAITING * 5);
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM articles WHERE status = 'pending'`.execute(db);
  console.log(`seeded ${WAITING * 5} articles in ${seeded.toFixed(0)} s, ${rows[0].n} of them pending`);
}, '*', async ({ kind, base, token }) => {
  const headers = { appid: '4', 'content-type': 'application/json', token };
  const post = async (path: string, body: object) => (await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
  console.log(`review queue at ${WAITING} waiting items on ${kind}; load ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  for (const call of CALLS) {
    const spec = { url: `${base}${call.path}`, headers, body: JSON.stringify(call.body) };
    const probe = await post(call.path, call.body);
    if (probe.code !== 1) throw new Error(`${call.path} answered ${JSON.stringify(probe)}`);
    console.log(formatLoad(`${call.label}, ${CONNECTIONS}`, await runLoad({ ...spec, connections: CONNECTIONS, seconds: SECONDS })).replace(/^/, '  '));
    console.log(formatLoad(`${call.label}, 1`, await runLoad({ ...spec, connections: 1, seconds: Math.max(3, SECONDS / 3) })).replace(/^/, '  '));
  }

  // a decision by this member, heard by another reader's stream (a second session of the same staff)
  const other = (await (await fetch(`${base}/api/user/login`, { method: 'POST', headers: { appid: '4', 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: 'bench-pass-1' }) })).json()).data.token as string;
  const otherHeaders = { ...headers, token: other };
  const count = async () => (await (await fetch(`${base}/mdr/review_queue/list`, { method: 'POST', headers: otherHeaders, body: JSON.stringify({ type: 'articles', pageSize: 1 }) })).json()).data.total as number;
  const ticket = (await (await fetch(`${base}/mdr/review_queue/live_ticket`, { method: 'POST', headers: otherHeaders, body: '{}' })).json()).data.ticket as string;
  const stream = await fetch(`${base}/api/review_queue/events?ticket=${encodeURIComponent(ticket)}`);
  const reader = stream.body!.getReader();
  const heard: number[] = [];
  const counted: number[] = [];
  for (let i = 0; i < DECISIONS; i++) {
    const next = (await post('/mdr/review_queue/list', { type: 'articles', page: 1, pageSize: 1 })).data.list[0] as { id: number };
    const before = await count();
    const hearing = eventFor(reader, next.id);
    const start = performance.now();
    const answer = await post('/mdr/articles/approve', { id: next.id });
    if (answer.code !== 1) throw new Error(`approve answered ${JSON.stringify(answer)}`);
    const within = (ms: number) => new Promise<null>((r) => setTimeout(() => r(null), ms).unref());
    const at = await Promise.race([hearing, within(5_000)]);
    if (at === null) throw new Error(`the other reader's stream did not hear of article ${next.id} within 5 s`);
    heard.push(at - start);
    // the other reader's refetch, as its panel does on the event
    for (let tries = 0; (await count()) === before; tries++) if (tries > 1_000) throw new Error(`the count stayed at ${before}`);
    counted.push(performance.now() - start);
  }
  await reader.cancel();
  const line = (label: string, xs: number[]) => `  ${label.padEnd(44)} p50 ${pct(xs, 0.5).toFixed(1)} ms   p95 ${pct(xs, 0.95).toFixed(1)} ms   (${xs.length} decisions)`;
  console.log(line('decision → the other reader\'s stream hears it', heard));
  console.log(line('decision → the other reader\'s count changed', counted));
});
