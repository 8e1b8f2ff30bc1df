// Calls made from a worker thread while a bench's attack runs on the app's own
// event loop: a poll of /health every few milliseconds, or clients sending a
// body over and over. Timed in the worker, so a blocked app shows as a slow
// answer, not as a poll that was simply sent late (a poll in the app's thread
// would wait with it and look quick).
import { Worker } from 'node:worker_threads';

export interface PollSpec {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** clients calling side by side, each one call after the other (default 1) */
  concurrency?: number;
  /** pause between one client's calls, ms (default 0) */
  intervalMs?: number;
}

export interface PollResult {
  name: string;
  /** every answer's time, ms, in order */
  times: number[];
  /** how many answers of each envelope code (or `http <status>`, or `error`) */
  codes: Record<string, number>;
}

export interface Stats { count: number; p50: number; p95: number; max: number; over250: number }

export function statsOf(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN);
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN, over250: sorted.filter((t) => t > 250).length };
}

export const formatStats = (s: Stats) =>
  `${s.count} answers, p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms, ${s.over250} over 250 ms`;

const WORKER = new URL('./poll-worker.ts', import.meta.url).href;
const BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER)}); })`;

/**
 * Starts the calls: `ready` once every spec has been answered once (a worker
 * takes a while to start), `stop()` ends them (each client finishes its call
 * in flight) and answers their times from `ready` on.
 */
export function startPolls(specs: PollSpec[]): { ready: Promise<void>; stop(): Promise<PollResult[]> } {
  const worker = new Worker(BOOT, { eval: true, workerData: specs });
  let started!: () => void;
  const ready = new Promise<void>((resolve) => { started = resolve; });
  const results = new Promise<PollResult[]>((resolve, reject) => {
    worker.on('message', (r: PollResult[] | 'ready') => {
      if (r === 'ready') return started();
      resolve(r);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
  return {
    ready,
    stop() {
      worker.postMessage('stop');
      return results;
    },
  };
}
