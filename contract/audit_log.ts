// The audit log, read-only: each field once (contract/fields.ts) for its answers, CSV headers
// and the history's columns. Record type: ./records/audit_log.ts.
import { defineContract, f } from './fields';

export type { AuditEntryRecord } from './records/audit_log';

export const AUDIT_LOG = defineContract({
  resource: 'audit_log',
  fields: {
    id: f.id(),
    actorId: f.integer(['操作人 ID', 'Actor ID'], { nullable: true, filter: true }),
    actorName: f.text(['操作人', 'Actor']),
    action: f.text(['操作', 'Action'], { note: 'create, update, delete or a transition (approve, …)' }),
    resource: f.text(['资源', 'Resource'], { note: 'API resource' }),
    recordId: f.text(['记录 ID', 'Record ID'], { nullable: true }),
    before: f.json(['修改前', 'Before'], { nullable: true, note: 'the record before the change (null on create)' }),
    after: f.json(['修改后', 'After'], { nullable: true, note: 'the record after the change (null on delete)' }),
    ip: f.text(['IP', 'IP']),
    userAgent: f.text(['客户端', 'Client']),
    requestId: f.text(['请求 ID', 'Request ID']),
    createdAt: f.dateTime(['时间', 'Time'], { sort: true, filter: 'created' }),
  },
  labels: { 'zh-CN': { name: '操作记录' }, 'en-US': { name: 'audit entry' } },
});
