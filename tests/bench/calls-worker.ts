// The clients of tests/bench/calls.ts: plain node:http with one kept-alive
// socket per client; posts back throughput, latency percentiles and failures.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { CallsResult, CallsSpec } from './calls';

const spec = workerData as CallsSpec;
const agent = new Agent({ keepAlive: true, maxSockets: spec.bodies?.length ?? spec.ids.length });
const times: number[] = [];
let failures = 0;
let ranOut = 0;
let firstFailure: string | null = null;
let n = spec.firstN;

function call(body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(spec.url, { method: 'POST', agent, headers: { ...spec.headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function client(c: number, until: number): Promise<void> {
  const bodies = spec.bodies?.[c];
  const length = bodies ? bodies.length : spec.ids[c].length;
  for (let i = 0; performance.now() < until; i++) {
    if (i >= length && !spec.cycle) {
      ranOut++;
      return;
    }
    const body = (bodies ? bodies[i % length] : spec.template.replace('{id}', String(spec.ids[c][i % length]))).replace('{n}', String(n++));
    const started = performance.now();
    const answer = await call(body).catch((err: Error) => `transport: ${err.message}`);
    times.push(performance.now() - started);
    if (!answer.startsWith('{"code":1,')) {
      failures++;
      firstFailure ??= answer.slice(0, 300);
    }
  }
}

const started = performance.now();
const clients = spec.bodies?.length ?? spec.ids.length;
await Promise.all(Array.from({ length: clients }, (_, c) => client(c, started + spec.seconds * 1000)));
const seconds = (performance.now() - started) / 1000;
times.sort((a, b) => a - b);
const pct = (p: number) => (times.length ? times[Math.min(times.length - 1, Math.floor(p * times.length))] : NaN);
const answer: CallsResult = {
  requests: times.length, reqPerSec: times.length / seconds, p50: pct(0.5), p95: pct(0.95), failures, ranOut, firstFailure,
};
agent.destroy();
parentPort!.postMessage(answer);
