// /mdr/audit_log/days {from, to} (server/modules/audit/days.ts): per Beijing day of the range that has audit
// rows, oldest first, the rows chained that day, its first and last seq and its closing hash (the hash of the
// day's last row; docs/architecture.md "The audit chain"), for an auditor to keep outside the system.
import { Type, type Static } from 'typebox';

/** The longest range one call answers, in days. */
export const AUDIT_DAYS_MAX_RANGE = 366;

export const AuditDaySchema = Type.Object({
  day: Type.String({ format: 'date', description: 'a Beijing day (YYYY-MM-DD)' }),
  rows: Type.Integer({ description: 'audit rows of that day' }),
  firstSeq: Type.Integer({ description: 'the seq of its first row' }),
  lastSeq: Type.Integer({ description: 'the seq of its last row' }),
  closingHash: Type.String({ description: 'the hash of its last row (64 hex digits): the whole chain up to that row' }),
});

export const AuditDaysSchema = Type.Object({ list: Type.Array(AuditDaySchema) });

export type AuditDay = Static<typeof AuditDaySchema>;
export type AuditDays = Static<typeof AuditDaysSchema>;
