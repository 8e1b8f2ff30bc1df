// `/mdr/<name>/history {id}`: a record's audit trail, under the resource's own
// permission. The full audit_log resource is for role '*' only; moderators still
// need to see who approved or changed the article in front of them.
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AuditEntry, auditQuery, toAuditEntryResponse } from './audit-entry';
import { commandsOf } from './commands';
import { Id } from './schemas';
import { READ_ACTIONS, STANDARD_ACTIONS, type AnyResource } from './types';

/** Newest first; a record with a longer history is read in the audit log itself. */
export const HISTORY_LIMIT = 200;

export const historyBody = Type.Object({ id: Id }, { additionalProperties: false });
export const historyAnswer = Type.Object({ list: Type.Array(AuditEntry) });

/** Only resources that can change have a history (a read-only or aggregate one has none). */
export const hasHistory = (def: AnyResource): boolean =>
  (def.actions ?? STANDARD_ACTIONS).some((a) => !READ_ACTIONS.includes(a)) || Object.keys(commandsOf(def)).length > 0;

export async function findHistory(db: Kysely<DB>, def: AnyResource, id: number) {
  const rows = await auditQuery(db)
    .where('audit_log.resource', '=', def.name)
    .where('audit_log.record_id', '=', String(id))
    .orderBy('audit_log.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return { list: rows.map(toAuditEntryResponse) };
}
