// One audit row as the API answers it (audit_log and every resource's history).
import { Type, type Static } from '@sinclair/typebox';
import { AUDIT_LOG } from '../audit_log';
import { DateTime, Nullable, labelled } from './schema';

export const AuditEntrySchema = Type.Object(labelled({
  id: Type.Integer(),
  actorId: Nullable(Type.Integer()),
  actorName: Type.String(),
  action: Type.String({ description: 'create, update, delete or a transition (approve, …)' }),
  resource: Type.String({ description: 'API resource' }),
  recordId: Nullable(Type.String()),
  before: Type.Unknown({ description: 'the record before the change (null on create)' }),
  after: Type.Unknown({ description: 'the record after the change (null on delete)' }),
  ip: Type.String(),
  userAgent: Type.String(),
  requestId: Type.String(),
  createdAt: DateTime,
}, AUDIT_LOG.labels['en-US'].fields));

export type AuditEntryRecord = Static<typeof AuditEntrySchema>;
