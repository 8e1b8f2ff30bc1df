// audit_log (docs/api.md): the append-only trail of every mutation; read-only,
// for role '*' only.
import { Type, type Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { DateTime, Id, Nullable } from '../../resources/schemas';
import { iso } from '../../resources/mapping';
import { defineResource, filterOf } from '../../resources/types';
import './messages';

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  actorId: Nullable(Type.Integer()),
  actorName: Type.String(),
  action: Type.String(),
  resource: Type.String(),
  recordId: Nullable(Type.String()),
  before: Type.Unknown({ description: 'the record before the change (null on create)' }),
  after: Type.Unknown({ description: 'the record after the change (null on delete)' }),
  ip: Type.String(),
  userAgent: Type.String(),
  requestId: Type.String(),
  createdAt: DateTime,
});
export type AuditEntryResponse = Static<typeof AuditEntry>;

export const query = (db: Kysely<DB>) => db.selectFrom('audit_log').selectAll('audit_log');
type AuditRow = Awaited<ReturnType<ReturnType<typeof query>['executeTakeFirstOrThrow']>>;

export const toAuditEntryResponse = (row: AuditRow): AuditEntryResponse => ({
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
  schemas: { record: AuditEntry },
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
