// The append-only audit trail (docs/domain.md "The business domain"): one row per mutation, written with
// the same transaction as the change so a rolled-back change leaves no row; and one row per refusal an
// auditor must see (`denied`, below), written after its rollback so that it stays.
import { sql, type Kysely, type Transaction } from 'kysely';
import { AppError, Code, relogin, type Params } from './errors';
import { previewReadOnly } from './preview';
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

const whoOf = (ctx: RequestContext): AuditWho => ({
  actorId: ctx.actor.id, actorName: ctx.actor.username, ip: ctx.ip, userAgent: ctx.userAgent, requestId: ctx.requestId,
});

export async function writeAudit(trx: Transaction<DB> | Kysely<DB>, ctx: RequestContext, entry: AuditEntry): Promise<void> {
  // a previewing session writes nothing (core/preview.ts); its audit row refused, the write rolls back with it
  if (ctx.actor.preview) throw previewReadOnly();
  const who = whoOf(ctx);
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

/**
 * A refusal an auditor must see (a grant beyond the caller's keys,
 * server/modules/staff/bounds.ts): -2, and a `denied` audit row naming who
 * tried what on which record. Written in the refused transaction, the row
 * would be rolled back with the change it refused, so whoever ran that
 * transaction writes it once it has rolled back (`keepDenied`; the resource
 * service does, server/resources/service.ts).
 */
export class DeniedError extends AppError {
  constructor(key: string, params: Params, data: Record<string, unknown>, readonly who: AuditWho, readonly entry: AuditEntry) {
    super(Code.FORBIDDEN, key, params, data);
  }
}

/** A DeniedError by the request's actor: its row is `entry` with the action `denied`. */
export function deniedBy(ctx: RequestContext, entry: Omit<AuditEntry, 'action'>, key: string, params: Params, data: Record<string, unknown>): DeniedError {
  return new DeniedError(key, params, data, whoOf(ctx), { ...entry, action: 'denied' });
}

/** Writes the `denied` row of a DeniedError in a statement of its own (after its transaction rolled back); anything else is left alone. */
export async function keepDenied(db: Kysely<DB>, err: unknown): Promise<void> {
  if (err instanceof DeniedError) await writeAuditAs(db, err.who, err.entry);
}
