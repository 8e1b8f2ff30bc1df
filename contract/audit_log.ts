// The audit log's labels (read-only: CSV headers, the history's columns).
// Record type: ./records/audit_log.ts.
import type { ResourceContract } from './types';

export type { AuditEntryRecord } from './records/audit_log';

export const AUDIT_LOG = {
  resource: 'audit_log',
  labels: {
    'zh-CN': {
      name: '操作记录',
      fields: {
        id: 'ID',
        actorId: '操作人 ID',
        actorName: '操作人',
        action: '操作',
        resource: '资源',
        recordId: '记录 ID',
        before: '修改前',
        after: '修改后',
        ip: 'IP',
        userAgent: '客户端',
        requestId: '请求 ID',
        createdAt: '时间',
      },
    },
    'en-US': {
      name: 'audit entry',
      fields: {
        id: 'ID',
        actorId: 'Actor ID',
        actorName: 'Actor',
        action: 'Action',
        resource: 'Resource',
        recordId: 'Record ID',
        before: 'Before',
        after: 'After',
        ip: 'IP',
        userAgent: 'Client',
        requestId: 'Request ID',
        createdAt: 'Time',
      },
    },
  },
} as const satisfies ResourceContract;
