// audit_log (docs/api.md): the append-only trail of every mutation; read-only,
// for role '*' only.
import { Type } from '@sinclair/typebox';
import { AuditEntrySchema } from '../../../src/contract/records/audit_log';
import type { AuditEntryRecord } from '../../../src/contract/audit_log';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { Id } from '../../resources/schemas';
import { iso } from '../../resources/mapping';
import { defineResource, filterOf } from '../../resources/types';
import './messages';

// the schema lives in the contract (src/contract/records/audit_log.ts), shared with the panel
export { AuditEntrySchema as AuditEntry } from '../../../src/contract/records/audit_log';
export type { AuditEntryRecord as AuditEntryResponse } from '../../../src/contract/audit_log';

export const query = (db: Kysely<DB>) => db.selectFrom('audit_log').selectAll('audit_log');
type AuditRow = Awaited<ReturnType<ReturnType<typeof query>['executeTakeFirstOrThrow']>>;

export const toAuditEntryResponse = (row: AuditRow): AuditEntryRecord => ({
  id: Number(row.id),
  actorId: row.actor_id,
  actorName: row.actor_name,
  action: row.action,
  resource: row.resource,
  recordId: row.record_id,
  before: row.before ?? null,
  after: row.after ?? null,
  ip: row.ip,
  userAgent: row.user_agent,
  requestId: row.request_id,
  createdAt: iso(row.created_at),
});

const Name = Type.String({ minLength: 1, maxLength: 60 });

export default defineResource({
  name: 'audit_log',
  table: 'audit_log',
  permission: '*',
  actions: ['list', 'get', 'export'],
  hasUpdatedAt: false,
  schemas: { record: AuditEntrySchema },
  filters: {
    resource: filterOf(Name, (q, v) => q.where('audit_log.resource', '=', v)),
    recordId: filterOf(Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Integer()]),
      (q, v) => q.where('audit_log.record_id', '=', String(v))),
    actorId: filterOf(Id, (q, v) => q.where('audit_log.actor_id', '=', v)),
    action: filterOf(Name, (q, v) => q.where('audit_log.action', '=', v)),
  },
  sorts: { id: 'audit_log.id', createdAt: 'audit_log.created_at' },
  defaultSort: { field: 'id', order: 'DESC' },
  query,
  toResponse: toAuditEntryResponse,
});
