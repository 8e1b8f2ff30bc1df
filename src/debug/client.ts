// Debug mode's hook into the panel's one HTTP client: an axios adapter, so the
// client's own code (headers, envelope reading, errors) runs unchanged and the
// production build carries none of this. Each call goes through the routing
// table (./routes.ts) to the sample API, and its sample envelope comes back as
// the panel's envelope (./envelope.ts).
import { AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { toPanelEnvelope } from './envelope';
import { routeOf, type Body, type SampleCall } from './routes';

/** The headers the API reads (docs/api.md "Requests"), passed on to the sample API. */
const FORWARDED = ['appid', 'token', 'lang'];

function bodyOf(config: InternalAxiosRequestConfig): Body {
  if (typeof config.data !== 'string') return (config.data ?? {}) as Body;
  try {
    return JSON.parse(config.data) as Body;
  } catch {
    return {};
  }
}

function sampleCaller(config: InternalAxiosRequestConfig): SampleCall {
  const base = config.baseURL || globalThis.location.href;
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = config.headers.get(name);
    if (value !== undefined && value !== null) headers[name] = String(value);
  }
  return async (method, path, body) => {
    const res = await fetch(new URL(path, base), {
      method,
      headers: body ? { ...headers, 'Content-Type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: config.signal as AbortSignal | undefined,
    });
    const text = await res.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text; // not JSON (a dev server's 404 page): the client reports a request error
    }
  };
}

export const debugAdapter: AxiosAdapter = async (config) => {
  const path = new URL(config.url ?? '/', 'http://panel').pathname;
  let answer: unknown;
  try {
    answer = toPanelEnvelope(await routeOf(path)(bodyOf(config), sampleCaller(config)));
  } catch (error) {
    if (config.signal?.aborted) throw new CanceledError(undefined, undefined, config);
    throw error;
  }
  const data = config.responseType === 'blob' ? new Blob([JSON.stringify(answer)], { type: 'application/json' }) : answer;
  return {
    data, status: 200, statusText: 'OK', config, request: null,
    headers: new AxiosHeaders({ 'content-type': 'application/json' }),
  };
};

/** Sends every call of `instance` to the sample API from now on. */
export function installDebugClient(instance: AxiosInstance): void {
  instance.defaults.adapter = debugAdapter;
}
