// The append-only audit trail (docs/domain.md "The business domain"): one row per mutation, written with
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
  await writeAuditAs(trx, { actorId: ctx.actor.id, actorName: ctx.actor.username, ip: ctx.ip, userAgent: ctx.userAgent, requestId: ctx.requestId }, entry);
}

/** Who acted when there is no signed-in actor: a failed sign-in (id null, the name tried), the CLI ('cli'). */
export interface AuditWho {
  actorId: number | null;
  actorName: string;
  ip?: string;
  userAgent?: string;
  requestId?: string;
}

export async function writeAuditAs(trx: Transaction<DB> | Kysely<DB>, who: AuditWho, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: who.actorId,
      actor_name: who.actorName.slice(0, 200),
      action: entry.action,
      resource: entry.resource,
      record_id: entry.recordId === null ? null : String(entry.recordId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: who.ip ?? '',
      user_agent: (who.userAgent ?? '').slice(0, 500),
      request_id: who.requestId ?? '',
    })
    .execute();
}
