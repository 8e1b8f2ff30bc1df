// SQL only: every statement the mechanism runs, on a resource's table or base query.
// The table set is open at this layer (see types.Query), so writes go through a
// loosely typed handle; definitions type their own column values.
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { compiledByShape } from '../db/shaped';
import {
  applyFilters, applyKeyset, applyOrder, idColumn, qualifiers, sortKeyColumn, type Keyset, type SortSpec,
} from './query';
import type { AnyResource, Query, Shape } from './types';

type Row = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- writes to any resource's table
type LooseDb = Kysely<any>;
const loose = (db: Kysely<DB>) => db as unknown as LooseDb;

export interface PageQuery { filter?: Record<string, unknown>; sort: SortSpec; limit: number; offset: number }

/**
 * The ids matching `filter`, unordered, as a query and, when it is the table
 * alone, compiled already (the check compiled it): a list call reuses one for
 * its estimate, its page and its count instead of building each again.
 */
export interface Matching { query: Query; compiled: CompiledQuery | null }

/**
 * The ids matching `filter`, unordered. When the resource's joins are lookups
 * and neither the filter nor the sort needs a joined table, the table alone:
 * an index scan instead of a join over every matching row.
 */
export function matchingIds(db: Kysely<DB>, def: AnyResource, filter: Record<string, unknown> | undefined, sort?: SortSpec): Matching {
  const id = sql.ref(idColumn(def)).as('id');
  if (def.joinsAreLookups) {
    const bare = applyFilters(def, db.selectFrom(def.table).select(id) as Query, filter);
    const compiled = bare.compile();
    if (tableAlone(def.table, `${compiled.sql} ${sort?.column ?? ''}`)) return { query: bare, compiled };
  }
  return { query: applyFilters(def, def.query(db, 'list'), filter).clearSelect().select(id), compiled: null };
}

/** Whether a statement's text qualifies columns by `table` only (remembered: the same few texts come again and again). */
const aloneByText = new Map<string, boolean>();
function tableAlone(table: string, text: string): boolean {
  const key = `${table}\u0000${text}`;
  let alone = aloneByText.get(key);
  if (alone === undefined) {
    if (aloneByText.size >= 1_000) aloneByText.clear();
    alone = [...qualifiers(text)].every((t) => t === table);
    aloneByText.set(key, alone);
  }
  return alone;
}

/**
 * What enters a statement's text besides its values, for a statement built on
 * `base` (server/db/shaped.ts): the resource, its id column, the sort, and the
 * text of the matching ids (the filter as applied this call).
 */
const shapeOf = (kind: string, def: AnyResource, sort: SortSpec | null, base: string) =>
  [kind, def.name, def.table, idColumn(def), sort?.column, sort?.order, sort?.nullable, base].join('\u0000');

/** Runs a statement compiled once per shape (server/db/shaped.ts); `def.query` owns the kept texts. */
async function runShaped<S extends unknown[]>(
  db: Kysely<DB>, def: AnyResource, shape: string, fixed: readonly unknown[], slots: S, build: (...slots: S) => { compile(): CompiledQuery },
): Promise<Row[]> {
  return (await db.executeQuery<Row>(compiledByShape(db, def.query, shape, fixed, slots, build))).rows;
}

/**
 * The ids matching `filter` whatever the sort, reusing `sorted` (the ids for
 * the sort) when that is the table alone: without the sort it is the same.
 */
export function matchingUnsorted(db: Kysely<DB>, def: AnyResource, filter: Record<string, unknown> | undefined, sorted?: Matching): Matching {
  return sorted?.compiled ? sorted : matchingIds(db, def, filter);
}

/**
 * A page as a deferred join: the page's ids first (the sort index, skipping
 * `offset` entries without reading the rows), then the joined rows of those
 * ids only, so page 2000 costs about what page 1 does.
 */
export async function findListPage(db: Kysely<DB>, def: AnyResource, p: PageQuery, base = matchingIds(db, def, p.filter, p.sort)): Promise<Row[]> {
  const build = (limit: number, offset: number, outerLimit: number) => {
    const ids = applyOrder(def, base.query, p.sort).limit(limit).offset(offset);
    const q = def.query(db, 'list').where(sql.ref(idColumn(def)), 'in', ids);
    return applyOrder(def, q, p.sort).limit(outerLimit);
  };
  if (!base.compiled) return build(p.limit, p.offset, p.limit).execute();
  return runShaped(db, def, shapeOf('page', def, p.sort, base.compiled.sql), base.compiled.parameters, [p.limit, p.offset, p.limit], build);
}

/** The ids of the first `limit` matching rows in the list's order (for totals under the bound: one scan gives both). */
export async function findIdsUpTo(
  db: Kysely<DB>, def: AnyResource, filter: Record<string, unknown> | undefined, sort: SortSpec, limit: number, base = matchingIds(db, def, filter, sort),
): Promise<number[]> {
  const build = (upTo: number) => applyOrder(def, base.query, sort).limit(upTo);
  const rows = base.compiled
    ? await runShaped(db, def, shapeOf('ids', def, sort, base.compiled.sql), base.compiled.parameters, [limit], build)
    : await build(limit).execute();
  return rows.map((r) => Number(r.id));
}

/** The list rows of `ids`, in the list's order. */
export async function findListRows(db: Kysely<DB>, def: AnyResource, ids: number[], sort: SortSpec): Promise<Row[]> {
  if (!ids.length) return [];
  const build = (...some: number[]) => applyOrder(def, def.query(db, 'list').where(sql.ref(idColumn(def)), 'in', some), sort);
  return runShaped(db, def, shapeOf('rows', def, sort, String(ids.length)), [], ids, build);
}

/** The number of matching rows, counted up to `bound + 1` at most (more means "over the bound"). */
export async function countUpTo(
  db: Kysely<DB>, def: AnyResource, filter: Record<string, unknown> | undefined, bound: number, base = matchingIds(db, def, filter),
): Promise<number> {
  const build = (upTo: number) => db.selectFrom(base.query.limit(upTo).as('matched')).select(sql<string>`count(*)`.as('total'));
  const [row] = base.compiled
    ? await runShaped(db, def, shapeOf('count', def, null, base.compiled.sql), base.compiled.parameters, [bound + 1], build)
    : await build(bound + 1).execute();
  return Number(row.total);
}

/** The number of matching rows, every one counted (the real last page: asked for, never on every page view). */
export async function countAll(db: Kysely<DB>, def: AnyResource, filter: Record<string, unknown> | undefined): Promise<number> {
  const row = await db.selectFrom(matchingIds(db, def, filter).query.as('matched')).select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

// NOT NULL columns per table, read once per database handle from the catalog.
const notNullCache = new WeakMap<Kysely<DB>, Map<string, Promise<Set<string>>>>();

function notNullColumns(db: Kysely<DB>, table: string): Promise<Set<string>> {
  let byTable = notNullCache.get(db);
  if (!byTable) notNullCache.set(db, (byTable = new Map()));
  let columns = byTable.get(table);
  if (!columns) {
    columns = sql<{ name: string }>`SELECT attname AS name FROM pg_attribute
      WHERE attrelid = to_regclass(${table}) AND attnum > 0 AND NOT attisdropped AND attnotnull`
      .execute(db).then((r) => new Set(r.rows.map((c) => c.name)), (err) => {
        byTable!.delete(table); // ask again next time
        throw err;
      });
    byTable.set(table, columns);
  }
  return columns;
}

/** The sort with `nullable` known: a `table.column` sort is checked in the catalog, anything else stays nullable. */
export async function withNullability(db: Kysely<DB>, s: SortSpec): Promise<SortSpec> {
  const m = /^(\w+)\.(\w+)$/.exec(s.column);
  if (!m) return s;
  return { ...s, nullable: !(await notNullColumns(db, m[1])).has(m[2]) };
}

/** One batch of an export, ordered by (sort column, id), after the previous batch's last row. */
export async function findBatch(
  db: Kysely<DB>, def: AnyResource, filter: Record<string, unknown> | undefined, sort: SortSpec, after: Keyset | null, limit: number,
): Promise<(Row & { __sort_key: string | null })[]> {
  let q = applyFilters(def, def.query(db, 'list'), filter);
  q = applyOrder(def, applyKeyset(def, q, sort, after), sort).select(sortKeyColumn(sort));
  return (await q.limit(limit).execute()) as (Row & { __sort_key: string | null })[];
}

export async function findById(db: Kysely<DB>, def: AnyResource, id: number, shape: Shape = 'record'): Promise<Row | undefined> {
  const build = (one: number) => def.query(db, shape).where(sql.ref(idColumn(def)), '=', one);
  const [row] = await runShaped(db, def, shapeOf('byId', def, null, shape), [], [id], build);
  return row;
}

export async function findByIds(db: Kysely<DB>, def: AnyResource, ids: number[], shape: Shape): Promise<Row[]> {
  if (!ids.length) return [];
  return def.query(db, shape).where(sql.ref(idColumn(def)), 'in', ids).orderBy(sql.ref(idColumn(def))).execute();
}

export interface Locked { id: number; version: number; state: string | null }

/**
 * Locks the row for the rest of the transaction: a second writer waits, then
 * sees the new version/state. NO KEY UPDATE (what an UPDATE takes itself) still
 * lets other tables' foreign-key checks read the row meanwhile.
 */
export async function lockById(trx: Kysely<DB>, def: AnyResource, id: number): Promise<Locked | undefined> {
  const build = (one: number) => loose(trx).selectFrom(def.table)
    .select(['id', 'version', sql<string | null>`${def.stateColumn ? sql.ref(def.stateColumn) : sql`NULL`}::text`.as('state')])
    .where('id', '=', one).forNoKeyUpdate();
  const [row] = await runShaped(trx, def, shapeOf('lock', def, null, def.stateColumn ?? ''), [], [id], build);
  return row ? { id: Number(row.id), version: Number(row.version), state: row.state as string | null } : undefined;
}

export async function insert(trx: Kysely<DB>, def: AnyResource, values: Row): Promise<number> {
  const row = await loose(trx).insertInto(def.table).values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface UpdateGuard { version?: number; states?: readonly string[] }

/**
 * Updates one row, bumping version (and updated_at). The guard repeats the
 * version/state check in the WHERE, so the write cannot apply to a row that
 * changed since it was checked. Returns false when no row matched.
 */
export async function updateById(trx: Kysely<DB>, def: AnyResource, id: number, values: Row, guard: UpdateGuard = {}): Promise<boolean> {
  const columns = Object.keys(values);
  const states = guard.states && def.stateColumn ? guard.states : undefined;
  const build = (...slots: unknown[]) => {
    let i = 0;
    const set: Row = {};
    for (const c of columns) set[c] = slots[i++];
    let q = loose(trx).updateTable(def.table)
      .set({ ...set, version: sql`version + 1`, ...(def.hasUpdatedAt === false ? {} : { updated_at: sql`now()` }) })
      .where('id', '=', slots[i++]);
    if (guard.version !== undefined) q = q.where('version', '=', slots[i++]);
    if (states) q = q.where(sql.ref(def.stateColumn!), 'in', slots.slice(i));
    return q;
  };
  const slots = [...columns.map((c) => values[c]), id, ...(guard.version !== undefined ? [guard.version] : []), ...(states ?? [])];
  // a value that is SQL (now(), version + 1) enters the text: such a write is built each time
  const shape = columns.some((c) => isExpression(values[c])) ? null
    : ['update', def.table, columns.join(','), guard.version !== undefined, states?.length ?? -1].join('\u0000');
  const compiled = shape === null ? build(...slots).compile() : compiledByShape(trx, def.query, shape, [], slots, build);
  const result = await trx.executeQuery(compiled);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** A value that Kysely compiles into the text (sql`…`, a reference, a subquery) rather than binds. */
const isExpression = (v: unknown) => typeof v === 'function'
  || (typeof v === 'object' && v !== null && typeof (v as { toOperationNode?: unknown }).toOperationNode === 'function');

export async function deleteById(trx: Kysely<DB>, def: AnyResource, id: number): Promise<void> {
  await loose(trx).deleteFrom(def.table).where('id', '=', id).execute();
}
