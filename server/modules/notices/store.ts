// The webhooks' SQL: a hook with its delivery figures, its deliveries with
// their attempts. Answers are mapped here, once (rows never leave this file).
import { sql, type Kysely } from 'kysely';
import type { DeliveryState, NoticeKind } from '../../../contract/webhooks';
import type { Webhook, WebhookAttempt, WebhookDelivery } from '../../../contract/records/webhooks';
import type { DB } from '../../db/schema';
import { iso } from '../../resources/mapping';

export const WEBHOOK_SORTS = { id: 'webhooks.id', url: 'webhooks.url', createdAt: 'webhooks.created_at' } as const;
export type WebhookSort = keyof typeof WEBHOOK_SORTS;

const hooks = (db: Kysely<DB>) => db.selectFrom('webhooks')
  .leftJoin('admins', 'admins.id', 'webhooks.created_by')
  .select(['webhooks.id', 'webhooks.url', 'webhooks.events', 'webhooks.active', 'webhooks.created_by', 'webhooks.created_at',
    'webhooks.updated_at', 'webhooks.version', 'admins.username as created_by_name'])
  .select(sql<DeliveryState | null>`(SELECT d.status FROM webhook_deliveries d WHERE d.webhook_id = webhooks.id ORDER BY d.id DESC LIMIT 1)`.as('last_status'))
  .select(sql<Date | null>`(SELECT max(t.at) FROM webhook_deliveries d JOIN webhook_attempts t ON t.delivery_id = d.id WHERE d.webhook_id = webhooks.id)`.as('last_delivery_at'))
  .select(sql<number>`(SELECT count(*)::int FROM webhook_deliveries d WHERE d.webhook_id = webhooks.id AND d.status = 'pending')`.as('pending'))
  .select(sql<number>`(SELECT count(*)::int FROM webhook_deliveries d WHERE d.webhook_id = webhooks.id AND d.status = 'failed')`.as('failed'));

type HookRow = Awaited<ReturnType<ReturnType<typeof hooks>['executeTakeFirstOrThrow']>>;

const hookOf = (r: HookRow): Webhook => ({
  id: r.id, url: r.url, events: r.events as NoticeKind[], active: r.active, createdBy: r.created_by, createdByName: r.created_by_name ?? null,
  lastStatus: r.last_status, lastDeliveryAt: iso(r.last_delivery_at), pending: Number(r.pending), failed: Number(r.failed),
  createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!, version: r.version,
});

export async function findHook(db: Kysely<DB>, id: number): Promise<Webhook | null> {
  const row = await hooks(db).where('webhooks.id', '=', id).executeTakeFirst();
  return row ? hookOf(row) : null;
}

export interface HookQuery { page: number; pageSize: number; sort: WebhookSort; order: 'ASC' | 'DESC'; active?: boolean; q?: string }

export async function listHooks(db: Kysely<DB>, p: HookQuery): Promise<{ list: Webhook[]; total: number }> {
  let base = hooks(db);
  let count = db.selectFrom('webhooks').select((eb) => eb.fn.countAll<string>().as('n'));
  if (p.active !== undefined) {
    base = base.where('webhooks.active', '=', p.active);
    count = count.where('webhooks.active', '=', p.active);
  }
  if (p.q) {
    const pattern = `%${p.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where('webhooks.url', 'ilike', pattern);
    count = count.where('webhooks.url', 'ilike', pattern);
  }
  const [rows, total] = await Promise.all([
    base.orderBy(sql.ref(WEBHOOK_SORTS[p.sort]), p.order === 'ASC' ? 'asc' : 'desc').orderBy('webhooks.id', 'desc')
      .limit(p.pageSize).offset((p.page - 1) * p.pageSize).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(hookOf), total: Number(total.n) };
}

export interface DeliveryQuery { webhookId: number; page: number; pageSize: number; status?: DeliveryState }

export async function listDeliveries(db: Kysely<DB>, p: DeliveryQuery): Promise<{ list: WebhookDelivery[]; total: number }> {
  let base = db.selectFrom('webhook_deliveries as d').innerJoin('notices as n', 'n.id', 'd.notice_id')
    .where('d.webhook_id', '=', p.webhookId);
  if (p.status) base = base.where('d.status', '=', p.status);
  const [rows, total] = await Promise.all([
    base.select(['d.id', 'd.webhook_id', 'd.notice_id', 'n.kind', 'd.status', 'd.attempts', 'd.next_attempt_at', 'd.last_status',
      'd.last_error', 'd.delivered_at', 'd.created_at'])
      .select(sql<WebhookAttempt[]>`(SELECT coalesce(json_agg(json_build_object('at', t.at, 'statusCode', t.status_code,
        'error', t.error, 'durationMs', t.duration_ms) ORDER BY t.id), '[]'::json) FROM webhook_attempts t WHERE t.delivery_id = d.id)`.as('tries'))
      .orderBy('d.id', 'desc').limit(p.pageSize).offset((p.page - 1) * p.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: Number(r.id), webhookId: r.webhook_id, noticeId: Number(r.notice_id), kind: r.kind as NoticeKind, status: r.status,
      attempts: r.attempts, nextAttemptAt: iso(r.next_attempt_at)!, lastStatus: r.last_status, lastError: r.last_error,
      deliveredAt: iso(r.delivered_at), createdAt: iso(r.created_at)!,
      tries: r.tries.map((a) => ({ ...a, at: iso(a.at)! })),
    })),
    total: Number(total.n),
  };
}
