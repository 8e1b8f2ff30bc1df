// POST /mdr/live_rooms/reorder {ids}: the whole recommended list in its new
// order, first first, as the panel's drag and up/down buttons send it. One
// transaction under the featured lock and the featured rows' locks; one audit
// row `reorder` per room whose place changed. Every id must be a featured room
// (-1 on ids.<n> otherwise, nothing changed); featured rooms the caller did
// not name (featured by someone else meanwhile) keep their order after them.
// `seen` is the list as the caller last saw it: when the stored order no longer
// starts with it (another reorder, feature, unfeature or ban came first), the
// answer is -5 and nothing changes, so of two staff reordering at once only the
// first wins and the second sees the new order before trying again.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Transaction } from 'kysely';
import { Envelope, ok } from '../../core/envelope';
import { writeAudit } from '../../core/audit';
import { conflict, invalid, type FieldError } from '../../core/errors';
import { requireCtx } from '../../core/hooks';
import type { RequestContext } from '../../core/context';
import type { DB } from '../../db/schema';
import { Id } from '../../resources/schemas';
import liveRooms from './live_rooms';
import { lockFeatured } from './status';

const ReorderBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 500, description: 'featured rooms in their new order (first first); the others follow in theirs' }),
  seen: Type.Array(Id, { maxItems: 500, description: 'the recommended list as the caller last saw it, first first: if it has changed since, -5 and nothing changes' }),
}, { additionalProperties: false });
const ReorderAnswer = Type.Object({
  list: Type.Array(Type.Object({ id: Type.Integer(), sortOrder: Type.Integer() })),
});

// deadlock / serialization failure: nothing was written, so it is the conflict it is
const CONCURRENCY_FAILURES = new Set(['40P01', '40001']);

function checkIds(ids: number[], featured: Map<number, number>): void {
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  ids.forEach((id, i) => {
    if (!featured.has(id)) errors.push({ field: `ids.${i}`, key: 'error.live_not_featured', params: { id } });
    else if (seen.has(id)) errors.push({ field: `ids.${i}`, key: 'error.live_reorder_duplicate', params: { id } });
    seen.add(id);
  });
  if (errors.length) throw invalid(errors);
}

/** The featured rooms' ids in their stored order (place, then id). */
const storedOrder = (featured: Map<number, number>): number[] =>
  [...featured].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([id]) => id);

/** -5 unless the stored order starts with what the caller saw. */
function checkSeen(seen: number[], stored: number[]): void {
  if (seen.length > stored.length || seen.some((id, i) => stored[i] !== id)) throw conflict('error.live_reorder_stale');
}

async function reorder(trx: Transaction<DB>, ctx: RequestContext, { ids, seen }: { ids: number[]; seen: number[] }) {
  await lockFeatured().execute(trx);
  const rows = await trx.selectFrom('live_rooms').select(['id', 'sort_order']).where('featured', '=', true)
    .orderBy('id').forNoKeyUpdate().execute();
  const featured = new Map(rows.map((r) => [Number(r.id), r.sort_order ?? 0]));
  checkIds(ids, featured);
  const stored = storedOrder(featured);
  checkSeen(seen, stored);
  const named = new Set(ids);
  const order = [...ids, ...stored.filter((id) => !named.has(id))];
  for (const [i, id] of order.entries()) {
    const before = featured.get(id)!;
    if (before === i + 1) continue;
    await trx.updateTable('live_rooms').set((eb) => ({ sort_order: i + 1, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id).execute();
    await writeAudit(trx, ctx, { action: 'reorder', resource: 'live_rooms', recordId: id, before: { sortOrder: before }, after: { sortOrder: i + 1 } });
  }
  return { list: order.map((id, i) => ({ id, sortOrder: i + 1 })) };
}

const reorderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/mdr/live_rooms/reorder', {
    config: { permission: 'live_rooms.reorder', keyModule: liveRooms.permission },
    schema: { tags: ['live_rooms'], summary: 'Set the order of the recommended list: every featured room, first first',
      body: ReorderBody, response: { 200: Envelope(ReorderAnswer) } },
  }, async (request) => {
    const ctx = requireCtx(request);
    try {
      return ok(request, await app.db.transaction().execute((trx) => reorder(trx, ctx, request.body)));
    } catch (err) {
      if (CONCURRENCY_FAILURES.has((err as { code?: string })?.code ?? '')) throw conflict('error.conflict');
      throw err;
    }
  });
};

export default reorderRoutes;
