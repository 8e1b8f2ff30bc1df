// npm run db:move (server/bin/db-move.ts, server/db/move.ts), run as an operator
// runs it: a demo's embedded database in DATA_DIR, filled with the demo data,
// moved into a new PostgreSQL database; every row there, the records equal, the
// ids going on where they were, the rollups right, and the app starting on it.
// A second move into the now full database is refused; a move that fails leaves
// the target empty.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { dependencyOrder, moveDatabase, objectsIn } from '../../../server/db/move';
import type { DB } from '../../../server/db/schema';
import { modules } from '../../../server/modules';
import { seedDemo } from '../../../server/seed';
import { adminQuery, databaseUrl, migratedPGlite } from '../helpers/templates';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const run = promisify(execFile);
const pg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

async function moveCommand(dataDir: string, to: string): Promise<{ code: number; out: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    const { stdout, stderr } = await run(TSX, ['server/bin/db-move.ts', '--to', to], { cwd: ROOT, env });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mdr_move_${Math.random().toString(16).slice(2, 10)}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return { url: databaseUrl(name), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Rows per table of the public schema. */
async function rowCounts(db: Kysely<DB>): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    counts[name] = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(db)).rows[0].n);
  }
  return counts;
}

/** A few records whole, as the app reads them: money, times, arrays, JSON, a category under another, a user invited by another. */
async function samples(db: Kysely<DB>) {
  return {
    admin: await db.selectFrom('admins').selectAll().where('username', '=', 'admin').executeTakeFirstOrThrow(),
    order: await db.selectFrom('orders').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow(),
    refund: await db.selectFrom('order_refunds').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow(),
    audit: await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow(),
    child: await db.selectFrom('guide_categories').selectAll().where('parent_id', 'is not', null).orderBy('id').limit(1).executeTakeFirstOrThrow(),
    invited: await db.selectFrom('users').selectAll().where('invited_by', 'is not', null).orderBy('id').limit(1).executeTakeFirstOrThrow(),
    stateCounts: await sql`SELECT * FROM rollup_state_counts ORDER BY source, state`.execute(db).then((r) => r.rows),
  };
}

const openDir = (dataDir: string, loadDataDir?: Blob | null) =>
  openDatabase({ databaseUrl: null, dataDir, dbPoolSize: 1 }, loadDataDir ? { loadDataDir } : {});

pg('npm run db:move: a demo\'s embedded database into PostgreSQL', { timeout: 600_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mdr-move-'));
  let target: { url: string; drop(): Promise<void> };
  let before: { counts: Record<string, number>; samples: Awaited<ReturnType<typeof samples>> };
  let moved: { code: number; out: string };

  beforeAll(async () => {
    const source = await openDir(dataDir, migratedPGlite());
    try {
      await migrate(source.db);
      await seedDemo(source.db);
      before = { counts: await rowCounts(source.db), samples: await samples(source.db) };
    } finally {
      await source.close();
    }
    target = await freshPostgres();
    moved = await moveCommand(dataDir, target.url);
  }, 600_000); // the demo data (about 160,000 rows) is written, then moved, by a real process
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await target?.drop();
  });

  it('copies every table\'s rows and the records as they were, the ids going on where they stopped', async () => {
    expect(moved, moved.out).toMatchObject({ code: 0 });
    expect(moved.out).toMatch(/Done in [\d.]+ s: \d+ tables, \d+ rows, \d+ sequences\./);
    expect(moved.out).not.toContain('postgres@'); // the address is named without its credentials
    const database = await openDatabase({ databaseUrl: target.url, dataDir: ':memory:', dbPoolSize: 2 });
    try {
      const counts = await rowCounts(database.db);
      expect(counts).toEqual(before.counts);
      expect(counts.orders).toBeGreaterThan(10_000);
      expect(await samples(database.db)).toEqual(before.samples);
      const user = await database.db.insertInto('users').values({ nickname: 'after the move' }).returning('id').executeTakeFirstOrThrow();
      expect(user.id).toBe(before.counts.users + 1);
      for (const rollup of modules.flatMap((m) => m.rollups ?? [])) expect(await rollup.diff(database.db), rollup.name).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('the app starts on the moved database: ready, the demo admin signs in and sees the articles', async () => {
    const database = await openDatabase({ databaseUrl: target.url, dataDir: ':memory:', dbPoolSize: 2 });
    const app = await buildApp({ config: { ...loadConfig({ DATABASE_URL: target.url }), dataDir: ':memory:' }, db: database.db, logger: false });
    try {
      expect(await migrate(database.db)).toEqual([]); // nothing left to apply
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.json()).toMatchObject({ status: 'ok', migrations: 'ok' });
      const headers = { appid: '4', 'content-type': 'application/json' };
      const login = await app.inject({ method: 'POST', url: '/api/user/login', headers, payload: { username: 'admin', password: 'admin' } });
      expect(login.json()).toMatchObject({ code: 1 });
      const list = await app.inject({ method: 'POST', url: '/mdr/articles/list', headers: { ...headers, token: login.json().data.token }, payload: {} });
      expect(list.json()).toMatchObject({ code: 1, data: { total: before.counts.articles } });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a target that is not empty, naming what it holds, and leaves it as it was', async () => {
    const again = await moveCommand(dataDir, target.url);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/Refused: the target database is not empty: it holds public\.\w+/);
    const database = await openDatabase({ databaseUrl: target.url, dataDir: ':memory:', dbPoolSize: 1 });
    try {
      expect((await rowCounts(database.db)).users).toBe(before.counts.users + 1);
    } finally {
      await database.close();
    }
  });
});

pg('a move that fails', { timeout: 300_000 }, () => {
  let source: Database;
  let target: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    source = await openDir(':memory:', migratedPGlite());
    await migrate(source.db);
    target = await freshPostgres();
  });
  afterAll(async () => {
    await source?.close();
    await target?.drop();
  });

  it('leaves the target empty: schema and rows are one transaction', async () => {
    // a column the target's migrations do not make: the users' rows, copied after a dozen tables, have nowhere to go
    await sql`ALTER TABLE users ADD COLUMN zz_stray integer`.execute(source.db);
    await sql`INSERT INTO users (nickname, zz_stray) VALUES ('stray', 1)`.execute(source.db);
    const database = await openDatabase({ databaseUrl: target.url, dataDir: ':memory:', dbPoolSize: 1 });
    try {
      await expect(moveDatabase(source.db, database.db)).rejects.toThrow(/zz_stray/);
      expect(await objectsIn(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('dependency order', () => {
  it('puts parents before children, allows a table its own key, and refuses a cycle', () => {
    expect(dependencyOrder(['orders', 'users', 'packages', 'categories'], [
      { child: 'orders', parent: 'users' }, { child: 'orders', parent: 'packages' }, { child: 'categories', parent: 'categories' },
    ])).toEqual(['categories', 'packages', 'users', 'orders']);
    expect(() => dependencyOrder(['a', 'b'], [{ child: 'a', parent: 'b' }, { child: 'b', parent: 'a' }])).toThrow(/cycle among: a, b/);
  });
});
