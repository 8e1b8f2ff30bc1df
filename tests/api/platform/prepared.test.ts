// Named prepared statements on PostgreSQL (server/db/prepared.ts): a list call
// is parsed once per connection, and a column added under a running server
// does not break the statements prepared before it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/database';
import { createTestDatabase, testBackends } from '../helpers';

const postgres = testBackends().includes('postgres');

describe.skipIf(!postgres)('prepared statements on PostgreSQL', () => {
  let database: Database;
  let url: string;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const { rows } = await sql<{ db: string }>`SELECT current_database() AS db`.execute(database.db);
    url = `${process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, '')}/${rows[0].db}`;
    await sql`CREATE TABLE prep_probe (id int PRIMARY KEY, name text)`.execute(database.db);
    await sql`INSERT INTO prep_probe VALUES (1, 'one'), (2, 'two')`.execute(database.db);
  });
  afterAll(() => database?.close());

  const byId = (db: Database['db'], id: number) => sql<Record<string, unknown>>`SELECT * FROM prep_probe WHERE id = ${id}`.execute(db);

  it('a statement with values is prepared once on its connection and reused', async () => {
    const prepared = await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 8; i += 1) expect((await byId(trx, 1 + (i % 2))).rows).toHaveLength(1);
      return sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements WHERE statement LIKE ${'%prep_probe%'}`.execute(trx);
    });
    expect(prepared.rows.map((r) => r.statement)).toEqual(['SELECT * FROM prep_probe WHERE id = $1']);
  });

  it('DB_PREPARED_STATEMENTS=false sends statements unnamed (for poolers that do not keep them)', async () => {
    const plain = await openDatabase({ databaseUrl: url, dataDir: ':memory:', dbPoolSize: 1, dbPreparedStatements: false });
    try {
      const prepared = await plain.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 3; i += 1) await byId(trx, 1);
        return sql<{ n: number }>`SELECT count(*) AS n FROM pg_prepared_statements`.execute(trx);
      });
      expect(prepared.rows[0].n).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it('a column added under a running server: the next call answers with it instead of failing', async () => {
    for (let i = 0; i < 20; i += 1) await byId(database.db, 1); // every pooled connection has prepared it
    await sql`ALTER TABLE prep_probe ADD COLUMN note text DEFAULT 'added'`.execute(database.db);
    for (let i = 0; i < 10; i += 1) {
      const { rows } = await byId(database.db, 2);
      expect(rows).toEqual([{ id: 2, name: 'two', note: 'added' }]);
    }
  });
});
