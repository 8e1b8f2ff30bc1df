// The migration runner over the module registry: core and module folders in one
// global order, names unique across folders, and databases made before the
// guide tables moved into their module upgrade without change.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { listMigrations, migrate, migrationDirs, MigrationError, MIGRATIONS_DIR } from '../../../server/db/migrate';
import { modules } from '../../../server/modules';
import { createTestApp, createTestDatabase, testBackends } from '../helpers';

const GUIDE_DIR = modules.find((m) => m.name === 'guide')!.migrations!;

describe('migration files', () => {
  it('runs the core tables first, then every module folder, in one name order', () => {
    const files = listMigrations(migrationDirs());
    expect(files[0]).toEqual({ dir: MIGRATIONS_DIR, file: '0001_init.sql' });
    expect(files.map((f) => f.file)).toEqual(files.map((f) => f.file).sort());
    const folders = new Set(files.map((f) => f.dir));
    for (const m of modules) if (m.migrations) expect(folders.has(m.migrations), m.name).toBe(true);
  });

  it('refuses a name found in two folders, naming both', () => {
    const other = mkdtempSync(join(tmpdir(), 'mdr-clash-'));
    try {
      writeFileSync(join(other, '0001_init.sql'), 'SELECT 1;');
      const err = (() => { try { listMigrations([MIGRATIONS_DIR, other]); } catch (e) { return e; } })();
      expect(err).toBeInstanceOf(MigrationError);
      expect((err as Error).message).toContain(MIGRATIONS_DIR);
      expect((err as Error).message).toContain(other);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe.each(testBackends())('a database from before the module split (%s)', (backend) => {
  let database: Database;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    // 0001_init.sql as it was: the core tables and the guide tables in one file.
    dir = mkdtempSync(join(tmpdir(), 'mdr-old-init-'));
    const core = readFileSync(join(MIGRATIONS_DIR, '0001_init.sql'), 'utf8');
    const guide = readFileSync(join(GUIDE_DIR, '0001_init_guide.sql'), 'utf8').replaceAll(' IF NOT EXISTS', '');
    writeFileSync(join(dir, '0001_init.sql'), `${core}\n${guide}`);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('records the guide module\'s first migration as applied and keeps its rows', async () => {
    expect(await migrate(database.db, { dir })).toEqual(['0001_init.sql']);
    await sql`INSERT INTO guide_categories (name) VALUES ('kept')`.execute(database.db);
    const applied = await migrate(database.db);
    expect(applied[0]).toBe('0001_init_guide.sql');
    expect(applied).not.toContain('0001_init.sql');
    const rows = await sql<{ name: string }>`SELECT name FROM guide_categories`.execute(database.db);
    expect(rows.rows).toEqual([{ name: 'kept' }]);
    expect(await migrate(database.db)).toEqual([]);
  });
});

// Test apps start from a copy of a database migrated once per run (tests/api/helpers/templates.ts):
// the copy must be what migrate() makes of a new database, with nothing left to apply.
describe.each(testBackends())('a test app\'s database (%s)', (backend) => {
  it('has every migration applied and pg_trgm working, and migrate() finds nothing to do', async () => {
    const t = await createTestApp(backend);
    try {
      const rows = await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(t.db);
      expect(rows.rows.map((r) => r.name)).toEqual(listMigrations(migrationDirs()).map((f) => f.file));
      expect(await migrate(t.db)).toEqual([]);
      // pg_trgm (0004) is not only recorded but loaded: PGlite loads its code when it opens the copy
      const trgm = await sql<{ s: number }>`SELECT similarity('sanitise', 'sanitize') AS s`.execute(t.db);
      expect(trgm.rows[0].s).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
