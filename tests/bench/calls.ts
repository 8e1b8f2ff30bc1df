// A load of distinct calls, where autocannon repeats one: `clients` clients each
// calling one route one call after the other for `seconds`, in a worker thread
// (off the event loop of the servers under test). Client c's call i has the body
// `template` with {id} replaced by ids[c][i] (ids[c] repeated when `cycle`; a
// client whose ids run out stops) and {n} by a number no other call of the run
// has (an idempotency key); or client c's call i has bodies[c][i] (when a call
// varies in more than one field). Envelope answers other than code 1 are failures.
import { Worker } from 'node:worker_threads';
import type { LoadResult } from './load';

export interface CallsSpec {
  url: string;
  headers: Record<string, string>;
  template: string;
  ids: number[][];
  cycle: boolean;
  seconds: number;
  /** the first {n} of this run: each run of a bench starts past the previous one */
  firstN: number;
  /** client c's bodies in place of `template` with ids[c] (cycled when `cycle`); {n} still replaced */
  bodies?: string[][];
}

export interface CallsResult extends LoadResult { ranOut: number; firstFailure: string | null }

const WORKER = new URL('./calls-worker.ts', import.meta.url).href;
const BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER)}); })`;

export function runCalls(spec: CallsSpec): Promise<CallsResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, { eval: true, workerData: spec });
    worker.once('message', (result: CallsResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
