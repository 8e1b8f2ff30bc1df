// SQL only: every statement the mechanism runs, on a resource's table or base query.
// The table set is open at this layer (see types.Query), so writes go through a
// loosely typed handle; definitions type their own column values.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { applyFilters, applyKeyset, applyOrder, idColumn, sortKeyColumn, type Keyset, type SortSpec } from './query';
import type { AnyResource, Shape } from './types';

type Row = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- writes to any resource's table
type LooseDb = Kysely<any>;
const loose = (db: Kysely<DB>) => db as unknown as LooseDb;

export interface PageQuery { filter?: Record<string, unknown>; sort: SortSpec; limit: number; offset: number }

export async function findPage(db: Kysely<DB>, def: AnyResource, p: PageQuery): Promise<Row[]> {
  const q = applyOrder(def, applyFilters(def, def.query(db, 'list'), p.filter), p.sort);
  return q.limit(p.limit).offset(p.offset).execute();
}

export async function count(db: Kysely<DB>, def: AnyResource, filter?: Record<string, unknown>): Promise<number> {
  const q = applyFilters(def, def.query(db, 'list'), filter).clearSelect()
    .select(sql<string>`count(*)`.as('total'));
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.total);
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
  return def.query(db, shape).where(sql.ref(idColumn(def)), '=', id).executeTakeFirst();
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
  const row = await loose(trx).selectFrom(def.table)
    .select(['id', 'version', sql<string | null>`${def.stateColumn ? sql.ref(def.stateColumn) : sql`NULL`}::text`.as('state')])
    .where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
  return row ? { id: Number(row.id), version: Number(row.version), state: row.state } : undefined;
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
  let q = loose(trx).updateTable(def.table)
    .set({ ...values, version: sql`version + 1`, ...(def.hasUpdatedAt === false ? {} : { updated_at: sql`now()` }) })
    .where('id', '=', id);
  if (guard.version !== undefined) q = q.where('version', '=', guard.version);
  if (guard.states && def.stateColumn) q = q.where(sql.ref(def.stateColumn), 'in', guard.states);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteById(trx: Kysely<DB>, def: AnyResource, id: number): Promise<void> {
  await loose(trx).deleteFrom(def.table).where('id', '=', id).execute();
}
