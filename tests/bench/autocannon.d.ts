// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** seconds */
    duration?: number;
    /** seconds before a call counts as timed out */
    timeout?: number;
    verifyBody?: (body: string) => boolean;
  }
  /** the raw counters, as autocannon answers them inside a worker thread */
  interface Result {
    /** seconds */
    duration: number;
    totalCompletedRequests: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
  }
  function autocannon(opts: Options, done: (err: Error | null, result: Result) => void): EventEmitter;
  export default autocannon;
}
