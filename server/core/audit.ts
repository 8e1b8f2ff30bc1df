// The append-only audit trail (design §3): one row per mutation, written with
// the same transaction as the change so a rolled-back change leaves no row.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { RequestContext } from './context';

export interface AuditEntry {
  action: string;
  resource: string;
  recordId: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(trx: Transaction<DB> | Kysely<DB>, ctx: RequestContext, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: ctx.actor.id,
      actor_name: ctx.actor.username,
      action: entry.action,
      resource: entry.resource,
      record_id: entry.recordId === null ? null : String(entry.recordId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: ctx.ip,
      user_agent: ctx.userAgent.slice(0, 500),
      request_id: ctx.requestId,
    })
    .execute();
}
