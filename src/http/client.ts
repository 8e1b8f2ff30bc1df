// The one HTTP client of the panel: every call is a POST to the same origin (the
// Vite dev server proxies API paths), answered with the envelope of docs/api.md.
import axios, { type AxiosResponse } from 'axios';
import { ApiCode, ApiError, REQUEST_ERROR, unwrap } from './ApiError';
import { getStoredLocale, getToken } from './storage';

/** Fixed by the spec (§7, §9); the API refuses any other value. */
export const APP_ID = '4';

export const http = axios.create({
  baseURL: '',
  headers: { 'Content-Type': 'application/json' },
  // The envelope, not the HTTP status, says what happened: read every answer.
  validateStatus: () => true,
  // Spec §9: no timeout by default (exports stream every matching row).
  timeout: 0,
});

http.interceptors.request.use((config) => {
  config.headers.set('appid', APP_ID);
  const token = getToken();
  if (token) config.headers.set('token', token);
  config.headers.set('lang', getStoredLocale());
  return config;
});

export interface CallOptions {
  signal?: AbortSignal;
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
  const res = await send(() => http.post(path, body, { signal: options.signal }));
  return unwrap<T>(res.data, res.status);
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
  unwrap(parseJson(await readText(res.data as Blob)), res.status);
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
