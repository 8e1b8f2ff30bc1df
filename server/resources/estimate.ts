// What a list remembers of its total per filter, for a few seconds: the
// planner's estimate of the matching rows (the EXPLAIN that gives it), and
// whether a count found more matches than the bound. Paging through one filter
// asks the same questions each time, and a list whose matches are known to be
// over the bound is answered with its page alone, one statement
// (listing.ts, docs/performance.md).
//
// Nothing here is ever shown as an exact total: a total up to the bound is
// always counted or read with the page, never taken from here, so neither a
// remembered estimate nor a remembered "over the bound" can make an exact
// total wrong. They show only in a total flagged totalIsEstimate. A write
// through the resource mechanism forgets its table's memory at once; a write
// elsewhere (another instance behind the proxy, plain SQL) is seen after
// ESTIMATE_TTL_MS at most, until then the list says "10,000+" for a filter that
// may have dropped under the bound.
import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export const ESTIMATE_TTL_MS = 10_000;
/** Distinct filters remembered per table at most (then it starts over). */
const MAX_ENTRIES = 1_000;

/**
 * Per filter: the estimate (shared by the calls asking while it is under way:
 * `rows` pending), and the highest bound a count found exceeded.
 */
type Entry = {
  rows: number | Promise<number>; until: number;
  over?: { bound: number; until: number };
  counting?: { bound: number; answer: Promise<number> };
};
type Entries = Map<string, Entry>;
const byDb = new WeakMap<Kysely<DB>, Map<string, Entries>>();

function entriesOf(db: Kysely<DB>, table: string): Entries {
  let tables = byDb.get(db);
  if (!tables) byDb.set(db, (tables = new Map()));
  let entries = tables.get(table);
  if (!entries) tables.set(table, (entries = new Map()));
  return entries;
}

const keyOf = (q: CompiledQuery) => `${q.sql}\u0000${JSON.stringify(q.parameters)}`;

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
  const key = keyOf(q);
  const hit = entries.get(key);
  if (hit && hit.until > Date.now()) return hit.rows;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  // when a remembered estimate expires, the calls in flight ask for it once, not each
  const asked = explainRows(db, q);
  const entry: Entry = { rows: asked, until: Infinity };
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

/** Remembers that `q` matched more than `bound` rows when counted (after estimateRows asked about the same `q`). */
function rememberOver(db: Kysely<DB>, table: string, q: CompiledQuery, bound: number): void {
  const entry = entriesOf(db, table).get(keyOf(q));
  if (!entry) return;
  const known = entry.over && entry.over.until > Date.now() ? entry.over.bound : 0;
  entry.over = { bound: Math.max(bound, known), until: Date.now() + ESTIMATE_TTL_MS };
}

/**
 * `count` (the matches of `q` up to `bound`), a result over the bound
 * remembered. When the memory expires under load, every call in flight would
 * count at once: a count under way is joined instead, but only for an answer
 * over the bound. A total up to the bound is each call's own count, as a count
 * started before another instance's write would be one match off.
 */
export async function countOver(db: Kysely<DB>, table: string, q: CompiledQuery, bound: number, count: () => Promise<number>): Promise<number> {
  const entry = entriesOf(db, table).get(keyOf(q));
  const pending = entry?.counting;
  if (pending && pending.bound >= bound) {
    const shared = await pending.answer.catch(() => 0);
    if (shared > pending.bound) return shared;
  }
  const answer = count();
  if (entry && !entry.counting) entry.counting = { bound, answer };
  try {
    const n = await answer;
    if (n > bound) rememberOver(db, table, q, bound);
    return n;
  } finally {
    if (entry?.counting?.answer === answer) entry.counting = undefined;
  }
}

/** Whether a count of `q` found more than `bound` matches a few seconds ago at most (and no write came since). */
export function knownOver(db: Kysely<DB>, table: string, q: CompiledQuery, bound: number): boolean {
  const over = entriesOf(db, table).get(keyOf(q))?.over;
  return !!over && over.until > Date.now() && over.bound >= bound;
}

/** Forgets what is remembered of `table`'s lists (after a write to it). */
export function forgetEstimates(db: Kysely<DB>, table: string): void {
  byDb.get(db)?.delete(table);
}
