// A rollup check as one query: the kept rows FULL JOIN a recomputation from the
// raw tables on their key, returning the rows where any figure differs.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';

/**
 * `kept` and `actual` are SELECTs with the same columns: `keys` then `figures`;
 * zero rows on either side count as absent (a figure that went back to 0).
 */
export async function compareRollup(db: Kysely<DB>, kept: RawBuilder<unknown>, actual: RawBuilder<unknown>,
  keys: string[], figures: string[]): Promise<Record<string, unknown>[]> {
  const k = (alias: string, c: string) => sql.ref(`${alias}.${c}`);
  const on = sql.join(keys.map((c) => sql`${k('a', c)} = ${k('k', c)}`), sql` AND `);
  const nonZero = (alias: string) => sql.join(figures.map((f) => sql`${k(alias, f)} <> 0`), sql` OR `);
  const cols = sql.join([
    ...keys.map((c) => sql`coalesce(${k('a', c)}, ${k('k', c)})::text AS ${sql.id(c)}`),
    ...figures.flatMap((f) => [sql`${k('k', f)} AS ${sql.id(`kept_${f}`)}`, sql`${k('a', f)} AS ${sql.id(`actual_${f}`)}`]),
  ]);
  const differs = sql.join(figures.map((f) => sql`coalesce(${k('a', f)}, 0) <> coalesce(${k('k', f)}, 0)`), sql` OR `);
  const { rows } = await sql<Record<string, unknown>>`
    WITH k AS (SELECT * FROM (${kept}) x), a AS (SELECT * FROM (${actual}) y)
    SELECT ${cols} FROM (SELECT * FROM a WHERE ${nonZero('a')}) a
    FULL JOIN (SELECT * FROM k WHERE ${nonZero('k')}) k ON ${on}
    WHERE ${differs}`.execute(db);
  return rows;
}

/** `SELECT count(*)` of a table, as a number. */
export async function countRows(db: Kysely<DB>, table: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0].n);
}
