// A DATA_DIR made before PGlite 0.5 holds a PostgreSQL 17 cluster (PGlite 0.3), which
// PGlite 0.5 (PostgreSQL 18) cannot open: it fails with "PGlite failed to initialize properly"
// and PostgreSQL has no in-place upgrade inside WASM. So on start such a folder is moved,
// once, by the copier of `npm run db:move` (./move.ts), and the old one is kept as it was:
//   1. the old folder is copied aside, and that copy opened with PGlite 0.3 (the `pglite-0-3`
//      dependency) and migrated, as a start of this code on 0.3 would have done;
//   2. a new folder is made with the current PGlite and every row copied into it, in one transaction;
//   3. the old folder is renamed to pglite-pg17 (untouched: step 1 worked on the copy), the new one
//      takes its place. A start interrupted between those two renames finishes them next time.
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import { migrate } from './migrate';
import { moveDatabase } from './move';
import { PGliteDialect, type PGliteLike } from './pglite-dialect';

/** The PostgreSQL major version of the folders PGlite 0.3 made (its PG_VERSION file). */
export const OLD_PG_MAJOR = '17';
/** Where the old folder is kept, beside the new one. */
export const KEPT_NAME = `pglite-pg${OLD_PG_MAJOR}`;

export interface UpgradeOptions {
  /** opens (creating it when missing) a data folder with the current PGlite */
  open(path: string): Promise<PGliteLike & { close(): Promise<void> }>;
  log(message: string): void;
}

const majorOf = (folder: string): string | null => {
  const file = join(folder, 'PG_VERSION');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
};

/** A free name beside `folder` for the kept old one: never overwrites an earlier kept folder. */
function keptName(dataDir: string): string {
  const plain = join(dataDir, KEPT_NAME);
  return existsSync(plain) ? `${plain}-${new Date().toISOString().replace(/[:.]/g, '-')}` : plain;
}

/** PGlite 0.3 on `path` behind the app's dialect (imported only here: most starts never need it). */
async function openOld(path: string) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('pglite-0-3'), import('pglite-0-3/contrib/pg_trgm')]);
  const pglite = await PGlite.create(path, { extensions: { pg_trgm } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read through the catalog, as the move does
  return { db: new Kysely<any>({ dialect: new PGliteDialect(pglite) }), close: () => pglite.close() };
}

/** Copies the database of the old folder `copy` into the new, empty folder `next`. */
async function copyInto(copy: string, next: string, opts: UpgradeOptions): Promise<number> {
  const source = await openOld(copy);
  try {
    await migrate(source.db, { log: (m) => opts.log(`  old database: ${m}`) });
    const target = await opts.open(next);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const targetDb = new Kysely<any>({ dialect: new PGliteDialect(target) });
    try {
      const report = await moveDatabase(source.db, targetDb);
      return report.tables.reduce((sum, t) => sum + t.rows, 0);
    } finally {
      await targetDb.destroy();
      await target.close();
    }
  } finally {
    await source.db.destroy();
    await source.close();
  }
}

/**
 * Moves `dataDir`/`name` (the PGlite folder) to the current PGlite when PGlite 0.3 made it; does nothing otherwise.
 * The caller holds the data directory's lock.
 */
export async function upgradeOldPGlite(dataDir: string, name: string, opts: UpgradeOptions): Promise<void> {
  const current = join(dataDir, name);
  const next = `${current}.new`;
  const copy = `${current}.old-copy`;
  if (!existsSync(current) && majorOf(next)) renameSync(next, current); // stopped between the two renames
  if (majorOf(current) !== OLD_PG_MAJOR) return;
  const kept = keptName(dataDir);
  opts.log(`The database in ${current} was made by PGlite 0.3 (PostgreSQL ${OLD_PG_MAJOR}), which this version ` +
    `(PGlite 0.5, PostgreSQL 18) cannot open. Copying it into a new database; the old folder is kept as ${kept} …`);
  const started = Date.now();
  for (const leftover of [next, copy]) rmSync(leftover, { recursive: true, force: true }); // an interrupted try's
  cpSync(current, copy, { recursive: true });
  let rows: number;
  try {
    rows = await copyInto(copy, next, opts);
  } catch (err) {
    rmSync(next, { recursive: true, force: true });
    throw new Error(`Moving the PGlite 0.3 database in ${current} failed; it is left as it was. ` +
      `${(err as Error)?.message ?? err}`, { cause: err });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  renameSync(current, kept);
  renameSync(next, current);
  opts.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${rows} rows copied into ${current}. ` +
    `The old database is kept unchanged in ${kept} (PGlite 0.3 opens it); delete that folder once you no longer need it.`);
}
