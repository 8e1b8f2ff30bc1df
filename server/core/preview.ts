// While a session previews a role or a member (docs/preview.md), it reads as them and
// writes nothing: every route that is not a read is refused here, once for every
// module, with -2 `error.preview_read_only` (data.preview: true), before its handler
// runs. Only the routes marked `inPreview` pass besides the reads: signing out, ending
// the preview, and the session's own info and menu. A write that slipped through
// (a route misnamed a read) is still stopped by its audit row (core/audit.ts
// writeAudit refuses a previewing actor), which rolls the write back with it.
import type { FastifyRequest } from 'fastify';
import type { Actor, RequestContext } from './context';
import { AppError, Code } from './errors';

/**
 * The last segments of hand-written routes that answer without changing anything
 * (the resources' own reads are `readOnly` already): a list, one record, a record's
 * history, a chart's figures, one's unread count, one's sessions, a webhook's deliveries.
 */
const READ_ACTIONS = new Set(['list', 'get', 'get_many', 'history', 'lookup', 'summary', 'stats', 'daily', 'days', 'unread', 'sessions', 'deliveries']);

/** Reading keys: their routes only read (contract/access/actionKeys.ts: reads share `<resource>.read`; the workplace's cards). */
const READ_KEY = /\.(read|read_money)$|^dashboard\./;

/** The route only reads (so it is answered while previewing). */
export function readsOnly(request: FastifyRequest): boolean {
  const { config, url = '' } = request.routeOptions;
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  if (config.readOnly === true || config.inPreview === true) return true;
  const key = config.permission;
  if (typeof key === 'string' && key.split(/[|&]/).every((k) => READ_KEY.test(k))) return true;
  return READ_ACTIONS.has(url.slice(url.lastIndexOf('/') + 1));
}

export const previewReadOnly = () => new AppError(Code.FORBIDDEN, 'error.preview_read_only', {}, { preview: true });

/** -2 for a write by a previewing session. */
export function refuseWhilePreviewing(request: FastifyRequest, actor: Actor): void {
  if (actor.preview && !readsOnly(request)) throw previewReadOnly();
}

/** The context as the staff member's own, for the rows a previewing session may still write (ending it, signing out). */
export function withoutPreview(ctx: RequestContext): RequestContext {
  const { preview: _previewed, ...own } = ctx.actor;
  return { ...ctx, actor: own };
}
