// The worker of poll.ts: each spec's clients call its URL until told to stop,
// then the answers' times and codes are posted back.
import { parentPort, workerData } from 'node:worker_threads';
import type { PollResult, PollSpec } from './poll';

const specs = workerData as PollSpec[];
let stopping = false;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers before every spec's first are left out: the first connection's cost is no figure of the app. */
let counting = false;
let unanswered = specs.length;

async function client(spec: PollSpec, result: PollResult, first: boolean): Promise<void> {
  while (!stopping) {
    const started = performance.now();
    let code: string;
    try {
      const res = await fetch(spec.url, { method: spec.method ?? 'GET', headers: spec.headers, body: spec.body });
      const text = await res.text();
      code = text.startsWith('{"code":') ? String(JSON.parse(text).code) : `http ${res.status}`;
    } catch {
      code = 'error';
    }
    if (counting) {
      result.times.push(performance.now() - started);
      result.codes[code] = (result.codes[code] ?? 0) + 1;
    } else if (first) {
      first = false;
      if (--unanswered === 0) {
        counting = true;
        parentPort!.postMessage('ready');
      }
    }
    if (spec.intervalMs) await sleep(spec.intervalMs);
  }
}

const results: PollResult[] = specs.map((s) => ({ name: s.name, times: [], codes: {} }));
const running = specs.flatMap((spec, i) => Array.from({ length: spec.concurrency ?? 1 }, (_, c) => client(spec, results[i], c === 0)));
parentPort!.once('message', () => {
  stopping = true;
  void Promise.all(running).then(() => parentPort!.postMessage(results));
});
