// An audit_log row as the API shows it: in a record's history
// (/mdr/<name>/history) and in the audit module's read-only resource. The
// audit_log table is core (core/audit.ts writes it), so its shape lives here.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { iso, type RowOf } from './mapping';
import { maskedAudit } from './sensitive';
import type { AuditEntryRecord as AuditEntryResponse } from '../../contract/records/audit_log';

// the shape itself is the contract's (contract/records/audit_log.ts), shared with the panel
export { AuditEntrySchema as AuditEntry } from '../../contract/records/audit_log';
export type { AuditEntryResponse };

export const auditQuery = (db: Kysely<DB>) => db.selectFrom('audit_log').selectAll('audit_log');
type AuditRow = RowOf<typeof auditQuery>;

export const toAuditEntryResponse = (row: AuditRow): AuditEntryResponse => ({
  id: Number(row.id),
  actorId: row.actor_id,
  actorName: row.actor_name,
  action: row.action,
  resource: row.resource,
  recordId: row.record_id,
  // a refusal (core/audit.ts DeniedError) is the only row of action `denied`
  outcome: row.action === 'denied' ? 'denied' : 'allowed',
  // masked again as today's rules say: a row written under an older mask shows no more than a new one
  before: maskedAudit(row.resource, row.before ?? null),
  after: maskedAudit(row.resource, row.after ?? null),
  ip: row.ip,
  userAgent: row.user_agent,
  requestId: row.request_id,
  createdAt: iso(row.created_at),
});
