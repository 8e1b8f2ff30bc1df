// Moving a database to an empty PostgreSQL one (npm run db:move, server/bin/db-move.ts;
// docs/deploy.md): the embedded PGlite database of a demo becomes the production
// database without an export format in between. In ONE transaction on the target,
// so it ends up either whole or untouched:
//   1. the schema, by the same migration files (migrateWithin);
//   2. every table emptied of what migrations inserted (the source has those rows too) and its
//      triggers off, so the rollups are copied as they are rather than counted twice;
//   3. the data, table by table with parents before children (foreign keys stay checked), each
//      value as its text form and cast back to its column's type, so nothing is rounded or
//      re-zoned; a foreign key of a table to itself is dropped for the copy and added back after,
//      which checks every row against it;
//   4. every sequence set to where the source's stands, the row counts compared.
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import { migrateWithin } from './migrate';

/* eslint-disable @typescript-eslint/no-explicit-any -- both databases are read through the catalog, not the DB type */
type AnyDb = Kysely<any>;
type AnyTrx = Transaction<any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Rows read and written per statement. */
const BATCH_ROWS = 2_000;

interface Column { name: string; type: string }
interface ForeignKey { child: string; parent: string; name: string; definition: string }
export interface MovedTable { name: string; rows: number }
export interface MoveReport { tables: MovedTable[]; sequences: number }

/** The target holds something already: nothing was written. */
export class MoveRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoveRefused';
  }
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables, views and sequences outside the system schemas: what makes a database not empty. */
export async function objectsIn(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
      AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
    ORDER BY 1`.execute(db);
  return rows.map((r) => r.name);
}

async function tablesOf(db: AnyDb): Promise<Map<string, Column[]>> {
  const { rows } = await sql<{ table: string; column: string; type: string }>`
    SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    ORDER BY c.relname, a.attnum`.execute(db);
  const tables = new Map<string, Column[]>();
  for (const r of rows) tables.set(r.table, [...(tables.get(r.table) ?? []), { name: r.column, type: r.type }]);
  return tables;
}

async function foreignKeys(db: AnyDb): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    SELECT child.relname AS child, parent.relname AS parent, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
    FROM pg_constraint k JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
    WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace
    ORDER BY 1, 3`.execute(db);
  return rows;
}

/** Parents before children (Kahn's order, ties by name); a cycle between tables cannot be copied with its keys checked. */
export function dependencyOrder(tables: string[], keys: Pick<ForeignKey, 'child' | 'parent'>[]): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const k of keys) if (k.child !== k.parent) parents.get(k.child)?.add(k.parent);
  const order: string[] = [];
  const left = new Set([...tables].sort());
  while (left.size) {
    const next = [...left].find((t) => [...parents.get(t)!].every((p) => !left.has(p)));
    if (!next) throw new Error(`foreign keys form a cycle among: ${[...left].join(', ')}`);
    order.push(next);
    left.delete(next);
  }
  return order;
}

/**
 * Copies one table in batches of its rows in physical order (ctid: no key needed, the source is not written meanwhile).
 * The row's address is answered as `at`: named `ctid`, ORDER BY would sort its text.
 */
async function copyTable(source: AnyDb, target: AnyTrx, table: string, columns: Column[]): Promise<number> {
  const read = `SELECT ctid::text AS "at", ${columns.map((c, i) => `${q(c.name)}::text AS c${i}`).join(', ')}
    FROM ${q(table)} WHERE ctid > $1::tid ORDER BY ctid LIMIT ${BATCH_ROWS}`;
  const write = `INSERT INTO ${q(table)} (${columns.map((c) => q(c.name)).join(', ')}) OVERRIDING SYSTEM VALUE
    SELECT ${columns.map((c, i) => `u.c${i}::${c.type}`).join(', ')}
    FROM unnest(${columns.map((_, i) => `$${i + 1}::text[]`).join(', ')}) AS u(${columns.map((_, i) => `c${i}`).join(', ')})`;
  let after = '(0,0)';
  let copied = 0;
  for (;;) {
    const { rows } = await source.executeQuery<Record<string, string | null>>(CompiledQuery.raw(read, [after]));
    if (!rows.length) return copied;
    await target.executeQuery(CompiledQuery.raw(write, columns.map((_, i) => rows.map((r) => r[`c${i}`]))));
    copied += rows.length;
    after = rows[rows.length - 1].at!;
  }
}

/** Every sequence of the target set to the source's last value (ids and order numbers go on where they were). */
async function copySequences(source: AnyDb, target: AnyTrx): Promise<number> {
  const { rows } = await sql<{ name: string; last: number | string | null }>`
    SELECT sequencename AS name, last_value AS last FROM pg_sequences WHERE schemaname = 'public'`.execute(source);
  for (const { name, last } of rows) {
    // never used on the source: left at its start on the target, as fresh as it was
    if (last !== null) await sql`SELECT setval(${`public.${q(name)}`}::regclass, ${last}, true)`.execute(target);
  }
  return rows.length;
}

async function countRows(db: AnyDb | AnyTrx, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0].n);
}

async function copyData(source: AnyDb, trx: AnyTrx, log: (m: string) => void): Promise<MovedTable[]> {
  const tables = await tablesOf(source);
  const keys = await foreignKeys(trx);
  const selfKeys = keys.filter((k) => k.child === k.parent);
  const names = [...tables.keys()];
  await sql.raw(`TRUNCATE ${names.map(q).join(', ')}`).execute(trx);
  for (const t of names) await sql.raw(`ALTER TABLE ${q(t)} DISABLE TRIGGER USER`).execute(trx);
  for (const k of selfKeys) await sql.raw(`ALTER TABLE ${q(k.child)} DROP CONSTRAINT ${q(k.name)}`).execute(trx);
  const moved: MovedTable[] = [];
  for (const name of dependencyOrder(names, keys)) {
    const rows = await copyTable(source, trx, name, tables.get(name)!);
    const landed = await countRows(trx, name);
    if (landed !== rows) throw new Error(`${name}: ${rows} rows read, ${landed} in the target`);
    moved.push({ name, rows });
    log(`  ${name.padEnd(28)} ${rows}`);
  }
  for (const k of selfKeys) await sql.raw(`ALTER TABLE ${q(k.child)} ADD CONSTRAINT ${q(k.name)} ${k.definition}`).execute(trx);
  for (const t of names) await sql.raw(`ALTER TABLE ${q(t)} ENABLE TRIGGER USER`).execute(trx);
  return moved;
}

/**
 * Copies `source` (migrated: every migration of this code applied) into `target`,
 * which must be empty (MoveRefused otherwise, nothing written).
 */
export async function moveDatabase(source: AnyDb, target: AnyDb, log: (m: string) => void = () => {}): Promise<MoveReport> {
  const present = await objectsIn(target);
  if (present.length) {
    const shown = present.slice(0, 5).join(', ') + (present.length > 5 ? `, … (${present.length} in all)` : '');
    throw new MoveRefused(`the target database is not empty: it holds ${shown}. Move only into a new, empty database.`);
  }
  const report = await target.transaction().execute(async (trx) => {
    log('schema: applying the migrations …');
    await migrateWithin(trx);
    log('data (rows per table):');
    const tables = await copyData(source, trx, log);
    const sequences = await copySequences(source, trx);
    log(`sequences: ${sequences} set`);
    return { tables, sequences };
  });
  await sql`ANALYZE`.execute(target); // the planner's statistics, which a bulk load leaves empty
  return report;
}
