// One load of the bench: `connections` clients calling one API route for
// `seconds` against the listening app, measured by autocannon in a worker thread.
import { Worker } from 'node:worker_threads';

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  seconds: number;
  /** default POST with an envelope answer (code 1 counts); GET counts answers of `expectStatus` */
  method?: 'GET' | 'POST';
  expectStatus?: number;
}

export interface LoadResult {
  requests: number;
  reqPerSec: number;
  /** milliseconds */
  p50: number;
  p95: number;
  /** milliseconds; the 1-connection goal of the list against its page alone (tests/bench/page-alone.ts) */
  p975?: number;
  /** transport errors, timeouts, HTTP errors and answers other than code 1 */
  failures: number;
}

// tsx's loader is registered inside the worker first, so the worker can be TypeScript
const WORKER = new URL('./load-worker.ts', import.meta.url).href;
const BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER)}); })`;

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, { eval: true, workerData: spec });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

const ms = (n: number) => `${n < 100 ? n.toFixed(1) : n.toFixed(0)} ms`.padStart(9);

export function formatLoad(label: string, r: LoadResult): string {
  const failed = r.failures ? `   ${r.failures} FAILED` : '';
  return `${label.padEnd(16)} ${r.reqPerSec.toFixed(1).padStart(8)} req/s   p50 ${ms(r.p50)}   p95 ${ms(r.p95)}`
    + `   (${r.requests} calls)${failed}`;
}
