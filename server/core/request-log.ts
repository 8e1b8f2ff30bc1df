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
  if (typeof payload !== 'string') return;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return;
  const match = ENVELOPE_START.exec(payload);
  if (match) request.envelopeCode = Number(match[1]);
}

export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest('envelopeCode', null);
  app.addHook('onSend', async (request, reply, payload) => {
    readEnvelopeCode(request, reply, payload);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const line = {
      method: request.method,
      route,
      ...(route === null ? { url: request.url.slice(0, 200) } : {}),
      status: reply.statusCode,
      code: request.envelopeCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (route !== null && PROBES.has(route)) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  });
}
