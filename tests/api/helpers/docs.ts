// The API document as a key holder reads it: /docs is open only to signed-in
// staff holding api_docs.read, through the cookie POST /mdr/api_docs/open sets
// (server/core/docs-access.ts).
import { sessionFor, type Grant } from './grants';
import type { TestApp } from '.';

/** The `cookie` header that opens /docs for a new session of `grant` (role '*' unless given). */
export async function docsCookie(t: TestApp, grant: Grant = { role: '*' }): Promise<string> {
  const { token } = await sessionFor(t, grant);
  const res = await t.call('/mdr/api_docs/open', {}, { token });
  if (res.code !== 1) throw new Error(`api_docs/open: ${res.code} ${res.message}`);
  return String(res.headers['set-cookie']).split(';')[0];
}

/** GET `url` under /docs as a key holder. */
export async function getDocs(t: TestApp, url = '/docs/json', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: await docsCookie(t), ...headers } });
}

/** The OpenAPI document /docs/json serves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads any path of it
export const apiDocument = async (t: TestApp): Promise<any> => (await getDocs(t)).json();
