// The panel's calls, as its code makes them: the same post/download as
// ./client.ts, which (with axios) is fetched by the first call rather than
// with the login page (docs/performance.md).
import type { CallOptions, Download } from './client';

export type { CallOptions, Download } from './client';

let client: Promise<typeof import('./client')> | undefined;

/** The client module; call it early (the sign-in form does on first input) to have it ready. */
export const loadClient = () => (client ??= import('./client'));

/** POSTs `body` to `path` and returns the envelope's data; throws ApiError otherwise. */
export async function post<T>(path: string, body: object = {}, options: CallOptions = {}): Promise<T> {
  return (await loadClient()).post<T>(path, body, options);
}

/** POSTs and returns the raw answer as a Blob (CSV export); see ./client.ts. */
export async function download(path: string, body: object = {}, options: CallOptions = {}): Promise<Download> {
  return (await loadClient()).download(path, body, options);
}
