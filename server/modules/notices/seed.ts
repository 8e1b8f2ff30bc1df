// Demo webhooks: one hook to a receiver on this machine, inactive (so nothing
// posts to a dead port on every start), with a history of deliveries to show:
// one delivered at once, one delivered after a retry, one given up after a
// day of failures. The notices are the ones the decisions wrote, else a few
// report outcomes written here.
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { SeedStep } from '../../seed/types';

const HOUR = 3_600_000;

/** Up to three notices, oldest first: the decisions' own, else report outcomes for the first users. */
async function demoNotices(trx: Transaction<DB>, now: Date): Promise<{ id: number; at: Date }[]> {
  const have = await trx.selectFrom('notices').select(['id', 'created_at']).orderBy('id').limit(3).execute();
  if (have.length === 3) return have.map((n) => ({ id: Number(n.id), at: n.created_at }));
  const users = await trx.selectFrom('users').select('id').orderBy('id').limit(3).execute();
  const rows = users.map((u, i) => ({
    user_id: u.id, kind: 'report_outcome', created_at: new Date(now.getTime() - (30 - i * 10) * HOUR),
    text: '您举报的内容已经处理，感谢您帮助维护社区环境。', text_en: 'The content you reported has been dealt with. Thank you for helping keep the community safe.',
  }));
  if (!rows.length) return [];
  const made = await trx.insertInto('notices').values(rows).returning(['id', 'created_at']).execute();
  return made.map((n) => ({ id: Number(n.id), at: n.created_at }));
}

type Try = [afterMs: number, status: number | null, error: string | null, ms: number];
const STORIES: { status: 'delivered' | 'failed'; tries: Try[] }[] = [
  { status: 'delivered', tries: [[1_000, 200, null, 84]] },
  { status: 'delivered', tries: [[1_000, 503, 'HTTP 503', 120], [11_000, 200, null, 95]] },
  { status: 'failed', tries: [[1_000, null, 'ECONNREFUSED', 2], [11_000, 500, 'HTTP 500', 40], [31_000, null, 'no answer within 10000 ms', 10_000],
    [HOUR, 500, 'HTTP 500', 38], [24 * HOUR, 500, 'HTTP 500', 41]] },
];

export const webhooksStep: SeedStep = {
  name: 'webhooks',
  async run({ trx, now }) {
    const admin = await trx.selectFrom('admins').select('id').where('username', '=', 'admin').executeTakeFirst();
    const hook = await trx.insertInto('webhooks').values({
      url: 'http://127.0.0.1:9000/mdr-notices', secret: `whsec_${randomBytes(24).toString('base64url')}`, events: [], active: false,
      created_by: admin?.id ?? null, created_at: new Date(now.getTime() - 48 * HOUR), updated_at: new Date(now.getTime() - HOUR),
    }).returning('id').executeTakeFirstOrThrow();
    const notices = await demoNotices(trx, now);
    let attempts = 0;
    for (const [i, notice] of notices.entries()) {
      const story = STORIES[i];
      // never in the future, however recent the notice
      const at = (t: Try) => new Date(Math.min(notice.at.getTime() + t[0], now.getTime()));
      const last = story.tries[story.tries.length - 1];
      const delivery = await trx.insertInto('webhook_deliveries').values({
        webhook_id: hook.id, notice_id: notice.id, status: story.status, attempts: story.tries.length, next_attempt_at: at(last),
        last_status: last[1], last_error: last[2], delivered_at: story.status === 'delivered' ? at(last) : null,
        created_at: notice.at, retry_from: notice.at,
      }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
      if (!delivery) continue;
      await trx.insertInto('webhook_attempts').values(story.tries.map((t) => ({
        delivery_id: delivery.id, at: at(t), status_code: t[1], error: t[2], duration_ms: t[3],
      }))).execute();
      attempts += story.tries.length;
    }
    return { webhooks: 1, webhook_deliveries: notices.length, webhook_attempts: attempts };
  },
};
