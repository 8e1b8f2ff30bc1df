// The audit log, read-only: each field once (contract/fields.ts) for its answers, CSV headers
// and the history's columns. Record type: ./records/audit_log.ts.
import { defineContract, f } from './fields';

export type { AuditEntryRecord } from './records/audit_log';

export const AUDIT_LOG = defineContract({
  resource: 'audit_log',
  fields: {
    id: f.id(),
    // a staff account, offered by name (the list's actor filter); null for a failed sign-in or the platform
    actorId: f.reference(['操作人 ID', 'Actor ID'], { table: 'admins', label: 'name' }, { nullable: true, filter: true, lookup: true }),
    actorName: f.text(['操作人', 'Actor']),
    action: f.text(['操作', 'Action'], { max: 60, filter: true, note: 'create, update, delete or a transition (approve, …)' }),
    resource: f.text(['资源', 'Resource'], { max: 60, filter: true, note: 'API resource' }),
    recordId: f.text(['记录 ID', 'Record ID'], { nullable: true, max: 40, filter: true }),
    // computed from the action (the query): a `denied` row is a change refused for reaching beyond the caller's keys
    outcome: f.enum(['结果', 'Outcome'], { allowed: ['允许', 'Allowed'], denied: ['拒绝', 'Denied'] }, {
      column: false, filter: true, note: 'denied: a change refused for lacking keys (after: the action tried and the keys lacking)',
    }),
    before: f.json(['修改前', 'Before'], { nullable: true, note: 'the record before the change (null on create)' }),
    after: f.json(['修改后', 'After'], { nullable: true, note: 'the record after the change (null on delete)' }),
    ip: f.text(['IP', 'IP'], { max: 64, filter: true }),
    userAgent: f.text(['客户端', 'Client']),
    requestId: f.text(['请求 ID', 'Request ID']),
    createdAt: f.dateTime(['时间', 'Time'], { sort: true, filter: 'created' }),
  },
  labels: { 'zh-CN': { name: '操作记录' }, 'en-US': { name: 'audit entry' } },
});
