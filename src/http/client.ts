// The one HTTP client of the panel: every call is a POST to the same origin (the
// Vite dev server proxies API paths), answered with the envelope of docs/api.md.
import axios, { type AxiosResponse } from 'axios';
import { ApiCode, ApiError, REQUEST_ERROR, unwrap } from './ApiError';
import { announceSessionExpired, countInFlight } from './events';
import { getStoredLocale, getToken } from './storage';
import { announceAccountSetup, withStepUp } from './stepUp';

// Who listens to the calls (progress bar, relogin dialog) lives in ./events, without axios.
export { callsInFlight, onInFlightChange, onSessionExpired } from './events';

/** Fixed by the spec (docs/domain.md "Constants"); the API refuses any other value. */
export const APP_ID = '4';

export const http = axios.create({
  baseURL: '',
  headers: { 'Content-Type': 'application/json' },
  // The envelope, not the HTTP status, says what happened: read every answer.
  validateStatus: () => true,
  // No timeout by default (docs/domain.md "Constants"): exports stream every matching row.
  timeout: 0,
});

http.interceptors.request.use((config) => {
  config.headers.set('appid', APP_ID);
  const token = getToken();
  if (token) config.headers.set('token', token);
  config.headers.set('lang', getStoredLocale());
  return config;
});

// Calls in flight, for the progress bar. Registered after the interceptor above,
// so it runs first: whatever fails later still ends here.
http.interceptors.request.use((config) => {
  countInFlight(1);
  return config;
});
http.interceptors.response.use(
  (response) => {
    countInFlight(-1);
    return response;
  },
  (error: unknown) => {
    countInFlight(-1);
    return Promise.reject(error);
  },
);

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * false: a dead session (-3) is the caller's business, so the relogin dialog
   * stays shut (signing in, the route guard's user info, logout itself).
   */
  relogin?: boolean;
}

function announceExpiry(error: unknown, options: CallOptions): void {
  if (options.relogin === false || !(error instanceof ApiError)) return;
  if (error.code === ApiCode.relogin || error.status === 401) announceSessionExpired();
}

/** unwrap(), telling the listeners when the answer ends the session. */
function unwrapAnswer<T>(body: unknown, status: number, options: CallOptions): T {
  try {
    return unwrap<T>(body, status);
  } catch (error) {
    announceExpiry(error, options);
    announceAccountSetup(error);
    throw error;
  }
}

async function send(call: () => Promise<AxiosResponse>): Promise<AxiosResponse> {
  try {
    return await call();
  } catch (error) {
    // A cancelled call is not a failure the user should hear about.
    if (axios.isCancel(error)) throw error;
    throw new ApiError(ApiCode.failure, REQUEST_ERROR);
  }
}

/** POSTs `body` to `path` and returns the envelope's data; throws ApiError otherwise. */
export async function post<T>(path: string, body: object = {}, options: CallOptions = {}): Promise<T> {
  return withStepUp(async () => {
    const res = await send(() => http.post(path, body, { signal: options.signal }));
    return unwrapAnswer<T>(res.data, res.status, options);
  });
}

export interface UploadOptions extends CallOptions {
  contentType: string;
  /** the share of the file sent so far, 0..1 */
  onProgress?(fraction: number): void;
}

/** POSTs a file as the raw body (an import's CSV) and returns the envelope's data; throws ApiError otherwise. */
export async function upload<T>(path: string, file: Blob, { contentType, onProgress, ...options }: UploadOptions): Promise<T> {
  const res = await send(() => http.post(path, file, {
    signal: options.signal,
    headers: { 'Content-Type': contentType },
    onUploadProgress: (e) => onProgress?.(e.total ? e.loaded / e.total : 0),
  }));
  return unwrapAnswer<T>(res.data, res.status, options);
}

export interface Download {
  blob: Blob;
  /** From Content-Disposition, when the API names the file. */
  filename: string | null;
}

/**
 * POSTs and returns the raw answer as a Blob (CSV export). An error answer is
 * still an envelope, so it is read back out of the blob and thrown as ApiError.
 */
export async function download(path: string, body: object = {}, options: CallOptions = {}): Promise<Download> {
  const res = await send(() => http.post(path, body, { responseType: 'blob', signal: options.signal }));
  const type = String(res.headers['content-type'] ?? '');
  if (res.status === 200 && !type.includes('application/json')) {
    return { blob: res.data as Blob, filename: filenameOf(res.headers['content-disposition']) };
  }
  unwrapAnswer(parseJson(await readText(res.data as Blob)), res.status, options);
  // A success envelope where a file was expected is not a usable export either.
  throw new ApiError(ApiCode.failure, REQUEST_ERROR, null, res.status);
}

// FileReader rather than Blob.text(): the latter is missing from some runtimes (jsdom).
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new ApiError(ApiCode.failure, REQUEST_ERROR));
    reader.readAsText(blob);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function filenameOf(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : null;
}
