// Shared set-up of the debug-mode tests: the sample API (mocks/debug) on
// msw/node without its delay, a clean browser storage, and plain calls to it.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { debugHandlers, unavailableHandlers } from '../../../mocks/debug/handlers';
import { SAMPLE_DELAY, setSampleDelay } from '../../../mocks/debug/delay';
import type { SampleEnvelope } from '../../../mocks/debug/envelope';

export const ADMIN_TOKEN = 'sample-token-admin';
export const USER_TOKEN = 'sample-token-user';

/** Starts the sample API for the file's tests; the handlers resolve paths against the page's origin. */
export function startSampleApi() {
  const server = setupServer(...debugHandlers, ...unavailableHandlers);
  beforeAll(() => {
    setSampleDelay(0);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => {
    server.close();
    setSampleDelay(SAMPLE_DELAY);
  });
  return server;
}

interface CallInit { token?: string; lang?: string; body?: unknown; rawBody?: string }

/** One call of the sample API as a browser page would make it. */
export async function sampleCall<T = unknown>(method: 'GET' | 'POST', path: string, init: CallInit = {}) {
  const headers: Record<string, string> = { appid: '4' };
  if (init.token) headers.token = init.token;
  if (init.lang) headers.lang = init.lang;
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(path, window.location.href), { method, headers, body });
  return { status: res.status, envelope: (await res.json()) as SampleEnvelope<T> };
}
