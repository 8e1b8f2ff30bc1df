// "Nothing changed": a fingerprint of every table, whatever the modules add.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';

/** Touched by every signed-in call (last_seen_at), so left out. */
const VOLATILE = new Set(['sessions']);

/** Table name → row count and a hash of all its rows (order-independent). */
export async function snapshotTables(db: Kysely<DB>): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (VOLATILE.has(name)) continue;
    const { rows } = await sql<{ n: string; h: string | null }>`
      SELECT count(*)::text AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${sql.table(name)} AS t`.execute(db);
    out[name] = `${rows[0].n} rows, ${rows[0].h ?? '-'}`;
  }
  return out;
}
