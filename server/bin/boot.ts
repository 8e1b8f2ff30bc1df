// What `npm start` and `npm run dev` share: settings, the prepared database
// (locked, migrated, seeded when SEED_DEMO says so), the listening API, and a
// clean shutdown that closes PGlite and releases the lock.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { ConfigError, loadConfig, type Config } from '../config';
import { verifyPassword } from '../core/password';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { DEMO_STAFF, isEmpty, seedDemo } from '../seed';

/** The settings, or exit 1 with the message naming each bad variable. */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

async function seedIfWanted(config: Config, database: Database): Promise<void> {
  const wanted = config.seedDemo === 'always' || (config.seedDemo === 'auto' && database.kind === 'pglite');
  if (!wanted || !(await isEmpty(database.db))) return;
  console.log(`Filling the empty database with demo data (SEED_DEMO=${config.seedDemo}) …`);
  await seedDemo(database.db, { log: (m) => console.log(`  ${m}`) });
}

/** Demo accounts that still sign in with their published password. */
async function liveDemoAccounts(database: Database): Promise<string[]> {
  const rows = await database.db.selectFrom('admins').select(['username', 'password_hash', 'disabled'])
    .where('username', 'in', DEMO_STAFF.map((s) => s.username)).execute();
  const live: string[] = [];
  for (const demo of DEMO_STAFF) {
    const row = rows.find((r) => r.username === demo.username);
    if (row && !row.disabled && (await verifyPassword(row.password_hash, demo.password))) live.push(`${demo.username} / ${demo.password}`);
  }
  return live;
}

export interface RunningApi {
  app: FastifyInstance;
  database: Database;
  url: string;
  demoAccounts: string[];
}

/** Opens, migrates and seeds the database, builds the app and listens on HOST:PORT. */
export async function startApi(config: Config): Promise<RunningApi> {
  const database = await openDatabase(config);
  try {
    await migrate(database.db, { log: (m) => console.log(m) });
    await seedIfWanted(config, database);
    const app = await buildApp({ config, db: database.db, poolUse: database.poolUse, notifications: database.notifications });
    await app.listen({ port: config.port, host: config.host });
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    return { app, database, url: `http://${shownHost}:${config.port}`, demoAccounts: await liveDemoAccounts(database) };
  } catch (err) {
    await database.close(); // release the lock so the next try is not refused
    throw err;
  }
}

export function printDemoAccounts(accounts: string[]): void {
  if (accounts.length) console.log(`  Demo accounts: ${accounts.join(', ')}`);
}

/** How long calls in flight at a shutdown may take to finish before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * SIGINT/SIGTERM: run `close` once (server, then database), then exit 0; a second signal exits at once.
 * Closing the server stops accepting connections at once and lets the calls in flight answer (a rolling
 * restart behind a proxy loses none: tests/e2e/instances.test.ts); past SHUTDOWN_GRACE_MS it exits 1.
 */
export function onShutdown(close: () => Promise<void>): void {
  let closing = false;
  const handler = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    console.log(`\n${signal}: shutting down …`);
    setTimeout(() => {
      console.error(`calls still running ${SHUTDOWN_GRACE_MS} ms after ${signal}: exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/** Prints an operator-facing error (config, lock, migration) and exits 1. */
export function fail(err: unknown): never {
  console.error(err instanceof Error ? (err.name === 'Error' ? err.stack ?? err.message : err.message) : err);
  process.exit(1);
}
