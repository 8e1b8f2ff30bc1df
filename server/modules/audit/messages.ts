// Messages of the audit log: its field names (CSV headers).
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': {
    'audit_log.fields.id': 'ID',
    'audit_log.fields.actorId': '操作人 ID',
    'audit_log.fields.actorName': '操作人',
    'audit_log.fields.action': '操作',
    'audit_log.fields.resource': '资源',
    'audit_log.fields.recordId': '记录 ID',
    'audit_log.fields.before': '修改前',
    'audit_log.fields.after': '修改后',
    'audit_log.fields.ip': 'IP',
    'audit_log.fields.userAgent': '客户端',
    'audit_log.fields.requestId': '请求 ID',
    'audit_log.fields.createdAt': '时间',
  },
  'en-US': {
    'audit_log.fields.id': 'ID',
    'audit_log.fields.actorId': 'Actor ID',
    'audit_log.fields.actorName': 'Actor',
    'audit_log.fields.action': 'Action',
    'audit_log.fields.resource': 'Resource',
    'audit_log.fields.recordId': 'Record ID',
    'audit_log.fields.before': 'Before',
    'audit_log.fields.after': 'After',
    'audit_log.fields.ip': 'IP',
    'audit_log.fields.userAgent': 'Client',
    'audit_log.fields.requestId': 'Request ID',
    'audit_log.fields.createdAt': 'Time',
  },
});
