// One entry point to the database, whichever backend: the embedded PGlite in
// DATA_DIR (default; no server needed) or a PostgreSQL server (DATABASE_URL).
// Both return the same JS types, so the code above never asks which one it has.
import { join } from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { lockDataDir, type DirLock } from './lock';
import { pgliteNotifications, postgresNotifications, type Notifications } from './notifications';
import { PGliteDialect } from './pglite-dialect';
import { upgradeOldPGlite } from './pglite-upgrade';
import { PreparingClient } from './prepared';
import type { DB } from './schema';

export type DbKind = 'pglite' | 'postgres';

/** The connections now: the most the pool opens, those open (busy + idle), idle, and the callers waiting for one. */
export interface PoolUse {
  max: number;
  open: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Kysely<DB>;
  kind: DbKind;
  /** Human-readable place of the data, for the start banner (no password). */
  location: string;
  close(): Promise<void>;
  /** the connections' use now, for /metrics (server/core/metrics.ts) */
  poolUse(): PoolUse;
  /** LISTEN/NOTIFY receiving, for the event bus between instances (server/core/events.ts) */
  notifications: Notifications;
  /** PGlite only: the data directory as an uncompressed tarball, for `loadDataDir` below. */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenOptions {
  /** PGlite only: start a new data directory from another's dumpDataDir() instead of an empty cluster. The API tests
   * migrate one database per run and start every test app from its copy (tests/api/helpers/template.ts). */
  loadDataDir?: Blob;
  /** PGlite only: where the one-time move of a PGlite 0.3 data directory reports (./pglite-upgrade.ts); the console by default */
  log?: (message: string) => void;
}

const INT8 = 20;
const NUMERIC = 1700;

// count(*), sum() and bigserial ids arrive as int8/numeric text; as JS numbers
// they serialise as JSON numbers. Only an int8 beyond 2^53 stays a string.
function parseInt8(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}
const parseNumeric = (text: string): number => Number(text);

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbPoolSize'> & Partial<Pick<Config, 'dbPreparedStatements' | 'databaseListenUrl'>>,
  options: OpenOptions = {},
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.dbPoolSize, config.dbPreparedStatements ?? true, config.databaseListenUrl ?? config.databaseUrl)
    : openPGlite(config.dataDir, options);
}

/** The folder of DATA_DIR that PGlite keeps its cluster in. */
const PGLITE_FOLDER = 'pglite';

const createPGlite = (path: string, loadDataDir?: Blob) => PGlite.create(path, {
  parsers: { [INT8]: parseInt8, [NUMERIC]: parseNumeric },
  extensions: { pg_trgm }, // the keyword-search indexes (migration 0004)
  ...(loadDataDir ? { loadDataDir } : {}),
});

async function openPGlite(dataDir: string, { loadDataDir, log = console.log }: OpenOptions): Promise<Database> {
  const memory = dataDir === ':memory:';
  const lock: DirLock | null = memory ? null : lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    if (!memory) await upgradeOldPGlite(dataDir, PGLITE_FOLDER, { open: (path) => createPGlite(path), log });
    pglite = await createPGlite(memory ? 'memory://' : join(dataDir, PGLITE_FOLDER), loadDataDir);
  } catch (err) {
    lock?.release();
    throw err;
  }
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<DB>({ dialect });
  const notifications = pgliteNotifications(pglite, db);
  return {
    db,
    kind: 'pglite',
    // one in-process connection: busy while a query or transaction holds it
    poolUse: () => ({ max: 1, open: 1, idle: dialect.line.busy ? 0 : 1, waiting: dialect.line.waiting }),
    notifications,
    location: memory ? 'PGlite (in memory)' : `PGlite in ${join(dataDir, PGLITE_FOLDER)}`,
    dumpDataDir: () => pglite.dumpDataDir('none'),
    async close() {
      try {
        await notifications.close();
        await db.destroy();
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** `listenUrl`: where the LISTEN connection goes (DATABASE_LISTEN_URL), PostgreSQL itself when `url` is a pooler's. */
async function openPostgres(url: string, max: number, prepared: boolean, listenUrl: string): Promise<Database> {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8) return parseInt8;
      if (oid === NUMERIC) return parseNumeric;
      return pg.types.getTypeParser(oid, format);
    }) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, max, types, ...(prepared ? { Client: PreparingClient } : {}) });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  const notifications = postgresNotifications(listenUrl);
  return {
    db,
    kind: 'postgres',
    poolUse: () => ({ max, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    location: `PostgreSQL ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    notifications,
    async close() {
      await notifications.close();
      await db.destroy();
    },
  };
}
