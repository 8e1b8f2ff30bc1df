// POST /v3/notices/pull: the notices in commit order. `seq` is assigned at
// commit under the head's lock (decisions' migration), so a row with a higher
// seq is never visible before one with a lower seq: a cursor on seq never
// skips a notice committed late, and the same cursor gives the same notices.
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import { NoticeSchema, type Notice } from '../../../contract/records/webhooks';
import type { DB } from '../../db/schema';

export const PULL_MAX = 100;

export const PullBody = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'the `next` of the previous answer; absent: from the start' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PULL_MAX, description: `notices at most (default ${PULL_MAX})` })),
}, { additionalProperties: false });

export const PullAnswer = Type.Object({
  list: Type.Array(NoticeSchema),
  next: Type.Integer({ description: 'the cursor to send as `after` next time: the last notice\'s place, or the given `after` when none came' }),
});

export async function pullNotices(db: Kysely<DB>, after = 0, limit = PULL_MAX): Promise<{ list: Notice[]; next: number }> {
  const rows = await db.selectFrom('notices').select(['id', 'seq', 'user_id', 'kind', 'decision_id', 'text', 'created_at'])
    .where('seq', 'is not', null).where(sql<boolean>`seq > ${after}`).orderBy('seq').limit(limit).execute();
  const list = rows.map((r) => ({
    id: Number(r.id), userId: r.user_id, kind: r.kind as Notice['kind'], decisionId: r.decision_id === null ? null : Number(r.decision_id),
    text: r.text, createdAt: r.created_at.toISOString(),
  }));
  return { list, next: rows.length ? Number(rows[rows.length - 1].seq) : after };
}
