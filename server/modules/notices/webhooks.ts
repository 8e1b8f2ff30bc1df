// The webhooks' writes, each one transaction with its audit row: create (the
// secret answered this once, never stored in an audit row), update under the
// version the caller saw (-5 when stale), delete (its deliveries with it), and
// resend (a delivery queued again now, with a new 24 hours of retries).
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { NewWebhook, Webhook, WebhookWrite } from '../../../contract/records/webhooks';
import { writeAudit } from '../../core/audit';
import type { RequestContext } from '../../core/context';
import { conflict, notFound } from '../../core/errors';
import type { DB } from '../../db/schema';
import { findHook } from './store';
import { checkedUrl } from './urls';

/** The secret's prefix tells a reader of a leaked string what it is. */
const SECRET_TAG = 'whsec_';
const newSecret = () => SECRET_TAG + randomBytes(24).toString('base64url');

/** What an audit row keeps of a hook: what staff set, never the secret nor the figures that move by themselves. */
const audited = (h: Webhook) => ({ url: h.url, events: h.events, active: h.active });

export async function createHook(db: Kysely<DB>, ctx: RequestContext, data: WebhookWrite, allowPrivate: boolean): Promise<NewWebhook> {
  const url = await checkedUrl(data.url, allowPrivate);
  const secret = newSecret();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('webhooks').values({
      url, secret, events: data.events ?? [], active: data.active ?? true, created_by: ctx.actor.id,
    }).returning('id').executeTakeFirstOrThrow();
    const hook = (await findHook(trx, id))!;
    await writeAudit(trx, ctx, { action: 'create', resource: 'webhooks', recordId: id, after: audited(hook) });
    return { ...hook, secret };
  });
}

export async function updateHook(db: Kysely<DB>, ctx: RequestContext, id: number, data: Partial<WebhookWrite>, version: number,
  allowPrivate: boolean): Promise<Webhook> {
  const url = data.url === undefined ? undefined : await checkedUrl(data.url, allowPrivate);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT id FROM webhooks WHERE id = ${id} FOR NO KEY UPDATE`.execute(trx);
    const before = await findHook(trx, id);
    if (!before) throw notFound({ id });
    if (before.version !== version) throw conflict('error.stale_version', {}, { current: before });
    await trx.updateTable('webhooks').set({
      ...(url !== undefined ? { url } : {}), ...(data.events !== undefined ? { events: data.events } : {}),
      ...(data.active !== undefined ? { active: data.active } : {}), updated_at: sql<Date>`now()`, version: sql<number>`version + 1`,
    }).where('id', '=', id).execute();
    const after = (await findHook(trx, id))!;
    await writeAudit(trx, ctx, { action: 'update', resource: 'webhooks', recordId: id, before: audited(before), after: audited(after) });
    return after;
  });
}

export async function deleteHook(db: Kysely<DB>, ctx: RequestContext, id: number): Promise<Webhook> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT id FROM webhooks WHERE id = ${id} FOR UPDATE`.execute(trx);
    const before = await findHook(trx, id);
    if (!before) throw notFound({ id });
    await trx.deleteFrom('webhooks').where('id', '=', id).execute();
    await writeAudit(trx, ctx, { action: 'delete', resource: 'webhooks', recordId: id, before: audited(before) });
    return before;
  });
}

/** The delivery pending again, due now, its lease dropped; the worker is woken when this commits. */
export async function resendDelivery(db: Kysely<DB>, ctx: RequestContext, id: number): Promise<{ id: number; webhookId: number }> {
  return db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('webhook_deliveries').select(['id', 'locked_until']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!found) throw notFound({ id });
    // an attempt in flight records itself: queued again meanwhile, the notice could be posted twice at once
    if (found.locked_until && found.locked_until.getTime() > Date.now()) throw conflict('error.webhook_delivery_busy');
    const row = await trx.updateTable('webhook_deliveries').set({
      status: 'pending', next_attempt_at: sql<Date>`now()`, retry_from: sql<Date>`now()`, locked_until: null,
    }).where('id', '=', id).returning(['id', 'webhook_id']).executeTakeFirstOrThrow();
    await writeAudit(trx, ctx, { action: 'resend', resource: 'webhooks', recordId: row.webhook_id, after: { deliveryId: Number(row.id) } });
    await sql`SELECT pg_notify('mdr_webhooks', '{}')`.execute(trx);
    return { id: Number(row.id), webhookId: row.webhook_id };
  });
}
