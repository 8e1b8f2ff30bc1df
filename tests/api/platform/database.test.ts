// The database layer: migrations, the PGlite connection's transactions, types.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { migrate, MigrationError, MIGRATIONS_DIR } from '../../../server/db/migrate';
import { createTestDatabase, testBackends } from '../helpers';

const tableExists = async (database: Database, name: string) => {
  const res = await sql<{ n: number }>`SELECT count(*) AS n FROM information_schema.tables WHERE table_name = ${name}`.execute(database.db);
  return res.rows[0].n > 0;
};

describe.each(testBackends())('database on %s', (backend) => {
  let database: Database;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    dir = mkdtempSync(join(tmpdir(), 'mdr-migrations-'));
    copyFileSync(join(MIGRATIONS_DIR, '0001_init.sql'), join(dir, '0001_init.sql'));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a failing migration leaves no trace and names its file', async () => {
    writeFileSync(join(dir, '0002_half.sql'), 'CREATE TABLE half_done (id int);\nINSERT INTO no_such_table VALUES (1);\n');
    const err = await migrate(database.db, { dir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as MigrationError).file).toBe('0002_half.sql');
    expect((err as Error).message).toContain('0002_half.sql');
    expect((err as Error).message).toContain('no_such_table');
    expect(await tableExists(database, 'half_done')).toBe(false);
    expect(await tableExists(database, 'admins')).toBe(true); // 0001 before it stays applied
    const rows = await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(database.db);
    expect(rows.rows.map((r) => r.name)).toEqual(['0001_init.sql']);
  });

  it('a re-run applies only what is pending, then nothing', async () => {
    writeFileSync(join(dir, '0002_half.sql'), 'CREATE TABLE half_done (id int);\nINSERT INTO half_done VALUES (1);\n');
    expect(await migrate(database.db, { dir })).toEqual(['0002_half.sql']);
    expect(await migrate(database.db, { dir })).toEqual([]);
    expect(await tableExists(database, 'half_done')).toBe(true);
  });

  it('a transaction never swallows a concurrent request\'s query', async () => {
    await sql`CREATE TABLE tx_probe (who text)`.execute(database.db);
    const failing = database.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO tx_probe VALUES ('inside')`.execute(trx);
      await new Promise((r) => setTimeout(r, 100));
      throw new Error('roll back');
    });
    // expected from the start: on a loaded machine the rejection may come before the await below,
    // and Node reports a rejection that nobody handles yet as an error of the run
    const rolledBack = expect(failing).rejects.toThrow('roll back');
    await new Promise((r) => setTimeout(r, 20));
    const outside = sql`INSERT INTO tx_probe VALUES ('outside')`.execute(database.db);
    await rolledBack;
    await outside;
    const rows = await sql<{ who: string }>`SELECT who FROM tx_probe`.execute(database.db);
    expect(rows.rows).toEqual([{ who: 'outside' }]);
  });

  it('returns counts, sums and bigserial ids as numbers', async () => {
    const res = await sql<{ c: unknown; s: unknown; a: unknown }>`
      SELECT count(*) AS c, sum(x::bigint) AS s, avg(x) AS a FROM (VALUES (1), (2)) AS v(x)`.execute(database.db);
    expect(res.rows[0]).toEqual({ c: 2, s: 3, a: 1.5 });
  });
});
