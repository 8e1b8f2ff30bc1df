// audit_log (docs/api.md): the append-only trail of every mutation; read-only,
// for holders of audit_log.read (export: audit_log.export). Its filters are the
// contract's (contract/audit_log.ts) but for two the declaration cannot state.
import { Type } from 'typebox';
import { AUDIT_LOG } from '../../../contract/audit_log';
import { auditQuery, toAuditEntryResponse } from '../../resources/audit-entry';
import { BigId } from '../../resources/schemas';
import { defineResource, filterOf } from '../../resources/types';
import { hideMoneyFromReader } from './money';

export default defineResource({
  contract: AUDIT_LOG,
  description: 'The append-only trail: one row per mutation (create, update, delete, every transition and command, '
    + 'sign-in and sign-out, failed sign-ins, views of sensitive fields), written in the transaction of the change; and '
    + 'one row `denied` (outcome `denied`) per staff change refused for reaching beyond the caller\'s keys, and per report case '
    + 'upheld without the key of the target\'s command (after: the action tried and the keys lacking; docs/access.md, docs/reports.md), '
    + 'written after its rollback. '
    + 'before/after hold the record as answers show it, sensitive fields masked as today\'s rules say (again as each row is read). '
    + 'Read-only (key audit_log.read). createdFrom/createdTo are Beijing days.',
  table: 'audit_log',
  // the staff administration's module: whoever reads the trail reads who did what
  permission: 'menu.use.user',
  actions: ['list', 'get', 'export'],
  hasUpdatedAt: false,
  filters: {
    // a record id is text in the table (sessions, settings) but the panel and callers often hold a number
    recordId: filterOf(Type.Union([Type.String({ minLength: 1, maxLength: 40 }), BigId]),
      (q, v) => q.where('audit_log.record_id', '=', String(v))),
    // outcome is computed from the action (auditQuery), so the filter reads the action
    outcome: filterOf(Type.Union([Type.Literal('allowed'), Type.Literal('denied')]),
      (q, v) => q.where('audit_log.action', v === 'denied' ? '=' : '<>', 'denied')),
  },
  // money figures inside before/after follow the reader's keys (./money.ts), in answers and the export
  reader: { fields: ['before', 'after'], fill: hideMoneyFromReader },
  query: auditQuery,
  toResponse: toAuditEntryResponse,
});
