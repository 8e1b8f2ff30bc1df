// A DATA_DIR made by PGlite 0.3 (PostgreSQL 17), which PGlite 0.5 (PostgreSQL 18) cannot open:
// the server moves it when it opens it (server/db/pglite-upgrade.ts). Its rows and ids are
// there afterwards, the old folder is kept byte for byte beside the new one and still opens with
// PGlite 0.3, the operator is told where it is, and a move that fails leaves the old folder in place.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite as PGlite03 } from 'pglite-0-3';
import { pg_trgm } from 'pglite-0-3/contrib/pg_trgm';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { PGliteDialect } from '../../../server/db/pglite-dialect';
import { KEPT_NAME, upgradeOldPGlite } from '../../../server/db/pglite-upgrade';
import type { DB } from '../../../server/db/schema';

const USERS = [
  { nickname: 'Ælfwyn 🐉', email: 'a@example.org', banned_forever: true },
  { nickname: 'gone', email: '' },
  { nickname: 'O\'Brien, "quoted"', phone: '+44 20 7946 0000', invited_by: 1, muted_until: new Date('2031-02-03T04:05:06.789Z') },
];

/** PGlite 0.3 on `path`, migrated by this code, as a server of the previous release left it. */
async function withOld<T>(path: string, read: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  const pglite = await PGlite03.create(path, { extensions: { pg_trgm } });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  try {
    return await read(db);
  } finally {
    await db.destroy();
    await pglite.close();
  }
}

/** Every file of a folder with its content's hash: equal lists, equal folders. */
function fingerprint(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .map((f) => `${f.slice(dir.length)} ${createHash('sha256').update(readFileSync(f)).digest('hex')}`).sort();
}

const usersOf = (db: Kysely<DB>) =>
  db.selectFrom('users')
    .select(['id', 'nickname', 'email', 'phone', 'invited_by', 'banned_forever', 'muted_until', 'registered_at']).orderBy('id').execute();

describe('a PGlite 0.3 data directory opened by this server', { timeout: 600_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mdr-pglite03-'));
  const config = { databaseUrl: null, dataDir, dbPoolSize: 1 };
  let before: Awaited<ReturnType<typeof usersOf>>;
  let oldPrint: string[];
  const said: string[] = [];

  beforeAll(async () => {
    before = await withOld(join(dataDir, 'pglite'), async (db) => {
      await migrate(db);
      await db.insertInto('users').values(USERS).execute();
      await db.deleteFrom('users').where('nickname', '=', 'gone').execute(); // the id sequence now stands past the last row
      return usersOf(db);
    });
    oldPrint = fingerprint(join(dataDir, 'pglite'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('moves it on open: every row there, new ids going on after the old ones, the operator told where the old copy is', async () => {
    const database = await openDatabase(config, { log: (m) => said.push(m) });
    try {
      expect(await usersOf(database.db)).toEqual(before);
      const added = await database.db.insertInto('users').values({ nickname: 'new' }).returning('id').executeTakeFirstOrThrow();
      expect(added.id).toBe(USERS.length + 1); // not max(id) + 1: the deleted row's id is not handed out again
      const { rows } = await sql<{ v: string }>`SELECT current_setting('server_version_num') AS v`.execute(database.db);
      expect(rows[0].v).toMatch(/^18\d{4}$/);
    } finally {
      await database.close();
    }
    const kept = join(dataDir, KEPT_NAME);
    expect(said.join('\n')).toContain('made by PGlite 0.3');
    expect(said.at(-1)).toContain(`kept unchanged in ${kept}`);
    expect(readdirSync(dataDir).sort()).toEqual(['pglite', KEPT_NAME]); // no work folder left behind
  });

  it('keeps the old folder exactly as it was, and PGlite 0.3 still opens it', async () => {
    const kept = join(dataDir, KEPT_NAME);
    expect(fingerprint(kept)).toEqual(oldPrint);
    expect(await withOld(kept, usersOf)).toEqual(before);
  });

  it('moves nothing the next time, nor after a start stopped between renaming the old folder and the new', async () => {
    said.length = 0;
    renameSync(join(dataDir, 'pglite'), join(dataDir, 'pglite.new'));
    const database = await openDatabase(config, { log: (m) => said.push(m) });
    try {
      expect((await usersOf(database.db)).map((u) => u.nickname)).toEqual([...before.map((u) => u.nickname), 'new']);
    } finally {
      await database.close();
    }
    expect(said).toEqual([]);
    expect(existsSync(join(dataDir, 'pglite.new'))).toBe(false);
  });

  it('leaves the old folder in place, and nothing beside it, when the move fails', async () => {
    const other = mkdtempSync(join(tmpdir(), 'mdr-pglite03-fail-'));
    try {
      cpSync(join(dataDir, KEPT_NAME), join(other, 'pglite'), { recursive: true });
      const print = fingerprint(join(other, 'pglite'));
      const open = () => Promise.reject(new Error('disk full'));
      const err = await upgradeOldPGlite(other, 'pglite', { open, log: () => {} }).catch((e: unknown) => e);
      expect((err as Error).message).toMatch(/failed; it is left as it was\. disk full/);
      expect(readdirSync(other)).toEqual(['pglite']);
      expect(fingerprint(join(other, 'pglite'))).toEqual(print);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
