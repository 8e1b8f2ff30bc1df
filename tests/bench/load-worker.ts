// Runs one autocannon load in a worker thread, off the event loop of the app
// under test, and posts back throughput and latency percentiles. autocannon's
// own summary stops at p90/p97.5, so each response time is kept for p95. (In a
// worker thread autocannon answers its raw, not yet aggregated, counters.)
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { LoadSpec, LoadResult } from './load';

const spec = workerData as LoadSpec;
const times: number[] = [];
let wrongStatus = 0;

const instance = autocannon({
  url: spec.url,
  method: spec.method ?? 'POST',
  headers: spec.headers,
  body: spec.body,
  connections: spec.connections,
  duration: spec.seconds,
  // the slow code paths this bench compares against answer in seconds, not milliseconds
  timeout: 120,
  // an envelope error still answers HTTP 200: only code 1 counts as a success
  ...(spec.expectStatus ? {} : { verifyBody: (body: string) => body.startsWith('{"code":1,') }),
}, (err, result) => {
  if (err) throw err;
  times.sort((a, b) => a - b);
  const pct = (p: number) => (times.length ? times[Math.min(times.length - 1, Math.floor(p * times.length))] : NaN);
  const answer: LoadResult = {
    requests: result.totalCompletedRequests,
    reqPerSec: result.totalCompletedRequests / (result.duration || spec.seconds),
    p50: pct(0.5),
    p95: pct(0.95),
    p975: pct(0.975),
    failures: result.errors + result.timeouts + (spec.expectStatus ? wrongStatus : result.non2xx + result.mismatches),
  };
  parentPort!.postMessage(answer);
});
instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
  times.push(ms);
  if (spec.expectStatus && status !== spec.expectStatus) wrongStatus++;
});
