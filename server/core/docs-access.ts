// Who may read the API document (/docs: Swagger UI, its files, /docs/json and
// /docs/yaml: every route and action key). With PUBLIC_DOCS=true, anyone;
// otherwise signed-in staff holding `api_docs.read` (role '*' does).
//
// Staff sign in with a `token` header, which a browser's link to /docs cannot
// carry, and a token in a URL would be kept by access logs and browser history.
// So the panel's "API docs" button first POSTs /mdr/api_docs/open with its
// token (the envelope route, its key checked like any other), whose answer sets
// the token as a cookie only a /docs request carries: HttpOnly (no script reads
// it), SameSite=Strict (no other site's page sends it), Path=/docs (no other
// request carries it; the API never reads cookies, so it opens nothing else),
// Secure over https. Each /docs request resolves that session again, as an API
// call does (alive, not revoked, its account enabled, the key still held), so
// signing out, a revoked session or a removed key closes the document at once.
// Anything else under /docs is refused: a short page in both languages for a
// browser, the envelope (-3 or -2) otherwise; never the document.
import { Type } from 'typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ActionKey } from '../../contract/access/actionKeys';
import { hasKey } from '../../contract/access/modules';
import { Envelope, ok } from './envelope';
import { forbidden, relogin } from './errors';
import { requireCtx } from './hooks';
import { t } from './i18n';
import { servedOverHttps } from './origin';
import type { SessionCache } from './session-cache';
import './messages';

export const DOCS_KEY: ActionKey = 'api_docs.read';
export const DOCS_PREFIX = '/docs';
export const DOCS_COOKIE = 'mdr_docs';

/** The Set-Cookie value that opens /docs for this token's session, or (token null) forgets it. */
function docsCookie(app: FastifyInstance, token: string | null): string {
  const life = token === null ? 0 : app.config.sessionAbsoluteHours * 3600;
  return [`${DOCS_COOKIE}=${token ?? ''}`, `Path=${DOCS_PREFIX}`, 'HttpOnly', 'SameSite=Strict', `Max-Age=${life}`,
    ...(servedOverHttps(app.config) ? ['Secure'] : [])].join('; ');
}

function cookieToken(request: FastifyRequest): string | undefined {
  const pair = (request.headers.cookie ?? '').split(';').map((c) => c.trim()).find((c) => c.startsWith(`${DOCS_COOKIE}=`));
  return pair?.slice(DOCS_COOKIE.length + 1) || undefined;
}

/** The refusal a person reads in a browser, in both languages (no session carries a language here). */
function refusalPage(key: string): string {
  const both = (k: string) => `<p lang="zh-CN">${t('zh-CN', k)}</p><p lang="en-US">${t('en-US', k)}</p>`;
  return '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>API · 接口文档</title>'
    + '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6">'
    + `${both(key)}<p><a href="/">${t('zh-CN', 'docs.to_panel')} · ${t('en-US', 'docs.to_panel')}</a></p></body></html>`;
}

/** The onRequest hook of everything under /docs: passes the cookie's session holding the key, refuses the rest. */
export function docsGate(sessions: SessionCache) {
  return async function gate(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const session = await sessions.resolve(this.db, this.config, cookieToken(request));
    if (session && hasKey(session.actor, DOCS_KEY)) return undefined;
    reply.header('set-cookie', docsCookie(this, null)).header('cache-control', 'no-store');
    if (!String(request.headers.accept ?? '').includes('text/html')) throw session ? forbidden() : relogin();
    reply.code(session ? 403 : 401).type('text/html; charset=utf-8').send(refusalPage(session ? 'docs.no_key' : 'docs.signed_out'));
    return reply;
  };
}

/** POST /mdr/api_docs/open, in the API context: the cookie that opens /docs for the caller's session. */
export async function docsOpenRoute(app: FastifyInstance): Promise<void> {
  app.post('/mdr/api_docs/open', {
    config: { permission: DOCS_KEY, keyModule: 'mdr.dashboard', readOnly: true },
    schema: {
      tags: ['api_docs'],
      summary: `Opens the API document at ${DOCS_PREFIX}/ for this session, in this browser (an HttpOnly cookie for ${DOCS_PREFIX} only)`,
      body: Type.Object({}), response: { 200: Envelope(Type.Object({ url: Type.String() })) },
    },
  }, async (request, reply) => {
    requireCtx(request);
    reply.header('set-cookie', docsCookie(app, String(request.headers.token)));
    return ok(request, { url: `${DOCS_PREFIX}/` });
  });
}
