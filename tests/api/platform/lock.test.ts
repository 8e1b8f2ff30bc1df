// The lock file on DATA_DIR: one server per embedded database directory.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import { LOCK_FILE, LockError } from '../../../server/db/lock';
import { migrate } from '../../../server/db/migrate';

describe('data directory lock (PGlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mdr-data-'));
  const config = { ...loadConfig({}), dataDir: dir };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // starts a second server process: seconds quiet, past 30 s at load 12
  it('refuses a second server on the same directory, naming it and the holder', { timeout: 120_000 }, async () => {
    const first = await openDatabase(config);
    try {
      const info = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'));
      expect(info.pid).toBe(process.pid);
      const err = await openDatabase(config).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(LockError);
      expect((err as Error).message).toContain(resolve(dir));
      expect((err as Error).message).toContain(`pid ${process.pid}`);
      await migrate(first.db); // the first one is unharmed
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over a stale lock and keeps the data', async () => {
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 2 ** 22 + 12345, startedAt: '2020-01-01T00:00:00Z', token: 'x' }));
    const again = await openDatabase(config);
    try {
      const tables = await again.db.selectFrom('admins').select('id').execute();
      expect(tables).toEqual([]); // migrated by the first test, persisted on disk
    } finally {
      await again.close();
    }
  });
});
