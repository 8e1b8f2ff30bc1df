// A small Kysely dialect for PGlite (Postgres compiled to WASM, in-process).
//
// Why a mutex: PGlite is ONE database connection. Kysely runs a transaction as
// acquireConnection → BEGIN → queries → COMMIT → releaseConnection on one
// connection object; if every request shared PGlite freely, another request's
// query would run between our BEGIN and COMMIT and silently become part of our
// transaction (and be rolled back with it). So the driver lends the connection
// to one Kysely connection at a time and everyone else waits in line.
// Consequence for callers: inside `db.transaction().execute(trx => …)` use
// `trx`, never `db` — a query on `db` would wait for the transaction that is
// waiting for it (deadlock). The same rule is good practice on PostgreSQL too.
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** A FIFO async mutex: acquire() resolves when the caller holds it. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return ready;
  }
}

/** What the dialect uses of PGlite: also met by the PGlite 0.3 that reads an old data directory (./pglite-upgrade.ts). */
export type PGliteLike = Pick<PGlite, 'exec' | 'query' | 'waitReady'>;

const AFFECTING = /^\s*(insert|update|delete|merge)\b/i;

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGliteLike) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Like node-pg: without parameters use the simple protocol, which accepts
    // several statements (a migration file); with parameters, the extended one.
    const result = query.parameters.length === 0
      ? (await this.pg.exec(query.sql)).at(-1) ?? { rows: [] as R[], affectedRows: undefined }
      : await this.pg.query<R>(query.sql, [...query.parameters]);
    return {
      rows: (result.rows ?? []) as R[],
      numAffectedRows: AFFECTING.test(query.sql) && result.affectedRows !== undefined ? BigInt(result.affectedRows) : undefined,
    };
  }

  // PGlite has no cursors over its single connection; the rows are read at
  // once and handed out in chunks (exports stay correct, memory is the cost).
  async *streamQuery<R>(query: CompiledQuery, chunkSize = 1000): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}

/** Who holds the one connection and how many wait for it (the metrics' pool figures). */
export interface ConnectionLine {
  busy: boolean;
  waiting: number;
}

class PGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: PGliteConnection;
  #release: (() => void) | null = null;

  constructor(private readonly pg: PGliteLike, private readonly line: ConnectionLine) {
    this.#connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.line.waiting += 1;
    try {
      this.#release = await this.#mutex.acquire();
    } finally {
      this.line.waiting -= 1;
    }
    this.line.busy = true;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    this.line.busy = false;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const parts = ['start transaction'];
    if (settings.isolationLevel) parts.push(`isolation level ${settings.isolationLevel}`);
    if (settings.accessMode) parts.push(settings.accessMode);
    await connection.executeQuery(CompiledQuery.raw(parts.join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdent(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdent(name)}`));
  }

  /** Closing PGlite is the owner's job (openDatabase), after Kysely is done. */
  async destroy(): Promise<void> {}
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export class PGliteDialect implements Dialect {
  readonly line: ConnectionLine = { busy: false, waiting: 0 };

  constructor(private readonly pg: PGliteLike) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pg, this.line);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
