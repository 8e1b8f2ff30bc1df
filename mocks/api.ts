// An in-memory stand-in for the envelope API (docs/api.md) for the panel's unit
// tests: it records every call and answers session calls like the real API.
// Tests override any path with `reply`.
import { http, HttpResponse } from 'msw';
import { STAFF } from './fixtures';

export const API_BASE = 'http://localhost';

export interface RecordedCall {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export interface Answer {
  status?: number;
  /** an envelope, or anything else to send raw (e.g. an HTML error page) */
  body?: unknown;
  /** raw text with a content type (CSV exports) */
  text?: { content: string; type: string; headers?: Record<string, string> };
  /** drop the connection */
  networkError?: boolean;
  /** answer this many ms late (a slow server) */
  delayMs?: number;
}

type Responder = (call: RecordedCall) => Answer;

export const ok = (data: unknown): Answer => ({ status: 200, body: { code: 1, message: '', data } });
export const fail = (code: number, message: string, data: unknown = null, status = 400): Answer =>
  ({ status, body: { code, message, data } });

const relogin = () => fail(-3, 'Please sign in again', { relogin: true }, 401);

function sessionAnswer(call: RecordedCall): Answer | undefined {
  const byToken = STAFF.find((s) => s.token === call.headers.token);
  switch (call.path) {
    case '/api/user/login': {
      const staff = STAFF.find((s) => s.username === call.body.username && s.password === call.body.password);
      return staff ? ok({ token: staff.token }) : fail(0, '账号或者密码错误', null, 400);
    }
    case '/user/info':
      return byToken ? ok(byToken.info) : relogin();
    case '/user/logout':
      return byToken ? ok(null) : relogin();
    default:
      return undefined;
  }
}

/** Plausible answers for /mdr/<resource>/<action> so a screen can render. */
function resourceAnswer(call: RecordedCall): Answer {
  // a workplace card: every card shape's fields, empty (contract/records/dashboard.ts)
  if (call.path.startsWith('/mdr/dashboard/')) {
    return ok({ figures: {}, daily: [], period: call.body.period ?? 'all', lists: {}, rows: [], monthly: 0, lastMonth: 0 });
  }
  const action = call.path.split('/')[3] ?? '';
  const body = call.body;
  if (action === 'list') return ok({ list: [], total: 0 });
  if (action === 'get_many') return ok({ list: ((body.ids as unknown[]) ?? []).map((id) => ({ id, version: 1 })) });
  if (action.endsWith('_many')) return ok({ ids: body.ids ?? [] });
  if (action === 'create') return ok({ ...(body.data as object), id: 100, version: 1 });
  return ok({ id: body.id ?? 1, version: 1 });
}

function toResponse(answer: Answer) {
  if (answer.networkError) return HttpResponse.error();
  if (answer.text) {
    return new HttpResponse(answer.text.content, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': answer.text.type, ...answer.text.headers },
    });
  }
  const status = answer.status ?? 200;
  return typeof answer.body === 'string'
    ? new HttpResponse(answer.body, { status, headers: { 'Content-Type': 'text/html' } })
    : HttpResponse.json(answer.body as object, { status });
}

export function createMockApi() {
  const calls: RecordedCall[] = [];
  const overrides = new Map<string, Responder>();

  const handler = http.post(`${API_BASE}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const call: RecordedCall = {
      path,
      headers: Object.fromEntries(request.headers.entries()),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
    calls.push(call);
    const answer = overrides.get(path)?.(call) ?? sessionAnswer(call) ?? resourceAnswer(call);
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return toResponse(answer);
  });

  return {
    handlers: [handler],
    calls,
    /** the calls made to one path */
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    lastCall: (path: string) => calls.filter((c) => c.path === path).at(-1),
    reply(path: string, answer: Answer | Responder) {
      overrides.set(path, typeof answer === 'function' ? answer : () => answer);
    },
    reset() {
      calls.length = 0;
      overrides.clear();
    },
  };
}

export type MockApi = ReturnType<typeof createMockApi>;
