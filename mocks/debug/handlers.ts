// The spec's sample-only calls (docs/panel.md "Debug mode"), served by MSW in debug mode
// (`npm run dev:mock`) in the sample envelope (./envelope.ts).
import { http, type HttpResponseResolver } from 'msw';
import { contentData, popularList, POPULAR_TYPES, type PopularType } from './data/dashboard';
import { SAMPLE_MENU } from './data/menu';
import { sampleMessages } from './data/messages';
import { accountByLogin, accountByToken, type SampleAccount } from './data/user';
import { sampleDelay } from './delay';
import { failure, SampleCode, success } from './envelope';
import { langOf, SAMPLE_TEXT, type SampleLang } from './lang';
import { markRead, readIds } from './messageStore';
import { getSampleRole, setSampleRole } from './role';

type SignedInResolver = (args: { request: Request; account: SampleAccount; lang: SampleLang }) => Response | Promise<Response>;

/** The sample delay, then 50008 without a sample token, else `resolve`. */
const signedIn = (resolve: SignedInResolver): HttpResponseResolver => async ({ request }) => {
  await sampleDelay();
  const lang = langOf(request);
  const account = accountByToken(request.headers.get('token'));
  if (!account) return failure(SAMPLE_TEXT[lang].notLoggedIn, SampleCode.notLoggedIn);
  return resolve({ request, account, lang });
};

async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const login: HttpResponseResolver = async ({ request }) => {
  await sampleDelay();
  const text = SAMPLE_TEXT[langOf(request)];
  const body = await jsonBody(request);
  if (!body) return failure(text.badBody);
  const username = typeof body.username === 'string' ? body.username : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!username) return failure(text.usernameRequired);
  if (!password) return failure(text.passwordRequired);
  const account = accountByLogin(username, password);
  if (!account) return failure(text.badCredentials);
  setSampleRole(account.role);
  return success({ token: account.token });
};

const messageRead = signedIn(async ({ request, lang }) => {
  const ids = (await jsonBody(request))?.ids;
  if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id))) return failure(SAMPLE_TEXT[lang].badBody);
  markRead(ids as number[]);
  return success(true);
});

const isPopularType = (value: string): value is PopularType => (POPULAR_TYPES as readonly string[]).includes(value);

const popular = signedIn(({ request, lang }) => {
  const type = new URL(request.url).searchParams.get('type') || 'text';
  if (!isPopularType(type)) return failure(SAMPLE_TEXT[lang].badType);
  return success(popularList(type, lang));
});

export const debugHandlers = [
  http.get('/api/user/info', signedIn(({ account, lang }) => success({ ...account.profile[lang], role: getSampleRole() }))),
  http.post('/api/user/login', login),
  http.post('/api/user/logout', async () => {
    await sampleDelay();
    return success(null);
  }),
  http.get('/api/user/menu', signedIn(() => success(SAMPLE_MENU))),
  http.get('/api/message/list', signedIn(({ lang }) => {
    const read = readIds();
    return success(sampleMessages(lang).map((m) => (read.has(m.id) ? { ...m, status: 1 as const } : m)));
  })),
  http.post('/api/message/read', messageRead),
  http.get('/api/content-data', signedIn(() => success(contentData()))),
  http.get('/api/popular/list', popular),
];

/** Every other API path (docs/api.md) in debug mode: a clear "not served here" instead of a dead proxy. */
export const unavailableHandlers = ['/api/*', '/user/*', '/mdr/*', '/v3/*'].map((path) =>
  http.all(path, async ({ request }) => {
    await sampleDelay();
    const { pathname } = new URL(request.url);
    return failure(SAMPLE_TEXT[langOf(request)].unavailable.replace('%{path}', pathname));
  }));
