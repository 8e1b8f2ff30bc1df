// A Kysely on no database: PostgreSQL's SQL compiled as usual, every query answered with no rows
// (Kysely's DummyDriver). For what needs the app or a query builder but never its data: the API
// document built without a database (server/api-document.ts), a compiled statement's text in a test.
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';

export const noDatabase = <T>(): Kysely<T> => new Kysely<T>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
