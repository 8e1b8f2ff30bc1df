// Whether a record can be deleted, said up front: every record a resource with
// `delete` answers carries `deletable` and `deleteBlockedReason` (in the
// caller's language), from the same `deleteBlocked` check `delete` enforces.
import { Type, type TObject } from 'typebox';
import type { SchemaKeywords } from '../../contract/records/schema';
import type { Lang } from '../core/context';
import { t } from '../core/i18n';
import { STANDARD_ACTIONS, type AnyResource } from './types';

export const offersDelete = (def: AnyResource): boolean => (def.actions ?? STANDARD_ACTIONS).includes('delete');

/** The record schema with the two fields, for answers of a resource that offers delete. */
export function withDeletableSchema(def: AnyResource, schema: TObject): TObject {
  if (!offersDelete(def)) return schema;
  return Type.Object({
    ...schema.properties,
    deletable: Type.Boolean({ description: 'false when delete would be refused now' }),
    deleteBlockedReason: Type.Union([Type.String(), Type.Null()], { description: 'why not, in the caller\'s language' }),
  }, { description: (schema as SchemaKeywords).description });
}

type Rec = Record<string, unknown>;

export function withDeletable<R extends Rec>(def: AnyResource, record: R, lang: Lang): R {
  if (!offersDelete(def)) return record;
  const key = def.deleteBlocked?.(record) ?? null;
  return { ...record, deletable: key === null, deleteBlockedReason: key === null ? null : t(lang, key) };
}

/**
 * The same on an answer holding records: `{ list }` or one record. A list's
 * items are written in place: they were made for this answer alone (the
 * service maps every row anew), and copying each one cost the list call more
 * than the rest of the mapping (docs/performance.md). One record is copied:
 * the same object may have gone into an audit row or a hook.
 */
export function presentRecords(def: AnyResource, answer: unknown, lang: Lang): unknown {
  if (!offersDelete(def) || !answer || typeof answer !== 'object') return answer;
  const a = answer as Rec;
  if (!Array.isArray(a.list)) return withDeletable(def, a, lang);
  const blocked = def.deleteBlocked;
  for (const r of a.list as Rec[]) {
    const key = blocked?.(r) ?? null;
    r.deletable = key === null;
    r.deleteBlockedReason = key === null ? null : t(lang, key);
  }
  return a;
}
