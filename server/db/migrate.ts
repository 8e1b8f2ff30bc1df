// Hand-written SQL migrations (docs/architecture.md "Migrations"): the core ones (server/db/migrations)
// and every module's (its `migrations` folder, server/modules/index.ts) applied
// in one global name order, the same files on PGlite and PostgreSQL. Names are
// unique across all folders (a clash is refused), so they could also be copied
// into one folder. Each file runs in its own
// transaction together with its schema_migrations row, so a failing file leaves
// the database exactly as it was, and a file is never half applied.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ServerModule } from '../core/module';
import { modules } from '../modules';

/** The core tables' migrations (staff, sessions, audit log, users, authors). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** The core folder, then each module's, without repeats. */
export const migrationDirs = (of: readonly Pick<ServerModule, 'migrations'>[] = modules): string[] =>
  [...new Set([MIGRATIONS_DIR, ...of.flatMap((m) => (m.migrations ? [m.migrations] : []))])];

// Arbitrary constant: serialises servers that start at the same time on one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_246_001;

export class MigrationError extends Error {
  constructor(readonly file: string, readonly cause: unknown) {
    super(`Migration ${file} failed, nothing of it was applied: ${(cause as Error)?.message ?? cause}`);
    this.name = 'MigrationError';
  }
}

export interface MigrateOptions {
  /** one folder instead of the core's and the modules' (tests) */
  dir?: string;
  log?: (message: string) => void;
}

/** Applies the pending migrations; returns the names applied now. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- runs before the schema exists
export async function migrate(db: Kysely<any>, opts: MigrateOptions = {}): Promise<string[]> {
  const files = listMigrations(opts.dir ? [opts.dir] : migrationDirs());
  await createMigrationsTable(db);
  const applied: string[] = [];
  for (const { dir, file } of files) {
    if (await applyOne(db, dir, file)) {
      applied.push(file);
      opts.log?.(`applied migration ${file}`);
    }
  }
  return applied;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const createMigrationsTable = (db: Kysely<any>) => sql`CREATE TABLE IF NOT EXISTS schema_migrations (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
)`.execute(db);

/**
 * Every migration, inside the caller's transaction `trx` (no transaction or lock
 * of its own): for a database known to be empty that must end up either whole or
 * untouched, as the move to PostgreSQL does (server/db/move.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateWithin(trx: Transaction<any>): Promise<void> {
  await createMigrationsTable(trx);
  for (const { dir, file } of listMigrations(migrationDirs())) {
    try {
      await sql.raw(readFileSync(join(dir, file), 'utf8')).execute(trx);
    } catch (err) {
      throw new MigrationError(file, err);
    }
    await sql`INSERT INTO schema_migrations (name) VALUES (${file})`.execute(trx);
  }
}

/** Every *.sql of the folders in name order; a name in two folders is a mistake, refused. */
export function listMigrations(dirs: string[]): { dir: string; file: string }[] {
  const seen = new Map<string, string>();
  for (const dir of dirs) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
      const other = seen.get(file);
      if (other) throw new MigrationError(file, new Error(`the name is in both ${other} and ${dir}`));
      seen.set(file, dir);
    }
  }
  return [...seen].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([file, dir]) => ({ dir, file }));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function applyOne(db: Kysely<any>, dir: string, file: string): Promise<boolean> {
  const text = readFileSync(join(dir, file), 'utf8');
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      const done = await sql<{ n: number }>`SELECT count(*) AS n FROM schema_migrations WHERE name = ${file}`.execute(trx);
      if (Number(done.rows[0]?.n) > 0) return false;
      await sql.raw(text).execute(trx);
      await sql`INSERT INTO schema_migrations (name) VALUES (${file})`.execute(trx);
      return true;
    });
  } catch (err) {
    throw new MigrationError(file, err);
  }
}
