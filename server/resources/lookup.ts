// `/mdr/<name>/lookup {field, q?, ids?}`: names for a reference field (e.g.
// articles.authorId → authors.pen_name), under the *referencing* resource's
// permission, so an autocomplete needs no access to the other module.
import { Type } from 'typebox';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { containsPattern, prefixPattern } from './query';
import { Id, StringEnum } from './schemas';
import type { AnyResource, LookupItem } from './types';

/** Suggestions answered for one `q`: enough for an autocomplete, small enough to be instant. */
export const LOOKUP_LIMIT = 20;

export const hasLookup = (def: AnyResource) => Object.keys(def.references ?? {}).length > 0;

export const lookupBody = (def: AnyResource) => Type.Object({
  field: StringEnum(Object.keys(def.references ?? {}), { description: 'the reference field' }),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'part of the name' })),
  ids: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 100, description: 'names of these ids (a form showing its value)' })),
  choosable: Type.Optional(Type.Boolean({ description: 'only rows the resource\'s commands may take for this field (e.g. assignees)' })),
}, { additionalProperties: false });

export const lookupAnswer = Type.Object({
  list: Type.Array(Type.Object({ id: Type.Integer(), label: Type.String() })),
});

/**
 * By `ids` (every one that exists), else the first LOOKUP_LIMIT matching `q`
 * by name (with `choosable`, of the rows the field may be set to): the names that start with it first (typing the start of a name
 * must find it however many others merely contain it), then alphabetically.
 */
export async function lookup(
  db: Kysely<DB>, def: AnyResource, body: { field: string; q?: string; ids?: number[]; choosable?: boolean },
): Promise<{ list: LookupItem[] }> {
  const ref = def.references![body.field];
  const id = sql.ref(ref.id ?? 'id');
  const label = sql.ref(ref.label);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the referenced table is named by the declaration
  let q = (db as Kysely<any>).selectFrom(ref.table).select([sql<number>`${id}`.as('id'), sql<string>`${label}`.as('label')]);
  const typed = body.q?.trim();
  if (body.choosable && ref.choosable) q = q.where(ref.choosable());
  if (body.ids) q = q.where(id, 'in', body.ids);
  else if (typed) {
    q = q.where(label, 'ilike', containsPattern(typed))
      .orderBy(sql`case when ${label} ilike ${prefixPattern(typed)} then 0 else 1 end`);
  }
  const rows = await q.orderBy(label).orderBy(id).limit(body.ids ? body.ids.length : LOOKUP_LIMIT).execute();
  return { list: rows.map((r) => ({ id: Number(r.id), label: String(r.label) })) };
}
