// The planner's estimate of a list's matching rows, remembered for a few
// seconds per filter: the EXPLAIN that gives it was one of the three
// statements of every list call, and paging through one filter asks the same
// question each time (docs/performance.md).
//
// The estimate only chooses how the total is obtained (service.ts `list`): a
// total up to the bound is always counted or read, never taken from here, so
// a remembered estimate can make no exact total wrong. It shows only in a
// total flagged totalIsEstimate, which the planner's own statistics already
// let lag behind the table until the next ANALYZE. A write through the
// resource mechanism forgets its table's estimates at once.
import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export const ESTIMATE_TTL_MS = 10_000;
/** Distinct filters remembered per table at most (then it starts over). */
const MAX_ENTRIES = 1_000;

/** An estimate asked for and not answered yet is shared by the calls asking meanwhile (`rows` pending). */
type Entries = Map<string, { rows: number | Promise<number>; until: number }>;
const byDb = new WeakMap<Kysely<DB>, Map<string, Entries>>();

function entriesOf(db: Kysely<DB>, table: string): Entries {
  let tables = byDb.get(db);
  if (!tables) byDb.set(db, (tables = new Map()));
  let entries = tables.get(table);
  if (!entries) tables.set(table, (entries = new Map()));
  return entries;
}

async function explainRows(db: Kysely<DB>, q: CompiledQuery): Promise<number> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${q.sql}`, [...q.parameters]),
  );
  const raw = rows[0]['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/** The planner's estimate of the rows `q` (a query on `table`) answers; nothing is read. */
export async function estimateRows(db: Kysely<DB>, table: string, q: CompiledQuery): Promise<number> {
  const entries = entriesOf(db, table);
  const key = `${q.sql}\u0000${JSON.stringify(q.parameters)}`;
  const hit = entries.get(key);
  if (hit && hit.until > Date.now()) return hit.rows;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  // when a remembered estimate expires, the calls in flight ask for it once, not each
  const asked = explainRows(db, q);
  const entry = { rows: asked as number | Promise<number>, until: Infinity };
  entries.set(key, entry);
  try {
    entry.rows = await asked;
    entry.until = Date.now() + ESTIMATE_TTL_MS;
    return entry.rows;
  } catch (err) {
    if (entries.get(key) === entry) entries.delete(key);
    throw err;
  }
}

/** Forgets the estimates of `table` (after a write to it). */
export function forgetEstimates(db: Kysely<DB>, table: string): void {
  byDb.get(db)?.delete(table);
}
