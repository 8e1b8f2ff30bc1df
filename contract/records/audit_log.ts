// One audit row as the API answers it (audit_log and every resource's history), from its declaration.
import { AUDIT_LOG } from '../audit_log';
import type { RecordOf } from '../fields';
import { recordSchemaOf } from './declared';

export const AuditEntrySchema = recordSchemaOf(AUDIT_LOG);

export type AuditEntryRecord = RecordOf<typeof AUDIT_LOG.fields>;
