// The real app on a real database for API tests: PGlite in memory, or a fresh
// PostgreSQL database per test app when TEST_DATABASE_URL is set; either a copy
// of the run's migrated template (./templates.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { hashPassword } from '../../../server/core/password';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import type { DB } from '../../../server/db/schema';
import { keysOfModules } from '../../../contract/access/actionKeys';
import { captureRoutes, type RegisteredRoute } from './routes';
import { adminQuery, databaseUrl, migratedPGlite, migratedPostgres } from './templates';

export type Backend = 'pglite' | 'postgres';

/**
 * Every backend to run the API tests on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set;
 * with API_BACKENDS=postgres (and a TEST_DATABASE_URL) PostgreSQL alone. `npm test` runs the
 * modules' own tests that way (package.json, test:api:modules; docs/architecture.md "Tests"): the
 * generated suites and the platform's tests keep both, and the whole e2e suite runs on PGlite.
 */
export function testBackends(): Backend[] {
  if (!process.env.TEST_DATABASE_URL) return ['pglite'];
  return process.env.API_BACKENDS === 'postgres' ? ['postgres'] : ['pglite', 'postgres'];
}

export interface CallOptions {
  token?: string;
  lang?: 'zh-CN' | 'en-US';
  /** extra or replacing headers; a header set to undefined is not sent (e.g. { appid: undefined }) */
  headers?: Record<string, string | undefined>;
  /** the connection's address as the server sees it (default 127.0.0.1) */
  remoteAddress?: string;
}

export interface CallResult<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  status: number;
  code: number;
  message: string;
  data: T;
  headers: Record<string, string | string[] | number | undefined>;
  /** the raw answer (a CSV export is not an envelope) */
  body: string;
}

export interface StaffInput {
  username: string;
  password?: string;
  role?: string;
  /**
   * extra action keys; a module key stands for that module's keys as the
   * migration translated them (keysOfModules: never a money or sensitive one)
   */
  modules?: string[];
  /** role ids (roles table) */
  roles?: number[];
  name?: string;
  disabled?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<DB>;
  kind: Backend;
  config: Config;
  /** the database as opened for this app (an instance of sameDatabaseAs opens its own on PostgreSQL) */
  database: Database;
  close(): Promise<void>;
  /** inserts a staff account (argon2 hash); password defaults to `<username>-pass1` */
  createStaff(input: StaffInput): Promise<{ id: number; username: string; password: string }>;
  /** signs in through /api/user/login and returns the token (throws unless code 1) */
  login(username: string, password: string): Promise<string>;
  /** POST `path` with appid 4; `body` is sent as JSON, or as-is when a string */
  call<T = any>(path: string, body?: unknown, options?: CallOptions): Promise<CallResult<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** every route the app registered, with its permission and body schema (see ./routes) */
  routes(): RegisteredRoute[];
}

export interface TestAppOptions {
  seed?: (db: Kysely<DB>) => Promise<void>;
  config?: Partial<Config>;
  /** extra route plugins registered inside the API context (e.g. a route that throws) */
  plugins?: FastifyPluginAsync[];
  /** Fastify logger option; default silent */
  logger?: Parameters<typeof buildApp>[0]['logger'];
  /**
   * Another instance on this app's database (its own app; on PostgreSQL its own pool and listening
   * connection, on PGlite the same embedded database): close it before the first.
   */
  sameDatabaseAs?: TestApp;
}

async function createPostgresDatabase(template: string | null): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mdr_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return { url: databaseUrl(name), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh, empty (not migrated) database on `backend`; close() also drops a PostgreSQL one. */
export async function createTestDatabase(backend: Backend): Promise<Database> {
  const { database, drop } = await openTestDatabase(backend, false);
  return { ...database, close: async () => { await database.close(); await drop(); } };
}

/** A fresh database, migrated when asked: a copy of the run's template (./templates.ts), else migrate() here. */
async function openTestDatabase(backend: Backend, migrated: boolean): Promise<{ database: Database; drop(): Promise<void>; url?: string }> {
  if (backend === 'pglite') {
    const image = migrated ? migratedPGlite() : null;
    const database = await openDatabase({ databaseUrl: null, dataDir: ':memory:', dbPoolSize: 1 }, { loadDataDir: image ?? undefined });
    if (migrated && !image) await migrate(database.db);
    return { database, drop: async () => {} };
  }
  const template = migrated ? migratedPostgres() : null;
  const created = await createPostgresDatabase(template);
  const database = await openDatabase({ databaseUrl: created.url, dataDir: ':memory:', dbPoolSize: 5 });
  if (migrated && !template) await migrate(database.db);
  return { database, drop: created.drop, url: created.url };
}

function headersFor(options: CallOptions): Record<string, string> {
  const all: Record<string, string | undefined> = {
    appid: '4',
    'content-type': 'application/json',
    ...(options.token !== undefined ? { token: options.token } : {}),
    ...(options.lang ? { lang: options.lang } : {}),
    ...options.headers,
  };
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined));
}

async function call(app: FastifyInstance, path: string, body: unknown = {}, options: CallOptions = {}): Promise<CallResult> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: headersFor(options),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });
  let parsed: { code?: number; message?: string; data?: unknown } = {};
  if (String(res.headers['content-type'] ?? '').includes('application/json')) parsed = res.json();
  return {
    status: res.statusCode,
    code: parsed.code as number,
    message: parsed.message as string,
    data: parsed.data,
    headers: res.headers,
    body: res.body,
  };
}

// argon2 is slow on purpose and files make the same staff for each app: one hash per password is enough
// (each a real argon2 hash of it, so signing in still checks the password the way the product does).
const hashes = new Map<string, Promise<string>>();
function hashOf(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

/** The app on a fresh, migrated database (seeded by opts.seed); close() drops everything. */
/** The database of a second instance beside `first`: the same one, opened again on PostgreSQL; closing it leaves `first`'s. */
async function sameDatabase(first: TestApp): Promise<{ database: Database; drop(): Promise<void>; url?: string }> {
  const url = urls.get(first);
  if (!url) return { database: { ...first.database, close: async () => {} }, drop: async () => {} };
  return { database: await openDatabase({ databaseUrl: url, dataDir: ':memory:', dbPoolSize: 5 }), drop: async () => {}, url };
}
/** Each PostgreSQL test app's database URL, for a second instance on it. */
const urls = new WeakMap<TestApp, string>();

export async function createTestApp(backend: Backend, opts: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop, url } = opts.sameDatabaseAs ? await sameDatabase(opts.sameDatabaseAs) : await openTestDatabase(backend, true);
  const { db } = database;
  // used once, as migrate() at boot uses it: Kysely's destroy() does nothing to a database never
  // queried, and tests take the database away from an app that way (tests/api/platform/health.test.ts)
  await sql`SELECT 1`.execute(db);
  if (opts.seed) await opts.seed(db);
  const config = { ...loadConfig({}), dataDir: ':memory:', ...opts.config };
  const { app, routes } = await captureRoutes(() => buildApp({
    config, db, logger: opts.logger ?? false, plugins: opts.plugins, poolUse: database.poolUse, notifications: database.notifications,
  }));
  await app.ready();
  const testApp: TestApp = {
    app,
    db,
    kind: backend,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
    async createStaff({ username, password = `${username}-pass1`, role = 'user', modules = [], roles = [], name = username, disabled = false }) {
      const row = await db
        .insertInto('admins')
        .values({ username, password_hash: await hashOf(password), role, modules: keysOfModules(modules), role_ids: roles, name, disabled })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, username, password };
    },
    async login(username, password) {
      const res = await call(app, '/api/user/login', { username, password });
      if (res.code !== 1) throw new Error(`login ${username} failed: ${res.code} ${res.message}`);
      return (res.data as { token: string }).token;
    },
    call: (path, body, options) => call(app, path, body, options),
    routes,
  };
  if (url) urls.set(testApp, url);
  return testApp;
}
