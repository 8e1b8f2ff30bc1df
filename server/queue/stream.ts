// GET /api/review_queue/events?ticket=…: the queue's live feed as server-sent
// events (docs/review-queue.md "Live"). Outside the API context on purpose: an
// EventSource sends neither the appid nor the token header, so the stream is
// opened by a one-use ticket that a signed-in POST issued (./live.ts), never by
// the token in a URL. Each instance subscribes once to the bus channel and
// forwards an event to the streams whose reader may decide its type:
//
//   event: ready    data: {"instance": "…"}            (the stream is flowing: refetch once)
//   event: queue    data: {"type", "id", "kind"}       (refetch the queue, or the item's presence)
//   event: refetch  data: {}                           (events may have been missed: refetch everything)
//   : ping                                             (every 15 s, through proxies' idle timeouts)
//
// A stream ends when its reader's session or keys change (the bus's `sessions`
// announcements), on a gap of the bus, after STREAM_MS, and when the app closes
// (so a rolling restart is not held): the panel opens another with a new ticket.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { relogin } from '../core/errors';
import type { EventPayload } from '../core/events';
import { SESSIONS_CHANNEL } from '../core/session-cache';
import { QUEUE_CHANNEL, redeemTicket, sweepExpiredClaims } from './live';

export const HEARTBEAT_MS = 15_000;
/** A stream's longest life: the panel reopens it, its session checked again. */
export const STREAM_MS = 10 * 60_000;
/** How often expired claims are looked for, while this instance has a stream open. */
export const SWEEP_MS = 5_000;

interface Client { adminId: number; types: Set<string>; out: PassThrough }

const frame = (event: string, data: object) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The streams of this instance, what reaches them, and the timers that run while there are any. */
function streams(app: FastifyInstance) {
  const clients = new Set<Client>();
  let timers: NodeJS.Timeout[] = [];
  const end = (c: Client) => { clients.delete(c); c.out.end(); };
  const stopTimers = () => { for (const t of timers) clearInterval(t); timers = []; };
  const startTimers = () => {
    const ping = setInterval(() => { for (const c of clients) c.out.write(': ping\n\n'); }, HEARTBEAT_MS);
    const sweep = setInterval(() => { sweepExpiredClaims(app.db).catch((err: unknown) => app.log.warn({ err }, 'claim sweep failed')); }, SWEEP_MS);
    timers = [ping, sweep];
    for (const t of timers) t.unref();
  };
  return {
    add(c: Client) {
      if (!timers.length) startTimers();
      clients.add(c);
      const lifetime = setTimeout(() => end(c), STREAM_MS);
      lifetime.unref();
      c.out.on('close', () => {
        clearTimeout(lifetime);
        clients.delete(c);
        if (!clients.size) stopTimers();
      });
    },
    /** An event to the streams whose reader may decide its type. */
    queue(payload: EventPayload) {
      if (typeof payload.type !== 'string' || typeof payload.id !== 'number') return;
      for (const c of clients) if (c.types.has(payload.type)) c.out.write(frame('queue', { type: payload.type, id: payload.id, kind: payload.kind }));
    },
    /** A member's session or keys changed (no member named — a role's keys —: anyone's): their streams end, to be reopened under the new grant. */
    sessions(payload: EventPayload) {
      for (const c of [...clients]) if (typeof payload.admin !== 'number' || payload.admin === c.adminId) end(c);
    },
    gap() {
      for (const c of [...clients]) { c.out.write(frame('refetch', {})); end(c); }
    },
    closeAll() {
      stopTimers();
      for (const c of [...clients]) end(c);
    },
  };
}

export const queueStream: FastifyPluginAsync = fp(async (app) => {
  const live = streams(app);
  const stops = [
    app.events.subscribe(QUEUE_CHANNEL, (p) => live.queue(p)),
    app.events.subscribe(SESSIONS_CHANNEL, (p) => live.sessions(p)),
    app.events.onGap(() => live.gap()),
  ];
  // before the server stops taking connections and waits for the open ones: an open stream would hold it
  app.addHook('preClose', async () => { for (const stop of stops) stop(); live.closeAll(); });

  app.get('/api/review_queue/events', {
    schema: {
      tags: ['review_queue'],
      summary: 'The queue\'s live events (text/event-stream), opened with a ticket from POST /mdr/review_queue/live_ticket; -3 for a ticket unknown, used or expired',
      querystring: Type.Object({ ticket: Type.String({ maxLength: 64 }) }),
    },
  }, async (request, reply) => {
    const found = await redeemTicket(app.db, (request.query as { ticket: string }).ticket);
    if (!found) throw relogin();
    const out = new PassThrough();
    live.add({ adminId: found.adminId, types: new Set(found.types), out });
    // the answer closes (the browser went away, or the stream ended): the client is forgotten
    reply.raw.on('close', () => out.destroy());
    out.write(`retry: 5000\n${frame('ready', { instance: app.events.instanceId })}`);
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      // nginx (and proxies that honour it) pass each event on instead of buffering the answer
      .header('x-accel-buffering', 'no')
      .send(out);
  });
}, { name: 'mdr-queue-stream', dependencies: ['mdr-events'] });
