// The core rollups of 0010_rollups.sql: rows per state and rows created per
// day of every table a module tracks (mdr_track_states). Recomputed here from
// the tables themselves for npm run rollups:check.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Rollup } from '../core/module';

interface Source { source: string; state_col: string; created_col: string }

const ident = (name: string) => sql.id(name);

async function sourcesOf(db: Kysely<DB>): Promise<Source[]> {
  return (await sql<Source>`SELECT source, state_col, created_col FROM rollup_sources ORDER BY source`.execute(db)).rows;
}

/** kept vs recomputed for one tracked table: rows where they differ */
async function diffStates(db: Kysely<DB>, s: Source): Promise<Record<string, unknown>[]> {
  const state = s.state_col ? sql`${ident(s.state_col)}::text` : sql`''`;
  const { rows } = await sql<{ state: string; kept: string | null; actual: string | null }>`
    WITH actual AS (SELECT ${state} AS state, count(*) AS n FROM ${ident(s.source)} GROUP BY 1),
         kept AS (SELECT state, n FROM rollup_state_counts WHERE source = ${s.source} AND n <> 0)
    SELECT coalesce(a.state, k.state) AS state, k.n AS kept, a.n AS actual
    FROM actual a FULL JOIN kept k ON k.state = a.state
    WHERE a.n IS DISTINCT FROM k.n`.execute(db);
  return rows.map((r) => ({ table: s.source, state: r.state, kept: Number(r.kept ?? 0), actual: Number(r.actual ?? 0) }));
}

async function diffDaily(db: Kysely<DB>, s: Source): Promise<Record<string, unknown>[]> {
  if (!s.created_col) return [];
  const metric = `new.${s.source}`;
  const { rows } = await sql<{ day: string; kept: string | null; actual: string | null }>`
    WITH actual AS (SELECT mdr_beijing_day(${ident(s.created_col)}) AS day, count(*) AS n FROM ${ident(s.source)} GROUP BY 1),
         kept AS (SELECT day, value AS n FROM rollup_daily WHERE metric = ${metric} AND value <> 0)
    SELECT coalesce(a.day, k.day)::text AS day, k.n AS kept, a.n AS actual
    FROM actual a FULL JOIN kept k ON k.day = a.day
    WHERE a.n IS DISTINCT FROM k.n`.execute(db);
  return rows.map((r) => ({ metric, day: r.day, kept: Number(r.kept ?? 0), actual: Number(r.actual ?? 0) }));
}

export const stateRollup: Rollup = {
  name: 'rollup_state_counts + rollup_daily (new.*)',
  async diff(db) {
    const out: Record<string, unknown>[] = [];
    for (const s of await sourcesOf(db)) out.push(...await diffStates(db, s), ...await diffDaily(db, s));
    return out;
  },
  async count(db) {
    const { rows } = await sql<{ n: string }>`SELECT (SELECT count(*) FROM rollup_state_counts) + (SELECT count(*) FROM rollup_daily) AS n`.execute(db);
    return Number(rows[0].n);
  },
};

/** The count of `source` rows in each state, from the rollup (a missing state is 0). */
export async function stateCounts(db: Kysely<DB>, source: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ state: string; n: string }>`SELECT state, n FROM rollup_state_counts WHERE source = ${source}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}
