// The append-only audit trail (docs/domain.md "The business domain"): one row per mutation, written with
// the same transaction as the change so a rolled-back change leaves no row.
import { sql, type Kysely, type Transaction } from 'kysely';
import { relogin } from './errors';
import { STEP_UP_MINUTES, stepUpRequired } from './stepup';
import type { DB } from '../db/schema';
import { fixedStatement } from '../db/shaped';
import type { RequestContext } from './context';

export interface AuditEntry {
  action: string;
  resource: string;
  recordId: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(trx: Transaction<DB> | Kysely<DB>, ctx: RequestContext, entry: AuditEntry): Promise<void> {
  const who = { actorId: ctx.actor.id, actorName: ctx.actor.username, ip: ctx.ip, userAgent: ctx.userAgent, requestId: ctx.requestId };
  if (ctx.confirmSession === undefined) return writeAuditAs(trx, who, entry);
  const [row] = await insertAuditIfLive(trx, ...auditValues(who, entry), String(ctx.confirmSession.id));
  if (row?.confirmed == null) throw relogin();
  if (ctx.confirmSession.stepUp && !row.confirmed) throw stepUpRequired();
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
  await insertAudit(trx, ...auditValues(who, entry));
}

type AuditValues = [actorId: number | null, actorName: string, action: string, resource: string, recordId: string | null,
  before: string | null, after: string | null, ip: string, userAgent: string, requestId: string];

const auditValues = (who: AuditWho, entry: AuditEntry): AuditValues => [who.actorId, who.actorName.slice(0, 200), entry.action,
  entry.resource, entry.recordId === null ? null : String(entry.recordId),
  entry.before === undefined ? null : JSON.stringify(entry.before), entry.after === undefined ? null : JSON.stringify(entry.after),
  who.ip ?? '', (who.userAgent ?? '').slice(0, 500), who.requestId ?? ''];

const auditRow = (db: Kysely<DB>, ...[actorId, actorName, action, resource, recordId, before, after, ip, userAgent, requestId]: AuditValues) =>
  db.insertInto('audit_log').values({
    actor_id: actorId, actor_name: actorName, action, resource, record_id: recordId, before, after, ip, user_agent: userAgent, request_id: requestId,
  });

// every write adds one: compiled once (server/db/shaped.ts)
const insertAudit = fixedStatement((db, ...values: AuditValues) => auditRow(db, ...values));

/**
 * The row, whether the session is live at this moment: not revoked, not
 * expired, its staff member not disabled (what a session's lookup checks,
 * server/modules/session/repository.ts findLiveSession, bar the idle limit
 * the memory's few seconds cannot pass), and whether its step-up is fresh.
 * One statement: the check costs the write no extra round trip.
 */
const insertAuditIfLive = fixedStatement((db, ...args: [...AuditValues, string]) => auditRow(db, ...(args.slice(0, 10) as AuditValues))
  // null when the session is not live; else whether its step-up is fresh (one subquery: the id is bound once)
  .returning((eb) => eb.selectFrom('sessions as s').innerJoin('admins as a', 'a.id', 's.admin_id')
    .select(sql<boolean>`coalesce(s.step_up_at > now() - make_interval(mins => ${sql.lit(STEP_UP_MINUTES)}), false)`.as('fresh'))
    .where('s.id', '=', args[10])
    .where(sql<boolean>`s.revoked_at IS NULL AND s.expires_at > now() AND NOT a.disabled`)
    .as('confirmed')));
