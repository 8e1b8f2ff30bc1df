// server/db/shaped.ts: a shape's text is kept only when every value it binds
// is the caller's, and a kept text binds each call's own values.
import { CamelCasePlugin, type CompiledQuery, type DatabaseConnection, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { noDatabase } from '../../../server/db/no-database';
import { compiledByShape, fixedStatement } from '../../../server/db/shaped';

interface T { items: { id: number; status: string; views: number } }

const newDb = () => noDatabase<T>();

describe('compiledByShape', () => {
  it('binds each call\'s values into the text compiled once, as a fresh compile would', () => {
    const db = newDb();
    const owner = {};
    let builds = 0;
    const page = (status: string, limit: number, offset: number) => {
      const filter = db.selectFrom('items').select('id').where('status', '=', status).compile();
      return compiledByShape(db, owner, `page ${filter.sql}`, filter.parameters, [limit, offset], (l: number, o: number) => {
        builds++;
        return db.selectFrom('items').select('id').where('status', '=', status).orderBy('views', 'desc').limit(l).offset(o);
      });
    };
    const first = page('pending', 21, 0);
    const second = page('draft', 51, 100);
    const fresh = db.selectFrom('items').select('id').where('status', '=', 'draft').orderBy('views', 'desc').limit(51).offset(100).compile();
    expect(second.sql).toBe(fresh.sql);
    expect(second.parameters).toEqual(['draft', 51, 100]);
    expect(first.parameters).toEqual(['pending', 21, 0]);
    expect(builds).toBe(1);
    expect(second.queryId).not.toBe(first.queryId);
  });

  it('keeps no text for a shape that binds a value of its own, or computes with a slot', () => {
    const db = newDb();
    const owner = {};
    let now = 1;
    const own = (limit: number) => compiledByShape(db, owner, 'own', [], [limit], (l: number) =>
      db.selectFrom('items').select('id').where('views', '>', now).limit(l));
    expect(own(5).parameters).toEqual([1, 5]);
    now = 2;
    expect(own(6).parameters).toEqual([2, 6]);

    const computed = (limit: number) => compiledByShape(db, owner, 'computed', [], [limit], (l: number) =>
      db.selectFrom('items').select('id').limit(l + 1));
    expect(computed(5).parameters).toEqual([6]);
    expect(computed(9).parameters).toEqual([10]);
  });

  it('finds a database\'s kept text in its transactions, and keeps texts apart per database, plugin and owner', async () => {
    const db = newDb();
    const owner = {};
    let builds = 0;
    const byId = (handle: Kysely<T>, id: number) => compiledByShape(handle, owner, 'byId', [], [id], (one: number) => {
      builds++;
      return handle.selectFrom('items').select('id').where('id', '=', one);
    });
    byId(db, 1);
    const inside = await db.transaction().execute(async (trx) => byId(trx, 2));
    expect(inside.parameters).toEqual([2]);
    expect(builds).toBe(1);
    byId(db.withPlugin(new CamelCasePlugin()), 3);
    expect(builds).toBe(2);
  });

  it('keeps texts apart per database handle and per owner', () => {
    const db = newDb();
    const build = (text: string) => () => db.selectFrom('items').select(sql<string>`${sql.lit(text)}`.as('t'));
    expect(compiledByShape(db, {}, 'same', [], [], build('a')).sql).toContain("'a'");
    expect(compiledByShape(db, {}, 'same', [], [], build('b')).sql).toContain("'b'");
    const owner = {};
    compiledByShape(db, owner, 'same', [], [], build('c'));
    expect(compiledByShape(newDb(), owner, 'same', [], [], build('d')).sql).toContain("'d'");
  });

  describe('fixedStatement', () => {
    /** A database whose driver records each statement it is sent. */
    const recording = () => {
      const sent: { sql: string; parameters: readonly unknown[] }[] = [];
      const connection: DatabaseConnection = {
        executeQuery: async <R>(q: CompiledQuery) => (sent.push(q), { rows: [{ sent: sent.length }] as R[] }),
        // eslint-disable-next-line require-yield -- never streamed
        streamQuery: async function* () { throw new Error('not streamed'); },
      };
      const driver = { init: async () => {}, acquireConnection: async () => connection, beginTransaction: async () => {}, commitTransaction: async () => {}, rollbackTransaction: async () => {}, releaseConnection: async () => {}, destroy: async () => {} };
      const db = new Kysely<T>({ dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => driver, createIntrospector: (d) => new PostgresIntrospector(d), createQueryCompiler: () => new PostgresQueryCompiler() } });
      return { db, sent };
    };

    it('builds once, binds each call\'s values, also inside a transaction, and answers the rows', async () => {
      const { db, sent } = recording();
      let builds = 0;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test's own table
      const byStatus = fixedStatement((d: Kysely<any>, status: string, views: number) => {
        builds++;
        return d.selectFrom('items').select('id').where('status', '=', status).where('views', '>', views);
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      expect(await byStatus(db as Kysely<any>, 'pending', 3)).toEqual([{ sent: 1 }]);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await db.transaction().execute((trx) => byStatus(trx as Kysely<any>, 'draft', 7));
      expect(builds).toBe(1);
      expect(sent.map((q) => q.parameters)).toEqual([['pending', 3], ['draft', 7]]);
      expect(sent[1].sql).toBe(db.selectFrom('items').select('id').where('status', '=', 'draft').where('views', '>', 7).compile().sql);
    });

    it('refuses, under the tests, a statement that binds a constant of its own or a value twice', async () => {
      const { db } = recording();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test's own table
      const constant = fixedStatement((d: Kysely<any>, status: string) => d.updateTable('items').set({ views: 0 }).where('status', '=', status));
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test's own table
      const twice = fixedStatement((d: Kysely<any>, id: number) => d.selectFrom('items').select('id').where('id', '=', id).where('views', '<>', id));
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await expect(constant(db as Kysely<any>, 'a')).rejects.toThrow(/not kept/);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await expect(twice(db as Kysely<any>, 1)).rejects.toThrow(/not kept/);
    });
  });
});
