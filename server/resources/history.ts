// `/mdr/<name>/history {id}`: a record's audit trail, under the resource's own
// permission, as the changes a person reads. The full audit_log resource is for
// role '*' only; moderators still need to see who approved or changed the
// article in front of them. Which fields are watched is the resource's own
// declaration (`history`); the panel words each entry as a sentence in the
// reader's language from the contract's labels (src/resources/shared/RecordHistory.tsx).
import { Type, type Static } from 'typebox';
import { sql, type Kysely } from 'kysely';
import type { Grant } from '../../contract/access/modules';
import type { DB } from '../db/schema';
import { commandsOf } from './commands';
import { actionMark } from './keys';
import { hiddenMoney } from './money';
import { masked } from './sensitive';
import { iso } from './mapping';
import { DateTime, Id, Nullable, StringEnum } from './schemas';
import { READ_ACTIONS, STANDARD_ACTIONS, type AnyResource } from './types';

/** Newest first; a record with a longer history is read in the audit log itself. */
export const HISTORY_LIMIT = 200;

/** Bookkeeping every record carries; watched only when a resource names it. */
const UNWATCHED = new Set(['id', 'version', 'createdAt', 'updatedAt']);

const FieldChange = Type.Object({
  field: Type.String({ description: 'API field name' }),
  kind: StringEnum(['value', 'text'] as const, {
    description: "value: before/after are the values; text (long text): before/after are its lengths in characters",
  }),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type FieldChange = Static<typeof FieldChange>;

const HistoryEntry = Type.Object({
  id: Type.Integer(),
  actorId: Nullable(Type.Integer()),
  actorName: Type.String(),
  action: Type.String({ description: 'create, update, delete or a transition (approve …)' }),
  createdAt: DateTime,
  changes: Type.Array(FieldChange, {
    description: "the watched fields that changed (none on create and delete); a transition's own state change is its action",
  }),
});

export const historyBody = Type.Object({ id: Id }, { additionalProperties: false });
export const historyAnswer = Type.Object({ list: Type.Array(HistoryEntry) });

/** Only resources that can change have a history (a read-only or aggregate one has none). */
export const hasHistory = (def: AnyResource): boolean =>
  (def.actions ?? STANDARD_ACTIONS).some((a) => !READ_ACTIONS.includes(a)) || Object.keys(commandsOf(def)).length > 0;

/** The watched fields: the declaration's, else every field of the record schema but bookkeeping. */
export function watchedFields(def: AnyResource): readonly string[] {
  return def.history?.fields ?? Object.keys(def.schemas.record.properties).filter((f) => !UNWATCHED.has(f));
}

type Values = Record<string, unknown> | null;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const size = (v: unknown) => (typeof v === 'string' ? [...v].length : 0);

/** What one audit row changed, as the resource declares it worth showing. */
export function changesOf(def: AnyResource, action: string, before: Values, after: Values): FieldChange[] {
  if (!before || !after) return [];
  const longText = new Set(def.history?.longText ?? []);
  // the transition names the state change already ("approved"); the API field of the state column
  const state = action in (def.transitions ?? {}) ? def.stateColumn?.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) : undefined;
  return watchedFields(def)
    .filter((field) => field !== state && (field in before || field in after) && !same(before[field], after[field]))
    .map((field) => (longText.has(field)
      ? { field, kind: 'text', before: size(before[field]), after: size(after[field]) }
      : { field, kind: 'value', before: before[field] ?? null, after: after[field] ?? null }));
}

/**
 * A row a reader without the money read key must not see at all, neither its
 * changes nor who acted: an action that moves money (a balance adjustment,
 * `money` on its command) or a row whose every change was a hidden money figure.
 */
function moneyRow(def: AnyResource, action: string, changes: FieldChange[], hidden: ReadonlySet<string>): boolean {
  if (!hidden.size) return false;
  return actionMark(def, action) === 'money' || (changes.length > 0 && changes.every((c) => hidden.has(c.field)));
}

/**
 * The record's history as `grant` may read it: sensitive fields masked as
 * today's rules say (sensitive.ts), and for a reader without
 * `<resource>.read_money` (money.ts) no change of a money figure and no money
 * row (`moneyRow`).
 */
export async function findHistory(db: Kysely<DB>, def: AnyResource, id: number, grant: Grant) {
  const hidden = hiddenMoney(def, grant);
  // the audit row keeps the username it was written with (the chain hashes it); a person reads
  // the staff member's display name, as everywhere else in the panel
  const rows = await db.selectFrom('audit_log')
    .leftJoin('admins', 'admins.id', 'audit_log.actor_id')
    .select(['audit_log.id', 'audit_log.actor_id', 'audit_log.action', 'audit_log.created_at', 'audit_log.before', 'audit_log.after'])
    .select(sql<string>`coalesce(admins.name, audit_log.actor_name)`.as('actor_name'))
    .where('audit_log.resource', '=', def.name)
    .where('audit_log.record_id', '=', String(id))
    .orderBy('audit_log.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  const entries = rows.map((row) => ({
    id: Number(row.id),
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action,
    createdAt: iso(row.created_at),
    changes: changesOf(def, row.action, masked(def, row.before as Values), masked(def, row.after as Values)),
  }));
  return {
    list: entries.filter((e) => !moneyRow(def, e.action, e.changes, hidden))
      .map((e) => (hidden.size ? { ...e, changes: e.changes.filter((c) => !hidden.has(c.field)) } : e)),
  };
}
