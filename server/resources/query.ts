// Filter, sort and paging on a resource's base query. Sorting is by a
// whitelisted column then id (a stable order for paging and keyset export);
// NULLs come last in both directions so one keyset rule covers every column.
// A column known to be NOT NULL is ordered without NULLS LAST: PostgreSQL
// only serves `DESC NULLS LAST` from a plain B-tree index in that case.
import { sql } from 'kysely';
import { invalidField } from '../core/errors';
import type { AnyResource, Order, Query } from './types';

/** `nullable: false` (the column is NOT NULL) lets the order use the column's index both ways. */
export interface SortSpec { column: string; order: Order; nullable?: boolean }

/** The whitelisted column of `sort` (default: the resource's default sort). */
export function resolveSort(def: AnyResource, sort?: string, order?: Order): SortSpec {
  const field = sort ?? def.defaultSort.field;
  const column = Object.hasOwn(def.sorts, field) ? def.sorts[field] : undefined;
  if (!column) throw invalidField('sort', 'error.unknown_sort', { field });
  return { column, order: order ?? (sort ? 'ASC' : def.defaultSort.order) };
}

/** Applies each filter key; an unknown key is -1 `filter.<key>` (the schema refuses it first). */
export function applyFilters(def: AnyResource, q: Query, filter: Record<string, unknown> = {}): Query {
  for (const [key, value] of Object.entries(filter)) {
    const f = Object.hasOwn(def.filters, key) ? def.filters[key] : undefined;
    if (!f) throw invalidField(`filter.${key}`, 'error.unknown_filter', { key });
    if (value !== undefined) q = f.apply(q, value);
  }
  return q;
}

export const idColumn = (def: AnyResource) => def.idColumn ?? `${def.table}.id`;

export function applyOrder(def: AnyResource, q: Query, s: SortSpec): Query {
  const desc = s.order === 'DESC';
  q = s.nullable === false
    ? q.orderBy(sql.ref(s.column), desc ? 'desc' : 'asc')
    : q.orderBy(sql.ref(s.column), (ob) => (desc ? ob.desc() : ob.asc()).nullsLast());
  return s.column === idColumn(def) ? q : q.orderBy(sql.ref(idColumn(def)), desc ? 'desc' : 'asc');
}

/** Where the last row of a batch was: its sort value as text (exact, unlike a JS Date) and id. */
export interface Keyset { key: string | null; id: number | string }

/** Rows after `after` in the order of applyOrder (sort column NULLS LAST, then id). */
export function applyKeyset(def: AnyResource, q: Query, s: SortSpec, after: Keyset | null): Query {
  if (!after) return q;
  const col = sql.ref(s.column);
  const id = sql.ref(idColumn(def));
  const op = sql.raw(s.order === 'DESC' ? '<' : '>');
  const cond = s.column === idColumn(def)
    ? sql<boolean>`${id} ${op} ${after.id}`
    : s.nullable === false && after.key !== null
      ? sql<boolean>`(${col}, ${id}) ${op} (${after.key}, ${after.id})` // one index range
    : after.key === null
      ? sql<boolean>`(${col} IS NULL AND ${id} ${op} ${after.id})`
      : sql<boolean>`(${col} ${op} ${after.key} OR (${col} = ${after.key} AND ${id} ${op} ${after.id}) OR ${col} IS NULL)`;
  return q.where(cond);
}

/** The sort value as text, selected alongside each exported row for the next keyset. */
export const sortKeyColumn = (s: SortSpec) => sql<string | null>`(${sql.ref(s.column)})::text`.as('__sort_key');

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `text` literally anywhere (%, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** The first moment of `date` (YYYY-MM-DD, UTC), `days` later: a `createdFrom`/`createdTo` filter's bound. */
export const dayStart = (date: string, days = 0): Date => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);

/** A LIKE pattern matching what starts with `text`, literally. */
export function prefixPattern(text: string): string {
  return `${likeLiteral(text)}%`;
}

/**
 * The tables a query's SQL refers to by qualified column (`"authors"."pen_name"`
 * or `authors.pen_name`): tells whether filters written against the resource's
 * joined query also run on its table alone.
 */
export function qualifiers(sqlText: string): Set<string> {
  const found = new Set<string>();
  for (const m of sqlText.matchAll(/"?([A-Za-z_][\w$]*)"?\s*\.\s*"?[A-Za-z_]/g)) found.add(m[1]);
  return found;
}
