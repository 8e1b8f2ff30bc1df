// Migrated databases made once per run (the api project's globalSetup in
// vite.config.ts) that every test app starts from a copy of: opening PGlite and
// running every migration per app was most of the api suite's time. Each app
// still gets its own fresh database; a copy is exactly what migrate() would
// have built, because it is what migrate() built. Tests of migrating from
// scratch use createTestDatabase (./index.ts), which stays empty.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { modules } from '../../../server/modules';
import { keepWaiting } from '../../../server/queue/kept';

declare module 'vitest' {
  interface ProvidedContext {
    /** the run's migrated templates; absent when the api project has no global setup */
    apiTemplates?: { pgliteImage: string; postgres: string | null };
  }
}

/** Runs `sql` on the server of TEST_DATABASE_URL through its own connection. */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** TEST_DATABASE_URL with another database name. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * What migrate() builds, and the review queue's triggers an app makes when it is ready (server/queue/kept.ts):
 * made once here, every copy has them, so an app started on one only checks that they are there.
 */
async function prepare(database: Database): Promise<void> {
  await migrate(database.db);
  await keepWaiting(database.db, modules.flatMap((m) => m.waiting ?? []));
}

async function pgliteImage(dir: string): Promise<string> {
  const database = await openDatabase({ databaseUrl: null, dataDir: ':memory:', dbPoolSize: 1 });
  try {
    await prepare(database);
    const file = join(dir, 'pglite.tar');
    writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

// CREATE DATABASE … TEMPLATE copies a database only while nobody is connected to it: once migrated,
// connections are refused, so a stray one fails loudly instead of making a copy fail.
async function postgresTemplate(): Promise<string> {
  const name = `mdr_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(name), dataDir: ':memory:', dbPoolSize: 1 });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  await adminQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  return name;
}

/** The api project's global setup: both templates, removed when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'mdr-api-templates-'));
  const [image, postgres] = await Promise.all([
    pgliteImage(dir),
    process.env.TEST_DATABASE_URL ? postgresTemplate() : null,
  ]);
  project.provide('apiTemplates', { pgliteImage: image, postgres });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgres) await adminQuery(`DROP DATABASE IF EXISTS ${postgres} WITH (FORCE)`);
  };
}

let image: Blob | undefined;

/** The migrated PGlite data directory to load, or null without the global setup (then migrate per app). */
export function migratedPGlite(): Blob | null {
  const file = inject('apiTemplates')?.pgliteImage;
  if (!file) return null;
  image ??= new Blob([readFileSync(file)]);
  return image;
}

/** The migrated PostgreSQL database to copy, or null without one (then migrate per app). */
export const migratedPostgres = (): string | null => inject('apiTemplates')?.postgres ?? null;
