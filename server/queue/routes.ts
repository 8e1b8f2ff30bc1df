// /mdr/review_queue/*: the review queue over the sources the modules declare
// (ServerModule.waiting, handed in by app.ts like the workplace's cards): list,
// claim, release, next, take_over, the author's record beside an item, and who holds and has open one item (its page). Decisions stay the records' own commands;
// the claim check rides on every command of a queued type
// (server/resources/events.ts onCommand → ./claims.ts decide). The live feed:
// live_ticket and presence here, the stream in ./stream.ts.
import { Type, type TObject, type TSchema } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ActionKey } from '../../contract/access/actionKeys';
import { AuthorRecordSchema, ItemWatchersSchema, QueueItemSchema, QueueNextSchema, QueuePageSchema } from '../../contract/records/review_queue';
import { Envelope, ok } from '../core/envelope';
import { requireCtx } from '../core/hooks';
import { onCommand, onStateChange } from '../resources/events';
import { Id, Page, PageSize, StringEnum } from '../resources/schemas';
import { decide } from './claims';
import { keepWaiting } from './kept';
import { announce, heartbeat, issueTicket } from './live';
import { QueueService, withTargets } from './service';
import type { WaitingSource } from './types';
import './messages';

export const QUEUE_MODULE_KEY = 'mdr.review';

/** The types of every queue's sources: their commands check and end claims (one listener per process). */
const queuedTypes = new Set<string>();
onCommand(async (trx, { resource, id, ctx }) => {
  if (!queuedTypes.has(resource)) return;
  await decide(trx, ctx, resource, id);
  await announce(trx, { type: resource, id, kind: 'item' });
});
// a record entering a waiting state (submitted) or leaving it, whatever did it through the mechanism
onStateChange(async (trx, { resource, id }) => {
  if (queuedTypes.has(resource)) await announce(trx, { type: resource, id, kind: 'item' });
});

const route = (permission: string, summary: string, body: TObject, data: TSchema, readOnly = false) => ({
  config: { permission: permission as ActionKey, keyModule: QUEUE_MODULE_KEY, ...(readOnly ? { readOnly } : {}) },
  schema: { tags: ['review_queue'], summary, body, response: { 200: Envelope(data) } },
});

export function queueRoutes(declared: readonly WaitingSource[]): FastifyPluginAsync {
  for (const s of declared) queuedTypes.add(s.type);
  const plugin: FastifyPluginAsyncTypebox = async (app) => {
    const queue = new QueueService(app.db, withTargets(declared, app.config), app.config.reviewClaimMinutes);
    // the counts' table and its triggers, made from the declarations before the first call is taken (./kept.ts);
    // at ready, not here: the key list (server/keys.ts) builds the app on no database and never readies it
    app.addHook('onReady', () => keepWaiting(app.db, declared));
    const types = queue.sources.map((s) => s.type);
    const TypeName = StringEnum(types.length ? types : ['none'], { description: 'the item\'s type: the API resource of its record' });
    const ItemRef = Type.Object({ type: TypeName, id: Id });
    const ListBody = Type.Object({
      type: Type.Optional(TypeName), page: Type.Optional(Page), pageSize: Type.Optional(PageSize),
      counts: Type.Optional(Type.Boolean({ description: 'false: the page alone (counts empty, total the page\'s length); the counts are then another call\'s (the menu badge\'s)' })),
    });
    const PresenceBody = Type.Object({ type: TypeName, id: Id, leaving: Type.Optional(Type.Boolean({ description: 'the page closes' })) });
    const NextBody = Type.Object({ type: Type.Optional(TypeName), skip: Type.Optional(Type.Array(ItemRef, { maxItems: 200 })) });

    app.post('/mdr/review_queue/list', route('review_queue.read',
      'Every item waiting on a decision the reader may take, oldest first (the reports type alone: the highest score first), with per-type counts', ListBody, QueuePageSchema, true),
    async (request) => ok(request, await queue.list(requireCtx(request).actor, request.body as { type?: string; page: number; pageSize: number; counts?: boolean })));
    app.post('/mdr/review_queue/author', route('review_queue.read',
      'The person behind an item: their past rejections and hides per type the reader decides, and (with users.read) their warnings', ItemRef, AuthorRecordSchema, true),
    async (request) => ok(request, await queue.author(requireCtx(request).actor, request.body as { type: string; id: number })));
    app.post('/mdr/review_queue/claim', route('review_queue.claim',
      'Claim an item for REVIEW_CLAIM_MINUTES, or renew one\'s own claim; -5 naming the holder when someone else has it', ItemRef, QueueItemSchema),
    async (request) => ok(request, await queue.claim(requireCtx(request).actor, request.body as { type: string; id: number })));
    app.post('/mdr/review_queue/release', route('review_queue.claim',
      'End one\'s own claim on an item (nothing when one holds none)', ItemRef, Type.Object({ released: Type.Boolean() })),
    async (request) => ok(request, await queue.release(requireCtx(request).actor, request.body as { type: string; id: number })));
    app.post('/mdr/review_queue/next', route('review_queue.claim',
      'Claim and answer the first item (as the list reads them) nobody else holds (of one type, or any), the skipped ones left out', NextBody, QueueNextSchema),
    async (request) => ok(request, await queue.next(requireCtx(request).actor, request.body as { type?: string; skip?: { type: string; id: number }[] })));
    // both write no session state: their caller's session may come from the memory (readOnly)
    app.post('/mdr/review_queue/live_ticket', route('review_queue.read',
      'A ticket that opens the live stream GET /api/review_queue/events?ticket=… once, within 30 s (an EventSource sends no token header)',
      Type.Object({}), Type.Object({ ticket: Type.String(), expiresAt: Type.String({ format: 'date-time' }) }), true),
    async (request) => ok(request, await issueTicket(app.db, { sessionId: request.sessionId!, adminId: requireCtx(request).actor.id },
      queue.readableTypes(requireCtx(request).actor))));
    app.post('/mdr/review_queue/presence', route('review_queue.read',
      'Say the reader has the item open (every 20 s while it is), or has left it; answers who else has it open', PresenceBody,
      Type.Object({ others: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) }), true),
    async (request) => {
      const { type, id, leaving = false } = request.body as { type: string; id: number; leaving?: boolean };
      const actor = requireCtx(request).actor;
      queue.readableTypes(actor, type);
      return ok(request, { others: await heartbeat(app.db, { type, id }, actor.id, leaving) });
    });
    app.post('/mdr/review_queue/item', route('review_queue.read',
      'Who holds a live claim on the item and who else has it open, for its own page: reading it claims nothing', ItemRef, ItemWatchersSchema, true),
    async (request) => ok(request, await queue.watchers(requireCtx(request).actor, request.body as { type: string; id: number })));
    app.post('/mdr/review_queue/take_over', route('review_queue.take_over',
      'Take an item over from whoever holds it; writes an audit row naming them', ItemRef, QueueItemSchema),
    async (request) => ok(request, await queue.takeOver(requireCtx(request), request.body as { type: string; id: number })));
  };
  return plugin;
}
