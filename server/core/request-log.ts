// One JSON log line per answered request (Fastify's own two lines, "incoming
// request" and "request completed", are turned off in app.ts): the request id
// (`requestId`, the same value as the `x-request-id` header, an error
// envelope's data.requestId and audit_log.request_id), the route as declared,
// the HTTP status, the envelope code and the duration. The probes a load
// balancer or Prometheus call every few seconds log at debug, so they do not
// drown the calls people make.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** the envelope's code of the answer, null when the answer is no envelope (a file, /health, a CSV) */
    envelopeCode: number | null;
  }
}

/** Called every few seconds by machines: logged at debug. */
const PROBES = new Set(['/health', '/health/live', '/health/ready', '/metrics']);

/** An envelope starts with its code (its schema and every error writer put `code` first). */
const ENVELOPE_START = /^\{"code":(-?\d+)[,}]/;

/** The route as declared (`/mdr/articles/list`), or null when none matched (a 404). */
export function routeOf(request: FastifyRequest): string | null {
  return request.is404 ? null : request.routeOptions.url ?? null;
}

function readEnvelopeCode(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  // the first character first: a file or a CSV is passed over without reading its headers
  if (typeof payload !== 'string' || payload.charCodeAt(0) !== OPEN_BRACE) return;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return;
  const match = ENVELOPE_START.exec(payload.slice(0, ENVELOPE_HEAD));
  if (match) request.envelopeCode = Number(match[1]);
}

const OPEN_BRACE = 0x7b;
/** Enough of an answer to hold `{"code":<n>,`: the pattern never looks at the rest of a long page. */
const ENVELOPE_HEAD = 32;

export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest('envelopeCode', null);
  // hooks with `done` (no promise of their own: core/hooks.ts syncHook)
  app.addHook('onSend', (request, reply, payload, done) => {
    readEnvelopeCode(request, reply, payload);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    logAnswer(request, reply);
    done();
  });
}

function logAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const route = routeOf(request);
  const probe = route !== null && PROBES.has(route);
  // the line is only built when it is written (a logger without the check, Fastify's silent one, is simply called)
  const { isLevelEnabled } = request.log as { isLevelEnabled?: (level: string) => boolean };
  if (isLevelEnabled?.call(request.log, probe ? 'debug' : 'info') === false) return;
  const line = {
    method: request.method,
    route,
    ...(route === null ? { url: request.url.slice(0, 200) } : {}),
    status: reply.statusCode,
    code: request.envelopeCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
  };
  if (probe) request.log.debug(line, 'request');
  else request.log.info(line, 'request');
}
